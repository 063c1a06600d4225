// Integration health in the console (issue 39, decision 0044; role integracao): the operator's integration
// clients (decision 0024) with their scopes, per-minute limit, last token, and calls and refusals per hour;
// create, change scopes and limit, rotate or revoke a secret, revoke a client — the clients command's own
// functions, one rule two doors. A new secret is answered once and never stored in clear. The webhook
// deliveries (decision 0025): per client waiting, failed and dead, retry one, replay a period, pause and
// resume. The bulk loads (decision 0034): the last runs and their refused lines as a CSV. Every write is in
// the staff audit (never a secret).
import { z } from 'zod';
import { ESCOPOS_INTEGRACAO } from '../integracao/escopos.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { consoleAccess } from './acesso.js';

const tags = ['console-integracao'];
const access = consoleAccess('integracao');

export const TAG_CONSOLE_INTEGRACAO = {
  'console-integracao':
    'Saúde da integração (papel integração): clientes da API de integração, entregas de webhooks e cargas em lote.',
};

/** The most a client's own limit may be (the column's CHECK says the same). */
export const LIMITE_MAXIMO_INTEGRACAO = 100_000;
/** Longest period a replay may cover, in days (and at most REENFILEIRAR_MAXIMO events, server side). */
export const REENVIO_DIAS_MAXIMO = 31;

export const MENSAGENS_INTEGRACAO_CONSOLE = {
  nome: 'Informe o nome do cliente (até 120 caracteres).',
  escopos: 'Escolha ao menos um escopo.',
  limite: `O limite deve ser de 1 a ${LIMITE_MAXIMO_INTEGRACAO} chamadas por minuto (ou vazio para o padrão).`,
  periodo: 'O último dia deve ser igual ou depois do primeiro.',
  periodoLongo: `Escolha um período de até ${REENVIO_DIAS_MAXIMO} dias.`,
  cargaNaoEncontrada: 'Carga não encontrada.',
} as const;

const instante = z.iso.datetime();
const escopo = z.enum(ESCOPOS_INTEGRACAO);

export const usoHoraSchema = z.object({
  /** The hour's start. */
  hora: instante,
  chamadas: z.number().int(),
  recusas: z.number().int(),
});

export const clienteIntegracaoSchema = z.object({
  clientId: z.string(),
  nome: z.string(),
  escopos: z.array(escopo),
  /** Its own calls a minute; null = the portal's default (limitePadrao). */
  limitePorMinuto: z.number().int().nullable(),
  limitePadrao: z.number().int(),
  criadoEm: instante,
  revogadoEm: instante.nullable(),
  /** Live secrets: their number and when each was made (never the secret). */
  segredos: z.array(z.object({ id: z.number().int(), criadoEm: instante })),
  ultimoTokenEm: instante.nullable(),
  webhook: z
    .object({ url: z.string(), pausadoEm: instante.nullable(), anteriorExpiraEm: instante.nullable() })
    .nullable(),
  /** The last 24 hours, the current one last (every hour present). */
  porHora: z.array(usoHoraSchema),
  chamadas24h: z.number().int(),
  recusas24h: z.number().int(),
});
export type ClienteIntegracao = z.infer<typeof clienteIntegracaoSchema>;

const limite = z.number().int().nullable();

export const novoClienteIntegracaoSchema = z.object({
  nome: z.string().max(1000),
  escopos: z.array(escopo).max(ESCOPOS_INTEGRACAO.length),
  limitePorMinuto: limite,
});
export type NovoClienteIntegracao = z.infer<typeof novoClienteIntegracaoSchema>;

export const alteracaoClienteIntegracaoSchema = novoClienteIntegracaoSchema.omit({ nome: true });
export type AlteracaoClienteIntegracao = z.infer<typeof alteracaoClienteIntegracaoSchema>;

/** A secret made now: shown once, never again (only its hash is kept). */
export const segredoNovoSchema = z.object({
  clientId: z.string(),
  segredoId: z.number().int(),
  segredo: z.string(),
});

export const ESTADOS_ENTREGA = ['PENDENTE', 'FALHOU', 'MORTA'] as const;
export type EstadoEntregaConsole = (typeof ESTADOS_ENTREGA)[number];
export const NOME_ESTADO_ENTREGA: Record<EstadoEntregaConsole, string> = {
  PENDENTE: 'Na fila',
  FALHOU: 'Com falha',
  MORTA: 'Desistida',
};

export const resumoEntregasSchema = z.object({
  clientId: z.string(),
  nome: z.string(),
  url: z.string(),
  pausadoEm: instante.nullable(),
  revogadoEm: instante.nullable(),
  pendentes: z.number().int(),
  falhas: z.number().int(),
  mortas: z.number().int(),
});

export const entregaConsoleSchema = z.object({
  eventoId: z.string(),
  tipo: z.string(),
  criadoEm: instante,
  estado: z.enum(ESTADOS_ENTREGA),
  tentativas: z.number().int(),
  ultimoErro: z.string().nullable(),
  proximaTentativa: instante,
});
export type EntregaConsole = z.infer<typeof entregaConsoleSchema>;

/** Deliveries listed at once (the oldest first; the summary has the counts). */
export const ENTREGAS_POR_PAGINA = 200;

export const reenvioPeriodoSchema = z.object({ de: isoDate, ate: isoDate });
export const reenvioPeriodoRespostaSchema = z.object({
  /** Events written in the period. */
  eventos: z.number().int(),
  /** Of them, queued now (the others were already waiting in the queue). */
  reenfileiradas: z.number().int(),
});

export const cargaSchema = z.object({
  id: z.number().int(),
  arquivo: z.string(),
  iniciadaEm: instante,
  atualizadaEm: instante,
  terminadaEm: instante.nullable(),
  linhas: z.number().int(),
  criados: z.number().int(),
  atualizados: z.number().int(),
  inalterados: z.number().int(),
  erros: z.number().int(),
});
export type Carga = z.infer<typeof cargaSchema>;

/** Runs listed (the most recent first). */
export const CARGAS_LISTADAS = 20;

const clienteParams = z.object({ clientId: z.string().max(40) });
const segredoParams = clienteParams.extend({
  segredoId: z.coerce.number().int().positive().max(2_147_483_647),
});
const entregaParams = clienteParams.extend({ eventoId: z.uuid() });
const cargaParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const consoleIntegracaoEndpoints = {
  listarClientesIntegracao: defineEndpoint({
    operationId: 'consoleListarClientesIntegracao',
    method: 'GET',
    path: '/integracao/clientes',
    access,
    response: z.array(clienteIntegracaoSchema),
    summary: 'Clientes de integração',
    description:
      'Cada sistema da operadora que chama a API de integração: escopos, limite por minuto, segredos válidos (sem o segredo), último token emitido, webhook e chamadas e recusas por hora nas últimas 24 horas.',
    tags,
  }),
  criarClienteIntegracao: defineEndpoint({
    operationId: 'consoleCriarClienteIntegracao',
    method: 'POST',
    path: '/integracao/clientes',
    access,
    body: novoClienteIntegracaoSchema,
    response: segredoNovoSchema,
    status: 201,
    summary: 'Criar um cliente de integração',
    description:
      'Cria o cliente e seu primeiro segredo, devolvido só nesta resposta (o portal guarda apenas o hash). Registrado na auditoria da equipe, sem o segredo.',
    tags,
  }),
  alterarClienteIntegracao: defineEndpoint({
    operationId: 'consoleAlterarClienteIntegracao',
    method: 'PUT',
    path: '/integracao/clientes/:clientId',
    access,
    params: clienteParams,
    body: alteracaoClienteIntegracaoSchema,
    response: clienteIntegracaoSchema,
    summary: 'Alterar escopos e limite',
    description:
      'Regrava os escopos e o limite por minuto (nulo: o padrão do portal). Tokens vivos com um escopo retirado deixam de valer na hora. Registrado na auditoria da equipe com o antes e o depois.',
    tags,
  }),
  rotacionarSegredoIntegracao: defineEndpoint({
    operationId: 'consoleRotacionarSegredoIntegracao',
    method: 'POST',
    path: '/integracao/clientes/:clientId/segredos',
    access,
    params: clienteParams,
    response: segredoNovoSchema,
    status: 201,
    erros: [409],
    summary: 'Novo segredo (rotação)',
    description:
      'Um segundo segredo válido ao lado do atual, devolvido só nesta resposta; recusado (409) quando já há dois: revogue o antigo antes. Registrado na auditoria da equipe, sem o segredo.',
    tags,
  }),
  revogarSegredoIntegracao: defineEndpoint({
    operationId: 'consoleRevogarSegredoIntegracao',
    method: 'POST',
    path: '/integracao/clientes/:clientId/segredos/:segredoId/revogar',
    access,
    params: segredoParams,
    response: 'empty',
    erros: [409],
    summary: 'Revogar um segredo',
    description:
      'O segredo e os tokens emitidos com ele deixam de valer na hora. Registrado na auditoria da equipe.',
    tags,
  }),
  revogarClienteIntegracao: defineEndpoint({
    operationId: 'consoleRevogarClienteIntegracao',
    method: 'POST',
    path: '/integracao/clientes/:clientId/revogar',
    access,
    params: clienteParams,
    response: 'empty',
    erros: [409],
    summary: 'Revogar um cliente',
    description:
      'O cliente, todos os seus segredos e tokens deixam de valer na hora; não há volta. Registrado na auditoria da equipe.',
    tags,
  }),
  resumoEntregas: defineEndpoint({
    operationId: 'consoleResumoEntregas',
    method: 'GET',
    path: '/integracao/webhooks',
    access,
    response: z.array(resumoEntregasSchema),
    summary: 'Entregas de webhooks por cliente',
    description:
      'Cada cliente com webhook: URL, se as entregas estão pausadas e quantas estão na fila, com falha (aguardando nova tentativa) e desistidas.',
    tags,
  }),
  listarEntregasWebhook: defineEndpoint({
    operationId: 'consoleListarEntregasWebhook',
    method: 'GET',
    path: '/integracao/webhooks/:clientId/entregas',
    access,
    params: clienteParams,
    query: z.object({ estado: z.enum(ESTADOS_ENTREGA).optional() }),
    response: z.array(entregaConsoleSchema),
    summary: 'Entregas não concluídas de um cliente',
    description: `As entregas ainda não recebidas (de um estado, ou todas), o evento mais antigo primeiro, até ${ENTREGAS_POR_PAGINA}: tentativas e último erro.`,
    tags,
  }),
  reenviarEntrega: defineEndpoint({
    operationId: 'consoleReenviarEntrega',
    method: 'POST',
    path: '/integracao/webhooks/:clientId/entregas/:eventoId/reenviar',
    access,
    params: entregaParams,
    response: 'empty',
    erros: [409],
    summary: 'Reenviar uma entrega agora',
    description:
      'Uma entrega com falha ou desistida volta à fila para agora, com a contagem de tentativas zerada. Registrado na auditoria da equipe.',
    tags,
  }),
  reenviarPeriodo: defineEndpoint({
    operationId: 'consoleReenviarPeriodo',
    method: 'POST',
    path: '/integracao/webhooks/:clientId/reenviar-periodo',
    access,
    params: clienteParams,
    body: reenvioPeriodoSchema,
    response: reenvioPeriodoRespostaSchema,
    erros: [409],
    summary: 'Reenviar os eventos de um período',
    description: `Cada evento escrito entre os dois dias (calendário da operadora, até ${REENVIO_DIAS_MAXIMO} dias e 5.000 eventos) volta à fila do cliente; os que já estão na fila ficam como estão, então repetir o pedido não duplica nada. Responde quantos eventos o período tem e quantos entraram na fila. Registrado na auditoria da equipe.`,
    tags,
  }),
  pausarEntregas: defineEndpoint({
    operationId: 'consolePausarEntregas',
    method: 'POST',
    path: '/integracao/webhooks/:clientId/pausar',
    access,
    params: clienteParams,
    response: 'empty',
    erros: [409],
    summary: 'Pausar as entregas de um cliente',
    description:
      'Nenhuma instância entrega os eventos do cliente enquanto pausado; eles esperam na fila, em ordem. Registrado na auditoria da equipe.',
    tags,
  }),
  retomarEntregas: defineEndpoint({
    operationId: 'consoleRetomarEntregas',
    method: 'POST',
    path: '/integracao/webhooks/:clientId/retomar',
    access,
    params: clienteParams,
    response: 'empty',
    erros: [409],
    summary: 'Retomar as entregas de um cliente',
    description: 'As entregas pausadas voltam a sair, na ordem. Registrado na auditoria da equipe.',
    tags,
  }),
  listarCargas: defineEndpoint({
    operationId: 'consoleListarCargas',
    method: 'GET',
    path: '/integracao/cargas',
    access,
    response: z.array(cargaSchema),
    summary: 'Cargas em lote',
    description: `As ${CARGAS_LISTADAS} execuções mais recentes de npm run integracao:importar: linhas lidas, criados, atualizados, inalterados e recusados.`,
    tags,
  }),
  errosCarga: defineEndpoint({
    operationId: 'consoleErrosCarga',
    method: 'GET',
    path: '/integracao/cargas/:id/erros',
    access,
    params: cargaParams,
    response: { file: ['text/csv'] },
    summary: 'Linhas recusadas de uma carga (CSV)',
    description:
      'Cada linha recusada com o tipo, o id no ERP e a mensagem, em CSV (separador ;) seguro para planilhas: uma célula que começaria uma fórmula leva um apóstrofo. O download é registrado na auditoria da equipe.',
    tags,
  }),
};
