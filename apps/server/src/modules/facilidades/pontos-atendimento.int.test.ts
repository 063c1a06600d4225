// Pontos de atendimento through the API (issue 17): 401 without a session; the operator's own units only
// (not the contracted network), with the spec §3 Place fields, phone, opening hours and 24-hour emergency
// (issue 37) and an embeddable map centred on their coordinates; one query however many units; the map's
// origin comes from MAPA_EMBED_ORIGIN, which the CSP allows as a frame and nowhere else.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  horariosFuncionamentoSchema,
  pontosAtendimentoEndpoints,
} from '@portal/domain/contract/facilidades/pontos-atendimento';
import { formatHorarioFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { prestadores } from '../../db/schema/saude.js';
import { PRESTADORES_SEED } from '../../db/seed/saude-data.js';
import { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

const OSM = 'https://www.openstreetmap.org';
const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const pontos = async (agent: TestAgent) => (await getJson(agent, pontosAtendimentoEndpoints.lista)).pontos;

/** The CSP as directive → sources. */
const csp = (header: string | string[] | number | undefined): Map<string, string[]> =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('GET /api/pontos-atendimento', () => {
  it('is 401 without a session', async () => {
    expect((await chamar(new TestAgent(h.app), pontosAtendimentoEndpoints.lista)).statusCode).toBe(401);
  });

  it('lists the own units only, by city, with address, phone, coordinates and a map centred on them', async () => {
    const lista = await pontos(maria);
    const proprios = PRESTADORES_SEED.filter((p) => p.proprio);
    expect(lista.map((p) => p.nome).sort()).toEqual(proprios.map((p) => p.nome).sort());
    expect(lista.map((p) => p.cidade)).toEqual(['Campinas', 'Campinas', 'São Paulo', 'São Paulo']);
    const paulista = lista.find((p) => p.nome === 'Centro Médico Vale Verde Paulista')!;
    expect(paulista).toMatchObject({
      endereco: 'Av. Paulista, 1578 - Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      latitude: -23.5614,
      longitude: -46.6559,
      telefone: '1131457000',
      tipo: 'CLINICA',
    });
    for (const ponto of lista) {
      const mapa = new URL(ponto.mapaUrl);
      expect(mapa.origin + mapa.pathname).toBe(`${OSM}/export/embed.html`);
      expect(mapa.searchParams.get('marker')).toBe(`${ponto.latitude},${ponto.longitude}`);
      const [oeste, sul, leste, norte] = mapa.searchParams.get('bbox')!.split(',').map(Number);
      expect(oeste! < ponto.longitude && ponto.longitude < leste!).toBe(true);
      expect(sul! < ponto.latitude && ponto.latitude < norte!).toBe(true);
    }
  });

  it('gives each unit its opening hours on the operator’s clock and whether it runs a 24-hour emergency room', async () => {
    const lista = await pontos(maria);
    const semana = (nome: string) => {
      const ponto = lista.find((p) => p.nome === nome)!;
      return { texto: formatHorarioFuncionamento(ponto.horarios), ps: ponto.prontoSocorro24h };
    };
    expect(semana('Centro Médico Vale Verde Cambuí')).toEqual({
      texto: 'Seg a sex, 7h às 19h; sáb, 7h às 12h',
      ps: false,
    });
    expect(semana('Centro Médico Vale Verde Paulista')).toEqual({
      texto: 'Seg a sex, 7h às 20h; sáb, 8h às 13h',
      ps: false,
    });
    expect(semana('Hospital Vale Verde Campinas')).toEqual({
      texto: 'Seg a sex, 7h às 21h; sáb, 7h às 13h',
      ps: true,
    });
    expect(semana('Pronto Atendimento Vale Verde Santana')).toEqual({ texto: '', ps: true });
    // What the contract promises holds for every unit: a closing time after the opening one, no overlap.
    for (const ponto of lista)
      expect(horariosFuncionamentoSchema.parse(ponto.horarios)).toEqual(ponto.horarios);
  });

  it('reads every unit in one query (one more unit, no more queries)', async () => {
    const queriesOf = async () =>
      (await counter.during(() => pontos(maria))).filter((q) => /prestadores/.test(q));
    expect(await queriesOf()).toHaveLength(1);
    const [hospital] = await h.database.db.select().from(prestadores).where(eq(prestadores.codigo, '900101'));
    await h.database.db.insert(prestadores).values({
      codigo: '800199',
      nome: 'Pronto Atendimento Vale Verde Teste',
      tipo: 'PRONTO_ATENDIMENTO',
      endereco: 'Rua de Teste, 1',
      bairro: 'Centro',
      cidadeId: hospital!.cidadeId,
      telefone: null,
      latitude: -22.9,
      longitude: -47.06,
      proprio: true,
    });
    try {
      expect(await queriesOf()).toHaveLength(1);
      expect((await pontos(maria)).map((p) => p.nome)).toContain('Pronto Atendimento Vale Verde Teste');
    } finally {
      await h.database.db.delete(prestadores).where(eq(prestadores.codigo, '800199'));
    }
  });

  it('frames the configured maps origin, which the CSP allows as a frame and nowhere else', async () => {
    const origin = 'https://mapas.operadora.example';
    const configured = await h.newApp({ env: { MAPA_EMBED_ORIGIN: `${origin}/qualquer/caminho` } });
    const agent = await login(configured, DEMO.maria);
    expect((await pontos(agent)).every((p) => p.mapaUrl.startsWith(`${origin}/export/embed.html?`))).toBe(
      true,
    );
    const padrao = csp(
      (await new TestAgent(h.app).get('/pontos-atendimento')).headers['content-security-policy'],
    );
    const outro = csp(
      (await new TestAgent(configured).get('/pontos-atendimento')).headers['content-security-policy'],
    );
    expect(padrao.get('frame-src')).toContain(OSM);
    expect(outro.get('frame-src')).toContain(origin);
    // Nothing else differs: the maps origin replaces the default one in frame-src only.
    const sem = (sources: string[] | undefined, o: string) => (sources ?? []).filter((s) => s !== o);
    expect(sem(outro.get('frame-src'), origin)).toEqual(sem(padrao.get('frame-src'), OSM));
    for (const [directive, sources] of padrao) {
      if (directive === 'frame-src') continue;
      expect(outro.get(directive), directive).toEqual(sources);
      expect(sources, directive).not.toContain(OSM);
    }
  });
});
