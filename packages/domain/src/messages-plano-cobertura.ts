// Messages of the procedure table, the products' rules and the reimbursement table (issue 41, part B, decision
// 0049): the integration API's refusals (read by the operator's systems and their developers, so they name the
// field and the rule) and the member's coverage lookup and reimbursement preview. Re-exported by the index.
export const INTEGRACAO_PLANO_MESSAGES = {
  procedimentoInvalido: 'Procedimento com dados inválidos.',
  sinonimoRepetido: 'O mesmo sinônimo aparece mais de uma vez.',
  segmentacaoRepetida: 'A mesma segmentação aparece mais de uma vez.',
  produtoInvalido: 'Regras do produto com dados inválidos.',
  regraSemAlvo:
    'Cada regra vale para um procedimento ou para um grupo: envie procedimento ou grupo, não os dois.',
  regraRepetida: 'Duas regras para o mesmo procedimento ou grupo: envie uma só.',
  procedimentoDesconhecido: (codigos: readonly string[]) =>
    `${codigos.length > 1 ? 'Procedimentos não encontrados' : 'Procedimento não encontrado'} na tabela: ${codigos.join(', ')}. Envie-${codigos.length > 1 ? 'os' : 'o'} antes em /plano/procedimentos.`,
  coparticipacaoVazia:
    'Coparticipação sem valor: envie percentual, valorFixoCentavos ou ambos (ou deixe de fora).',
  linhaInvalida: 'Linha da tabela de reembolso com dados inválidos.',
  linhaValorUnico:
    'Envie limiteCentavos ou multiplicador com valorReferenciaCentavos, não os dois nem nenhum.',
  multiplicadorCasas: 'O multiplicador aceita no máximo 2 casas decimais (como 2.5).',
  linhaDeOutroProduto:
    'Uma linha da tabela de reembolso não muda de produto nem de procedimento: envie outra com novo idErp.',
  linhaDuplicada: 'Já existe outra linha para este produto e procedimento (outro idErp).',
} as const;

export const COBERTURA_MESSAGES = {
  informativo:
    'Consulta informativa: a cobertura é confirmada pela operadora no atendimento ou na autorização, conforme o contrato.',
  termoCurto: 'Digite ao menos 3 letras do procedimento ou o código TUSS (8 dígitos).',
  informeProcedimento: 'Informe o procedimento pelo nome ou pelo código TUSS.',
  planoObrigatorio: 'Escolha o plano: o beneficiário tem mais de um.',
  nenhumEncontrado:
    'Nenhum procedimento encontrado com esse nome ou código. Confira a grafia ou tente outra palavra.',
  semTabelaReembolso:
    'Este procedimento não está na tabela de reembolso do plano: fale com a operadora antes de pagar.',
  planoSemReembolso: 'Este plano não tem tabela de reembolso cadastrada para o procedimento.',
  valorPagoInvalido: 'Informe o valor pago em reais, maior que zero.',
} as const;
