// Messages of the integration API's prescriptions and certificates, network and agendas (issue 19,
// decision 0024 §11–§12), re-exported by the package index. Read by the operator's systems and their
// developers, so they name the field and the rule.
export const INTEGRACAO_AGENDA_MESSAGES = {
  documentoClinicoInvalido: 'Receita ou atestado com dados inválidos.',
  documentoDeOutroBeneficiario: 'Uma receita ou um atestado não muda de beneficiário.',
  validadeObrigatoria: 'Receita exige validade (o último dia em que pode ser usada).',
  validadeSoDeReceita: 'Somente receita tem validade.',
  validadeAntesDaEmissao: 'A validade não pode ser anterior à data de emissão.',
  documentoPdfObrigatorio: 'Receita ou atestado novo exige o PDF (documentoPdfBase64).',
  especialidadeInvalida: 'Especialidade com dados inválidos.',
  prestadorInvalido: 'Prestador com dados inválidos.',
  cidadeDesconhecida: 'Cidade não encontrada nesta UF.',
  coordenadasIncompletas: 'Envie latitude e longitude juntas.',
  coordenadasObrigatorias: 'Unidade própria exige latitude e longitude (o mapa do beneficiário usa as duas).',
  procedimentoRepetido: 'O mesmo procedimento aparece mais de uma vez.',
  periodoInvertido:
    'O período deve fechar depois de abrir, no mesmo dia (para atravessar a meia-noite, feche às 24:00 e abra às 00:00 no dia seguinte).',
  periodoSobreposto: 'Este período se sobrepõe a outro do mesmo dia.',
  horarioInvalido: 'Horário com dados inválidos.',
  prestadorDesconhecido: 'Prestador não encontrado pelo código informado.',
  prestadorNaoProprio: 'Horários só podem ser de unidades próprias da operadora (proprio).',
  especialidadeDesconhecida: 'Especialidade não encontrada pelo código informado.',
  fimAntesDoInicio: 'O fim do horário deve ser depois do início.',
  horarioAgendado: 'O horário tem agendamento ativo: não pode ser alterado nem retirado.',
  horarioReservado: 'Um beneficiário está reservando este horário agora: não pode ser alterado nem retirado.',
  horarioComHistorico:
    'O horário tem atendimentos registrados (cancelados ou passados): não pode ser alterado, só retirado (removido: true).',
  horarioOcupadoProfissional: 'O profissional já tem outro horário com este início nesta unidade.',
} as const;
