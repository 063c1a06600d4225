// Minha Saúde demo and test data (issue 15), relative to the day of seeding (FamilyContext.hoje): the
// provider network, and per family the guides in every status, exam results, prescriptions and
// certificates, and protocols of every kind with their history. Exam reports and clinical documents are
// PDFs the operator receives from labs and doctors: storeSaudeSeedFiles (saude-pdfs.ts) writes them into
// the storage driver at seeding, the rows hold their keys. See docs/decisions/0020.
import type { TipoProtocolo } from '@portal/domain/contract/facilidades/protocolos';
import type { SituacaoAutorizacao, TipoGuia } from '@portal/domain/contract/saude/autorizacoes';
import type { TipoDocumentoClinico } from '@portal/domain/contract/saude/receitas-atestados';

/** Storage keys of the seeded PDFs: the 'seed/saude/' prefix tells storeSaudeSeedFiles what to write. */
export const SAUDE_SEED_PREFIX = 'seed/saude/';

/** A lab exam of the seed's catalogue: what its report shows. */
export interface ExameCatalogo {
  codigo: string;
  exame: string;
  itens: { analito: string; resultado: string; referencia: string }[];
}

export const EXAMES: Record<string, ExameCatalogo> = {
  hemograma: {
    codigo: '40304361',
    exame: 'Hemograma completo',
    itens: [
      { analito: 'Hemoglobina', resultado: '13,8 g/dL', referencia: '12,0 a 16,0 g/dL' },
      { analito: 'Leucócitos', resultado: '6.800 /mm³', referencia: '4.000 a 11.000 /mm³' },
      { analito: 'Plaquetas', resultado: '245.000 /mm³', referencia: '150.000 a 450.000 /mm³' },
    ],
  },
  glicose: {
    codigo: '40302040',
    exame: 'Glicose em jejum',
    itens: [{ analito: 'Glicose', resultado: '92 mg/dL', referencia: '70 a 99 mg/dL' }],
  },
  colesterol: {
    codigo: '40301605',
    exame: 'Colesterol total e frações',
    itens: [
      { analito: 'Colesterol total', resultado: '182 mg/dL', referencia: 'Desejável: menor que 190 mg/dL' },
      { analito: 'HDL', resultado: '58 mg/dL', referencia: 'Desejável: maior que 40 mg/dL' },
      { analito: 'LDL', resultado: '104 mg/dL', referencia: 'Ótimo: menor que 100 mg/dL' },
    ],
  },
  tsh: {
    codigo: '40316521',
    exame: 'TSH (hormônio tireoestimulante)',
    itens: [{ analito: 'TSH', resultado: '2,1 µUI/mL', referencia: '0,4 a 4,0 µUI/mL' }],
  },
  creatinina: {
    codigo: '40301630',
    exame: 'Creatinina',
    itens: [{ analito: 'Creatinina', resultado: '0,8 mg/dL', referencia: '0,5 a 1,1 mg/dL' }],
  },
  triglicerides: {
    codigo: '40302733',
    exame: 'Triglicerídeos',
    itens: [
      { analito: 'Triglicerídeos', resultado: '118 mg/dL', referencia: 'Desejável: menor que 150 mg/dL' },
    ],
  },
  vitaminaD: {
    codigo: '40302830',
    exame: 'Vitamina D (25-hidroxi)',
    itens: [{ analito: '25-OH vitamina D', resultado: '34 ng/mL', referencia: '30 a 100 ng/mL' }],
  },
  urina: {
    codigo: '40311210',
    exame: 'Urina tipo I (EAS)',
    itens: [
      { analito: 'Densidade', resultado: '1,020', referencia: '1,005 a 1,030' },
      { analito: 'pH', resultado: '6,0', referencia: '5,0 a 7,5' },
    ],
  },
};
export type ExameSemeadoCodigo = keyof typeof EXAMES;

export const LABORATORIOS = [
  'Laboratório Vale Verde Análises',
  'Laboratório São Lucas Diagnósticos',
] as const;

/** A procedure of the network (TUSS) and who performs it. */
export const PROCEDIMENTOS = {
  consulta: { codigo: '10101012', descricao: 'Consulta em consultório (eletiva)' },
  ultrassom: { codigo: '40901114', descricao: 'Ultrassonografia de abdome total' },
  ressonancia: { codigo: '41101227', descricao: 'Ressonância magnética de joelho' },
  fisioterapia: { codigo: '50000470', descricao: 'Sessão de fisioterapia motora' },
  tomografia: { codigo: '41001079', descricao: 'Tomografia computadorizada de crânio' },
  hemograma: { codigo: '40304361', descricao: 'Hemograma completo' },
} as const;
export type ProcedimentoSemeado = keyof typeof PROCEDIMENTOS;

/** The same hours on each of `dias` (0 = domingo … 6 = sábado). */
const nosDias = (dias: readonly number[], abre: string, fecha: string) =>
  dias.map((dia) => ({ dia, abre, fecha }));
const SEG_A_SEX = [1, 2, 3, 4, 5];

/**
 * The network: ultrasound in Campinas (2) and São Paulo (1), so the "where" lookup has two cities. The own
 * units carry their opening hours (issue 37): the clinics open on weekdays and Saturday mornings (their
 * agendas' slots fall inside), the hospital keeps its outpatient hours and a 24-hour emergency room, and
 * Santana is an emergency unit open round the clock.
 */
export const PRESTADORES_SEED = [
  {
    codigo: '900101',
    nome: 'Hospital Vale Verde Campinas',
    tipo: 'HOSPITAL',
    endereco: 'Av. Andrade Neves, 707',
    bairro: 'Botafogo',
    cidade: ['SP', 'Campinas'],
    telefone: '1932345000',
    latitude: -22.8986,
    longitude: -47.0687,
    proprio: true,
    procedimentos: ['ultrassom', 'ressonancia', 'tomografia', 'consulta', 'hemograma'],
    horarios: [...nosDias(SEG_A_SEX, '07:00', '21:00'), ...nosDias([6], '07:00', '13:00')],
    prontoSocorro24h: true,
  },
  {
    codigo: '900102',
    nome: 'Clínica Imagem Taquaral',
    tipo: 'CLINICA',
    endereco: 'Av. Dr. Heitor Penteado, 1200',
    bairro: 'Taquaral',
    cidade: ['SP', 'Campinas'],
    telefone: '1932511200',
    latitude: -22.8738,
    longitude: -47.0489,
    proprio: false,
    procedimentos: ['ultrassom', 'fisioterapia'],
  },
  {
    codigo: '900201',
    nome: 'Centro Diagnóstico Paulista',
    tipo: 'CLINICA',
    endereco: 'Rua Vergueiro, 1855',
    bairro: 'Vila Mariana',
    cidade: ['SP', 'São Paulo'],
    telefone: '1155721800',
    latitude: -23.5817,
    longitude: -46.6395,
    proprio: false,
    procedimentos: ['ultrassom', 'ressonancia', 'tomografia'],
  },
  // The operator's own clinics (issue 16 books appointments there; issue 17 lists them as service points).
  {
    codigo: '800101',
    nome: 'Centro Médico Vale Verde Cambuí',
    tipo: 'CLINICA',
    endereco: 'Rua Coronel Quirino, 1215',
    bairro: 'Cambuí',
    cidade: ['SP', 'Campinas'],
    telefone: '1932567000',
    latitude: -22.8951,
    longitude: -47.0513,
    proprio: true,
    // Its consultations are booked through the agenda, not authorised guides.
    procedimentos: [],
    horarios: [...nosDias(SEG_A_SEX, '07:00', '19:00'), ...nosDias([6], '07:00', '12:00')],
  },
  {
    codigo: '800201',
    nome: 'Centro Médico Vale Verde Paulista',
    tipo: 'CLINICA',
    endereco: 'Av. Paulista, 1578',
    bairro: 'Bela Vista',
    cidade: ['SP', 'São Paulo'],
    telefone: '1131457000',
    latitude: -23.5614,
    longitude: -46.6559,
    proprio: true,
    // Its consultations are booked through the agenda, not authorised guides.
    procedimentos: [],
    horarios: [...nosDias(SEG_A_SEX, '07:00', '20:00'), ...nosDias([6], '08:00', '13:00')],
  },
  {
    codigo: '800401',
    nome: 'Pronto Atendimento Vale Verde Santana',
    tipo: 'PRONTO_ATENDIMENTO',
    endereco: 'Av. Cruzeiro do Sul, 2630',
    bairro: 'Santana',
    cidade: ['SP', 'São Paulo'],
    telefone: '1129795500',
    latitude: -23.5016,
    longitude: -46.6248,
    proprio: true,
    // Walk-in emergency care: nothing booked nor authorised here.
    procedimentos: [],
    prontoSocorro24h: true,
  },
  {
    codigo: '900301',
    nome: 'Fisio Valinhos',
    tipo: 'CLINICA',
    endereco: 'Rua Sete de Setembro, 410',
    bairro: 'Centro',
    cidade: ['SP', 'Valinhos'],
    telefone: null,
    latitude: null,
    longitude: null,
    proprio: false,
    procedimentos: ['fisioterapia', 'consulta'],
  },
] as const satisfies readonly {
  codigo: string;
  nome: string;
  tipo: string;
  endereco: string;
  bairro: string;
  cidade: readonly [string, string];
  telefone: string | null;
  latitude: number | null;
  longitude: number | null;
  proprio: boolean;
  procedimentos: readonly ProcedimentoSemeado[];
  /** Opening hours of an own unit (0 = domingo … 6 = sábado); none when left out. */
  horarios?: readonly { dia: number; abre: string; fecha: string }[];
  prontoSocorro24h?: boolean;
}[];

export interface GuiaSemeada {
  cpf: string;
  status: SituacaoAutorizacao;
  tipo: TipoGuia;
  /** Requested this many days before the day of seeding. */
  diasAtras: number;
  procedimentos: { procedimento: ProcedimentoSemeado; quantidade: number }[];
  altaComplexidade?: boolean;
  urgencia?: boolean;
  negativa?: { motivo: string; fundamento: string };
}

export interface ExameSemeado {
  cpf: string;
  exame: ExameSemeadoCodigo;
  /** Done on this day: days before the day of seeding, or a day of the previous month. */
  quando: { diasAtras: number } | { diaDoMesAnterior: number };
  indisponivel?: boolean;
}

export interface DocumentoSemeado {
  cpf: string;
  tipo: TipoDocumentoClinico;
  titulo: string;
  diasAtras: number;
  /** Prescriptions: valid this many days after issue. */
  validadeDias?: number;
}

export interface ProtocoloSemeado {
  cpf: string;
  tipo: TipoProtocolo;
  diasAtras: number;
  /** Business days of the RN 623 deadline (null = immediate). */
  prazoDiasUteis: number | null;
  /** Later steps, days after filing; the last one's situacao is the protocol's. */
  andamentos: { diasDepois: number; titulo: string; descricao?: string; fechado?: boolean }[];
}

export interface FamilySaude {
  guias?: GuiaSemeada[];
  exames?: ExameSemeado[];
  documentos?: DocumentoSemeado[];
  protocolos?: ProtocoloSemeado[];
}

const MEDICOS = [
  { nome: 'Dra. Helena Prado', crm: '123456', uf: 'SP' },
  { nome: 'Dr. Marcos Tavares', crm: '98765', uf: 'SP' },
] as const;
export const medicoSemeado = (i: number) => MEDICOS[i % MEDICOS.length]!;

export const NEGATIVA_DEMO = {
  motivo:
    'O procedimento solicitado não consta do Rol de Procedimentos e Eventos em Saúde da ANS para a indicação informada.',
  fundamento:
    'Cláusula 9ª, item 9.2, do contrato (exclusões de cobertura) e art. 10 da Lei 9.656/1998; RN 465/2021 da ANS.',
} as const;

/** Maria and João's health history (family A), and what Roberto (family B) has of each kind. */
export function saudeFamiliaA(maria: string, joao: string): FamilySaude {
  const guias = (cpf: string, base: number): GuiaSemeada[] => [
    {
      cpf,
      status: 'PENDENTE',
      tipo: 'SADT',
      diasAtras: base + 1,
      altaComplexidade: true,
      procedimentos: [{ procedimento: 'ressonancia', quantidade: 1 }],
    },
    {
      cpf,
      status: 'AUTORIZADA',
      tipo: 'SADT',
      diasAtras: base + 6,
      procedimentos: [
        { procedimento: 'ultrassom', quantidade: 1 },
        { procedimento: 'hemograma', quantidade: 1 },
      ],
    },
    {
      cpf,
      status: 'EXECUTADA',
      tipo: 'CONSULTA',
      diasAtras: base + 40,
      procedimentos: [{ procedimento: 'consulta', quantidade: 1 }],
    },
    {
      cpf,
      status: 'VENCIDA',
      tipo: 'SADT',
      diasAtras: base + 120,
      procedimentos: [{ procedimento: 'fisioterapia', quantidade: 10 }],
    },
    {
      cpf,
      status: 'NEGADA',
      tipo: 'SADT',
      diasAtras: base + 15,
      procedimentos: [{ procedimento: 'tomografia', quantidade: 1 }],
      negativa: NEGATIVA_DEMO,
    },
  ];
  const exame = (
    cpf: string,
    e: ExameSemeadoCodigo,
    quando: ExameSemeado['quando'],
    indisponivel = false,
  ) => ({
    cpf,
    exame: e,
    quando,
    ...(indisponivel ? { indisponivel } : {}),
  });
  return {
    guias: [...guias(maria, 0), ...guias(joao, 2)],
    exames: [
      exame(maria, 'hemograma', { diaDoMesAnterior: 6 }),
      exame(maria, 'glicose', { diaDoMesAnterior: 6 }),
      exame(maria, 'colesterol', { diaDoMesAnterior: 14 }),
      exame(maria, 'vitaminaD', { diasAtras: 2 }, true),
      exame(maria, 'tsh', { diasAtras: 95 }),
      exame(maria, 'creatinina', { diasAtras: 190 }),
      exame(maria, 'triglicerides', { diasAtras: 320 }),
      exame(maria, 'hemograma', { diasAtras: 410 }),
      exame(maria, 'urina', { diasAtras: 560 }),
      exame(maria, 'glicose', { diasAtras: 700 }),
      exame(joao, 'hemograma', { diaDoMesAnterior: 10 }),
      exame(joao, 'urina', { diasAtras: 150 }),
    ],
    documentos: [
      {
        cpf: maria,
        tipo: 'RECEITA',
        titulo: 'Receita simples',
        diasAtras: 5,
        validadeDias: 30,
      },
      {
        cpf: maria,
        tipo: 'RECEITA',
        titulo: 'Receita de controle especial',
        diasAtras: 20,
        validadeDias: 30,
      },
      {
        cpf: maria,
        tipo: 'RECEITA',
        titulo: 'Receita simples',
        diasAtras: 120,
        validadeDias: 30,
      },
      {
        cpf: maria,
        tipo: 'ATESTADO',
        titulo: 'Atestado médico',
        diasAtras: 40,
      },
      {
        cpf: maria,
        tipo: 'ATESTADO',
        titulo: 'Atestado de comparecimento',
        diasAtras: 95,
      },
      {
        cpf: joao,
        tipo: 'RECEITA',
        titulo: 'Receita simples',
        diasAtras: 12,
        validadeDias: 30,
      },
    ],
    protocolos: [
      // Open and overdue: an authorisation request 20 days ago (5 business days).
      {
        cpf: maria,
        tipo: 'AUTORIZACAO',
        diasAtras: 20,
        prazoDiasUteis: 5,
        andamentos: [{ diasDepois: 1, titulo: 'Em análise' }],
      },
      // Open within its deadline: a card re-issue yesterday (7 business days).
      { cpf: maria, tipo: 'SEGUNDA_VIA_CARTAO', diasAtras: 1, prazoDiasUteis: 7, andamentos: [] },
      {
        cpf: joao,
        tipo: 'SEGUNDA_VIA_CARTAO',
        diasAtras: 60,
        prazoDiasUteis: 7,
        andamentos: [
          { diasDepois: 2, titulo: 'Cartão emitido' },
          {
            diasDepois: 6,
            titulo: 'Cartão entregue',
            descricao: 'Entregue no endereço cadastrado.',
            fechado: true,
          },
        ],
      },
      {
        cpf: maria,
        tipo: 'CANCELAMENTO_CONTRATO',
        diasAtras: 200,
        prazoDiasUteis: 7,
        andamentos: [
          {
            diasDepois: 1,
            titulo: 'Solicitação retirada',
            descricao: 'A beneficiária desistiu do cancelamento em contato com a central.',
            fechado: true,
          },
        ],
      },
      {
        cpf: maria,
        tipo: 'CERTIDAO_OBITO',
        diasAtras: 300,
        prazoDiasUteis: 7,
        andamentos: [
          {
            diasDepois: 3,
            titulo: 'Documento recusado',
            descricao: 'O arquivo enviado estava ilegível; envie novamente.',
            fechado: true,
          },
        ],
      },
      {
        cpf: maria,
        tipo: 'DEBITO_CONTA_ATIVACAO',
        diasAtras: 250,
        prazoDiasUteis: 7,
        andamentos: [{ diasDepois: 5, titulo: 'Débito em conta ativado', fechado: true }],
      },
      {
        cpf: maria,
        tipo: 'DEBITO_CONTA_DESATIVACAO',
        diasAtras: 150,
        prazoDiasUteis: 7,
        andamentos: [{ diasDepois: 0, titulo: 'Débito em conta desativado', fechado: true }],
      },
      {
        cpf: joao,
        tipo: 'AUTORIZACAO',
        diasAtras: 30,
        prazoDiasUteis: null,
        andamentos: [
          { diasDepois: 0, titulo: 'Autorizada', descricao: 'Urgência: autorizada na hora.', fechado: true },
        ],
      },
    ],
  };
}

export function saudeFamiliaB(roberto: string): FamilySaude {
  return {
    guias: [
      {
        cpf: roberto,
        status: 'AUTORIZADA',
        tipo: 'SADT',
        diasAtras: 4,
        procedimentos: [{ procedimento: 'ultrassom', quantidade: 1 }],
      },
    ],
    exames: [{ cpf: roberto, exame: 'glicose', quando: { diaDoMesAnterior: 8 } }],
    documentos: [
      {
        cpf: roberto,
        tipo: 'RECEITA',
        titulo: 'Receita simples',
        diasAtras: 3,
        validadeDias: 30,
      },
    ],
    protocolos: [
      { cpf: roberto, tipo: 'SEGUNDA_VIA_CARTAO', diasAtras: 2, prazoDiasUteis: 7, andamentos: [] },
    ],
  };
}

/** A fresh `ativa` family (e2e, tests): three results in one recent month, a prescription, a denied guide. */
export function saudeFamiliaNova(titular: string, dependente: string | null): FamilySaude {
  return {
    guias: [
      {
        cpf: titular,
        status: 'NEGADA',
        tipo: 'SADT',
        diasAtras: 10,
        procedimentos: [{ procedimento: 'tomografia', quantidade: 1 }],
        negativa: NEGATIVA_DEMO,
      },
      {
        cpf: titular,
        status: 'AUTORIZADA',
        tipo: 'SADT',
        diasAtras: 5,
        procedimentos: [{ procedimento: 'ultrassom', quantidade: 1 }],
      },
    ],
    exames: [
      { cpf: titular, exame: 'hemograma', quando: { diaDoMesAnterior: 4 } },
      { cpf: titular, exame: 'glicose', quando: { diaDoMesAnterior: 11 } },
      { cpf: titular, exame: 'colesterol', quando: { diaDoMesAnterior: 18 } },
      { cpf: titular, exame: 'tsh', quando: { diaDoMesAnterior: 18 }, indisponivel: true },
      ...(dependente ? [{ cpf: dependente, exame: 'urina' as const, quando: { diaDoMesAnterior: 9 } }] : []),
    ],
    documentos: [
      {
        cpf: titular,
        tipo: 'RECEITA',
        titulo: 'Receita simples',
        diasAtras: 6,
        validadeDias: 30,
      },
    ],
  };
}
