// Solicitação de Reembolso (spec §2 "Reimbursement request", §3, §7 "Reimbursement", issue 14), all under
// /api/beneficiarios/solicitacao-reembolso behind tela-solicitacao-reembolso:
//   GET  /listagem-beneficiarios                 the beneficiary picker (whose reimbursements the caller sees)
//   GET  /listagem-beneficiarios/solicitar       those the caller may file for (issue 33), the others in
//                                                 `ocultos` with why
//   GET  /listagem-carteiras/{cpf}               the card picker of the chosen beneficiary
//   GET  /{cpf}/reembolsos                       every reimbursement of the beneficiary, newest first
//   GET  /{cpf}/ultimos-reembolsos               the last ones (on top of the screen) and the bank accounts
//                                                 earlier requests used, masked, to reuse by reference
//   GET  /contatos                               the operator's channels for reimbursement questions
//   GET  /constantes                             lists, limits, deadline, banks (with variation settings)
//   GET  /arquivos?protocolo&dataReembolso       the files of one request
//   GET  /arquivos/download?path&nome            one file (binary); `path` is the file's opaque id, never a
//                                                 file-system path
//   POST /{cpf}                                  multipart: field `dados` (JSON of `dadosReembolsoSchema`)
//                                                 and the files of the four groups (field name = group)
//   POST /documentos/{protocolo}                 multipart: the documents a PENDENTE reimbursement asks for
//                                                 (issue 39): `dados` {chaveIdempotencia} and files by group
// Money is integer cents; dates are the operator's calendar days 'yyyy-MM-dd' (America/Sao_Paulo). Bank
// accounts are checked with validateDadosBancarios (validation/bank-account.ts), the same rule as the
// direct debit. Someone else's reimbursement without a basis for its clinical content comes `restrito`
// (amounts only), and its files answer 403 (issue 33). See docs/decisions/0017.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_ENVIADO, centavos, isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { carteiraSchema, listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { contatoOperadoraSchema } from '../shell/contatos-operadora.js';
import { cpfParamsSchema } from '../meus-dados/dados-pessoais.js';
import { bancoSchema } from './debito-conta.js';

/** Spec §4 badges a reimbursement can carry, in the order of its life. */
export const SITUACOES_REEMBOLSO = ['SOLICITADO', 'ANALISE', 'PENDENTE', 'PAGO', 'INDEFERIDO'] as const;
export type SituacaoReembolso = (typeof SITUACOES_REEMBOLSO)[number];

/** Spec §3: the four upload groups, with the label the form shows (field names on the wire). */
export const GRUPOS_ARQUIVO_REEMBOLSO = [
  { grupo: 'notaFiscais', titulo: 'Notas fiscais ou recibos' },
  { grupo: 'boletinsAtendimento', titulo: 'Boletins de atendimento' },
  { grupo: 'contasHospitalar', titulo: 'Contas hospitalares' },
  { grupo: 'senhasAutorizacoes', titulo: 'Senhas e autorizações' },
] as const;
export type GrupoArquivoReembolso = (typeof GRUPOS_ARQUIVO_REEMBOLSO)[number]['grupo'];
export const GRUPOS_REEMBOLSO = GRUPOS_ARQUIVO_REEMBOLSO.map((g) => g.grupo) as [
  GrupoArquivoReembolso,
  ...GrupoArquivoReembolso[],
];

/** The multipart text field that carries the JSON of the request. */
export const DADOS_REEMBOLSO_FIELD = 'dados';

const opcaoSchema = z.object({ valor: z.string(), nome: z.string() });

/** GET /constantes. Everything the form's rules depend on, from the operator's configuration. */
export const constantesReembolsoSchema = z.object({
  tiposAtendimento: z.array(opcaoSchema),
  motivos: z.array(opcaoSchema),
  /** dataAtendimento may be at most this many months old (operator's deadline; 12 by default). */
  prazoMaximoMeses: z.number().int().min(1),
  /** valorAtendimento bounds, in cents (spec §5 "Money or number range": nonzero, within the range). */
  valorMinimoCentavos: centavos,
  valorMaximoCentavos: centavos,
  /** Minimum and maximum file count of each upload group (notaFiscais needs at least one). */
  grupos: z.array(
    z.object({
      grupo: z.enum(GRUPOS_REEMBOLSO),
      titulo: z.string(),
      minimo: z.number().int().min(0),
      maximo: z.number().int().min(1),
    }),
  ),
  /** Business days the operator has to answer (RN 623: 7). */
  prazoRespostaDiasUteis: z.number().int().min(1),
  /** Banks accepted for the payment, with their agency/account variation settings (spec §3). */
  bancos: z.array(bancoSchema),
});
export type ConstantesReembolso = z.infer<typeof constantesReembolsoSchema>;

/** GET /listagem-carteiras/{cpf}: the cards of the beneficiary (spec §3 "Card (wallet)"). */
export const carteirasReembolsoSchema = z.object({ carteiras: z.array(carteiraSchema) });

/** A bank account as an earlier request used it: masked (maskBankNumber) but for its last characters. */
export const contaBancariaMascaradaSchema = z.object({
  /** The request whose account this is: what POST /{cpf} sends to reuse it. */
  protocoloOrigem: z.string(),
  banco: z.object({ codigo: z.string(), nome: z.string() }),
  nomeTitularContaCorrente: z.string(),
  /** '***.456.789-**' style: enough for the member to recognise it. */
  cnpjCpf: z.string(),
  agencia: z.string(),
  conta: z.string(),
});
export type ContaBancariaMascarada = z.infer<typeof contaBancariaMascaradaSchema>;

/** What every reader of a reimbursement sees: amounts, dates, status, protocol and whose it is. */
const reembolsoValoresSchema = z.object({
  protocolo: z.string(),
  /** The operator's day the request was filed. */
  dataReembolso: isoDate,
  /** The answer deadline (RN 623, business days). */
  prazoResposta: isoDate,
  situacao: z.enum(SITUACOES_REEMBOLSO),
  /** Beneficiary served (digits) and their name (social name when they have one). */
  cpf: z.string(),
  nome: z.string(),
  carteira: z.string(),
  dataAtendimento: isoDate,
  valorSolicitadoCentavos: centavos,
  /** Set once PAGO. */
  valorPagoCentavos: centavos.nullable(),
  dataPagamento: isoDate.nullable(),
});

/**
 * One reimbursement as the lists show it (spec §3 "Past reimbursements carry protocolo, dataReembolso…"),
 * whole: to its beneficiary and to whoever may see their reimbursements' clinical content (issue 33: a
 * minor's titular, a consent covering REEMBOLSO, a legal representation).
 */
export const reembolsoCompletoSchema = reembolsoValoresSchema.extend({
  restrito: z.literal(false),
  tipoAtendimento: z.string(),
  motivoReembolso: z.string(),
  localAtendimento: z.string(),
  /** Why it was denied (INDEFERIDO) or what is missing (PENDENTE); null otherwise. */
  motivoSituacao: z.string().nullable(),
  quantidadeArquivos: z.number().int(),
});
export type ReembolsoCompleto = z.infer<typeof reembolsoCompletoSchema>;

/**
 * Someone else's reimbursement read by who pays for the plan without a basis to see its clinical content
 * (a contratante, a titular for an adult dependant who has not consented; LGPD art. 11): amounts only —
 * no place, type of service, reason, denial reason or files (decision 0017).
 */
export const reembolsoRestritoSchema = reembolsoValoresSchema.extend({
  restrito: z.literal(true),
  /** 'Detalhes clínicos visíveis só para o beneficiário ou quem ele autorizar.' */
  aviso: z.string(),
});

export const reembolsoSchema = z.discriminatedUnion('restrito', [
  reembolsoCompletoSchema,
  reembolsoRestritoSchema,
]);
export type Reembolso = z.infer<typeof reembolsoSchema>;

export const reembolsosSchema = z.object({ reembolsos: z.array(reembolsoSchema) });
export type Reembolsos = z.infer<typeof reembolsosSchema>;

/** GET /{cpf}/ultimos-reembolsos: the last few, and the distinct accounts earlier requests used. */
export const ultimosReembolsosSchema = z.object({
  reembolsos: z.array(reembolsoSchema),
  contasBancarias: z.array(contaBancariaMascaradaSchema),
});
export type UltimosReembolsos = z.infer<typeof ultimosReembolsosSchema>;

/** GET /contatos */
export const contatosReembolsoSchema = z.object({ contatos: z.array(contatoOperadoraSchema) });

/** GET /arquivos?protocolo&dataReembolso */
export const arquivosQuerySchema = z.object({
  protocolo: z.string().regex(/^\d{20}$/),
  dataReembolso: isoDate.optional(),
});
export const arquivoReembolsoSchema = z.object({
  /** Opaque id of the stored file: the `path` of the download call. */
  path: z.string(),
  nome: z.string(),
  grupo: z.enum(GRUPOS_REEMBOLSO),
  tamanhoBytes: z.number().int(),
  /**
   * The operator's day a file was sent after the filing, when a PENDENTE reimbursement asked for documents
   * ("enviado depois"); null for the files sent with the request.
   */
  enviadoEm: isoDate.nullable(),
});
export type ArquivoReembolso = z.infer<typeof arquivoReembolsoSchema>;
export const arquivosReembolsoSchema = z.object({ arquivos: z.array(arquivoReembolsoSchema) });

/** GET /arquivos/download?path&nome */
export const downloadArquivoQuerySchema = z.object({
  path: z.string().min(1).max(100),
  nome: z.string().max(255).optional(),
});

/** New bank data typed in the form (spec §3 "Bank data"). dataNascimento of the account holder. */
export const contaBancariaNovaSchema = z.object({
  tipo: z.literal('NOVA'),
  nomeTitularContaCorrente: z.string(),
  dataNascimento: z.string(),
  cnpjCpf: z.string(),
  banco: z.string(),
  agencia: z.string(),
  dvAgencia: z.string(),
  conta: z.string(),
  dvConta: z.string(),
});
/** Reuse the account of an earlier request of the same family (by its protocol; see ultimos-reembolsos). */
export const contaBancariaReutilizadaSchema = z.object({
  tipo: z.literal('REUTILIZAR'),
  protocoloOrigem: z.string(),
});

/**
 * The `dados` field of POST /{cpf}, as JSON. Plain shapes here: the server runs every field rule
 * (spec §5) itself and answers 400 with `campos` keyed by these names (bank fields as
 * `contaBancaria.agencia` …, files by group name).
 */
export const dadosReembolsoSchema = z.object({
  /**
   * Made by the client once per request being filled (a UUID kept with the draft): the same key sent twice
   * gets the first request's answer back, never a second request.
   */
  chaveIdempotencia: z.string().uuid(),
  carteira: z.string(),
  dataAtendimento: z.string(),
  valorAtendimentoCentavos: z.number().int(),
  tipoAtendimento: z.string(),
  motivoReembolso: z.string(),
  localAtendimento: z.string(),
  uf: z.string(),
  cidade: z.string(),
  /** The provider who was paid: CPF or CNPJ (spec §5 "CPF or CNPJ"). */
  cnpjCpf: z.string(),
  contaBancaria: z.discriminatedUnion('tipo', [contaBancariaNovaSchema, contaBancariaReutilizadaSchema]),
});
export type DadosReembolso = z.infer<typeof dadosReembolsoSchema>;

/** POST /{cpf} answer (201 for a new request; 200 with the same body when the key was already used). */
export const reembolsoSolicitadoSchema = z.object({
  mensagem: z.string(),
  protocolo: z.string(),
  dataReembolso: isoDate,
  prazoResposta: isoDate,
  reembolso: reembolsoCompletoSchema,
});
export type ReembolsoSolicitado = z.infer<typeof reembolsoSolicitadoSchema>;

/** POST /documentos/{protocolo}: the path's protocol (20 digits). */
export const protocoloReembolsoParamsSchema = z.object({ protocolo: z.string().regex(/^\d{20}$/) });

/**
 * The `dados` field of POST /documentos/{protocolo}: only the key, made by the client once per dialog (a
 * retry or a double click sends it again and gets the first answer back).
 */
export const dadosDocumentosSchema = z.object({ chaveIdempotencia: z.string().uuid() });
export type DadosDocumentos = z.infer<typeof dadosDocumentosSchema>;

/** POST /documentos/{protocolo} answer (201; 200 with the same body when the key was already used). */
export const documentosEnviadosSchema = z.object({
  mensagem: z.string(),
  reembolso: reembolsoCompletoSchema,
});
export type DocumentosEnviados = z.infer<typeof documentosEnviadosSchema>;

const tags = ['solicitacao-reembolso'];
const BASE = '/beneficiarios/solicitacao-reembolso';
const access = TELA.solicitacaoReembolso;

export const reembolsoEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    access,
    tags,
    'Beneficiários cujos reembolsos o usuário vê (de outra pessoa sem autorização, só os valores)',
    'listarBeneficiariosReembolso',
    'Os reembolsos de outra pessoa sem autorização para ver os dados de saúde dela aparecem só com os valores.',
  ),
  listagemSolicitacao: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios/solicitar`,
    access,
    tags,
    'Beneficiários para quem o usuário pode pedir reembolso; os demais em ocultos, com o motivo',
    'listarBeneficiariosSolicitacaoReembolso',
    'Aqui só quem o usuário pode pedir reembolso por; os demais vêm em ocultos, com o motivo.',
  ),
  carteiras: defineEndpoint({
    operationId: 'listarCarteirasReembolso',
    method: 'GET',
    path: `${BASE}/listagem-carteiras/:cpf`,
    access,
    params: cpfParamsSchema,
    response: carteirasReembolsoSchema,
    summary: 'Cartões do beneficiário',
    description: 'As carteiras (cartões) do beneficiário escolhido, para o pedido de reembolso.',
    tags,
  }),
  reembolsos: defineEndpoint({
    operationId: 'listarReembolsos',
    method: 'GET',
    path: `${BASE}/:cpf/reembolsos`,
    access,
    uso: 'REEMBOLSO',
    params: cpfParamsSchema,
    response: reembolsosSchema,
    summary: 'Reembolsos do beneficiário, do mais recente ao mais antigo',
    description:
      'Todos os reembolsos do beneficiário, do mais recente ao mais antigo, com situação, valores (em centavos) e datas. Reembolso de outra pessoa sem autorização para ver os dados de saúde dela vem restrito: só valores, datas e situação.',
    tags,
  }),
  ultimos: defineEndpoint({
    operationId: 'listarUltimosReembolsos',
    method: 'GET',
    path: `${BASE}/:cpf/ultimos-reembolsos`,
    access,
    params: cpfParamsSchema,
    response: ultimosReembolsosSchema,
    summary: 'Últimos reembolsos e contas bancárias já usadas (mascaradas) para reaproveitar',
    description:
      'Os últimos reembolsos do beneficiário e as contas bancárias que pedidos anteriores da família usaram, mascaradas, para reaproveitar pelo protocolo sem digitar de novo.',
    tags,
  }),
  contatos: defineEndpoint({
    operationId: 'listarContatosReembolso',
    method: 'GET',
    path: `${BASE}/contatos`,
    access,
    response: contatosReembolsoSchema,
    summary: 'Canais de atendimento para dúvidas sobre reembolso',
    description: 'Os canais de atendimento da operadora para dúvidas sobre reembolso.',
    tags,
  }),
  constantes: defineEndpoint({
    operationId: 'obterConstantesReembolso',
    method: 'GET',
    path: `${BASE}/constantes`,
    access,
    response: constantesReembolsoSchema,
    summary: 'Tipos de atendimento, motivos, limites, prazos e bancos',
    description:
      'O que o formulário de reembolso precisa: tipos de atendimento, motivos, prazo máximo do atendimento em meses, valores mínimo e máximo (centavos), limites de arquivos de cada grupo, prazo de resposta em dias úteis e bancos aceitos.',
    tags,
  }),
  arquivos: defineEndpoint({
    operationId: 'listarArquivosReembolso',
    method: 'GET',
    path: `${BASE}/arquivos`,
    access,
    query: arquivosQuerySchema,
    response: arquivosReembolsoSchema,
    summary: 'Arquivos enviados com um reembolso',
    description:
      'Os arquivos enviados com um reembolso (pelo protocolo): id opaco, nome, grupo e tamanho. Os de um reembolso restrito respondem 403.',
    tags,
  }),
  download: defineEndpoint({
    operationId: 'baixarArquivoReembolso',
    method: 'GET',
    path: `${BASE}/arquivos/download`,
    access,
    uso: 'REEMBOLSO',
    query: downloadArquivoQuerySchema,
    response: ARQUIVO_ENVIADO,
    summary: 'Baixa um arquivo de reembolso (path é o id opaco do arquivo)',
    description:
      'Um arquivo enviado com um reembolso, pelo id opaco (path) que a lista de arquivos deu; nome é o nome sugerido para salvar. Arquivo de outra família é 404; de um reembolso restrito, 403.',
    tags,
  }),
  enviarDocumentos: defineEndpoint({
    operationId: 'enviarDocumentosReembolso',
    method: 'POST',
    path: `${BASE}/documentos/:protocolo`,
    access,
    params: protocoloReembolsoParamsSchema,
    multipart: true,
    response: documentosEnviadosSchema,
    status: 201,
    idempotente: true,
    summary: `Envia os documentos que a operadora pediu (multipart: '${DADOS_REEMBOLSO_FIELD}' com a chave e os arquivos de cada grupo)`,
    description:
      'Para um reembolso pendente (a operadora pediu documentos): os arquivos de cada grupo (o campo é o nome do grupo; ao menos um arquivo no total, nenhum grupo acima do seu máximo) e o campo dados em JSON com a chaveIdempotencia. Os arquivos ficam com o reembolso como enviados depois, o histórico do protocolo registra o envio e o reembolso volta para Em análise. Reembolso que não está pendente responde 409; a mesma chave de novo responde o mesmo envio (200), sem duplicar.',
    tags,
  }),
  solicitar: defineEndpoint({
    operationId: 'solicitarReembolso',
    method: 'POST',
    path: `${BASE}/:cpf`,
    access,
    params: cpfParamsSchema,
    multipart: true,
    response: reembolsoSolicitadoSchema,
    status: 201,
    idempotente: true,
    summary: `Solicita um reembolso (multipart: '${DADOS_REEMBOLSO_FIELD}' em JSON e os arquivos de cada grupo)`,
    description:
      'Pede um reembolso para o beneficiário (multipart): o campo dados em JSON (atendimento, valor, prestador, conta bancária nova ou reaproveitada) e os arquivos de cada grupo (o campo é o nome do grupo; notas fiscais ao menos uma). As regras de cada campo e dos arquivos são conferidas no servidor (400 com campos). Responde 201 com o protocolo e o prazo de resposta; a mesma chaveIdempotencia de novo responde o mesmo pedido (200), sem criar outro.',
    tags,
  }),
};
