// Messages of Situação Financeira and Débito em Conta (issue 12; wording decided in docs/decisions/0014),
// re-exported by the package index. Kept apart because a bundler places a module whole: in messages.ts they
// would ride on the login's first load as soon as a lazy financial screen used one of them.
export const FINANCEIRO_MESSAGES = {
  noBills: 'Nenhum título encontrado.',
  notOpen: 'Este título não está em aberto: não há 2ª via de boleto para emitir.',
  notPaid: 'Este título não está pago: o comprovante de pagamento sai quando o pagamento for registrado.',
  financialResponsibleOnly:
    'Somente o responsável financeiro (titular ou contratante) pode alterar o débito em conta.',
  debitAlreadyActive: 'O débito em conta já está ativo. Desative-o antes de cadastrar outra conta.',
  nothingToDeactivate: 'Não há débito em conta ativo ou solicitado para desativar.',
  bankNotAccepted: 'Banco não disponível para débito em conta.',
  invalidDueDay: 'Dia de vencimento inválido',
  pixCopied: 'Código Pix copiado.',
  lineCopied: 'Linha digitável copiada.',
  // Issue 13 (decision 0015).
  noBaseYears: 'Nenhum ano-base com pagamentos encontrado.',
  statementNotReady: 'O demonstrativo deste ano-base ainda não está disponível.',
  noAdjustments: 'Nenhum reajuste registrado neste contrato.',
  // Issue 14 (decision 0017).
  accountHolderMismatch: 'A conta deve estar em nome do beneficiário ou do titular do plano.',
  accountBirthDateMismatch: 'A data de nascimento não confere com a do titular da conta.',
  idempotencyConflict:
    'Esta solicitação já foi enviada com outros dados. Recarregue a página para começar uma nova.',
  draftRestored: 'Recuperamos o rascunho da sua solicitação. Confira os dados e os arquivos antes de enviar.',
  noReimbursements: 'Nenhum reembolso encontrado.',
  // Issue 39 (decision 0017): the documents a PENDENTE reimbursement asks for, sent from the portal.
  documentsSent: 'Documentos enviados. Seu reembolso voltou para análise.',
  notPendingDocuments:
    'Este reembolso não está aguardando documentos. Recarregue a página para ver a situação atual.',
  documentsRequired: 'Envie ao menos um documento.',
  documentsConflict:
    'Estes documentos já foram enviados com outros arquivos. Recarregue a página para ver a situação atual.',
  authorization:
    'Autorizo o débito automático dos boletos do meu plano na conta informada, até que eu cancele esta autorização.',
} as const;

/** 'Débito em conta solicitado. Protocolo n° {p}.' */
export const debitRequested = (protocolo: string): string =>
  `Débito em conta solicitado. Protocolo n° ${protocolo}.`;
/** A second activation while one waits: the member is pointed at the first one's protocol. */
export const debitAlreadyRequested = (protocolo: string): string =>
  `Já existe uma solicitação de débito em conta em andamento (protocolo n° ${protocolo}). Aguarde a análise ou desative-a antes de pedir outra.`;
/**
 * Issue 37: only the contract's payer (the contratante, or the titular when there is none) may set or end
 * the debit of the bills they pay; the others are told who can.
 */
export const debitPayerOnly = (pagador: string): string =>
  `Somente ${pagador}, responsável pelo pagamento do plano, pode ativar ou desativar o débito em conta.`;
/** 'Débito em conta desativado. Protocolo n° {p}.' */
export const debitDeactivated = (protocolo: string): string =>
  `Débito em conta desativado. Protocolo n° ${protocolo}.`;

/** 'Solicitação de reembolso registrada. Protocolo n° {p}. A operadora responde até {dd/MM/yyyy}.' */
export const reimbursementRequested = (protocolo: string, prazo: string): string =>
  `Solicitação de reembolso registrada. Protocolo n° ${protocolo}. A operadora responde até ${prazo}.`;
/** 'A data do atendimento deve ser dos últimos {n} meses.' */
export const serviceDateTooOld = (meses: number): string =>
  `A data do atendimento deve ser dos últimos ${meses} meses.`;
