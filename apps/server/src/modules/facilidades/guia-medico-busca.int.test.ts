// The Guia Médico's search through the API (issue 40, decision 0046), on a fixture network of its own
// (test/rede.ts) beside the demo's: relevance (typos, accents, synonyms), distance order from a position and
// from a CEP's sector, the plan filter (a location of another product next door never shows), stable paging,
// the filters, a departed location absent and a leaving one announced, the 422 CEP, and a fixed number of
// queries whatever the page holds.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GUIA_MEDICO_MESSAGES,
  GUIA_MEDICO_POR_PAGINA,
  guiaMedicoEndpoints as endpoints,
  type BuscaRede,
} from '@portal/domain/contract/facilidades/guia-medico';
import { chamar, getJson, type QueryDeTeste } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { QueryCounter, withDemo } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';
import { diaOperador } from '../../platform/family-scope.js';
import {
  criarRedeTeste,
  ORIGEM_TESTE,
  PRODUTO_TESTE,
  PRODUTO_VIZINHO,
  type RedeTeste,
} from '../../test/rede.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let visitante: TestAgent;
let rede: RedeTeste;

beforeAll(async () => {
  visitante = new TestAgent(demo.h.app);
  rede = await criarRedeTeste(demo.h.database.db, diaOperador(new Date(TEST_NOW)));
});

const buscar = (query: QueryDeTeste) =>
  getJson(visitante, endpoints.busca, { query: { produto: PRODUTO_TESTE, ...query } });
const ids = (busca: BuscaRede) => busca.itens.map((i) => i.localId);

/** Every page of a search, in order. */
async function todas(query: QueryDeTeste): Promise<BuscaRede['itens']> {
  const itens: BuscaRede['itens'] = [];
  for (let pagina = 1; pagina < 20; pagina++) {
    const busca = await buscar({ ...query, pagina });
    expect(busca.pagina).toBe(pagina);
    itens.push(...busca.itens);
    if (!busca.temMais) return itens;
    expect(busca.itens).toHaveLength(GUIA_MEDICO_POR_PAGINA);
  }
  throw new Error('paginação sem fim');
}

describe('GET /api/guia-medico/servicos (suggestions)', () => {
  it('reads a synonym the operator adds or changes at once (rede_servicos.termos_busca, migration 0060)', async () => {
    const sugestoes = async (termo: string) =>
      (await getJson(visitante, endpoints.sugestoes, { query: { termo } })).servicos.map((s) => s.codigo);
    expect(await sugestoes('quiropraxia')).not.toContain('TESTE_ORTOPEDIA');
    const db = demo.h.database.db;
    await db.execute(
      sql`update rede_servicos set sinonimos = array_append(sinonimos, 'Quiropráxia') where codigo = 'TESTE_ORTOPEDIA'`,
    );
    expect(await sugestoes('quiropraxia')).toContain('TESTE_ORTOPEDIA');
    await db.execute(
      sql`update rede_servicos set sinonimos = array_remove(sinonimos, 'Quiropráxia') where codigo = 'TESTE_ORTOPEDIA'`,
    );
    expect(await sugestoes('quiropraxia')).not.toContain('TESTE_ORTOPEDIA');
  });

  it('reads typos, synonyms and missing accents as the catalogue entry', async () => {
    const sugestoes = async (termo: string) =>
      (await getJson(visitante, endpoints.sugestoes, { query: { termo } })).servicos.map((s) => s.codigo);
    expect(await sugestoes('ortopedsta')).toContain('TESTE_ORTOPEDIA');
    expect(await sugestoes('pediatra')).toContain('TESTE_PEDIATRIA');
    expect(await sugestoes('medico de crianca')).toContain('TESTE_PEDIATRIA');
    expect(await sugestoes('raio x')).toContain('TESTE_RAIO_X');
    expect(await sugestoes('jose')).not.toContain('TESTE_ORTOPEDIA');
  });
});

describe('GET /api/guia-medico/busca', () => {
  it('reads a misspelt speciality as the catalogue entry and finds the locations offering it', async () => {
    const busca = await buscar({ termo: 'ortopedsta' });
    expect(busca.servicosEntendidos.map((s) => s.codigo)).toContain('TESTE_ORTOPEDIA');
    const achados = (await todas({ termo: 'ortopedsta' })).map((i) => i.localId);
    expect(new Set(achados)).toEqual(new Set(rede.ortopedia));
    const primeiro = busca.itens.find((i) => i.localId === rede.locais.saoJose)!;
    expect(primeiro.servicos[0]).toEqual({
      codigo: 'TESTE_ORTOPEDIA',
      nome: 'Ortopedia',
      tipo: 'ESPECIALIDADE',
    });
  });

  it('reads a term as a provider’s name only when the name resembles it far better than the catalogue does', async () => {
    // "Clínica Ortopédica São José" (0.77) against the catalogue's Ortopedia (0.53): the clinic, not every
    // orthopaedist of the product.
    const saoJose = await todas({ termo: 'ortopedia sao jose' });
    expect(saoJose.map((i) => i.localId)).toEqual([rede.locais.saoJose]);
    expect((await buscar({ termo: 'ortopedia sao jose' })).servicosEntendidos).toEqual([]);
    // The speciality alone still reads as the catalogue entry, with every location offering it.
    const ortopedia = await todas({ termo: 'ortopedia' });
    expect(new Set(ortopedia.map((i) => i.localId))).toEqual(new Set(rede.ortopedia));
  });

  it('finds a name without its accents and with a typo, and a speciality by the word members use', async () => {
    const jose = ids(await buscar({ termo: 'jose' }));
    expect(jose).toEqual(expect.arrayContaining([rede.locais.saoJose, rede.locais.drJose]));
    expect(ids(await buscar({ termo: 'jose antonio da slva' }))).toContain(rede.locais.drJose);
    // Word similarity 0.52: found under the search's threshold (0.45), not under pg_trgm's default (0.6).
    expect(ids(await buscar({ termo: 'jse antono silva' }))).toContain(rede.locais.drJose);
    const pediatra = await buscar({ termo: 'pediatra' });
    expect(pediatra.servicosEntendidos.map((s) => s.codigo)).toContain('TESTE_PEDIATRIA');
    expect(ids(pediatra)).toEqual([rede.locais.sorriso]);
  });

  it('reads a whole term as a speciality, not a word’s beginning (that is for suggestions)', async () => {
    const sugestoes = await getJson(visitante, endpoints.sugestoes, { query: { termo: 'ped' } });
    expect(sugestoes.servicos.map((s) => s.codigo)).toContain('TESTE_PEDIATRIA');
    const busca = await buscar({ termo: 'ped' });
    expect(busca.servicosEntendidos.map((s) => s.codigo)).not.toContain('TESTE_PEDIATRIA');
    // Still found, by its name ('Pediatria Sorriso S.A.').
    expect(ids(busca)).toEqual([rede.locais.sorriso]);
  });

  it('orders by distance from the phone’s position, nearest first, ties by location, and pages without repeats', async () => {
    const query = { servico: 'TESTE_ORTOPEDIA', ...ORIGEM_TESTE };
    const itens = await todas(query);
    expect(itens.map((i) => i.localId).sort((a, b) => a - b)).toEqual(
      [...rede.ortopedia].sort((a, b) => a - b),
    );
    expect(new Set(itens.map((i) => i.localId)).size).toBe(itens.length);
    for (let i = 1; i < itens.length; i++) {
      const [antes, depois] = [itens[i - 1]!, itens[i]!];
      expect(antes.distanciaMetros!).toBeLessThanOrEqual(depois.distanciaMetros!);
      if (antes.distanciaMetros === depois.distanciaMetros)
        expect(antes.localId).toBeLessThan(depois.localId);
    }
    expect(itens[0]).toMatchObject({ localId: rede.locais.saoJose, distanciaMetros: 0 });
    // 10 thousandths of a degree of latitude south: 1.1 km.
    expect(itens[1]).toMatchObject({ localId: rede.locais.drJose });
    expect(itens[1]!.distanciaMetros).toBeGreaterThan(1100);
    expect(itens[1]!.distanciaMetros).toBeLessThan(1120);
    const pagina1 = await buscar({ ...query, pagina: 1 });
    expect(pagina1.origem).toEqual({ ...ORIGEM_TESTE, descricao: 'Sua localização' });
    expect(pagina1.temMais).toBe(true);
  });

  it('places a CEP at the centre of the network’s locations of its sector, and answers 422 outside the network', async () => {
    const busca = await buscar({ servico: 'TESTE_ORTOPEDIA', cep: '39999-010' });
    expect(busca.origem?.descricao).toBe('CEP 39999-010');
    // Every fixture location shares the sector 39999: their average latitude.
    expect(busca.origem!.latitude).toBeLessThan(ORIGEM_TESTE.latitude);
    expect(busca.origem!.latitude).toBeGreaterThan(ORIGEM_TESTE.latitude - 0.06);
    const distancias = busca.itens.map((i) => i.distanciaMetros!);
    expect(distancias).toEqual([...distancias].sort((a, b) => a - b));

    const fora = await chamar(visitante, endpoints.busca, {
      query: { produto: PRODUTO_TESTE, cep: '69900-000' },
    });
    expect(fora.statusCode).toBe(422);
    expect(fora.json()).toMatchObject({ mensagem: GUIA_MEDICO_MESSAGES.cepForaDaRede });
  });

  it('never offers a location outside the product, even next door', async () => {
    const perto = { ...ORIGEM_TESTE, servico: 'TESTE_PEDIATRIA' };
    const doPlano = await todas(perto);
    expect(doPlano.map((i) => i.localId)).toEqual([rede.locais.sorriso]);
    for (const query of [
      { termo: 'hospital vizinho' },
      { termo: 'ortopedia' },
      { prontoSocorro24h: 'true' },
    ]) {
      expect(ids(await buscar(query))).not.toContain(rede.locais.vizinho);
    }
    const outro = await getJson(visitante, endpoints.busca, {
      query: { produto: PRODUTO_VIZINHO, ...perto },
    });
    expect(ids(outro)).toEqual([rede.locais.vizinho]);
  });

  it('never offers a departed location; a leaving one carries its day and substitute', async () => {
    const itens = await todas({ servico: 'TESTE_ORTOPEDIA', ...ORIGEM_TESTE });
    expect(itens.map((i) => i.localId)).not.toContain(rede.locais.saiu);
    expect(ids(await buscar({ termo: 'hospital que saiu' }))).not.toContain(rede.locais.saiu);
    const sai = itens.find((i) => i.localId === rede.locais.sai)!;
    expect(sai.saida).toMatchObject({
      motivo: 'Encerramento das atividades',
      substituto: { localId: rede.locais.sorriso, nome: 'Pediatria Sorriso S.A.' },
    });
    expect(sai.saida!.dataSaida > diaOperador(new Date(TEST_NOW))).toBe(true);
    // 60 days ahead: not announced yet.
    const longe = (await buscar({ servico: 'TESTE_RAIO_X' })).itens.find(
      (i) => i.localId === rede.locais.saiRoberto,
    )!;
    expect(longe.saida).toBeNull();
  });

  it('filters: emergency, telemedicine, accessibility and quality all-of, kind, city and neighbourhood, open now', async () => {
    const de = async (query: QueryDeTeste) =>
      new Set(ids(await buscar({ uf: 'MG', cidade: 'vila teste', ...query })));
    expect(await de({ prontoSocorro24h: 'true' })).toEqual(new Set([rede.locais.sorriso]));
    expect(await de({ telemedicina: 'true' })).toEqual(new Set([rede.locais.drJose, rede.locais.sorriso]));
    expect(await de({ acessibilidade: 'RAMPA_OU_ELEVADOR' })).toEqual(
      new Set([rede.locais.saoJose, rede.locais.sorriso]),
    );
    expect(await de({ acessibilidade: 'RAMPA_OU_ELEVADOR,LIBRAS' })).toEqual(new Set([rede.locais.sorriso]));
    expect(await de({ qualidade: 'ACREDITACAO,NOTIVISA' })).toEqual(new Set([rede.locais.saoJose]));
    expect(await de({ tipo: 'HOSPITAL' })).toEqual(new Set([rede.locais.sai]));
    expect(await de({ bairro: 'Jardim Teste' })).toEqual(new Set([rede.locais.sorriso]));
    // Tuesday 09:00 on the operator's clock: the clinic open Mon–Fri 8–18 and the 24-hour emergency.
    expect(await de({ abertoAgora: 'true' })).toEqual(new Set([rede.locais.saoJose, rede.locais.sorriso]));
    const itens = await todas({ uf: 'MG', cidade: 'Vila Teste' });
    const aberto = (chave: string) => itens.find((i) => i.localId === rede.locais[chave])!.abertoAgora;
    expect([aberto('saoJose'), aberto('drJose'), aberto('sorriso'), aberto('consultorio0')]).toEqual([
      true,
      false,
      true,
      null,
    ]);
    expect(ids(await buscar({ uf: 'SP', cidade: 'Vila Teste' }))).toEqual([]);
  });

  it('answers 404 for a product the network does not know, and 400 for half a position', async () => {
    const desconhecido = await chamar(visitante, endpoints.busca, { query: { produto: '000.000/00-0' } });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toMatchObject({ mensagem: GUIA_MEDICO_MESSAGES.produtoDesconhecido });
    const meia = await chamar(visitante, endpoints.busca, {
      query: { produto: PRODUTO_TESTE, latitude: -18 },
    });
    expect(meia.statusCode).toBe(400);
  });

  it('runs the same few queries for a full page as for one result (no query per location)', async () => {
    // The transaction's begin and commit aside (PostgreSQL's driver logs them, PGlite's does not).
    const consultas = async (query: QueryDeTeste) =>
      (await counter.during(() => buscar(query))).filter((q) => !/^(begin|commit)\b/i.test(q.trim()));
    const cheia = await consultas({ termo: 'ortopedsta' });
    const uma = await consultas({ servico: 'TESTE_PEDIATRIA', ...ORIGEM_TESTE });
    expect(cheia.length).toBe(uma.length);
    // The address's counter, the preparation, the page (with its services and departures).
    expect(cheia.length).toBeLessThanOrEqual(3);
    // The first page of orthopaedics by distance ends inside a group of eight at one point: the distance walk
    // reads once more, with room for the whole group, so page 2 continues it by id.
    const empate = await consultas({ servico: 'TESTE_ORTOPEDIA', ...ORIGEM_TESTE });
    expect(empate.length).toBe(uma.length + 1);
  });
});
