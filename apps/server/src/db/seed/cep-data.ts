// Seed of issue 4 part A: a sample postal-code table (real Correios ranges for a few cities and a handful
// of real street CEPs, incl. the demo families' streets). CEPs as 8 digits. The families' addresses and
// their contracts' payment standing are part of each family (demo-data.ts, family.ts).
import type { Database } from '../client.js';
import { cepLogradouros, cidades } from '../schema/dados-pessoais.js';

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

export async function seedCeps(tx: Tx): Promise<void> {
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
}
