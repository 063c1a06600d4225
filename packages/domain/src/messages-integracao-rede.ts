// Messages of the integration API's network for the Guia Médico (issue 40, decision 0047), re-exported by the
// package index. Read by the operator's systems and their developers, so they name the field and the rule.
export const INTEGRACAO_REDE_MESSAGES = {
  produtoInvalido: 'Produto da rede com dados inválidos.',
  servicoInvalido: 'Especialidade ou serviço da rede com dados inválidos.',
  sinonimoRepetido: 'O mesmo sinônimo aparece mais de uma vez.',
  prestadorInvalido: 'Prestador da rede com dados inválidos.',
  conselhoObrigatorio: 'Pessoa física exige o registro no conselho: conselho, conselhoNumero e conselhoUf.',
  conselhoIncompleto: 'Envie conselho, conselhoNumero e conselhoUf juntos.',
  cnpjObrigatorio: 'Pessoa jurídica exige o CNPJ (14 dígitos).',
  cnpjSoDePessoaJuridica: 'CNPJ só se aplica a pessoa jurídica (tipoPessoa PJ).',
  cnpjInvalido: 'CNPJ inválido: os dígitos verificadores não conferem.',
  codigoRepetido: 'O mesmo código aparece mais de uma vez.',
  localInvalido: 'Local de atendimento com dados inválidos.',
  prestadorDesconhecido: 'Prestador da rede não encontrado pelo prestadorIdErp informado.',
  coordenadasForaDoBrasil:
    'Coordenadas fora do Brasil: confira latitude e longitude (não estão trocadas?) e envie em graus decimais.',
  servicoDesconhecido: (codigos: readonly string[]) =>
    `${codigos.length > 1 ? 'Serviços não encontrados' : 'Serviço não encontrado'} no catálogo da rede: ${codigos.join(', ')}. Envie-${codigos.length > 1 ? 'os' : 'o'} antes em /rede/servicos.`,
  produtoDesconhecido: (registros: readonly string[]) =>
    `${registros.length > 1 ? 'Produtos não encontrados' : 'Produto não encontrado'} na rede: ${registros.join(', ')}. Envie-${registros.length > 1 ? 'os' : 'o'} antes em /rede/produtos.`,
  unidadeDesconhecida: 'Unidade própria não encontrada pelo código informado (o código de /prestadores).',
  unidadeNaoPropria: 'unidadeAgendamentoCodigo deve ser uma unidade própria da operadora (proprio).',
  alteracaoInvalida: 'Alteração da rede com dados inválidos.',
  localDesconhecido: 'Local de atendimento não encontrado pelo localIdErp informado.',
  substitutoDesconhecido: 'Local substituto não encontrado pelo substitutoLocalIdErp informado.',
  substitutoIgualAoLocal: 'O substituto deve ser outro local, não o próprio local que sai da rede.',
  alteracaoDeOutroLocal: 'Uma alteração da rede não muda de local: envie outra com novo idErp.',
} as const;
