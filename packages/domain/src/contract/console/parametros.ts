// The operator's parameters and maintenance mode in the console (issue 38, "Parameters", "Maintenance mode"):
// staff with the parâmetros role read every parameter of the catalogue (contract/shell/parametros-catalogo.ts)
// grouped by area, change one — judged by the catalogue's rule, a refusal is a 422 with its Portuguese reason —
// read its history (who, when, before → after) and revert it to an earlier value (a new change, itself in the
// history). An edit names the version it read: another person's change in between is a 409, never a silent
// overwrite. Maintenance is on now or scheduled (start and end on São Paulo's clock), with the message members
// see; it is stored as the maintenance parameters, so it has the same history.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AREAS_PARAMETROS } from '../shell/parametros-catalogo.js';
import { consoleAccess } from './acesso.js';

const tags = ['console-parametros'];
const access = consoleAccess('parametros');

export const MENSAGENS_PARAMETROS = {
  versao:
    'Este parâmetro foi alterado por outra pessoa desde que você o abriu. Recarregue e refaça a alteração.',
  manutencaoRevisao:
    'A manutenção foi alterada por outra pessoa desde que você a abriu. Recarregue e refaça a alteração.',
  desconhecido: 'Parâmetro desconhecido.',
  naTelaManutencao: 'Este parâmetro é alterado na tela Manutenção.',
  naTelaMarca: 'Este parâmetro é alterado na tela Marca, ao publicar a marca.',
  semValorParaRestaurar: 'Esta alteração removeu o parâmetro; não há valor para restaurar.',
  historicoDeOutro: 'Este registro não é do histórico deste parâmetro.',
  mesmoValor: 'O valor informado é o atual.',
  inicioObrigatorio: 'Informe quando a manutenção começa.',
  fimAntesDoInicio: 'O fim da manutenção deve ser depois do início.',
  fimNoPassado: 'O fim da manutenção já passou.',
  mensagemObrigatoria: 'Informe a mensagem que os beneficiários verão.',
  dataHora: 'Informe data e hora válidas.',
} as const;

const TIPOS = [
  'texto',
  'texto-longo',
  'inteiro',
  'centavos',
  'booleano',
  'url',
  'telefone',
  'lista',
  'instante',
] as const;

export const parametroConsoleSchema = z.object({
  nome: z.string(),
  tipo: z.enum(TIPOS),
  visivel: z.enum(['publico', 'membros', 'servidor']),
  descricao: z.string(),
  minimo: z.number().int().nullable(),
  maximo: z.number().int().nullable(),
  editadoEm: z.enum(['configuracao', 'manutencao', 'marca']).nullable(),
  /** The value in force (the configuration's for `configuracao`); null when absent (the reader's default). */
  valor: z.string().nullable(),
  /** The version an edit must name; 0 while the parameter has never been set. */
  versao: z.number().int().min(0),
});
export type ParametroConsole = z.infer<typeof parametroConsoleSchema>;

const AREAS = Object.keys(AREAS_PARAMETROS) as [
  keyof typeof AREAS_PARAMETROS,
  ...(keyof typeof AREAS_PARAMETROS)[],
];
export const areasParametrosSchema = z.array(
  z.object({ area: z.enum(AREAS), titulo: z.string(), parametros: z.array(parametroConsoleSchema) }),
);

export const nomeParamsSchema = z.object({ nome: z.string().min(1).max(60) });

export const alterarParametroBodySchema = z.object({
  valor: z.string().max(2000),
  /** The version the form was opened at (0: the parameter had no value). */
  versao: z.number().int().min(0),
  /** Why (optional, kept in the history). */
  motivo: z.string().trim().max(300).optional(),
});
export type AlterarParametroBody = z.infer<typeof alterarParametroBodySchema>;

export const reverterParametroBodySchema = z.object({
  /** The history entry whose resulting value comes back. */
  historicoId: z.number().int().positive(),
  versao: z.number().int().min(0),
});

export const ORIGENS_ALTERACAO = ['console', 'integracao', 'banco'] as const;
export const NOME_ORIGEM: Record<(typeof ORIGENS_ALTERACAO)[number], string> = {
  console: 'Console',
  integracao: 'API de integração',
  banco: 'Banco de dados',
};

export const historicoParametroSchema = z.array(
  z.object({
    id: z.number().int(),
    /** null: the parameter did not exist before. */
    antes: z.string().nullable(),
    /** null: the parameter was removed. */
    depois: z.string().nullable(),
    versao: z.number().int(),
    origem: z.enum(ORIGENS_ALTERACAO),
    /** The staff member's name at the time; null when not through the console. */
    autor: z.string().nullable(),
    motivo: z.string().nullable(),
    /** The entry this change restored, when it was a revert. */
    revertidoDe: z.number().int().nullable(),
    em: z.iso.datetime(),
  }),
);
export type HistoricoParametro = z.infer<typeof historicoParametroSchema>;

export const MODOS_MANUTENCAO = ['desligada', 'agora', 'agendada'] as const;
export type ModoManutencao = (typeof MODOS_MANUTENCAO)[number];

export const manutencaoConsoleSchema = z.object({
  modo: z.enum(MODOS_MANUTENCAO),
  /** Instants (ISO 8601). */
  inicio: z.iso.datetime().nullable(),
  fim: z.iso.datetime().nullable(),
  mensagem: z.string(),
  /** Whether members see the notice now (the schedule and the configuration's MAINTENANCE_MODE applied). */
  ativaAgora: z.boolean(),
  /** The configuration forces it (MAINTENANCE_MODE): what is saved here waits until that is removed. */
  forcadaPelaConfiguracao: z.boolean(),
  /** What a change must send back (the versions of the maintenance parameters it read). */
  revisao: z.string(),
});
export type ManutencaoConsole = z.infer<typeof manutencaoConsoleSchema>;

/** 'AAAA-MM-DDTHH:mm' on São Paulo's clock (what a datetime-local input gives); checked by the server (422). */
const horaLocal = z.string().max(20).nullable().optional();

export const alterarManutencaoBodySchema = z.object({
  modo: z.enum(MODOS_MANUTENCAO),
  inicio: horaLocal,
  fim: horaLocal,
  /** Checked by the server: an empty one is a 422 (mensagemObrigatoria). */
  mensagem: z.string().max(2000),
  revisao: z.string().max(200),
});
export type AlterarManutencaoBody = z.infer<typeof alterarManutencaoBodySchema>;

export const consoleParametrosEndpoints = {
  listar: defineEndpoint({
    operationId: 'listarParametrosConsole',
    method: 'GET',
    path: '/parametros',
    access,
    response: areasParametrosSchema,
    summary: 'Parâmetros da operadora por área, com valor e versão',
    description:
      'Cada parâmetro do catálogo, agrupado por área: tipo, quem pode lê-lo, descrição, limites, o valor em vigor (nulo se não definido) e a versão que uma alteração deve informar.',
    tags,
  }),
  alterar: defineEndpoint({
    operationId: 'alterarParametroConsole',
    method: 'PUT',
    path: '/parametros/:nome',
    access,
    params: nomeParamsSchema,
    body: alterarParametroBodySchema,
    response: parametroConsoleSchema,
    erros: [409, 422],
    summary: 'Alterar um parâmetro',
    description:
      'Grava o novo valor conferido pela regra do catálogo (422 com o motivo em português), se a versão informada ainda for a atual (409 se outra pessoa o alterou). A alteração entra no histórico e na auditoria da equipe.',
    tags,
  }),
  historico: defineEndpoint({
    operationId: 'listarHistoricoParametro',
    method: 'GET',
    path: '/parametros/:nome/historico',
    access,
    params: nomeParamsSchema,
    response: historicoParametroSchema,
    summary: 'Histórico de um parâmetro',
    description:
      'As alterações do parâmetro, da mais recente à mais antiga (até 100): quem, quando, valor antes e depois, origem (console, API de integração, banco de dados) e motivo.',
    tags,
  }),
  reverter: defineEndpoint({
    operationId: 'reverterParametro',
    method: 'POST',
    path: '/parametros/:nome/reverter',
    access,
    params: nomeParamsSchema,
    body: reverterParametroBodySchema,
    response: parametroConsoleSchema,
    erros: [409, 422],
    summary: 'Voltar um parâmetro a um valor anterior',
    description:
      'Uma nova alteração que restaura o valor resultante do registro de histórico escolhido, conferido pelo catálogo e pela versão como qualquer alteração.',
    tags,
  }),
  manutencao: defineEndpoint({
    operationId: 'obterManutencaoConsole',
    method: 'GET',
    path: '/manutencao',
    access,
    response: manutencaoConsoleSchema,
    summary: 'Modo de manutenção',
    description:
      'Se o portal está em manutenção agora, o agendamento (início e fim), a mensagem que os beneficiários veem e a revisão a informar numa alteração.',
    tags,
  }),
  alterarManutencao: defineEndpoint({
    operationId: 'alterarManutencaoConsole',
    method: 'PUT',
    path: '/manutencao',
    access,
    body: alterarManutencaoBodySchema,
    response: manutencaoConsoleSchema,
    erros: [409, 422],
    summary: 'Ligar, agendar ou desligar a manutenção',
    description:
      'Desligada, ligada agora (com fim opcional) ou agendada (início e fim opcional, no horário de São Paulo), com a mensagem aos beneficiários. Vale na próxima requisição de todas as instâncias.',
    tags,
  }),
};
