// Texts of the reimbursement screen that the spec leaves unworded (its messages are in
// @portal/domain: MESSAGES, FINANCEIRO_MESSAGES). Kept here so the screen and its tests share them.
export const REEMBOLSO_TEXTS = {
  /** One list, newest first and paged (issue 37): its first page is the spec's "last reimbursements". */
  historico: 'Seus reembolsos',
  mostrarMais: (n: number) => `Mostrar mais ${n}`,
  mostrando: (n: number, total: number) => `Mostrando ${n} de ${total} reembolsos.`,
  contatos: 'Dúvidas sobre reembolso',
  verArquivos: 'Arquivos',
  semArquivos: 'Nenhum arquivo enviado.',
  novo: 'Nova solicitação de reembolso',
  atendimento: 'Atendimento',
  prestador: 'Prestador do atendimento',
  documentos: 'Documentos',
  documentosDica: 'Fotos ou PDFs legíveis. Fotos grandes são reduzidas antes do envio.',
  conta: 'Conta para o pagamento',
  contaDica: 'A conta deve estar em nome do beneficiário ou do titular do plano.',
  outraConta: 'Informar outra conta',
  revisar: 'Revisar solicitação',
  revisao: 'Confira sua solicitação',
  corrigir: 'Voltar e corrigir',
  enviar: 'Enviar solicitação',
  enviando: 'Enviando arquivos',
  protocolo: 'Guarde o número do protocolo:',
  prazo: 'Prazo de resposta:',
  outra: 'Fazer outra solicitação',
  cartao: 'Cartão',
  alterarCartao: 'Alterar cartão',
  /** Issue 39: the documents a PENDENTE request asks for (the accessible name other journeys rely on). */
  enviarDocumentos: 'Enviar documentos',
  enviarDocumentosConfirmar: 'Enviar',
  cancelarEnvio: 'Cancelar',
  pedidoDaOperadora: 'O que a operadora pediu:',
  enviadoDepois: (dia: string) => `enviado depois, em ${dia}`,
  /** The member may not file for this person and the server named no reason (issue 33). */
  semSolicitacao: 'Você não pode pedir reembolso para esta pessoa.',
} as const;
