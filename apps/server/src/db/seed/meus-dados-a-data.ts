// Seed of issue 4 part A: the families' addresses, a sample postal-code table (real Correios ranges for a
// few cities and a handful of real street CEPs, incl. the demo families' streets) and each contract's
// payment standing for the portability letter. CEPs as 8 digits.
import { inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cepLogradouros, cidades, contratoAdimplencia, enderecos } from '../schema/meus-dados-a.js';
import { people } from '../schema/people.js';
import { contratos } from '../schema/plans.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lower case without accents: how city names are searched. */
export const searchable = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** [uf, nome, first CEP, last CEP] — Correios ranges; cities without a range are only searchable. */
export const SEED_CIDADES: [string, string, string | null, string | null][] = [
  ['SP', 'São Paulo', '01000001', '05999999'],
  ['SP', 'Campinas', '13000001', '13139999'],
  ['SP', 'Paulínia', '13140001', '13140999'],
  ['SP', 'Sumaré', '13170001', '13182999'],
  ['SP', 'Hortolândia', '13183001', '13189999'],
  ['SP', 'Jundiaí', '13200001', '13219999'],
  ['SP', 'Valinhos', '13270001', '13279999'],
  ['SP', 'Vinhedo', '13280001', '13289999'],
  ['SP', 'Indaiatuba', '13330001', '13349999'],
  ['SP', 'Americana', '13465001', '13479999'],
  ['SP', 'Santos', null, null],
  ['SP', 'Ribeirão Preto', null, null],
  ['SP', 'Sorocaba', null, null],
  ['SP', 'Piracicaba', null, null],
  ['RJ', 'Rio de Janeiro', '20000001', '23799999'],
  ['RJ', 'Niterói', null, null],
  ['MG', 'Belo Horizonte', '30000001', '31999999'],
  ['MG', 'Uberlândia', null, null],
  ['MG', 'Poços de Caldas', null, null],
  ['PR', 'Curitiba', '80000001', '82999999'],
  ['RS', 'Porto Alegre', '90000001', '91999999'],
  ['BA', 'Salvador', '40000001', '42499999'],
  ['PE', 'Recife', '50000001', '52999999'],
  ['CE', 'Fortaleza', '60000001', '61599999'],
  ['DF', 'Brasília', '70000001', '72799999'],
];

export const SEED_CEPS: (typeof cepLogradouros.$inferInsert)[] = [
  {
    cep: '01001000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  {
    cep: '04094050',
    logradouro: 'Avenida Pedro Álvares Cabral',
    bairro: 'Vila Mariana',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  { cep: '13025001', logradouro: 'Rua Coronel Quirino', bairro: 'Cambuí', cidade: 'Campinas', uf: 'SP' },
  { cep: '13015100', logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', cidade: 'Campinas', uf: 'SP' },
  { cep: '13070173', logradouro: 'Avenida Brasil', bairro: 'Jardim Chapadão', cidade: 'Campinas', uf: 'SP' },
  {
    cep: '13083859',
    logradouro: 'Rua Sérgio Buarque de Holanda',
    bairro: 'Cidade Universitária',
    cidade: 'Campinas',
    uf: 'SP',
  },
  { cep: '13270000', logradouro: 'Avenida Independência', bairro: 'Centro', cidade: 'Valinhos', uf: 'SP' },
  {
    cep: '22021001',
    logradouro: 'Avenida Atlântica',
    bairro: 'Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
  {
    cep: '30130001',
    logradouro: 'Avenida Afonso Pena',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
  },
  { cep: '80020310', logradouro: 'Rua XV de Novembro', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
];

type SeedAddress = Omit<typeof enderecos.$inferInsert, 'pessoaId'>;
const residencial = (a: Omit<SeedAddress, 'tipoEndereco'>): SeedAddress => ({
  ...a,
  tipoEndereco: 'RESIDENCIAL',
});
const familyA = residencial({
  cep: '13025001',
  logradouro: 'Rua Coronel Quirino',
  numero: '1240',
  complemento: 'Apto 52',
  bairro: 'Cambuí',
  cidade: 'Campinas',
  uf: 'SP',
});

/** Addresses by CPF; Carlos, the contratante, is billed at his office. */
export const SEED_ENDERECOS: Record<string, SeedAddress[]> = {
  '11144477735': [
    familyA,
    {
      tipoEndereco: 'COBRANCA',
      cep: '13015100',
      logradouro: 'Rua Barão de Jaguara',
      numero: '707',
      complemento: 'Sala 1203',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
    },
  ],
  '39053344705': [familyA],
  '45678912364': [familyA],
  '74185296355': [familyA],
  '12345678909': [
    residencial({
      cep: '13070173',
      logradouro: 'Avenida Brasil',
      numero: '2050',
      complemento: null,
      bairro: 'Jardim Chapadão',
      cidade: 'Campinas',
      uf: 'SP',
    }),
  ],
  '85296374100': [
    residencial({
      cep: '30130001',
      logradouro: 'Avenida Afonso Pena',
      numero: '867',
      complemento: 'Apto 801',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    }),
  ],
  '27514839682': [
    residencial({
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Apto 141',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    }),
  ],
  '24681357928': [
    residencial({
      cep: '22021001',
      logradouro: 'Avenida Atlântica',
      numero: '2364',
      complemento: null,
      bairro: 'Copacabana',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    }),
  ],
  '15935725819': [
    residencial({
      cep: '13270000',
      logradouro: 'Avenida Independência',
      numero: null,
      semNumero: true,
      complemento: 'Chácara 12',
      bairro: 'Centro',
      cidade: 'Valinhos',
      uf: 'SP',
    }),
  ],
};

/** Payment standing per contract code; Fernanda's contract has an open month. */
export const SEED_ADIMPLENCIA: Record<string, { ultimaCompetenciaPaga: string; emDia: boolean }> = {
  '100001': { ultimaCompetenciaPaga: '2026-01-01', emDia: true },
  '100002': { ultimaCompetenciaPaga: '2026-01-01', emDia: true },
  '200001': { ultimaCompetenciaPaga: '2026-01-01', emDia: true },
  '300001': { ultimaCompetenciaPaga: '2025-11-01', emDia: false },
  '400001': { ultimaCompetenciaPaga: '2026-01-01', emDia: true },
  '500001': { ultimaCompetenciaPaga: '2026-01-01', emDia: true },
  '600001': { ultimaCompetenciaPaga: '2026-01-01', emDia: true },
};

export async function seedMeusDadosA(tx: Tx, seededAt: Date): Promise<void> {
  await tx.insert(cidades).values(
    SEED_CIDADES.map(([uf, nome, cepInicial, cepFinal]) => ({
      uf,
      nome,
      nomeBusca: searchable(nome),
      cepInicial,
      cepFinal,
    })),
  );
  await tx.insert(cepLogradouros).values(SEED_CEPS);

  const cpfs = Object.keys(SEED_ENDERECOS);
  const persons = await tx
    .select({ id: people.id, cpf: people.cpf })
    .from(people)
    .where(inArray(people.cpf, cpfs));
  const rows = persons.flatMap((p) => (SEED_ENDERECOS[p.cpf] ?? []).map((a) => ({ ...a, pessoaId: p.id })));
  if (rows.length > 0) await tx.insert(enderecos).values(rows);

  const seededContratos = await tx
    .select({ id: contratos.id, codigo: contratos.codigo })
    .from(contratos)
    .where(inArray(contratos.codigo, Object.keys(SEED_ADIMPLENCIA)));
  const standings = seededContratos.flatMap((c) => {
    const standing = SEED_ADIMPLENCIA[c.codigo];
    return standing ? [{ contratoId: c.id, ...standing, atualizadoEm: seededAt }] : [];
  });
  if (standings.length > 0) await tx.insert(contratoAdimplencia).values(standings);
}
