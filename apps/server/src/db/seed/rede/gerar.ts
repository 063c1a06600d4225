// The demo network's generator (issue 40): a deterministic synthetic network of clinics, labs, hospitals,
// emergency units and doctors' practices around Campinas, its region and São Paulo, with invented names, used by
// the demo seed (about 2,000 locations), the tests' seed and the benches (100,000). The same options give the
// same network: the names, places, services and products come from a seeded generator (prng.ts), never from
// the clock. Beside the generated rows it writes the well-known ones the demo's searches rely on
// (@portal/domain/contract/facilidades/rede-demo), the operator's own units (prestadores with `proprio`: Novo Agendamento
// books there) and the network changes, dated relative to `hoje`.
import {
  ALTERACOES_REDE_DEMO,
  BUSCAS_REDE_DEMO,
  PRODUTOS_REDE_DEMO,
  type LocalDemo,
  type ProdutoDemo,
} from '@portal/domain/contract/facilidades/rede-demo';
import type {
  AcessibilidadeRede,
  AtributoQualidade,
  ConselhoRede,
  TipoLocalRede,
  TipoPessoaRede,
} from '@portal/domain/contract/facilidades/rede-codigos';
import type { PeriodoFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { addDays, formatIsoDate, type CalendarDate } from '@portal/domain';
import { mod11CheckDigit } from '@portal/domain/validation/check-digits';
import { PRESTADORES_SEED } from '../saude-data.js';
import {
  CATALOGO_REDE,
  ESPECIALIDADES_MEDICAS,
  ESPECIALIDADES_ODONTO,
  SERVICOS_HOSPITAL,
  SERVICOS_IMAGEM,
  SERVICOS_LABORATORIO,
  SERVICOS_ODONTO,
  type CodigoServicoDemo,
  type ServicoCatalogo,
} from './catalogo.js';
import { COMPLEMENTOS, LOGRADOUROS, REGIAO_DEMO, type Bairro, type Cidade } from './geografia.js';
import { sorteio, type Sorteio } from './prng.js';

export interface PrestadorGerado {
  idErp: string;
  tipoPessoa: TipoPessoaRede;
  nome: string;
  nomeFantasia: string | null;
  conselho: ConselhoRede | null;
  conselhoNumero: string | null;
  conselhoUf: string | null;
  cnpj: string | null;
  qualidade: AtributoQualidade[];
}

export interface LocalGerado {
  idErp: string;
  prestadorIdErp: string;
  tipo: TipoLocalRede;
  nome: string | null;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  latitude: number;
  longitude: number;
  telefones: string[];
  horarios: PeriodoFuncionamento[];
  prontoSocorro24h: boolean;
  telemedicina: boolean;
  acessibilidade: AcessibilidadeRede[];
  /** The own unit's `prestadores.codigo` where Novo Agendamento books, if it is one. */
  unidadeAgendamentoCodigo: string | null;
  /** Catalogue codes. */
  servicos: CodigoServicoDemo[];
  /** Products' ANS registrations. */
  produtos: string[];
}

export interface AlteracaoGerada {
  idErp: string;
  localIdErp: string;
  /** YYYY-MM-DD. */
  dataSaida: string;
  substitutoLocalIdErp: string | null;
  motivo: string | null;
}

export interface RedeGerada {
  produtos: readonly ProdutoDemo[];
  servicos: readonly ServicoCatalogo[];
  prestadores: PrestadorGerado[];
  locais: LocalGerado[];
  alteracoes: AlteracaoGerada[];
}

export interface OpcoesRede {
  /** About how many generated locations (a provider's last ones may pass it by a few), besides the fixed ones. */
  locais: number;
  /** The day the changes are dated from (the operator's day of seeding). */
  hoje: CalendarDate;
  /** Another seed gives another network (the benches add theirs to the demo's). */
  semente?: number;
  /** Prefix of the generated rows' ERP ids, so a second network never collides with the demo's ('G'). */
  prefixo?: string;
  /** Without the well-known rows, own units and changes: only generated ones (the benches' extra network). */
  soGerados?: boolean;
}

/** The demo seed's network size; the benches generate 100,000. */
export const LOCAIS_DEMO = 2000;
/**
 * The tests' network size: every test file seeds the demo, and on PGlite each location costs about half a
 * millisecond to write (its indexes and foreign keys; docs/guia-medico.md). The well-known rows are there too.
 */
export const LOCAIS_REDE_TESTES = 120;
export const SEMENTE_DEMO = 40;

// ─── names ────────────────────────────────────────────────────────────────────────────────────────────
// Invented: common first names and surnames combined at random, and nature words for companies. The
// well-known rows' distinctive words (José, Tavares, Pequenos Passos, Quaresmeira, Jacarandá, Primavera,
// Paineiras, Horizonte, Recanto, Vale Verde) are in none of these lists, so their searches find them alone.
/** Words of a list written as one string. */
const lista = (texto: string, separador = ' '): readonly string[] => texto.split(separador);
const NOMES_F = lista(
  'Ana Beatriz Camila Daniela Eduarda Fernanda Gabriela Helena Isabela Juliana Larissa Mariana ' +
    'Natália Patrícia Renata Sofia Tatiana Vanessa Carolina Letícia Aline Bruna Cristina Débora ' +
    'Elaine Flávia Giovana Heloísa Luciana Marcela Priscila Raquel Simone Vitória Lívia Bianca ' +
    'Cecília Adriana Mônica Sílvia',
);
const NOMES_M = lista(
  'André Bruno Carlos Daniel Eduardo Felipe Gustavo Henrique Igor Leonardo Marcelo Nelson Otávio ' +
    'Paulo Rafael Rodrigo Sérgio Thiago Vinícius Wagner Alexandre Caio Diego Fábio Gilberto Hugo ' +
    'Leandro Márcio Matheus Renato Antônio Luiz Fernando Roberto Júlio César Maurício Lucas Vitor',
);
const SOBRENOMES = lista(
  'Almeida Andrade Araújo Barbosa Barros Batista Borges Cardoso Carvalho Castro Correia Costa ' +
    'Cunha Dias Duarte Farias Fernandes Ferraz Freitas Gomes Lacerda Leite Lopes Macedo Machado ' +
    'Marques Martins Medeiros Melo Mendes Monteiro Moraes Moreira Nascimento Nogueira Nunes Oliveira ' +
    'Pacheco Peixoto Pereira Pinto Queiroz Ramos Rezende Ribeiro Rocha Sampaio Siqueira Teixeira ' +
    'Toledo Vasconcelos Vieira Xavier Guimarães Brandão Azevedo Bezerra Fonseca',
);
const PALAVRAS = lista(
  'Ipê, Aroeira, Jatobá, Cedro, Manacá, Sabiá, Alvorada, Aurora, Serra Azul, Mirante, Girassol, ' +
    'Orquídea, Acácia, Cerejeira, Flamboyant, Araucária, Figueira, Canela, Pitangueira, Sol ' +
    'Nascente, Harmonia, Equilíbrio, Bem-Estar, Vida Plena, Nova Aliança, Bela Vida, Lumiar, ' +
    'Cruzeiro, Estrela, Atlântica, Guarantã, Tamarindo, Buriti, Jasmim, Magnólia, Cambará, Ingá, ' +
    'Sapucaia, Bromélia, Lótus',
  ', ',
);
const COMPLEMENTO_NOME = ['', '', '', ' Saúde', ' Vida', ' Integrada', ' Família', ' Mais'] as const;

/** Per kind of company: its trade-name pattern and its legal-name pattern (W = the provider's words). */
const MARCAS = {
  clinica: [['Clínica ', 'Centro Médico ', 'Policlínica ', 'Clínica Médica '], ' Serviços Médicos Ltda'],
  odonto: [['Odonto ', 'Clínica Odontológica ', 'Sorriso '], ' Odontologia Ltda'],
  imagem: [['Centro de Imagem ', 'Diagnósticos '], ' Diagnóstico por Imagem Ltda'],
  laboratorio: [['Laboratório ', 'Análises Clínicas '], ' Laboratório de Análises Clínicas Ltda'],
  hospital: [['Hospital ', 'Hospital e Maternidade '], ' Sociedade Hospitalar Ltda'],
  prontoAtendimento: [['Pronto Atendimento ', 'PA '], ' Pronto Atendimento Ltda'],
} as const satisfies Record<string, readonly [readonly string[], string]>;
type Marca = keyof typeof MARCAS;
const TIPO_DA_MARCA: Record<Marca, TipoLocalRede> = {
  clinica: 'CLINICA',
  odonto: 'CLINICA',
  imagem: 'CLINICA',
  laboratorio: 'LABORATORIO',
  hospital: 'HOSPITAL',
  prontoAtendimento: 'PRONTO_ATENDIMENTO',
};

// ─── documents ────────────────────────────────────────────────────────────────────────────────────────
/** A valid CNPJ (head office '0001', two check digits) from a serial number. */
export function cnpjDe(serial: number): string {
  const raiz = String(20_000_000 + ((serial * 7919) % 79_999_999)).padStart(8, '0');
  const base = `${raiz}0001`;
  const d1 = mod11CheckDigit(base, 9);
  return `${base}${d1}${mod11CheckDigit(`${base}${d1}`, 9)}`;
}

const UFS_CONSELHO = ['SP', 'SP', 'SP', 'SP', 'SP', 'SP', 'SP', 'SP', 'MG', 'RJ', 'PR'] as const;

// ─── hours ────────────────────────────────────────────────────────────────────────────────────────────
const nosDias = (dias: readonly number[], abre: string, fecha: string): PeriodoFuncionamento[] =>
  dias.map((dia) => ({ dia, abre, fecha }));
const SEG_A_SEX = [1, 2, 3, 4, 5] as const;
const TODOS_OS_DIAS = [0, 1, 2, 3, 4, 5, 6] as const;
const DIA_INTEIRO = nosDias(TODOS_OS_DIAS, '00:00', '24:00');

function horariosDe(s: Sorteio, tipo: TipoLocalRede, ps24h: boolean): PeriodoFuncionamento[] {
  if (ps24h) return DIA_INTEIRO;
  // Some locations send no hours at all: the screen says so instead of "closed".
  if (s.chance(0.06)) return [];
  switch (tipo) {
    case 'CONSULTORIO':
      return s.chance(0.5)
        ? [...nosDias(SEG_A_SEX, '08:00', '12:00'), ...nosDias(SEG_A_SEX, '14:00', '18:00')]
        : [...nosDias(SEG_A_SEX, '09:00', '19:00'), ...(s.chance(0.3) ? nosDias([6], '08:00', '12:00') : [])];
    case 'LABORATORIO':
      return [
        ...nosDias(SEG_A_SEX, '06:30', '17:00'),
        ...nosDias([6], '06:30', '12:00'),
        ...(s.chance(0.3) ? nosDias([0], '07:00', '11:00') : []),
      ];
    case 'PRONTO_ATENDIMENTO':
      return nosDias(TODOS_OS_DIAS, '07:00', '22:00');
    case 'HOSPITAL':
      return [...nosDias(SEG_A_SEX, '07:00', '19:00'), ...nosDias([6], '07:00', '13:00')];
    case 'CLINICA':
      return [
        ...nosDias(SEG_A_SEX, '07:00', '19:00'),
        ...(s.chance(0.6) ? nosDias([6], '08:00', '13:00') : []),
      ];
  }
}

// ─── the generator ────────────────────────────────────────────────────────────────────────────────────
const MEDICOS = Object.values(PRODUTOS_REDE_DEMO).filter((p) => p.segmento === 'MEDICO');
const ODONTO = Object.values(PRODUTOS_REDE_DEMO).filter((p) => p.segmento === 'ODONTOLOGICO');

/** How likely each product's network includes a location (the regional plan covers the capital less). */
const COBERTURA: Record<string, (cidade: Cidade) => number> = {
  [PRODUTOS_REDE_DEMO.essencial.registroAns]: (c) => (c.capital ? 0.25 : 0.75),
  [PRODUTOS_REDE_DEMO.classico.registroAns]: () => 0.65,
  [PRODUTOS_REDE_DEMO.empresarial.registroAns]: () => 0.8,
  [PRODUTOS_REDE_DEMO.executivo.registroAns]: () => 0.95,
  [PRODUTOS_REDE_DEMO.odonto.registroAns]: () => 0.8,
  [PRODUTOS_REDE_DEMO.odontoPlus.registroAns]: () => 1,
};

const codigos = (lista: readonly { codigo: CodigoServicoDemo }[]) => lista.map((e) => e.codigo);
const MEDICAS = codigos(ESPECIALIDADES_MEDICAS);
/** The specialities most practices have, first: a doctor's practice draws from the head of the list more. */
const FREQUENTES = MEDICAS.slice(0, 8);
const ODONTOLOGICAS = codigos(ESPECIALIDADES_ODONTO);
const IMAGEM = codigos(SERVICOS_IMAGEM);
const LABORATORIO = codigos(SERVICOS_LABORATORIO);
const HOSPITALARES = codigos(SERVICOS_HOSPITAL);
const ODONTO_SERVICOS = codigos(SERVICOS_ODONTO);
/** A health professional's council and the one speciality it gives. */
const OUTRAS_PROFISSOES = [
  ['CRP', 'PSICOLOGIA'],
  ['CRN', 'NUTRICAO'],
  ['CREFITO', 'FISIOTERAPIA'],
  ['CRFA', 'FONOAUDIOLOGIA'],
] as const satisfies readonly (readonly [ConselhoRede, CodigoServicoDemo])[];
const ACESSIBILIDADE: readonly AcessibilidadeRede[] = [
  'RAMPA_OU_ELEVADOR',
  'BANHEIRO_ADAPTADO',
  'VAGA_PCD',
  'CADEIRA_DE_RODAS',
  'PISO_TATIL',
  'LIBRAS',
];

/** A provider's profile: how it is drawn. */
type Perfil = 'medico' | 'dentista' | 'saude' | Marca;
const PERFIS: readonly [Perfil, number][] = [
  ['medico', 0.5],
  ['dentista', 0.12],
  ['saude', 0.08],
  ['clinica', 0.12],
  ['odonto', 0.05],
  ['imagem', 0.04],
  ['laboratorio', 0.04],
  ['hospital', 0.03],
  ['prontoAtendimento', 0.02],
];

function pesado<T>(s: Sorteio, itens: readonly (readonly [T, number])[]): T {
  let r = s.real() * itens.reduce((soma, [, peso]) => soma + peso, 0);
  for (const [item, peso] of itens) {
    r -= peso;
    if (r < 0) return item;
  }
  return itens[itens.length - 1]![0];
}

const CIDADES_PESO = REGIAO_DEMO.map((c) => [c, c.peso] as const);

export function gerarRede(opcoes: OpcoesRede): RedeGerada {
  const s = sorteio(opcoes.semente ?? SEMENTE_DEMO);
  const prefixo = opcoes.prefixo ?? 'G';
  const prestadores: PrestadorGerado[] = [];
  const locais: LocalGerado[] = [];
  let serialCnpj = (opcoes.semente ?? SEMENTE_DEMO) * 1_000_003;

  const telefone = (cidade: Cidade, celular = false) =>
    celular
      ? `${cidade.ddd}9${s.inteiro(7000_0000, 9999_9999)}`
      : `${cidade.ddd}3${s.inteiro(100_0000, 999_9999)}`;
  const produtosDe = (cidade: Cidade, odonto: boolean): string[] => {
    const lista = (odonto ? ODONTO : MEDICOS).filter((p) => s.chance(COBERTURA[p.registroAns]!(cidade)));
    return (lista.length > 0 ? lista : (odonto ? ODONTO : MEDICOS).slice(-1)).map((p) => p.registroAns);
  };
  const endereco = (cidade: Cidade, bairro: Bairro) => ({
    logradouro: s.um(LOGRADOUROS),
    numero: String(s.inteiro(10, 3500)),
    complemento: s.chance(0.35) ? s.um(COMPLEMENTOS) : null,
    bairro: bairro.nome,
    cidade: cidade.nome,
    uf: cidade.uf,
    cep: `${bairro.setor}${String(s.inteiro(1, 999)).padStart(3, '0')}`,
    // About a kilometre around the neighbourhood's centre, 6 decimals (10 cm).
    latitude: Math.round((bairro.latitude + (s.real() * 2 - 1) * 0.009) * 1e6) / 1e6,
    longitude: Math.round((bairro.longitude + (s.real() * 2 - 1) * 0.01) * 1e6) / 1e6,
  });
  const pessoa = () => {
    const feminino = s.chance(0.55);
    const primeiro = s.um(feminino ? NOMES_F : NOMES_M);
    const meio = s.chance(0.3) ? ` ${s.um(feminino ? NOMES_F : NOMES_M)}` : '';
    let sobrenome = s.um(SOBRENOMES);
    const segundo = s.um(SOBRENOMES);
    if (segundo !== sobrenome) sobrenome = `${sobrenome} ${segundo}`;
    return `${primeiro}${meio} ${sobrenome}`;
  };

  let n = 0;
  while (locais.length < opcoes.locais) {
    n++;
    const idPrestador = `${prefixo}P${String(n).padStart(6, '0')}`;
    const perfil = pesado(s, PERFIS);
    const cidade = pesado(s, CIDADES_PESO);
    const profissional = perfil === 'medico' || perfil === 'dentista' || perfil === 'saude';
    let servicosBase: CodigoServicoDemo[] = [];
    let quantidade = 1;
    let tipo: TipoLocalRede = 'CONSULTORIO';
    const odonto = perfil === 'dentista' || perfil === 'odonto';
    if (profissional) {
      const [conselho, especialidade] =
        perfil === 'medico'
          ? (['CRM', s.chance(0.6) ? s.um(FREQUENTES) : s.um(MEDICAS)] as const)
          : perfil === 'dentista'
            ? (['CRO', s.chance(0.5) ? 'ODONTOLOGIA_GERAL' : s.um(ODONTOLOGICAS)] as const)
            : s.um(OUTRAS_PROFISSOES);
      servicosBase = [especialidade];
      if (perfil === 'medico' && s.chance(0.2)) servicosBase.push(s.um(MEDICAS));
      if (especialidade === 'CARDIOLOGIA') servicosBase.push('ELETROCARDIOGRAMA');
      if (perfil === 'dentista' && s.chance(0.5)) servicosBase.push(s.um(ODONTO_SERVICOS));
      quantidade = s.chance(0.15) ? 2 : 1;
      const qualidade: AtributoQualidade[] = [];
      if (s.chance(0.3)) qualidade.push('ESPECIALIZACAO');
      if (perfil === 'medico' && s.chance(0.45)) qualidade.push('RESIDENCIA');
      if (perfil !== 'saude' && s.chance(0.45)) qualidade.push('TITULO_ESPECIALISTA');
      prestadores.push({
        idErp: idPrestador,
        tipoPessoa: 'PF',
        nome: pessoa(),
        nomeFantasia: null,
        conselho,
        conselhoNumero: String(conselho === 'CRM' ? s.inteiro(40_000, 260_000) : s.inteiro(5_000, 150_000)),
        conselhoUf: s.um(UFS_CONSELHO),
        cnpj: null,
        qualidade,
      });
    } else {
      const [padroes, razao] = MARCAS[perfil];
      const palavras = `${s.um(PALAVRAS)}${s.um(COMPLEMENTO_NOME)}`;
      const qualidade: AtributoQualidade[] = [];
      const hospital = perfil === 'hospital';
      if (s.chance(hospital ? 0.5 : perfil === 'laboratorio' ? 0.4 : 0.1)) qualidade.push('ACREDITACAO');
      if (s.chance(hospital ? 0.8 : 0.2)) qualidade.push('NOTIVISA');
      if (hospital && s.chance(0.4)) qualidade.push('QUALIDADE_MONITORADA');
      prestadores.push({
        idErp: idPrestador,
        tipoPessoa: 'PJ',
        nome: `${palavras}${razao}`,
        nomeFantasia: `${s.um(padroes)}${palavras}`,
        conselho: null,
        conselhoNumero: null,
        conselhoUf: null,
        cnpj: cnpjDe(serialCnpj++),
        qualidade,
      });
      tipo = TIPO_DA_MARCA[perfil];
      quantidade = {
        clinica: s.inteiro(1, 3),
        odonto: s.inteiro(1, 2),
        imagem: s.inteiro(1, 4),
        laboratorio: s.inteiro(2, 8),
        hospital: s.chance(0.2) ? 2 : 1,
        prontoAtendimento: s.inteiro(1, 2),
      }[perfil];
    }
    const prestador = prestadores[prestadores.length - 1]!;
    for (let i = 1; i <= quantidade; i++) {
      const bairro = s.um(cidade.bairros);
      const ps24h =
        tipo === 'HOSPITAL' ? s.chance(0.85) : tipo === 'PRONTO_ATENDIMENTO' ? s.chance(0.7) : false;
      let servicos: CodigoServicoDemo[];
      switch (perfil) {
        case 'clinica':
          servicos = [...s.alguns(FREQUENTES, s.inteiro(2, 4)), ...s.alguns(MEDICAS, s.inteiro(1, 3))];
          if (s.chance(0.3)) servicos.push(...s.alguns(IMAGEM.slice(0, 2), s.inteiro(1, 2)));
          break;
        case 'odonto':
          servicos = [...s.alguns(ODONTOLOGICAS, s.inteiro(2, 5)), ...s.alguns(ODONTO_SERVICOS, 2)];
          break;
        case 'imagem':
          servicos = s.alguns(IMAGEM, s.inteiro(3, 8));
          break;
        case 'laboratorio':
          servicos = s.alguns(LABORATORIO, s.inteiro(4, 8));
          break;
        case 'hospital':
          servicos = [
            ...(ps24h ? (['PRONTO_SOCORRO'] as const) : []),
            ...s.alguns(HOSPITALARES.slice(1), s.inteiro(3, 7)),
            ...s.alguns(MEDICAS, s.inteiro(8, 16)),
            ...s.alguns(IMAGEM, s.inteiro(2, 6)),
            'HEMOGRAMA',
          ];
          break;
        case 'prontoAtendimento':
          servicos = [
            'PRONTO_SOCORRO',
            'CLINICA_MEDICA',
            ...(s.chance(0.5) ? (['PEDIATRIA'] as const) : []),
            'RAIO_X',
            'ELETROCARDIOGRAMA',
          ];
          break;
        case 'medico':
        case 'dentista':
        case 'saude':
          servicos = servicosBase;
      }
      const acessivel = tipo === 'HOSPITAL' ? s.inteiro(3, 6) : s.inteiro(0, tipo === 'CONSULTORIO' ? 2 : 4);
      locais.push({
        idErp: `${prefixo}L${String(locais.length + 1).padStart(6, '0')}`,
        prestadorIdErp: prestador.idErp,
        tipo,
        nome: quantidade > 1 ? `Unidade ${bairro.nome}` : null,
        ...endereco(cidade, bairro),
        telefones:
          tipo === 'HOSPITAL'
            ? [telefone(cidade), telefone(cidade)]
            : tipo === 'CONSULTORIO' && s.chance(0.4)
              ? [telefone(cidade), telefone(cidade, true)]
              : [telefone(cidade)],
        horarios: horariosDe(s, tipo, ps24h),
        prontoSocorro24h: ps24h,
        telemedicina: tipo === 'CONSULTORIO' ? s.chance(0.35) : tipo === 'CLINICA' ? s.chance(0.25) : false,
        acessibilidade: s.alguns(ACESSIBILIDADE, acessivel),
        unidadeAgendamentoCodigo: null,
        servicos: [...new Set(servicos)],
        produtos: produtosDe(cidade, odonto),
      });
    }
  }
  if (opcoes.soGerados) return { produtos: [], servicos: [], prestadores, locais, alteracoes: [] };

  const fixos = redeFixa();
  const todos = [...locais, ...unidadesProprias(), ...fixos.locais];
  noCentroDoSetor(todos, BUSCAS_REDE_DEMO.pediatraPerto.primeiro.idErp);
  noCentroDoSetor(todos, BUSCAS_REDE_DEMO.prontoSocorroSaoPaulo.primeiro.idErp);
  return {
    produtos: Object.values(PRODUTOS_REDE_DEMO),
    servicos: CATALOGO_REDE,
    prestadores: [...prestadores, PRESTADOR_OPERADORA, ...fixos.prestadores],
    locais: todos,
    alteracoes: alteracoesDemo(opcoes.hoje),
  };
}

/**
 * Moves `idErp` to the centre of the other locations of its CEP sector: where a search from a CEP of that
 * sector measures from (decision 0046), so it comes first at 0 m. A point at the others' mean leaves the mean
 * where it was.
 */
function noCentroDoSetor(locais: LocalGerado[], idErp: string): void {
  const local = locais.find((l) => l.idErp === idErp)!;
  const setor = local.cep.slice(0, 5);
  const outros = locais.filter((l) => l !== local && l.cep.startsWith(setor));
  if (outros.length === 0) return;
  local.latitude = outros.reduce((s, l) => s + l.latitude, 0) / outros.length;
  local.longitude = outros.reduce((s, l) => s + l.longitude, 0) / outros.length;
}

// ─── the operator's own units ─────────────────────────────────────────────────────────────────────────
/** The operator itself (its CNPJ is the demo's CNPJ_OPERADORA), provider of its own units. */
const PRESTADOR_OPERADORA: PrestadorGerado = {
  idErp: 'PROPRIO',
  tipoPessoa: 'PJ',
  nome: 'Vale Verde Saúde Cooperativa Médica',
  nomeFantasia: 'Vale Verde Saúde',
  conselho: null,
  conselhoNumero: null,
  conselhoUf: null,
  cnpj: '45987321000160',
  qualidade: ['ACREDITACAO', 'NOTIVISA'],
};

/** The own units' CEPs and what they offer (the seeded `prestadores` rows carry neither). */
const PROPRIAS: Record<string, { cep: string; servicos: CodigoServicoDemo[] }> = {
  '900101': {
    cep: '13020040',
    servicos: [
      'PRONTO_SOCORRO',
      'INTERNACAO',
      'UTI',
      'CENTRO_CIRURGICO',
      'MATERNIDADE',
      'CLINICA_MEDICA',
      'PEDIATRIA',
      'ORTOPEDIA',
      'GINECOLOGIA',
      'CARDIOLOGIA',
      'ULTRASSONOGRAFIA',
      'RESSONANCIA',
      'TOMOGRAFIA',
      'RAIO_X',
      'HEMOGRAMA',
    ],
  },
  '800101': {
    cep: '13025001',
    servicos: ['CLINICA_MEDICA', 'PEDIATRIA', 'CARDIOLOGIA', 'ELETROCARDIOGRAMA'],
  },
  '800201': {
    cep: '01310200',
    servicos: ['CLINICA_MEDICA', 'PEDIATRIA', 'CARDIOLOGIA', 'ELETROCARDIOGRAMA'],
  },
  '800401': { cep: '02012000', servicos: ['PRONTO_SOCORRO', 'CLINICA_MEDICA', 'PEDIATRIA', 'RAIO_X'] },
};

/** The operator's own units (`prestadores` with `proprio`) as locations of every medical product. */
function unidadesProprias(): LocalGerado[] {
  return PRESTADORES_SEED.filter((p) => p.proprio && p.latitude !== null).map((p) => {
    const [, logradouro, numero] = /^(.*), (\S+)$/.exec(p.endereco)!;
    const propria = PROPRIAS[p.codigo]!;
    return {
      idErp: `PROPRIO-${p.codigo}`,
      prestadorIdErp: PRESTADOR_OPERADORA.idErp,
      tipo: p.tipo,
      nome: p.nome,
      logradouro: logradouro!,
      numero: numero!,
      complemento: null,
      bairro: p.bairro,
      cidade: p.cidade[1],
      uf: p.cidade[0],
      cep: propria.cep,
      latitude: p.latitude,
      longitude: p.longitude,
      telefones: p.telefone ? [p.telefone] : [],
      // An emergency unit without posted hours is open round the clock.
      horarios: 'horarios' in p ? [...p.horarios] : DIA_INTEIRO,
      prontoSocorro24h: 'prontoSocorro24h' in p && p.prontoSocorro24h,
      telemedicina: p.tipo === 'CLINICA',
      acessibilidade: ['RAMPA_OU_ELEVADOR', 'BANHEIRO_ADAPTADO', 'VAGA_PCD', 'CADEIRA_DE_RODAS'],
      unidadeAgendamentoCodigo: p.codigo,
      servicos: propria.servicos,
      produtos: MEDICOS.map((m) => m.registroAns),
    };
  });
}

// ─── the well-known rows ──────────────────────────────────────────────────────────────────────────────
const TODOS_MEDICOS = MEDICOS.map((m) => m.registroAns);

function localFixo(
  demo: LocalDemo,
  prestadorIdErp: string,
  dados: Pick<LocalGerado, 'tipo' | 'logradouro' | 'numero' | 'cep' | 'latitude' | 'longitude' | 'servicos'> &
    Partial<LocalGerado>,
): LocalGerado {
  const hospital = dados.tipo === 'HOSPITAL';
  return {
    idErp: demo.idErp,
    prestadorIdErp,
    nome: dados.tipo === 'CONSULTORIO' ? null : demo.nome,
    complemento: null,
    bairro: demo.bairro,
    cidade: demo.cidade,
    uf: 'SP',
    telefones: [demo.telefone],
    horarios: hospital
      ? DIA_INTEIRO
      : [...nosDias(SEG_A_SEX, '08:00', '19:00'), ...nosDias([6], '08:00', '12:00')],
    prontoSocorro24h: hospital,
    telemedicina: !hospital,
    acessibilidade: hospital
      ? ['RAMPA_OU_ELEVADOR', 'BANHEIRO_ADAPTADO', 'VAGA_PCD', 'CADEIRA_DE_RODAS', 'LIBRAS']
      : ['RAMPA_OU_ELEVADOR', 'BANHEIRO_ADAPTADO'],
    unidadeAgendamentoCodigo: null,
    produtos: TODOS_MEDICOS,
    ...dados,
  };
}

const pj = (
  idErp: string,
  nome: string,
  nomeFantasia: string,
  serial: number,
  qualidade: AtributoQualidade[],
) =>
  ({
    idErp,
    tipoPessoa: 'PJ',
    nome,
    nomeFantasia,
    conselho: null,
    conselhoNumero: null,
    conselhoUf: null,
    cnpj: cnpjDe(serial),
    qualidade,
  }) satisfies PrestadorGerado;

const HOSPITALAR: CodigoServicoDemo[] = [
  'PRONTO_SOCORRO',
  'INTERNACAO',
  'UTI',
  'CENTRO_CIRURGICO',
  'CLINICA_MEDICA',
  'PEDIATRIA',
  'ORTOPEDIA',
  'CARDIOLOGIA',
  'NEUROLOGIA',
  'CIRURGIA_GERAL',
  'RAIO_X',
  'TOMOGRAFIA',
  'ULTRASSONOGRAFIA',
  'HEMOGRAMA',
];

function redeFixa(): { prestadores: PrestadorGerado[]; locais: LocalGerado[] } {
  const { pediatraPerto, ortopediaComErro, nomeSemAcento, prontoSocorroSaoPaulo } = BUSCAS_REDE_DEMO;
  const { saidaProxima, saidaDistante, saidaPassada } = ALTERACOES_REDE_DEMO;
  const prestadores: PrestadorGerado[] = [
    pj('DEMO-P-PEQUENOS-PASSOS', 'Pequenos Passos Pediatria Ltda', pediatraPerto.primeiro.nome, 1, []),
    pj('DEMO-P-QUARESMEIRA', 'Quaresmeira Ortopedia Ltda', ortopediaComErro.local.nome, 2, ['ACREDITACAO']),
    {
      idErp: 'DEMO-P-JOSE-TAVARES',
      tipoPessoa: 'PF',
      nome: nomeSemAcento.local.nome,
      nomeFantasia: null,
      conselho: nomeSemAcento.registro.conselho,
      conselhoNumero: nomeSemAcento.registro.numero,
      conselhoUf: nomeSemAcento.registro.uf,
      cnpj: null,
      qualidade: ['RESIDENCIA', 'TITULO_ESPECIALISTA'],
    },
    pj('DEMO-P-JACARANDA', 'Jacarandá Sociedade Hospitalar Ltda', prontoSocorroSaoPaulo.primeiro.nome, 3, [
      'ACREDITACAO',
      'NOTIVISA',
      'QUALIDADE_MONITORADA',
    ]),
    pj('DEMO-P-PRIMAVERA', 'Primavera Sociedade Hospitalar Ltda', saidaProxima.local.nome, 4, ['NOTIVISA']),
    pj('DEMO-P-PAINEIRAS', 'Paineiras Sociedade Hospitalar Ltda', saidaProxima.substituto.nome, 5, [
      'ACREDITACAO',
      'NOTIVISA',
    ]),
    pj('DEMO-P-HORIZONTE', 'Horizonte Sociedade Hospitalar Ltda', saidaDistante.local.nome, 6, []),
    pj('DEMO-P-RECANTO', 'Recanto Sociedade Hospitalar Ltda', saidaPassada.local.nome, 7, []),
  ];
  const locais: LocalGerado[] = [
    // Coordinates replaced by its sector's centre (noCentroDoSetor).
    localFixo(pediatraPerto.primeiro, 'DEMO-P-PEQUENOS-PASSOS', {
      tipo: 'CLINICA',
      logradouro: 'Rua Maria Monteiro',
      numero: '830',
      cep: '13025151',
      latitude: -22.8935,
      longitude: -47.053,
      servicos: ['PEDIATRIA', 'ALERGOLOGIA', 'VACINACAO'],
    }),
    localFixo(ortopediaComErro.local, 'DEMO-P-QUARESMEIRA', {
      tipo: 'CLINICA',
      logradouro: 'Avenida Heitor Penteado',
      numero: '1450',
      cep: '13076020',
      latitude: -22.8712,
      longitude: -47.0521,
      servicos: ['ORTOPEDIA', 'FISIOTERAPIA', 'RAIO_X'],
    }),
    localFixo(nomeSemAcento.local, 'DEMO-P-JOSE-TAVARES', {
      tipo: 'CONSULTORIO',
      logradouro: 'Rua Barão de Jaguara',
      numero: '1120',
      complemento: 'Sala 52',
      cep: '13015100',
      latitude: -22.9049,
      longitude: -47.0597,
      servicos: ['ORTOPEDIA'],
    }),
    // Coordinates replaced by its sector's centre (noCentroDoSetor).
    localFixo(prontoSocorroSaoPaulo.primeiro, 'DEMO-P-JACARANDA', {
      tipo: 'HOSPITAL',
      logradouro: 'Rua Treze de Maio',
      numero: '1600',
      cep: '01310300',
      latitude: -23.561,
      longitude: -46.65,
      telefones: [prontoSocorroSaoPaulo.primeiro.telefone, '1132550405'],
      servicos: [...HOSPITALAR, 'MATERNIDADE', 'ONCOLOGIA'],
    }),
    localFixo(saidaProxima.local, 'DEMO-P-PRIMAVERA', {
      tipo: 'HOSPITAL',
      logradouro: 'Avenida Brasil',
      numero: '2100',
      cep: '13070178',
      latitude: -22.8838,
      longitude: -47.0791,
      servicos: HOSPITALAR,
      produtos: [...saidaProxima.produtos],
    }),
    localFixo(saidaProxima.substituto, 'DEMO-P-PAINEIRAS', {
      tipo: 'HOSPITAL',
      logradouro: 'Rua Dr. Alves do Banho',
      numero: '455',
      cep: '13076110',
      latitude: -22.8755,
      longitude: -47.0568,
      servicos: [...HOSPITALAR, 'MATERNIDADE'],
    }),
    localFixo(saidaDistante.local, 'DEMO-P-HORIZONTE', {
      tipo: 'HOSPITAL',
      logradouro: 'Rua Dom Barreto',
      numero: '780',
      cep: '13170040',
      latitude: -22.8215,
      longitude: -47.2664,
      servicos: HOSPITALAR,
      produtos: [...saidaDistante.produtos],
    }),
    localFixo(saidaPassada.local, 'DEMO-P-RECANTO', {
      tipo: 'HOSPITAL',
      logradouro: 'Avenida Independência',
      numero: '1900',
      cep: '13270420',
      latitude: -22.9692,
      longitude: -46.9978,
      servicos: HOSPITALAR,
      produtos: [...saidaPassada.produtos],
    }),
  ];
  return { prestadores, locais };
}

/** The demo's network changes, dated from the day of seeding. */
function alteracoesDemo(hoje: CalendarDate): AlteracaoGerada[] {
  const { saidaProxima, saidaDistante, saidaPassada } = ALTERACOES_REDE_DEMO;
  const dia = (dias: number) => formatIsoDate(addDays(hoje, dias));
  return [
    {
      idErp: 'DEMO-SAIDA-PRIMAVERA',
      localIdErp: saidaProxima.local.idErp,
      dataSaida: dia(saidaProxima.diasAteSaida),
      substitutoLocalIdErp: saidaProxima.substituto.idErp,
      motivo: saidaProxima.motivo,
    },
    {
      idErp: 'DEMO-SAIDA-HORIZONTE',
      localIdErp: saidaDistante.local.idErp,
      dataSaida: dia(saidaDistante.diasAteSaida),
      substitutoLocalIdErp: saidaDistante.substituto.idErp,
      motivo: saidaDistante.motivo,
    },
    {
      idErp: 'DEMO-SAIDA-RECANTO',
      localIdErp: saidaPassada.local.idErp,
      dataSaida: dia(-saidaPassada.diasDesdeSaida),
      substitutoLocalIdErp: null,
      motivo: saidaPassada.motivo,
    },
  ];
}
