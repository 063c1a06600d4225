// Guia Médico (issue 40, decisions 0046 and 0047): the closed vocabularies of the operator's network, shared by
// the database's CHECKs, the integration API that fills the network and the screens that explain it. Texts for
// members are plain pt-BR; the quality attributes are the ANS's (RN 510/2022, "atributos de qualificação"
// that operators must publish beside each provider), explained without the letter codes of the printed guides.

/** Person (a doctor's or dentist's own practice) or company (clinic, lab, hospital). */
export const TIPOS_PESSOA_REDE = ['PF', 'PJ'] as const;
export type TipoPessoaRede = (typeof TIPOS_PESSOA_REDE)[number];

/** What a location is (the existing `prestadores.tipo` list: the operator's own units use the same). */
export const TIPOS_LOCAL_REDE = [
  'HOSPITAL',
  'CLINICA',
  'LABORATORIO',
  'CONSULTORIO',
  'PRONTO_ATENDIMENTO',
] as const;
export type TipoLocalRede = (typeof TIPOS_LOCAL_REDE)[number];

export const ROTULO_TIPO_LOCAL: Record<TipoLocalRede, string> = {
  HOSPITAL: 'Hospital',
  CLINICA: 'Clínica',
  LABORATORIO: 'Laboratório',
  CONSULTORIO: 'Consultório',
  PRONTO_ATENDIMENTO: 'Pronto atendimento',
};

/** Professional councils whose registration a person-provider carries (number + UF). */
export const CONSELHOS_REDE = ['CRM', 'CRO', 'CRP', 'CRN', 'CREFITO', 'CRFA', 'COREN'] as const;
export type ConselhoRede = (typeof CONSELHOS_REDE)[number];

/** A catalogue entry is a medical/dental speciality (who) or a service/exam (what is done there). */
export const TIPOS_SERVICO_REDE = ['ESPECIALIDADE', 'SERVICO'] as const;
export type TipoServicoRede = (typeof TIPOS_SERVICO_REDE)[number];

/** A product's segmentation as far as the network goes: the medical network or the dental one. */
export const SEGMENTOS_PRODUTO_REDE = ['MEDICO', 'ODONTOLOGICO'] as const;
export type SegmentoProdutoRede = (typeof SEGMENTOS_PRODUTO_REDE)[number];

/** The ANS quality attributes (RN 510/2022), each with the line a member reads. */
export const ATRIBUTOS_QUALIDADE = {
  ACREDITACAO: {
    titulo: 'Acreditação',
    explicacao:
      'O estabelecimento foi avaliado por uma instituição acreditadora reconhecida, que verificou a qualidade e a segurança do atendimento.',
  },
  NOTIVISA: {
    titulo: 'Notificação de eventos adversos',
    explicacao:
      'O estabelecimento informa à Anvisa (sistema Notivisa) os incidentes que acontecem no atendimento, para que sejam corrigidos.',
  },
  QUALIDADE_MONITORADA: {
    titulo: 'Qualidade monitorada',
    explicacao:
      'O estabelecimento participa de um programa da ANS que acompanha indicadores de qualidade do atendimento.',
  },
  ESPECIALIZACAO: {
    titulo: 'Profissional com especialização',
    explicacao: 'O profissional fez pós-graduação (especialização) na área em que atende.',
  },
  RESIDENCIA: {
    titulo: 'Profissional com residência',
    explicacao:
      'O profissional concluiu residência médica ou em saúde reconhecida pelo Ministério da Educação na área em que atende.',
  },
  TITULO_ESPECIALISTA: {
    titulo: 'Título de especialista',
    explicacao:
      'O profissional tem título de especialista concedido pela sociedade da especialidade ou registrado no conselho profissional.',
  },
} as const satisfies Record<string, { titulo: string; explicacao: string }>;
export type AtributoQualidade = keyof typeof ATRIBUTOS_QUALIDADE;
export const ATRIBUTOS_QUALIDADE_CODIGOS = Object.keys(ATRIBUTOS_QUALIDADE) as [
  AtributoQualidade,
  ...AtributoQualidade[],
];

/** Accessibility features of a location, as a member reads them. */
export const ACESSIBILIDADE_REDE = {
  RAMPA_OU_ELEVADOR: 'Acesso sem degraus (rampa ou elevador)',
  BANHEIRO_ADAPTADO: 'Banheiro adaptado',
  VAGA_PCD: 'Vaga para pessoa com deficiência',
  LIBRAS: 'Atendimento em Libras',
  PISO_TATIL: 'Piso tátil',
  CADEIRA_DE_RODAS: 'Cadeira de rodas disponível',
} as const;
export type AcessibilidadeRede = keyof typeof ACESSIBILIDADE_REDE;
export const ACESSIBILIDADE_REDE_CODIGOS = Object.keys(ACESSIBILIDADE_REDE) as [
  AcessibilidadeRede,
  ...AcessibilidadeRede[],
];

/** The SQL list of a vocabulary, for a CHECK: `'A', 'B'`. */
export const listaSql = (codigos: readonly string[]): string => codigos.map((c) => `'${c}'`).join(', ');
