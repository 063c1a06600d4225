// The LGPD desk (issue 39, decision 0045), role encarregado-lgpd, under /console/api/lgpd:
//   GET  /lgpd/solicitacoes               the members' data-subject requests: open ones first, overdue first
//                                         (by deadline), then the decided ones, newest first
//   GET  /lgpd/solicitacoes/:protocolo    one request, the member and the current value of what it is about
//   POST /lgpd/solicitacoes/:protocolo/decisao
//                                         the decision and its legal basis, what the portal carries out
//                                         (a correction, the consents revoked) and the member's answer — one
//                                         transaction; a request is decided once (409 to the second)
//   GET  /lgpd/auditoria                  the audit search across the member audit and the staff audit
//   GET  /lgpd/auditoria/csv              the same search as a CSV file (formula-injection safe)
// Opening a request reads the member's data: it is in the member's own audit ("Central de atendimento da
// operadora") and in the staff audit (platform/console/leitura-equipe.ts). Every search and export is in the
// staff audit with its filters.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  BASES_LEGAIS_DIREITO_TITULAR_CODIGOS,
  CAMPOS_CORRECAO_CODIGOS,
  DECISOES_DIREITO_TITULAR_CODIGOS,
  DESCRICAO_DIREITO_MAX,
  TIPOS_DIREITO_TITULAR_CODIGOS,
  VALOR_CORRECAO_MAX,
} from '../meus-dados/direitos-titular.js';
import { consoleAccess } from './acesso.js';

const access = consoleAccess('encarregado-lgpd');
const tags = ['console-lgpd'];

export const TAG_CONSOLE_LGPD = {
  'console-lgpd':
    'Encarregado de dados (LGPD): os pedidos dos titulares com os prazos da lei, a decisão com a base legal e o que o portal executa, e a busca na auditoria de beneficiários e da equipe (com exportação CSV). Tudo fica na auditoria da equipe.',
};

/** Requests the desk list answers at most (the open ones are few; the decided are the newest). */
export const LGPD_LISTA_MAX = 200;
/** Audit rows per page, and the most a CSV export holds. */
export const LGPD_AUDITORIA_POR_PAGINA = 50;
export const LGPD_AUDITORIA_CSV_MAX = 10_000;
/** Longest period an audit search covers (days). */
export const LGPD_AUDITORIA_PERIODO_MAX_DIAS = 366;

export const MENSAGENS_LGPD = {
  jaDecidida: 'Este pedido já foi decidido por outra pessoa da equipe. Recarregue para ver a decisão.',
  naoEncontrada: 'Pedido não encontrado.',
  negadoComBaseDoTitular: 'Para negar, escolha a base legal que impede atender o pedido.',
  execucaoSoAtendido: 'Só se executa um pedido atendido (no todo ou em parte).',
  correcaoSoDeCorrecao: 'Só um pedido de correção corrige um dado.',
  campoNaoCorrigivel: 'Este dado não é corrigido pelo portal: registre a correção no sistema da operadora.',
  revogacaoSoDeRevogacao: 'Só um pedido de revogação de consentimento revoga consentimentos.',
  respostaCurta: 'Escreva a resposta ao titular com pelo menos 10 caracteres.',
  periodoInvalido: 'Informe um período válido: a data inicial não pode ser depois da final.',
  periodoLongo: `O período da busca pode ter no máximo ${LGPD_AUDITORIA_PERIODO_MAX_DIAS} dias.`,
  cursorInvalido: 'Não foi possível continuar a lista. Faça a busca de novo.',
  cpfInvalido: 'CPF inválido',
} as const;

const protocoloParams = z.object({ protocolo: z.string().regex(/^\d{20}$/, 'Protocolo inválido') });

export const SITUACOES_FILA_LGPD = ['abertas', 'decididas', 'todas'] as const;

export const solicitacaoLgpdResumoSchema = z.object({
  protocolo: z.string(),
  tipo: z.enum(TIPOS_DIREITO_TITULAR_CODIGOS),
  tipoNome: z.string(),
  /** The member's name (social name when they have one). */
  titular: z.string(),
  abertaEm: z.string(),
  prazo: isoDate,
  /** Calendar days from the operator's today to the deadline (0 on the day, negative once overdue). */
  diasRestantes: z.number().int(),
  atrasada: z.boolean(),
  decisao: z.enum(DECISOES_DIREITO_TITULAR_CODIGOS).nullable(),
  decididaEm: z.string().nullable(),
});
export type SolicitacaoLgpdResumo = z.infer<typeof solicitacaoLgpdResumoSchema>;

export const solicitacaoLgpdSchema = solicitacaoLgpdResumoSchema.extend({
  campo: z.enum(CAMPOS_CORRECAO_CODIGOS).nullable(),
  campoNome: z.string().nullable(),
  valorCorreto: z.string().nullable(),
  descricao: z.string(),
  /** The member: name, CPF (digits), and the current value of what a correction is about. */
  pessoa: z.object({ nome: z.string(), cpf: z.string() }),
  valorAtual: z.string().nullable(),
  /** The portal can carry the correction out (NOME_SOCIAL, EMAIL, TELEFONE). */
  correcaoExecutavel: z.boolean(),
  /** REVOGACAO_CONSENTIMENTO: the member's consents in force that the portal can revoke. */
  consentimentosVigentes: z.number().int(),
  baseLegal: z.enum(BASES_LEGAIS_DIREITO_TITULAR_CODIGOS).nullable(),
  baseLegalNome: z.string().nullable(),
  resposta: z.string().nullable(),
  /** What the portal carried out ('Nome social corrigido', '2 consentimentos revogados'). */
  execucao: z.array(z.string()),
  decididaPor: z.string().nullable(),
  historico: z.array(z.object({ em: z.string(), titulo: z.string(), descricao: z.string() })),
});
export type SolicitacaoLgpd = z.infer<typeof solicitacaoLgpdSchema>;

export const decisaoLgpdBodySchema = z.object({
  decisao: z.enum(DECISOES_DIREITO_TITULAR_CODIGOS, { error: () => 'Escolha a decisão.' }),
  baseLegal: z.enum(BASES_LEGAIS_DIREITO_TITULAR_CODIGOS, { error: () => 'Escolha a base legal.' }),
  resposta: z
    .string()
    .trim()
    .min(10, MENSAGENS_LGPD.respostaCurta)
    .max(DESCRICAO_DIREITO_MAX, `Use no máximo ${DESCRICAO_DIREITO_MAX} caracteres.`),
  /** Carry out the correction with this value (a correction of NOME_SOCIAL, EMAIL or TELEFONE). */
  correcao: z.object({ valor: z.string().trim().min(1).max(VALOR_CORRECAO_MAX) }).optional(),
  /** Revoke the member's consents given on the portal (a revocation request). */
  revogarConsentimentos: z.boolean().optional(),
});
export type DecisaoLgpdBody = z.infer<typeof decisaoLgpdBodySchema>;

// ——— Audit search ———

export const TRILHAS_AUDITORIA = ['BENEFICIARIO', 'EQUIPE'] as const;

export const auditoriaLgpdQuerySchema = z.object({
  inicio: isoDate,
  fim: isoDate,
  /** The data subject (digits; dots and dash are dropped). */
  cpf: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{11}$/, MENSAGENS_LGPD.cpfInvalido))
    .optional(),
  equipeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** An action, exactly as stored ('LEITURA_TITULOS', 'lgpd.decidir') or its beginning ('lgpd.'). */
  acao: z.string().trim().min(1).max(80).optional(),
  /** The next page: the `proxima` of the previous answer. */
  apos: z
    .string()
    .regex(/^[A-Z]+:\d{1,16}:\d{1,18}$/)
    .optional(),
});
export type AuditoriaLgpdQuery = z.infer<typeof auditoriaLgpdQuerySchema>;

export const itemAuditoriaLgpdSchema = z.object({
  trilha: z.enum(TRILHAS_AUDITORIA),
  id: z.number().int(),
  em: z.string(),
  acao: z.string(),
  /** The member action's label ('Consultou suas faturas'), else the staff action as stored. */
  acaoNome: z.string(),
  /** The data subject (name and CPF), when the row names one. */
  pessoa: z.string().nullable(),
  /** Who acted: a staff member's name, 'Beneficiário (conta N)', 'Integração', or null. */
  autor: z.string().nullable(),
  /** Resource (member audit) or target (staff audit). */
  recurso: z.string().nullable(),
  ip: z.string().nullable(),
  resultado: z.string().nullable(),
});
export type ItemAuditoriaLgpd = z.infer<typeof itemAuditoriaLgpdSchema>;

export const consoleLgpdEndpoints = {
  listar: defineEndpoint({
    method: 'GET',
    path: '/lgpd/solicitacoes',
    access,
    query: z.object({ situacao: z.enum(SITUACOES_FILA_LGPD).default('abertas') }),
    response: z.object({ itens: z.array(solicitacaoLgpdResumoSchema), hoje: isoDate }),
    operationId: 'listarSolicitacoesLgpd',
    summary: 'Pedidos dos titulares (LGPD), com os prazos',
    description: `Os pedidos dos titulares de dados (LGPD, art. 18): os abertos primeiro, do prazo mais próximo (os atrasados no topo); depois os decididos, do mais recente. No máximo ${LGPD_LISTA_MAX}.`,
    tags,
  }),
  obter: defineEndpoint({
    method: 'GET',
    path: '/lgpd/solicitacoes/:protocolo',
    access,
    params: protocoloParams,
    response: solicitacaoLgpdSchema,
    operationId: 'obterSolicitacaoLgpd',
    summary: 'Um pedido do titular, com os dados de que trata',
    description:
      'O pedido, o titular e o valor atual do dado que ele pede para corrigir. A leitura entra na auditoria do beneficiário ("Central de atendimento da operadora") e na da equipe.',
    tags,
  }),
  decidir: defineEndpoint({
    method: 'POST',
    path: '/lgpd/solicitacoes/:protocolo/decisao',
    access,
    params: protocoloParams,
    body: decisaoLgpdBodySchema,
    response: solicitacaoLgpdSchema,
    erros: [409],
    operationId: 'decidirSolicitacaoLgpd',
    summary: 'Decide um pedido do titular e executa o que foi decidido',
    description:
      'Registra a decisão (atendido, atendido em parte, negado) e a base legal, executa o que o portal pode (corrigir o nome social, o e-mail ou o telefone pelo mesmo serviço da tela Dados Pessoais; revogar os consentimentos dados no portal), fecha o protocolo com a resposta e avisa o titular por e-mail — numa transação, com a auditoria. Um pedido já decidido responde 409.',
    tags,
  }),
  equipe: defineEndpoint({
    method: 'GET',
    path: '/lgpd/equipe',
    access,
    response: z.object({ equipe: z.array(z.object({ id: z.number().int(), nome: z.string() })) }),
    operationId: 'listarEquipeLgpd',
    summary: 'A equipe, para o filtro da busca na auditoria',
    description:
      'O número e o nome de cada pessoa da equipe (ativa ou não), para filtrar a auditoria por autor.',
    tags,
  }),
  auditoria: defineEndpoint({
    method: 'GET',
    path: '/lgpd/auditoria',
    access,
    query: auditoriaLgpdQuerySchema,
    response: z.object({
      itens: z.array(itemAuditoriaLgpdSchema),
      /** The next page's `apos`; null on the last page. */
      proxima: z.string().nullable(),
    }),
    operationId: 'buscarAuditoriaLgpd',
    summary: 'Busca na auditoria de beneficiários e da equipe',
    description: `As linhas da auditoria dos beneficiários e da auditoria da equipe no período (dias do calendário da operadora), do mais recente ao mais antigo, ${LGPD_AUDITORIA_POR_PAGINA} por página (por chave: \`apos\`), filtradas por titular (CPF), pessoa da equipe e ação. A busca entra na auditoria da equipe.`,
    tags,
  }),
  exportar: defineEndpoint({
    method: 'GET',
    path: '/lgpd/auditoria/csv',
    access,
    query: auditoriaLgpdQuerySchema.omit({ apos: true }),
    response: { file: ['text/csv'] },
    operationId: 'exportarAuditoriaLgpd',
    summary: 'Exporta a busca na auditoria em CSV',
    description: `A mesma busca em CSV (separador ";", UTF-8 com BOM), até ${LGPD_AUDITORIA_CSV_MAX} linhas; uma célula que começaria por = + - @, tabulação ou retorno ganha um apóstrofo na frente (injeção de fórmula). A exportação entra na auditoria da equipe.`,
    tags,
  }),
};
