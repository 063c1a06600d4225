// Where the demo network is (issue 40): real neighbourhoods of Campinas, its metropolitan region (RMC) and São
// Paulo, each with its approximate centre and a 5-digit CEP sector inside its city's Correios range
// (cep-data.ts SEED_CIDADES). A generated location lies within about a kilometre of its neighbourhood's centre
// and takes a CEP of its sector, so a CEP typed in the search (decision 0046: the centre of the network's
// locations of its sector) falls where the neighbourhood is. Street names are the common ones of any
// Brazilian city, not a claim about that neighbourhood.

export interface Bairro {
  nome: string;
  /** 5-digit CEP sector. */
  setor: string;
  latitude: number;
  longitude: number;
}

export interface Cidade {
  nome: string;
  uf: 'SP';
  /** Area code of its phones. */
  ddd: string;
  /** Share of the network's locations (the weights add up to 1 over REGIAO_DEMO). */
  peso: number;
  /** Whether it is the capital (the regional products cover it less). */
  capital: boolean;
  bairros: readonly Bairro[];
}

const b = (nome: string, setor: string, latitude: number, longitude: number): Bairro => ({
  nome,
  setor,
  latitude,
  longitude,
});

export const REGIAO_DEMO: readonly Cidade[] = [
  {
    nome: 'Campinas',
    uf: 'SP',
    ddd: '19',
    peso: 0.44,
    capital: false,
    bairros: [
      b('Centro', '13015', -22.9056, -47.0608),
      b('Cambuí', '13025', -22.8935, -47.053),
      b('Bosque', '13026', -22.911, -47.052),
      b('Botafogo', '13020', -22.899, -47.069),
      b('Vila Itapura', '13023', -22.892, -47.062),
      b('Guanabara', '13073', -22.891, -47.072),
      b('Taquaral', '13076', -22.873, -47.053),
      b('Nova Campinas', '13092', -22.898, -47.039),
      b('Jardim Chapadão', '13070', -22.883, -47.08),
      b('Barão Geraldo', '13084', -22.824, -47.078),
      b('Cidade Universitária', '13083', -22.817, -47.069),
      b('Sousas', '13106', -22.883, -46.968),
      b('Ponte Preta', '13041', -22.92, -47.056),
      b('Vila Industrial', '13035', -22.915, -47.07),
      b('São Bernardo', '13030', -22.929, -47.063),
      b('Campos Elíseos', '13060', -22.919, -47.092),
    ],
  },
  {
    nome: 'São Paulo',
    uf: 'SP',
    ddd: '11',
    peso: 0.36,
    capital: true,
    bairros: [
      b('Sé', '01001', -23.5505, -46.634),
      b('República', '01045', -23.544, -46.642),
      b('Bela Vista', '01310', -23.561, -46.65),
      b('Consolação', '01302', -23.553, -46.659),
      b('Liberdade', '01503', -23.558, -46.635),
      b('Santa Cecília', '01226', -23.538, -46.652),
      b('Higienópolis', '01238', -23.545, -46.656),
      b('Jardim Paulista', '01403', -23.57, -46.66),
      b('Pinheiros', '05422', -23.567, -46.693),
      b('Vila Madalena', '05435', -23.553, -46.691),
      b('Perdizes', '05015', -23.536, -46.677),
      b('Lapa', '05074', -23.522, -46.702),
      b('Butantã', '05508', -23.572, -46.708),
      b('Vila Mariana', '04101', -23.589, -46.635),
      b('Moema', '04077', -23.601, -46.663),
      b('Itaim Bibi', '04530', -23.585, -46.68),
      b('Brooklin', '04571', -23.612, -46.692),
      b('Campo Belo', '04601', -23.623, -46.669),
      b('Saúde', '04143', -23.618, -46.638),
      b('Ipiranga', '04210', -23.59, -46.608),
      b('Jabaquara', '04307', -23.637, -46.642),
      b('Santo Amaro', '04740', -23.654, -46.71),
      b('Mooca', '03102', -23.56, -46.598),
      b('Tatuapé', '03310', -23.54, -46.576),
      b('Penha', '03601', -23.526, -46.544),
      b('Santana', '02012', -23.501, -46.624),
      b('Tucuruvi', '02307', -23.48, -46.604),
      b('Casa Verde', '02512', -23.51, -46.656),
    ],
  },
  {
    nome: 'Valinhos',
    uf: 'SP',
    ddd: '19',
    peso: 0.03,
    capital: false,
    bairros: [b('Centro', '13270', -22.971, -46.996), b('Vila Santana', '13271', -22.962, -46.99)],
  },
  {
    nome: 'Vinhedo',
    uf: 'SP',
    ddd: '19',
    peso: 0.02,
    capital: false,
    bairros: [b('Centro', '13280', -23.03, -46.975)],
  },
  {
    nome: 'Sumaré',
    uf: 'SP',
    ddd: '19',
    peso: 0.03,
    capital: false,
    bairros: [b('Centro', '13170', -22.822, -47.267), b('Nova Veneza', '13177', -22.805, -47.237)],
  },
  {
    nome: 'Hortolândia',
    uf: 'SP',
    ddd: '19',
    peso: 0.02,
    capital: false,
    bairros: [b('Centro', '13183', -22.858, -47.22), b('Jardim Amanda', '13188', -22.885, -47.225)],
  },
  {
    nome: 'Paulínia',
    uf: 'SP',
    ddd: '19',
    peso: 0.02,
    capital: false,
    bairros: [b('Centro', '13140', -22.761, -47.154)],
  },
  {
    nome: 'Indaiatuba',
    uf: 'SP',
    ddd: '19',
    peso: 0.03,
    capital: false,
    bairros: [b('Centro', '13330', -23.09, -47.218), b('Cidade Nova', '13334', -23.101, -47.206)],
  },
  {
    nome: 'Americana',
    uf: 'SP',
    ddd: '19',
    peso: 0.03,
    capital: false,
    bairros: [b('Centro', '13465', -22.739, -47.331), b('Vila Santa Catarina', '13466', -22.745, -47.318)],
  },
  {
    nome: 'Jundiaí',
    uf: 'SP',
    ddd: '11',
    peso: 0.02,
    capital: false,
    bairros: [b('Centro', '13201', -23.186, -46.884), b('Anhangabaú', '13208', -23.192, -46.896)],
  },
];

/** Common street names of Brazilian cities. */
export const LOGRADOUROS = [
  'Rua Sete de Setembro',
  'Rua XV de Novembro',
  'Rua Treze de Maio',
  'Rua Primeiro de Março',
  'Avenida Brasil',
  'Avenida Independência',
  'Rua das Acácias',
  'Rua dos Ipês',
  'Rua das Palmeiras',
  'Rua dos Girassóis',
  'Rua Santa Rita',
  'Rua São José',
  'Rua Santo Antônio',
  'Rua Tiradentes',
  'Rua Dom Pedro II',
  'Rua Marechal Deodoro',
  'Avenida Santos Dumont',
  'Rua Rui Barbosa',
  'Rua Duque de Caxias',
  'Rua Floriano Peixoto',
  'Rua Benjamin Constant',
  'Rua Visconde de Mauá',
  'Rua Bento Gonçalves',
  'Avenida das Nações',
  'Rua Monteiro Lobato',
  'Rua Cecília Meireles',
  'Rua Carlos Gomes',
  'Rua Castro Alves',
  'Avenida Getúlio Vargas',
  'Rua Quintino Bocaiúva',
] as const;

export const COMPLEMENTOS = [
  'Sala 12',
  'Sala 305',
  'Conjunto 41',
  '2º andar',
  'Térreo',
  'Bloco B, sala 8',
] as const;
