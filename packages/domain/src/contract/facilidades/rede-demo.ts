// The demo network's well-known rows (issue 40): the fictional operator's products and the searches the README
// (docs/guia-medico.md) and the journeys rely on, written by the demo seed's network generator
// (apps/server/src/db/seed/rede/) and read by the journeys through @portal/test-support/rede-demo, so a test
// never copies a name. The rest of the network is generated from a fixed seed: invented names, real
// neighbourhoods of Campinas, its region and São Paulo. DEMO ONLY: a real operator's network comes through the
// integration API.
import type { SegmentoProdutoRede } from './rede-codigos.js';

export interface ProdutoDemo {
  registroAns: string;
  nome: string;
  segmento: SegmentoProdutoRede;
}

/**
 * The products of the demo network: the four of the demo families' contracts (db/seed/demo-data.ts; a test
 * keeps them equal) and two that no demo family has.
 */
export const PRODUTOS_REDE_DEMO = {
  /** Maria's (and Carlos's, João's, Ana's, Fernanda's) medical plan: a group of municipalities around Campinas. */
  essencial: { registroAns: '487.654/21-3', nome: 'Vale Verde Essencial Apartamento', segmento: 'MEDICO' },
  /** The family's dental plan. */
  odonto: { registroAns: '487.655/21-1', nome: 'Vale Verde Odonto', segmento: 'ODONTOLOGICO' },
  /** Roberto's. */
  classico: { registroAns: '487.656/21-0', nome: 'Vale Verde Clássico Enfermaria', segmento: 'MEDICO' },
  /** Lucas's (a company plan). */
  empresarial: {
    registroAns: '487.657/22-8',
    nome: 'Vale Verde Empresarial Enfermaria',
    segmento: 'MEDICO',
  },
  /** No demo family has it: the widest medical network. */
  executivo: { registroAns: '487.658/23-6', nome: 'Vale Verde Executivo Apartamento', segmento: 'MEDICO' },
  /** No demo family has it. */
  odontoPlus: { registroAns: '487.659/23-4', nome: 'Vale Verde Odonto Plus', segmento: 'ODONTOLOGICO' },
} as const satisfies Record<string, ProdutoDemo>;

/** A location of the demo network that a search is known to find. */
export interface LocalDemo {
  /** The ERP id it is seeded with (rede_locais.id_erp). */
  idErp: string;
  /** Its title in the results. */
  nome: string;
  bairro: string;
  cidade: string;
  /** Digits with area code. */
  telefone: string;
}

const MEDICOS = Object.values(PRODUTOS_REDE_DEMO)
  .filter((p) => p.segmento === 'MEDICO')
  .map((p) => p.registroAns);

/** The demo searches (docs/guia-medico.md "Buscas da demonstração"). */
export const BUSCAS_REDE_DEMO = {
  /**
   * A pediatrician near a Campinas CEP: 'pediatra' (or the speciality PEDIATRIA) from CEP 13025-001 (Cambuí);
   * the clinic sits at the centre of the CEP's sector, so it comes first, 0 m away. In every medical product.
   */
  pediatraPerto: {
    cep: '13025-001',
    termo: 'pediatra',
    servico: 'PEDIATRIA',
    servicoNome: 'Pediatria',
    produtos: MEDICOS,
    primeiro: {
      idErp: 'DEMO-PEQUENOS-PASSOS',
      nome: 'Clínica Pequenos Passos',
      bairro: 'Cambuí',
      cidade: 'Campinas',
      telefone: '1932550101',
    },
  },
  /** A typo in a speciality: 'ortopedsta' is read as Ortopedia e Traumatologia; this clinic offers it. */
  ortopediaComErro: {
    termo: 'ortopedsta',
    servico: 'ORTOPEDIA',
    servicoNome: 'Ortopedia e Traumatologia',
    local: {
      idErp: 'DEMO-QUARESMEIRA',
      nome: 'Instituto Ortopédico Quaresmeira',
      bairro: 'Taquaral',
      cidade: 'Campinas',
      telefone: '1932550202',
    },
  },
  /** A typo in a provider's name: 'quaresmera' finds the same clinic by its name. */
  nomeComErro: { termo: 'quaresmera', idErp: 'DEMO-QUARESMEIRA', nome: 'Instituto Ortopédico Quaresmeira' },
  /** No accent: 'jose' finds the orthopaedist José Ricardo Tavares (the only José of the network). */
  nomeSemAcento: {
    termo: 'jose',
    local: {
      idErp: 'DEMO-JOSE-TAVARES',
      nome: 'José Ricardo Tavares',
      bairro: 'Centro',
      cidade: 'Campinas',
      telefone: '1932550303',
    },
    registro: { conselho: 'CRM', numero: '114477', uf: 'SP' },
  },
  /**
   * A 24-hour emergency room in São Paulo: 'pronto-socorro 24 horas' near CEP 01310-100 (Av. Paulista); the
   * hospital sits at the centre of the CEP's sector and comes first. In every medical product.
   */
  prontoSocorroSaoPaulo: {
    cep: '01310-100',
    uf: 'SP',
    cidade: 'São Paulo',
    primeiro: {
      idErp: 'DEMO-JACARANDA',
      nome: 'Hospital Jacarandá Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      telefone: '1132550404',
    },
  },
} as const;

/**
 * The demo network's changes, relative to the day of seeding. The first shows on the home of the members whose
 * plan includes the hospital (Maria's Essencial, not Roberto's Clássico); the second is too far ahead for a
 * notice; the third has left, so the search no longer offers it (the changes page lists it).
 */
export const ALTERACOES_REDE_DEMO = {
  saidaProxima: {
    diasAteSaida: 20,
    motivo: 'Encerramento do contrato com a operadora.',
    produtos: [PRODUTOS_REDE_DEMO.essencial.registroAns, PRODUTOS_REDE_DEMO.executivo.registroAns],
    local: {
      idErp: 'DEMO-PRIMAVERA',
      nome: 'Hospital Primavera',
      bairro: 'Jardim Chapadão',
      cidade: 'Campinas',
      telefone: '1932550505',
    },
    substituto: {
      idErp: 'DEMO-PAINEIRAS',
      nome: 'Hospital Paineiras',
      bairro: 'Taquaral',
      cidade: 'Campinas',
      telefone: '1932550606',
    },
  },
  saidaDistante: {
    diasAteSaida: 60,
    motivo: 'Descredenciamento a pedido do prestador.',
    produtos: [PRODUTOS_REDE_DEMO.essencial.registroAns, PRODUTOS_REDE_DEMO.classico.registroAns],
    local: {
      idErp: 'DEMO-HORIZONTE',
      nome: 'Hospital Horizonte',
      bairro: 'Centro',
      cidade: 'Sumaré',
      telefone: '1932550707',
    },
    /** The operator's own hospital (prestadores 900101) takes its members. */
    substituto: { idErp: 'PROPRIO-900101', nome: 'Hospital Vale Verde Campinas' },
  },
  saidaPassada: {
    diasDesdeSaida: 10,
    motivo: 'Encerramento das atividades.',
    produtos: [PRODUTOS_REDE_DEMO.essencial.registroAns, PRODUTOS_REDE_DEMO.empresarial.registroAns],
    local: {
      idErp: 'DEMO-RECANTO',
      nome: 'Hospital Recanto',
      bairro: 'Centro',
      cidade: 'Valinhos',
      telefone: '1932550808',
    },
  },
} as const;
