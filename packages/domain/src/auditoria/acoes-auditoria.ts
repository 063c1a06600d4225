// The one table of audit actions (issue 36): keyed by the value stored in auditoria.acao, each with what it
// means to the member in Portuguese ("Quem acessou meus dados", issue 17, decision 0022) and whether the
// member's list shows it. The server writes these keys directly (its AuditAction is AcaoAuditoria), so an
// action without a label cannot be written; a new screen adds its actions here and nowhere else
// (scripts/docs/tabela-unica.test.ts fails on a second table).
//
// Listed: reads, downloads and changes of the member's data, and the sign-ins (and failed sign-ins) on
// their account. Not listed: what shows nothing of the member's data or only accompanies another listed
// action — logout, verification codes throttled or refused, the beneficiary picker, the list of base years
// or usage periods, the chatbot feed, the app's access token, a slot held while scheduling — and the
// reading of this list itself (it would be the newest row of every visit, and the list never empty).

export interface AcaoAuditada {
  /** What happened, as the member reads it ("Consultou suas faturas"). */
  readonly rotulo: string;
  /** Shown in the member's list of accesses. */
  readonly listada: boolean;
}

const listada = (rotulo: string): AcaoAuditada => ({ rotulo, listada: true });
const oculta = (rotulo: string): AcaoAuditada => ({ rotulo, listada: false });

export const ACOES_AUDITADAS = {
  LOGIN: listada('Entrou no portal'),
  LOGIN_FALHA: listada('Tentativa de entrar no portal sem sucesso'),
  LOGIN_TOKEN: listada('Entrou no portal pelo aplicativo'),
  LOGIN_TOKEN_FALHA: listada('Tentativa de entrar pelo aplicativo sem sucesso'),
  // Passkeys (issue 42, decision 0054): a sign-in with one is a strong sign-in (a device of the member's and
  // its PIN or biometrics), and the list says so; adding, renaming and removing one are listed too.
  LOGIN_CHAVE_ACESSO: listada('Entrou no portal com chave de acesso (entrada forte)'),
  LOGIN_CHAVE_ACESSO_FALHA: listada('Tentativa de entrar com chave de acesso sem sucesso'),
  LEITURA_CHAVES_ACESSO: oculta('Consultou suas chaves de acesso'),
  CHAVE_ACESSO_CADASTRADA: listada('Cadastrou uma chave de acesso'),
  CHAVE_ACESSO_RENOMEADA: listada('Renomeou uma chave de acesso'),
  CHAVE_ACESSO_REMOVIDA: listada('Removeu uma chave de acesso'),
  LOGOUT: oculta('Saiu do portal'),
  // Dispositivos conectados (issue 42, decision 0055): ending another device's access is a security event.
  ENCERRAMENTO_DISPOSITIVO: listada('Encerrou o acesso de outro dispositivo'),
  ENCERRAMENTO_OUTROS_DISPOSITIVOS: listada('Encerrou o acesso de todos os outros dispositivos'),
  TOKEN_ACESSO_EMITIDO: oculta('Gerou um acesso para o aplicativo'),
  LEITURA_DADOS_CHATBOT: oculta('Abriu o atendimento virtual'),
  CONTATOS_VERIFICACAO: listada('Consultou seus contatos para envio de código'),
  CODIGO_ENVIADO: listada('Pediu um código de verificação'),
  CODIGO_LIMITE: oculta('Pedido de código acima do limite'),
  CODIGO_RECUSADO: oculta('Código de verificação recusado'),
  CONTA_CRIADA: listada('Criou a conta no portal'),
  SENHA_ALTERADA: listada('Alterou a senha'),
  SENHA_ALTERACAO_FALHA: listada('Tentativa de alterar a senha sem sucesso'),
  SENHA_REDEFINIDA: listada('Redefiniu a senha'),
  LEITURA_LISTAGEM_BENEFICIARIOS: oculta('Consultou a lista de beneficiários'),
  LEITURA_DADOS_PESSOAIS: listada('Consultou seus dados pessoais'),
  ALTERACAO_DADOS_PESSOAIS: listada('Alterou seus dados pessoais'),
  LEITURA_CARTEIRAS: listada('Consultou seus cartões'),
  SOLICITACAO_SEGUNDA_VIA_CARTAO: listada('Pediu a 2ª via do cartão'),
  EMISSAO_CARTA_PORTABILIDADE: listada('Emitiu a carta de portabilidade'),
  LEITURA_CONTRATOS: listada('Consultou seus planos'),
  LEITURA_CONTRATO: listada('Consultou os detalhes de um plano'),
  DOWNLOAD_DECLARACAO_PERMANENCIA: listada('Baixou a declaração de permanência'),
  CANCELAMENTO_CONTRATO: listada('Pediu o cancelamento de um plano'),
  ENVIO_CERTIDAO_OBITO: listada('Enviou uma certidão de óbito'),
  DOWNLOAD_CERTIDAO_OBITO: listada('Baixou uma certidão de óbito'),
  LEITURA_CARTAO_VIRTUAL: listada('Consultou o cartão virtual'),
  DOWNLOAD_CARTAO_VIRTUAL: listada('Baixou o cartão virtual'),
  // The attendance token (issue 41, decision 0050): the secret sent to a device, a new one asked for, and each
  // provider's check (the list names the provider: 'Token validado por <prestador>').
  LEITURA_TOKEN_ATENDIMENTO: listada('Abriu o token de atendimento'),
  RENOVACAO_TOKEN_ATENDIMENTO: listada('Gerou um novo token de atendimento'),
  TOKEN_ATENDIMENTO_VALIDADO: listada('Token validado por um prestador'),
  TOKEN_ATENDIMENTO_RECUSADO: listada('Token recusado a um prestador'),
  LINK_CARTAO_VIRTUAL: listada('Criou um link para compartilhar o cartão'),
  QRCODE_CARTAO_VIRTUAL: listada('Gerou o QR Code do cartão'),
  ACESSO_CARTAO_COMPARTILHADO: listada('Abriu o cartão compartilhado'),
  DOWNLOAD_CARTAO_COMPARTILHADO: listada('Baixou o cartão compartilhado em PDF'),
  LEITURA_LINKS_CARTAO_COMPARTILHADO: listada('Consultou os links do cartão compartilhado'),
  REVOGACAO_LINK_CARTAO_COMPARTILHADO: listada('Revogou um link do cartão compartilhado'),
  LEITURA_FAIXA_ETARIA: listada('Consultou as trocas de faixa etária'),
  LEITURA_TITULOS: listada('Consultou suas faturas'),
  DOWNLOAD_DEMONSTRATIVO_TITULO: listada('Baixou o demonstrativo de uma fatura'),
  DOWNLOAD_SEGUNDA_VIA_BOLETO: listada('Baixou a 2ª via de um boleto'),
  DOWNLOAD_COMPROVANTE_PAGAMENTO: listada('Baixou o comprovante de pagamento de uma fatura'),
  LEITURA_ANOS_BASE: oculta('Consultou os anos do informe de IR'),
  DOWNLOAD_INFORME_IR: listada('Baixou o informe para Imposto de Renda'),
  LEITURA_COPARTICIPACAO: listada('Consultou as coparticipações'),
  DOWNLOAD_DEMONSTRATIVO_COPARTICIPACAO: listada('Baixou o demonstrativo de coparticipação'),
  LEITURA_PERIODOS_UTILIZACAO: oculta('Consultou os períodos de utilização'),
  LEITURA_EXTRATO_UTILIZACAO: listada('Consultou o extrato de utilização'),
  LEITURA_HISTORICO_REAJUSTE: listada('Consultou o histórico de reajustes'),
  LEITURA_DEBITO_CONTA: listada('Consultou o débito em conta'),
  SOLICITACAO_DEBITO_CONTA: listada('Pediu o débito em conta'),
  DESATIVACAO_DEBITO_CONTA: listada('Desativou o débito em conta'),
  LEITURA_REEMBOLSOS: listada('Consultou seus reembolsos'),
  LEITURA_ARQUIVOS_REEMBOLSO: listada('Consultou os arquivos de um reembolso'),
  DOWNLOAD_ARQUIVO_REEMBOLSO: listada('Baixou um arquivo de reembolso'),
  SOLICITACAO_REEMBOLSO: listada('Pediu um reembolso'),
  ENVIO_DOCUMENTOS_REEMBOLSO: listada('Enviou os documentos pedidos num reembolso'),
  LEITURA_AUTORIZACOES: listada('Consultou suas autorizações'),
  LEITURA_AUTORIZACAO: listada('Consultou os detalhes de uma autorização'),
  DOWNLOAD_CARTA_NEGATIVA: listada('Baixou uma carta de negativa'),
  LEITURA_CONTATOS_SOLICITACAO_AUTORIZACAO: listada('Consultou seus contatos para uma autorização'),
  SOLICITACAO_AUTORIZACAO: listada('Pediu uma autorização'),
  LEITURA_RESULTADOS_EXAME: listada('Consultou seus resultados de exames'),
  DOWNLOAD_RESULTADOS_EXAME: listada('Abriu ou baixou resultados de exames'),
  LEITURA_RECEITAS_ATESTADOS: listada('Consultou suas receitas e atestados'),
  DOWNLOAD_RECEITA_ATESTADO: listada('Baixou uma receita ou atestado'),
  LEITURA_PROTOCOLOS: listada('Consultou seus protocolos'),
  LEITURA_PROTOCOLO: listada('Consultou os detalhes de um protocolo'),
  LEITURA_AGENDAMENTOS: listada('Consultou suas consultas agendadas'),
  LEITURA_CONTATOS_AGENDAMENTO: listada('Consultou seus contatos para um agendamento'),
  LEITURA_HORARIOS_LIVRES: oculta('Consultou horários livres para agendar'),
  RESERVA_HORARIO: oculta('Reservou um horário por alguns minutos'),
  LIBERACAO_RESERVA_HORARIO: oculta('Liberou um horário reservado'),
  AGENDAMENTO_CONSULTA: listada('Agendou uma consulta'),
  CONFIRMACAO_CONSULTA: listada('Confirmou uma consulta'),
  CANCELAMENTO_CONSULTA: listada('Cancelou uma consulta'),
  REMARCACAO_CONSULTA: listada('Remarcou uma consulta'),
  CALENDARIO_CONSULTA: listada('Baixou uma consulta para a sua agenda'),
  // The public appointment link's actions have no session: the actor is the link's token.
  LEITURA_CONSULTA_LINK: listada('Abriu uma consulta pelo link'),
  CONFIRMACAO_CONSULTA_LINK: listada('Confirmou uma consulta pelo link'),
  CANCELAMENTO_CONSULTA_LINK: listada('Cancelou uma consulta pelo link'),
  CALENDARIO_CONSULTA_LINK: listada('Baixou uma consulta para a agenda pelo link'),
  LEITURA_PA_VIRTUAL: listada('Abriu o PA Virtual'),
  // Meus dados em um arquivo (LGPD art. 18): one row per file, subject = the person exported, resource = the
  // format. The export's rate limit counts these rows.
  EXPORTACAO_DADOS: listada('Baixou seus dados em um arquivo'),
  LEITURA_ACESSOS_DADOS: oculta('Consultou quem acessou seus dados'),
  // Quem pode ver meus dados de saúde (issue 33): the grants and revocations are listed, the screen's read not.
  LEITURA_ACESSOS_SAUDE: oculta('Consultou quem pode ver seus dados de saúde'),
  CONCESSAO_ACESSO_SAUDE: listada('Autorizou alguém a ver seus dados de saúde'),
  REVOGACAO_ACESSO_SAUDE: listada('Revogou um acesso aos seus dados de saúde'),
  // The operator's systems (issue 19): each call and token are about no member; a change to a member's
  // request is listed (done by the operator).
  INTEGRACAO_REQUISICAO: oculta('Sistema da operadora chamou a integração'),
  INTEGRACAO_TOKEN: oculta('Sistema da operadora obteve um token de integração'),
  INTEGRACAO_TOKEN_FALHA: oculta('Sistema da operadora teve o token de integração recusado'),
  INTEGRACAO_SITUACAO_REEMBOLSO: listada('Atualizou a situação de um reembolso'),
  INTEGRACAO_SITUACAO_DEBITO_CONTA: listada('Atualizou a situação do débito em conta'),
  INTEGRACAO_SITUACAO_SEGUNDA_VIA: listada('Respondeu ao pedido de 2ª via do cartão'),
  INTEGRACAO_SITUACAO_CERTIDAO_OBITO: listada('Respondeu à certidão de óbito enviada'),
  INTEGRACAO_ACESSO_SAUDE_REGISTRADO: listada(
    'Registrou quem pode ver seus dados de saúde (autorização ou representação legal)',
  ),
  INTEGRACAO_ACESSO_SAUDE_ENCERRADO: listada('Encerrou um acesso aos seus dados de saúde'),
  // The operator's service desk in the console (issue 39, decision 0042): written with the staff member's id
  // and the reason's category (platform/console/leitura-equipe.ts); the member reads "Central de atendimento
  // da operadora (<category>)" as who.
  EQUIPE_BUSCA_BENEFICIARIO: listada('Encontrou seu cadastro numa busca'),
  EQUIPE_CONSULTA_BENEFICIARIO: listada('Consultou seus planos, cartões e contatos'),
  EQUIPE_CONSULTA_FATURAS: listada('Consultou suas faturas'),
  EQUIPE_CONSULTA_SOLICITACOES: listada('Consultou suas solicitações e protocolos'),
  EQUIPE_CONSULTA_SAUDE: listada('Consultou suas autorizações, exames, reembolsos e consultas'),
  EQUIPE_REENVIO_ACESSO: listada('Reenviou a mensagem de acesso ao portal'),
  EQUIPE_BLOQUEIO_ACESSO: listada('Bloqueou seu acesso ao portal'),
  EQUIPE_DESBLOQUEIO_ACESSO: listada('Desbloqueou seu acesso ao portal'),
  EQUIPE_ENCERRAMENTO_SESSOES: listada('Encerrou suas sessões no portal'),
  // Meus Direitos (LGPD art. 18; issue 39, decision 0045): the member's requests and the LGPD desk's look at and
  // answer to them (the desk's rows carry the staff member's id: "Central de atendimento da operadora").
  SOLICITACAO_DIREITO_TITULAR: listada('Fez um pedido sobre seus dados pessoais (LGPD)'),
  LEITURA_DIREITOS_TITULAR: listada('Consultou seus pedidos sobre dados pessoais'),
  EQUIPE_CONSULTA_DIREITO_TITULAR: listada('Consultou seu pedido sobre dados pessoais (LGPD)'),
  EQUIPE_DECISAO_DIREITO_TITULAR: listada('Respondeu seu pedido sobre dados pessoais (LGPD)'),
  // The console's request queues (issue 39, decision 0043): staff opening a request or one of its files.
  LEITURA_SOLICITACAO: listada('Consultou uma solicitação sua'),
  ABERTURA_ANEXO_SOLICITACAO: listada('Abriu um arquivo enviado com uma solicitação sua'),
  RESPOSTA_SOLICITACAO_AUTORIZACAO: listada('Respondeu seu pedido de autorização com uma guia'),
  LEITURA_DECLARACAO_QUITACAO: listada('Consultou as declarações de quitação de débitos'),
  DOWNLOAD_DECLARACAO_QUITACAO: listada('Baixou uma declaração de quitação de débitos'),
  // Minhas carências (issue 41, decision 0048): waiting periods and CPTs are health data.
  LEITURA_CARENCIAS: listada('Consultou as carências do plano'),
  // Meu plano cobre? and the reimbursement preview (issue 41, decision 0049).
  LEITURA_COBERTURA_PLANO: listada('Consultou a cobertura do plano para um procedimento'),
  LEITURA_PREVIA_REEMBOLSO: listada('Simulou o reembolso de um procedimento'),
  // Notificações (issue 42, decision 0052): a choice about a relative's health events is theirs to see.
  ALTERACAO_PREFERENCIAS_NOTIFICACAO: listada('Alterou as preferências de notificação'),
} as const satisfies Record<string, AcaoAuditada>;

export type AcaoAuditoria = keyof typeof ACOES_AUDITADAS;

/** What an audit row's action means to the member; a code written before its label existed shows as is. */
export const rotuloAcaoAuditoria = (acao: string): string =>
  Object.hasOwn(ACOES_AUDITADAS, acao) ? ACOES_AUDITADAS[acao as AcaoAuditoria].rotulo : acao;

/** The actions the member's list shows. */
export const ACOES_LISTADAS: readonly AcaoAuditoria[] = (
  Object.keys(ACOES_AUDITADAS) as AcaoAuditoria[]
).filter((acao) => ACOES_AUDITADAS[acao].listada);

/** Actions taken through the shared card link (no account: a provider's browser). */
export const ACOES_LINK_CARTAO: readonly AcaoAuditoria[] = [
  'ACESSO_CARTAO_COMPARTILHADO',
  'DOWNLOAD_CARTAO_COMPARTILHADO',
];
/** Actions taken through the public scheduling link (no account: whoever holds the link). */
export const ACOES_LINK_AGENDAMENTO: readonly AcaoAuditoria[] = [
  'LEITURA_CONSULTA_LINK',
  'CONFIRMACAO_CONSULTA_LINK',
  'CANCELAMENTO_CONSULTA_LINK',
  'CALENDARIO_CONSULTA_LINK',
];

/**
 * Why someone else saw the member's health data (auditoria.base, issue 33), as the member's list names it.
 * Own reads and non-health reads have no basis.
 */
export const BASES_LEITURA_ROTULO: Readonly<Record<string, string>> = {
  RESPONSAVEL: 'Responsável (menor de idade)',
  CONSENTIMENTO: 'Sua autorização',
  CURATELA: 'Curatela',
  PROCURACAO: 'Procuração',
  GUARDA: 'Guarda',
  FINANCEIRO: 'Só valores (financeiro)',
};

/** The basis label of an audit row; a code written before its label existed shows as is. */
export const rotuloBaseLeitura = (base: string | null): string | null =>
  base === null ? null : Object.hasOwn(BASES_LEITURA_ROTULO, base) ? BASES_LEITURA_ROTULO[base]! : base;
