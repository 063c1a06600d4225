// Audit trail (ARCHITECTURE "API conventions"): who, whose, what, when, from where — never the content.
// Append-only: rows are only ever inserted here; the database refuses changes (migration 0013).
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { escritasJuntas, todasJuntas, type Escrita } from '../db/escritas-juntas.js';
import { AUDIT_DEVICE_MAX, auditoria, type AuditResult } from '../db/schema/audit.js';
import { preparedPerDatabase } from '../db/prepared.js';
import type { BaseAuditoria } from './acesso-saude.js';

/** Action names written to auditoria.acao; later modules add theirs here. */
export const AUDIT_ACTIONS = {
  login: 'LOGIN',
  loginFailed: 'LOGIN_FALHA',
  loginToken: 'LOGIN_TOKEN',
  loginTokenFailed: 'LOGIN_TOKEN_FALHA',
  logout: 'LOGOUT',
  accessTokenIssued: 'TOKEN_ACESSO_EMITIDO',
  chatbotRead: 'LEITURA_DADOS_CHATBOT',
  // Account life cycle (issue 3).
  verificationContactsRead: 'CONTATOS_VERIFICACAO',
  codeSent: 'CODIGO_ENVIADO',
  codeThrottled: 'CODIGO_LIMITE',
  codeRejected: 'CODIGO_RECUSADO',
  accountCreated: 'CONTA_CRIADA',
  passwordChanged: 'SENHA_ALTERADA',
  passwordChangeFailed: 'SENHA_ALTERACAO_FALHA',
  passwordReset: 'SENHA_REDEFINIDA',
  beneficiariosListRead: 'LEITURA_LISTAGEM_BENEFICIARIOS',
  dadosPessoaisRead: 'LEITURA_DADOS_PESSOAIS',
  dadosPessoaisUpdate: 'ALTERACAO_DADOS_PESSOAIS',
  carteirasRead: 'LEITURA_CARTEIRAS',
  segundaViaRequest: 'SOLICITACAO_SEGUNDA_VIA_CARTAO',
  cartaPortabilidade: 'EMISSAO_CARTA_PORTABILIDADE',
  contratosRead: 'LEITURA_CONTRATOS',
  contratoRead: 'LEITURA_CONTRATO',
  declaracaoPermanencia: 'DOWNLOAD_DECLARACAO_PERMANENCIA',
  contratoCancelamento: 'CANCELAMENTO_CONTRATO',
  certidaoObitoEnvio: 'ENVIO_CERTIDAO_OBITO',
  certidaoObitoDownload: 'DOWNLOAD_CERTIDAO_OBITO',
  cartaoVirtualRead: 'LEITURA_CARTAO_VIRTUAL',
  cartaoVirtualPdf: 'DOWNLOAD_CARTAO_VIRTUAL',
  cartaoVirtualLink: 'LINK_CARTAO_VIRTUAL',
  cartaoVirtualQrCode: 'QRCODE_CARTAO_VIRTUAL',
  cartaoCompartilhadoAberto: 'ACESSO_CARTAO_COMPARTILHADO',
  cartaoCompartilhadoLinksRead: 'LEITURA_LINKS_CARTAO_COMPARTILHADO',
  cartaoCompartilhadoRevogado: 'REVOGACAO_LINK_CARTAO_COMPARTILHADO',
  faixaEtariaRead: 'LEITURA_FAIXA_ETARIA',
  // Financeiro (issue 12).
  titulosRead: 'LEITURA_TITULOS',
  demonstrativoTitulo: 'DOWNLOAD_DEMONSTRATIVO_TITULO',
  segundaViaBoleto: 'DOWNLOAD_SEGUNDA_VIA_BOLETO',
  // Financeiro II (issue 13).
  anosBaseRead: 'LEITURA_ANOS_BASE',
  informeIrPdf: 'DOWNLOAD_INFORME_IR',
  coparticipacaoRead: 'LEITURA_COPARTICIPACAO',
  coparticipacaoPdf: 'DOWNLOAD_DEMONSTRATIVO_COPARTICIPACAO',
  periodosUtilizacaoRead: 'LEITURA_PERIODOS_UTILIZACAO',
  extratoUtilizacaoRead: 'LEITURA_EXTRATO_UTILIZACAO',
  historicoReajusteRead: 'LEITURA_HISTORICO_REAJUSTE',
  debitoContaRead: 'LEITURA_DEBITO_CONTA',
  debitoContaAtivacao: 'SOLICITACAO_DEBITO_CONTA',
  debitoContaDesativacao: 'DESATIVACAO_DEBITO_CONTA',
  // Reembolso (issue 14).
  reembolsosRead: 'LEITURA_REEMBOLSOS',
  reembolsoArquivosRead: 'LEITURA_ARQUIVOS_REEMBOLSO',
  reembolsoArquivoDownload: 'DOWNLOAD_ARQUIVO_REEMBOLSO',
  reembolsoSolicitacao: 'SOLICITACAO_REEMBOLSO',
  // Minha Saúde and Protocolos (issue 15).
  autorizacoesRead: 'LEITURA_AUTORIZACOES',
  autorizacaoRead: 'LEITURA_AUTORIZACAO',
  cartaNegativa: 'DOWNLOAD_CARTA_NEGATIVA',
  contatosSolicitacaoRead: 'LEITURA_CONTATOS_SOLICITACAO_AUTORIZACAO',
  autorizacaoSolicitacao: 'SOLICITACAO_AUTORIZACAO',
  resultadosExameRead: 'LEITURA_RESULTADOS_EXAME',
  resultadosExameDownload: 'DOWNLOAD_RESULTADOS_EXAME',
  documentosClinicosRead: 'LEITURA_RECEITAS_ATESTADOS',
  documentoClinicoDownload: 'DOWNLOAD_RECEITA_ATESTADO',
  protocolosRead: 'LEITURA_PROTOCOLOS',
  protocoloRead: 'LEITURA_PROTOCOLO',
  // Agendamento (issue 16). The public link's actions have no session: the actor is the token.
  agendamentosRead: 'LEITURA_AGENDAMENTOS',
  contatosAgendamentoRead: 'LEITURA_CONTATOS_AGENDAMENTO',
  agendamentoReserva: 'RESERVA_HORARIO',
  agendamentoReservaLiberada: 'LIBERACAO_RESERVA_HORARIO',
  agendamentoCriado: 'AGENDAMENTO_CONSULTA',
  agendamentoConfirmado: 'CONFIRMACAO_CONSULTA',
  agendamentoCancelado: 'CANCELAMENTO_CONSULTA',
  agendamentoLinkRead: 'LEITURA_CONSULTA_LINK',
  agendamentoLinkConfirmado: 'CONFIRMACAO_CONSULTA_LINK',
  agendamentoLinkCancelado: 'CANCELAMENTO_CONSULTA_LINK',
  // Facilidades (issue 17): the coverage of the member's plans was read.
  paVirtualRead: 'LEITURA_PA_VIRTUAL',
  // Operator integration API (issue 19): every call (with the client id), the token call, and each change
  // the operator's system made to a member's request (subject = that member; listed as done by the operator).
  integracaoRequisicao: 'INTEGRACAO_REQUISICAO',
  integracaoToken: 'INTEGRACAO_TOKEN',
  integracaoTokenFalha: 'INTEGRACAO_TOKEN_FALHA',
  integracaoSituacaoReembolso: 'INTEGRACAO_SITUACAO_REEMBOLSO',
  integracaoSituacaoDebitoConta: 'INTEGRACAO_SITUACAO_DEBITO_CONTA',
  integracaoSituacaoSegundaVia: 'INTEGRACAO_SITUACAO_SEGUNDA_VIA',
  integracaoSituacaoCertidaoObito: 'INTEGRACAO_SITUACAO_CERTIDAO_OBITO',
  // Meus dados em um arquivo (LGPD art. 18): one row per file, subject = the person exported, resource =
  // the format. The rate limit counts these rows.
  exportacaoDados: 'EXPORTACAO_DADOS',
  // Quem Acessou Meus Dados (issue 17): the member read their own access log.
  acessosDadosRead: 'LEITURA_ACESSOS_DADOS',
  // Quem pode ver meus dados de saúde (issue 33): the screen's read, a grant (or its edit) and a revocation,
  // subject = the owner of the data; and the operator's records through the integration API.
  acessosSaudeRead: 'LEITURA_ACESSOS_SAUDE',
  acessoSaudeConcedido: 'CONCESSAO_ACESSO_SAUDE',
  acessoSaudeRevogado: 'REVOGACAO_ACESSO_SAUDE',
  integracaoAcessoSaudeRegistrado: 'INTEGRACAO_ACESSO_SAUDE_REGISTRADO',
  integracaoAcessoSaudeEncerrado: 'INTEGRACAO_ACESSO_SAUDE_ENCERRADO',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  request: FastifyRequest;
  action: AuditAction;
  /** Person whose data was read or whose account was involved; null when unknown (e.g. unknown CPF). */
  subjectPessoaId: number | null;
  /** What was touched, as a route or resource name — never the data. */
  resource?: string;
  result?: AuditResult;
  /** Acting account when the request carries no session yet (a login in progress). */
  actorContaId?: number | null;
  /** Writes within this transaction instead (a row that must commit with the work it records). */
  db?: Pick<Database, 'insert'>;
  /** The operator system that called (default: the request's authenticated integration client). */
  integracaoClienteId?: number | null;
}

/** Writes run in the audit row's own statement (auditMany). */
type Junto = { junto?: readonly Escrita[] };

export async function audit(entry: AuditEntry & Junto): Promise<void> {
  await auditMany({ ...entry, subjectPessoaIds: [entry.subjectPessoaId] });
}

/**
 * One read that shows several people's data (a family's cards): one row each, in one insert. `junto`: other
 * writes that must be written with them (a resource usage; a login's session and attempt), run in the same
 * statement as data-modifying WITHs — all or none, one round trip.
 */
export async function auditMany(
  entry: Omit<AuditEntry, 'subjectPessoaId'> &
    Junto & {
      subjectPessoaIds: readonly (number | null)[];
      /** Why the reader saw each person's health data (issue 33): written in the row's base and base_id. */
      bases?: ReadonlyMap<number, BaseAuditoria>;
    },
): Promise<void> {
  const { request } = entry;
  const { ctx } = request.server;
  const junto = entry.junto ?? [];
  if (junto.length > 0 && entry.db) throw new Error('auditMany: junto runs outside a transaction only');
  if (entry.subjectPessoaIds.length === 0) {
    const sozinhas = todasJuntas(junto);
    if (sozinhas) await ctx.db.execute(sozinhas);
    return;
  }
  const at = ctx.clock();
  // The device the member sees in "Quem acessou meus dados": the User-Agent, cut (never parsed here).
  const dispositivo = request.headers['user-agent']?.slice(0, AUDIT_DEVICE_MAX) || null;
  const rows = entry.subjectPessoaIds.map((subjectPessoaId) => ({
    // Why someone else's health data was read (issue 33); none for one's own or other reads.
    base: null,
    baseId: null,
    ...(subjectPessoaId !== null && entry.bases?.get(subjectPessoaId)),
    at,
    contaId: entry.actorContaId ?? request.session?.contaId ?? null,
    pessoaId: subjectPessoaId,
    acao: entry.action,
    recurso: entry.resource ?? request.routeOptions.url ?? null,
    origem: request.origem,
    ip: request.ip,
    resultado: entry.result ?? 'SUCESSO',
    dispositivo,
    integracaoClienteId: entry.integracaoClienteId ?? request.integracaoCliente?.id ?? null,
  }));
  const db = entry.db ?? ctx.db;
  if (junto.length > 0) {
    await ctx.db.execute(escritasJuntas(junto, db.insert(auditoria).values(rows)));
  } else if (rows.length === 1 && !entry.db) {
    // Most calls write one row outside a transaction: the prepared statement (issue 18's hot path).
    await insertOneStatement(ctx.db).execute(rows[0]);
  } else await db.insert(auditoria).values(rows);
}

/** One audit row, prepared once per database (decision 0012): nearly every member call writes one. */
const insertOneStatement = preparedPerDatabase((db) =>
  db
    .insert(auditoria)
    .values({
      at: sql.placeholder('at'),
      contaId: sql.placeholder('contaId'),
      pessoaId: sql.placeholder('pessoaId'),
      acao: sql.placeholder('acao'),
      recurso: sql.placeholder('recurso'),
      origem: sql.placeholder('origem'),
      ip: sql.placeholder('ip'),
      resultado: sql.placeholder('resultado'),
      dispositivo: sql.placeholder('dispositivo'),
      integracaoClienteId: sql.placeholder('integracaoClienteId'),
      base: sql.placeholder('base'),
      baseId: sql.placeholder('baseId'),
    })
    .prepare('portal_audit_insert'),
);
