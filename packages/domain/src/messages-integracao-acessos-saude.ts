// Messages of the integration API's health-data access records (issue 33, decisions 0024 and 0026),
// re-exported by the package index. Read by the operator's systems and their developers, so they name the
// field and the rule.
export const INTEGRACAO_ACESSOS_SAUDE_MESSAGES = {
  acessoInvalido: 'Registro de acesso a dados de saúde com dados inválidos.',
  pessoaDesconhecida: 'Nenhuma pessoa com este CPF no portal.',
  mesmaPessoa: 'O beneficiário e a pessoa autorizada precisam ser pessoas diferentes.',
  grupoDiferente:
    'A pessoa autorizada precisa ser do mesmo grupo familiar do beneficiário (vínculos em vigor): só assim o portal mostra os dados a ela.',
  areasObrigatorias: 'Autorização (CONSENTIMENTO) exige ao menos uma área (areas).',
  areasDaRepresentacao:
    'Representação legal e guarda cobrem todas as áreas: envie areas com as três ou não envie o campo.',
  documentoObrigatorio:
    'Curatela, procuração e guarda exigem a referência do documento (documentoReferencia).',
  naoMuda:
    'Um registro não muda de beneficiário, de pessoa autorizada nem de base: encerre-o e envie outro idErp.',
  encerradoNaoVolta: 'Registro encerrado não volta a vigorar: envie um novo idErp.',
  outroEmVigor:
    'Já há um registro em vigor para este beneficiário, esta pessoa e esta base (outro idErp): encerre-o antes.',
  consentimentoDoPortal:
    'O beneficiário já autorizou esta pessoa pelo portal; a autorização dele continua em vigor até ele revogá-la.',
} as const;
