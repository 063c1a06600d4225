// Messages of the operator integration API (issue 19, decision 0024), re-exported by the package index.
// Read by the operator's systems and their developers, so they name the field and the rule.
export const INTEGRACAO_MESSAGES = {
  tokenAusente: 'Envie um token de acesso no cabeçalho Authorization: Bearer.',
  tokenInvalido: 'Token de acesso inválido, expirado ou revogado. Peça um novo token.',
  escopoInsuficiente: 'O token não tem o escopo exigido por esta operação.',
  clienteInvalido: 'Cliente ou segredo inválido.',
  grantNaoSuportado: 'Somente grant_type=client_credentials é aceito.',
  requisicaoTokenInvalida:
    'Envie grant_type e as credenciais do cliente (Basic ou client_id e client_secret).',
  escopoNaoPermitido: 'O cliente não tem um dos escopos pedidos.',
  corpoGrandeDemais: 'O corpo da requisição passa do limite aceito pela integração.',
  reembolsoNaoEncontrado: 'Reembolso não encontrado.',
  debitoNaoEncontrado: 'Pedido de débito em conta não encontrado.',
  segundaViaNaoEncontrada: 'Pedido de 2ª via do cartão não encontrado.',
  certidaoNaoEncontrada: 'Certidão de óbito não encontrada.',
  dataPagamentoFutura: 'A data do pagamento não pode ser futura.',
  loteVazio: 'Envie ao menos um registro.',
  tituloInvalido: 'Título com dados inválidos.',
  valorInvalido: 'Valor inválido.',
  campoObrigatorio: 'Campo obrigatório.',
  contratoDesconhecido: 'Contrato não encontrado pelo idErp informado.',
  beneficiarioDesconhecido: 'Beneficiário não encontrado pelo idErp informado neste contrato.',
  somaItensDiferente: 'O valor do título deve ser a soma dos valores dos itens.',
  pagamentoObrigatorio: 'Título pago exige valorPagoCentavos e dataPagamento.',
  pagamentoSoQuandoPago: 'valorPagoCentavos e dataPagamento só se aplicam a título pago.',
  competenciaOcupada: 'Já existe outro título deste contrato nesta competência.',
  nossoNumeroOcupado: 'O nossoNumero já pertence a outro título.',
  idErpRepetido: 'O mesmo idErp aparece mais de uma vez no lote.',
  contratoImutavel: 'Um título não muda de contrato nem de competência.',
  campoDesconhecido: 'Campo desconhecido.',
  registroConcorrente: 'Outro lote gravou este registro ao mesmo tempo. Envie-o de novo.',
} as const;

/** The member's e-mail when the operator changes a request's status (no reason, value or bank data). */
export const avisoSituacaoAlterada = (rotulo: string): string =>
  `A situação da sua solicitação mudou para: ${rotulo}.`;
