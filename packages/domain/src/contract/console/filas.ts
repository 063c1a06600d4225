// The request queues of the console (issue 39, "Request queues", decision 0043): staff with the atendimento or
// the retaguarda role work what members file — reimbursements, authorization requests, direct-debit
// activations, card reissues, death certificates, cancellations, every protocol — over the protocols every
// request gets (contract/facilidades/protocolos.ts), overdue and due-today first, with the RN 623 countdown in
// business days; take one (assign to oneself), open it, read its attachments in the page, and answer it
// through the same transition tables the integration API enforces (contract/integracao/transicoes.ts: one
// rule, two doors). Each answer names the status the staff member saw, so two people answering one request
// at once get one winner and one 409 that says what happened.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  SITUACOES_PROTOCOLO,
  TIPOS_PROTOCOLO_CODIGOS,
  andamentoProtocoloSchema,
} from '../facilidades/protocolos.js';
import type { CampoSituacao } from '../integracao/transicoes.js';
import { texto } from '../integracao/cadastro.js';
import { medicoErpSchema, procedimentoGuiaErpSchema } from '../integracao/saude.js';
import {
  CARATERES_ATENDIMENTO,
  SITUACOES_AUTORIZACAO_CODIGOS,
  TIPOS_GUIA_CODIGOS,
} from '../saude/autorizacao-situacoes.js';
import { consoleAccessQualquer } from './acesso.js';

const tags = ['console-filas'];
const access = consoleAccessQualquer('atendimento', 'retaguarda');

export const TAG_CONSOLE_FILAS = {
  'console-filas':
    'Filas de solicitações dos beneficiários (papéis atendimento ou retaguarda): prazos da RN 623, atribuição, anexos e respostas pelas mesmas transições da API de integração.',
};

/** The queues the menu offers: one kind each, and every protocol (tipo absent). */
export const FILAS = [
  { tipo: 'REEMBOLSO', nome: 'Reembolsos' },
  { tipo: 'AUTORIZACAO', nome: 'Autorizações' },
  { tipo: 'DEBITO_CONTA_ATIVACAO', nome: 'Débito em conta' },
  { tipo: 'SEGUNDA_VIA_CARTAO', nome: '2ª via de cartão' },
  { tipo: 'CERTIDAO_OBITO', nome: 'Certidões de óbito' },
  { tipo: 'CANCELAMENTO_CONTRATO', nome: 'Cancelamentos' },
] as const;

/** Deadline filter: past it, on it (the operator's today), or later. */
export const PRAZOS_FILA = ['ATRASADAS', 'HOJE', 'NO_PRAZO'] as const;
export type PrazoFila = (typeof PRAZOS_FILA)[number];
export const NOME_PRAZO_FILA: Record<PrazoFila, string> = {
  ATRASADAS: 'Atrasadas',
  HOJE: 'Vencem hoje',
  NO_PRAZO: 'No prazo',
};

export const RESPONSAVEIS_FILA = ['EU', 'NINGUEM'] as const;
export type ResponsavelFila = (typeof RESPONSAVEIS_FILA)[number];

export const FILA_LIMITE_PADRAO = 50;
export const FILA_LIMITE_MAXIMO = 100;

export const MENSAGENS_FILAS = {
  naoEncontrada: 'Solicitação não encontrada. Confira o protocolo.',
  cursorInvalido: 'A página pedida não existe mais. Recarregue a fila.',
  situacaoDesconhecida: 'Esta situação não existe para este tipo de solicitação.',
  semTransicoes:
    'Este tipo de solicitação não tem respostas pelo console: ele é respondido pelo sistema da operadora.',
  anexoNaoEncontrado: 'Anexo não encontrado.',
  saude:
    'Esta solicitação tem dados de saúde: abri-la exige o papel Retaguarda, ou Atendimento com o escopo de saúde.',
  soDevolveAPropria: 'Só quem está com a solicitação pode devolvê-la à fila.',
  soAutorizacao: 'Só um pedido de autorização é respondido com uma guia.',
  respondidaComGuia: 'Um pedido de autorização é respondido com a sua guia: use "Registrar guia".',
  guiaJaDecidida:
    'Este pedido de autorização já foi respondido com uma guia decidida. Recarregue para ver a situação atual.',
  semCartao: 'O beneficiário não tem um cartão ativo: não é possível registrar a guia.',
  senhaObrigatoria: 'Informe a senha da autorização.',
  validadeObrigatoria: 'Informe a validade da autorização.',
  validadePassada: 'A validade não pode ser anterior a hoje.',
} as const;

/** 409 of an assignment: the request is someone else's (they can take it over explicitly). */
export const solicitacaoComOutraPessoa = (nome: string): string =>
  `Esta solicitação já está com ${nome}. Para ficar com ela, use "Assumir mesmo assim".`;

/** 409 of an answer decided on a stale page: someone (a colleague, the ERP) answered first. */
export const situacaoMudouEnquantoVia = (rotulo: string): string =>
  `Outra pessoa respondeu esta solicitação enquanto você a via: ela agora está ${rotulo}. Recarregue para ver a situação atual.`;

const protocoloNumero = z.string().regex(/^\d{20}$/, 'Protocolo inválido');
export const protocoloFilaParams = z.object({ protocolo: protocoloNumero });

export const filaQuerySchema = z.object({
  tipo: z.enum(TIPOS_PROTOCOLO_CODIGOS).optional(),
  /** Open (default) or closed protocols. */
  situacao: z.enum(SITUACOES_PROTOCOLO).optional(),
  /** The request's own status (a key of its transition table, e.g. PENDENTE); with `tipo`. */
  situacaoPedido: z
    .string()
    .regex(/^[A-Z_]{1,20}$/)
    .optional(),
  prazo: z.enum(PRAZOS_FILA).optional(),
  responsavel: z.enum(RESPONSAVEIS_FILA).optional(),
  /** The previous page's `proximo` (keyset: the last row's deadline and protocol). */
  apos: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}_\d{20}$/, MENSAGENS_FILAS.cursorInvalido)
    .optional(),
  limite: z.coerce.number().int().min(1).max(FILA_LIMITE_MAXIMO).optional(),
});
export type FilaQuery = z.infer<typeof filaQuerySchema>;

export const responsavelSchema = z.object({ equipeId: z.number().int(), nome: z.string() });

export const itemFilaSchema = z.object({
  protocolo: z.string(),
  tipo: z.enum(TIPOS_PROTOCOLO_CODIGOS),
  tipoNome: z.string(),
  /** ISO instant the member filed it. */
  abertoEm: z.string(),
  /** Whom the request is about. */
  pessoaNome: z.string(),
  situacao: z.enum(SITUACOES_PROTOCOLO),
  /** The request's status in words (the last history step's title). */
  andamento: z.string(),
  /** The RN 623 deadline (operator calendar); null = due at once (urgency), then due on the day filed. */
  prazoResposta: isoDate.nullable(),
  prazoImediato: z.boolean(),
  /** Business days from the operator's today to the deadline (0 on it, negative once past); null when closed. */
  diasUteisRestantes: z.number().int().nullable(),
  atrasado: z.boolean(),
  venceHoje: z.boolean(),
  responsavel: responsavelSchema.nullable(),
});
export type ItemFila = z.infer<typeof itemFilaSchema>;

export const filaSchema = z.object({
  /** The operator's today the countdown was computed on. */
  hoje: isoDate,
  /** Open requests of this kind (or all) past their deadline and due today, whatever the other filters. */
  contagens: z.object({ atrasadas: z.number().int(), hoje: z.number().int() }),
  itens: z.array(itemFilaSchema),
  /** The next page's `apos`; null on the last page. */
  proximo: z.string().nullable(),
});
export type Fila = z.infer<typeof filaSchema>;

/** An answer the staff member may give from the current status: one button of the detail page. */
export const acaoSolicitacaoSchema = z.object({
  /** The status it moves to (a key of the kind's transition table). */
  situacao: z.string(),
  /** The button: 'Pedir documentos', 'Pagar'… */
  rotulo: z.string(),
  exige: z.array(z.enum(['motivo', 'valorPagoCentavos', 'dataPagamento'] satisfies CampoSituacao[])),
  /** Closes the protocol (the conclusive answer). */
  encerra: z.boolean(),
});
export type AcaoSolicitacao = z.infer<typeof acaoSolicitacaoSchema>;

export const anexoSolicitacaoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** What it is ('Nota fiscal', 'Pedido médico', 'Certidão de óbito'). */
  grupo: z.string(),
  contentType: z.string(),
  tamanhoBytes: z.number().int(),
});
export type AnexoSolicitacao = z.infer<typeof anexoSolicitacaoSchema>;

/** The guide that answers an authorization request (decision 0043 §7): what a pending one's form starts from. */
export const guiaDaSolicitacaoSchema = z.object({
  idGuia: z.string(),
  tipo: z.enum(TIPOS_GUIA_CODIGOS),
  carater: z.enum(CARATERES_ATENDIMENTO),
  status: z.enum(SITUACOES_AUTORIZACAO_CODIGOS),
  prestador: z.string(),
  medico: z.object({ nome: z.string(), crm: z.string(), uf: z.string() }),
  procedimentos: z.array(
    z.object({
      codigoTuss: z.string(),
      descricao: z.string(),
      quantidadeSolicitada: z.number().int(),
      quantidadeAutorizada: z.number().int(),
    }),
  ),
});
export type GuiaDaSolicitacao = z.infer<typeof guiaDaSolicitacaoSchema>;

export const detalheSolicitacaoSchema = itemFilaSchema.extend({
  /** The request's own status key (e.g. 'PENDENTE'); null for a kind without a transition table. */
  situacaoPedido: z.string().nullable(),
  /** Its label ('Pendente'). */
  situacaoPedidoRotulo: z.string().nullable(),
  /** What the member filed and what was answered, as label → value lines (money and dates formatted). */
  dados: z.array(z.object({ rotulo: z.string(), valor: z.string() })),
  historico: z.array(andamentoProtocoloSchema),
  acoes: z.array(acaoSolicitacaoSchema),
  anexos: z.array(anexoSolicitacaoSchema),
  /** An authorization request's guide, once registered (by the ERP or the console); null otherwise. */
  guia: guiaDaSolicitacaoSchema.nullable(),
});
export type DetalheSolicitacao = z.infer<typeof detalheSolicitacaoSchema>;

export const respostaSolicitacaoSchema = z
  .object({
    /** The status the staff member saw (the detail's situacaoPedido): another one stored is a 409. */
    esperada: z.string().max(20),
    situacao: z.string().max(20),
    motivo: z.string().trim().max(1000).nullish(),
    valorPagoCentavos: z.number().int().positive().max(1_000_000_000).nullish(),
    dataPagamento: isoDate.nullish(),
  })
  .strict();
export type RespostaSolicitacao = z.infer<typeof respostaSolicitacaoSchema>;

export const respostaAplicadaSchema = z.object({
  protocolo: z.string(),
  situacao: z.string(),
  situacaoProtocolo: z.enum(SITUACOES_PROTOCOLO),
  alterado: z.boolean(),
});

/** The decisions staff register on a guide (the ERP's later ones, EXECUTADA and VENCIDA, are not answers). */
export const DECISOES_GUIA = ['AUTORIZADA', 'NEGADA', 'PENDENTE'] as const;

/**
 * The answer to an authorization request: the guide it registers (decision 0043 §7), with the same field
 * rules as the integration's guide (decision 0024 §10). The portal numbers it; the day asked is the request's,
 * the day decided is today.
 */
export const guiaSolicitacaoSchema = z
  .object({
    /** The guide's status the staff member saw (the detail's situacaoPedido): null = no guide yet. */
    esperada: z.enum(SITUACOES_AUTORIZACAO_CODIGOS).nullable(),
    tipo: z.enum(TIPOS_GUIA_CODIGOS),
    carater: z.enum(CARATERES_ATENDIMENTO),
    status: z.enum(DECISOES_GUIA),
    prestador: texto(200),
    medico: medicoErpSchema,
    procedimentos: z.array(procedimentoGuiaErpSchema).min(1).max(50),
    /** AUTORIZADA: the password the provider asks for and the last day it may be used. */
    senha: z
      .string()
      .regex(/^[\w-]{1,20}$/, 'Use até 20 letras, números ou hífens.')
      .nullish(),
    validade: isoDate.nullish(),
    /** NEGADA: the reason and the legal or contractual ground (RN 623: in writing, in the denial letter). */
    negativa: z
      .object({ motivo: texto(2000), fundamento: texto(1000) })
      .strict()
      .nullish(),
    observacao: texto(1000).nullish(),
  })
  .strict();
export type GuiaSolicitacao = z.infer<typeof guiaSolicitacaoSchema>;

export const guiaRegistradaSchema = z.object({
  protocolo: z.string(),
  idGuia: z.string(),
  status: z.enum(SITUACOES_AUTORIZACAO_CODIGOS),
  situacaoProtocolo: z.enum(SITUACOES_PROTOCOLO),
  alterado: z.boolean(),
});
export type GuiaRegistrada = z.infer<typeof guiaRegistradaSchema>;

export const atribuirSchema = z.object({
  /** Take it even when someone else has it (that person's name goes to the staff audit). */
  assumir: z.boolean().optional(),
});

export const atribuicaoSchema = z.object({ responsavel: responsavelSchema.nullable() });

/** A file's id (a UUID) or, for the request's only file (a death certificate), 'certidao'. */
export const anexoParams = protocoloFilaParams.extend({
  id: z.string().regex(/^(?:[0-9a-f-]{36}|certidao)$/i, MENSAGENS_FILAS.anexoNaoEncontrado),
});

export const consoleFilasEndpoints = {
  listarFila: defineEndpoint({
    operationId: 'consoleListarFila',
    method: 'GET',
    path: '/solicitacoes',
    access,
    query: filaQuerySchema,
    response: filaSchema,
    summary: 'Fila de solicitações',
    description:
      'Solicitações dos beneficiários (abertas, por padrão), as atrasadas e as que vencem hoje primeiro, depois pelo prazo da RN 623, com a contagem de dias úteis. Filtros por tipo, situação, prazo e responsável; paginação por cursor (`proximo`).',
    tags,
  }),
  obterSolicitacao: defineEndpoint({
    operationId: 'consoleObterSolicitacao',
    method: 'GET',
    path: '/solicitacoes/:protocolo',
    access,
    params: protocoloFilaParams,
    response: detalheSolicitacaoSchema,
    summary: 'Uma solicitação, com histórico, respostas possíveis e anexos',
    description:
      'O que o beneficiário pediu, o histórico que ele lê em Protocolos, as respostas que a tabela de transições permite a partir da situação atual e os anexos. Cada abertura fica na auditoria do beneficiário e da equipe. Reembolsos e autorizações (dados de saúde) exigem o papel retaguarda ou atendimento com o escopo de saúde.',
    tags,
  }),
  responderSolicitacao: defineEndpoint({
    operationId: 'consoleResponderSolicitacao',
    method: 'POST',
    path: '/solicitacoes/:protocolo/situacao',
    access,
    params: protocoloFilaParams,
    body: respostaSolicitacaoSchema,
    response: respostaAplicadaSchema,
    erros: [409],
    summary: 'Responder uma solicitação (mudar a situação)',
    description:
      'Aplica a situação pedida pelas mesmas transições da API de integração: histórico do protocolo, aviso por e-mail a quem pediu, auditoria do beneficiário e da equipe. 409 quando a transição não é permitida ou quando a solicitação mudou depois que a pessoa a abriu (`esperada`).',
    tags,
  }),
  registrarGuia: defineEndpoint({
    operationId: 'consoleRegistrarGuia',
    method: 'POST',
    path: '/solicitacoes/:protocolo/guia',
    access,
    params: protocoloFilaParams,
    body: guiaSolicitacaoSchema,
    response: guiaRegistradaSchema,
    erros: [409],
    summary: 'Responder um pedido de autorização (registrar a guia)',
    description:
      'Registra a guia que responde ao pedido de autorização — autorizada (senha e validade), negada (motivo e fundamento: a carta de negativa) ou em estudo — pelas mesmas regras da guia da API de integração (PUT /integracao/v1/autorizacoes). O portal numera a guia. Histórico do protocolo (fechado quando decidida), aviso por e-mail a quem pediu, auditoria do beneficiário e da equipe. 409 quando a guia mudou depois que a pessoa abriu o pedido (`esperada`) ou já está decidida.',
    tags,
  }),
  atribuirSolicitacao: defineEndpoint({
    operationId: 'consoleAtribuirSolicitacao',
    method: 'POST',
    path: '/solicitacoes/:protocolo/atribuicao',
    access,
    params: protocoloFilaParams,
    body: atribuirSchema,
    response: atribuicaoSchema,
    erros: [409],
    summary: 'Ficar com uma solicitação',
    description:
      'Atribui a solicitação a quem chama. Se já está com outra pessoa, 409 com o nome dela, a menos que `assumir` seja verdadeiro.',
    tags,
  }),
  devolverSolicitacao: defineEndpoint({
    operationId: 'consoleDevolverSolicitacao',
    method: 'DELETE',
    path: '/solicitacoes/:protocolo/atribuicao',
    access,
    params: protocoloFilaParams,
    response: atribuicaoSchema,
    erros: [409],
    summary: 'Devolver uma solicitação à fila',
    description: 'Tira a atribuição de quem chama (só a própria).',
    tags,
  }),
  abrirAnexo: defineEndpoint({
    operationId: 'consoleAbrirAnexo',
    method: 'GET',
    path: '/solicitacoes/:protocolo/anexos/:id',
    access,
    params: anexoParams,
    response: { file: ['application/pdf', 'image/jpeg', 'image/png'] },
    summary: 'Abrir um anexo na página',
    description:
      'O arquivo que o beneficiário enviou, para exibir na página (inline, isolado por CSP sandbox). Cada abertura fica na auditoria do beneficiário e da equipe.',
    tags,
  }),
};
