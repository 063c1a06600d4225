// The Guia Médico's other calls through the API (issue 40, decision 0046), on the fixture network
// (test/rede.ts): the products, a provider's page ("aberto agora" by the same rule as the domain's, the own
// unit's booking), the network changes, the member's own plans and home notices (a change in Maria's plan
// within 30 days; none for Roberto until his own comes near), and the public calls' per-address limit.
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GUIA_MEDICO_MESSAGES,
  guiaMedicoEndpoints as endpoints,
} from '@portal/domain/contract/facilidades/guia-medico';
import { abertoAgora } from '@portal/domain/format/horario-funcionamento';
import { rowsOf } from '../../db/rows.js';
import { agendaHorarios } from '../../db/schema/agendamento.js';
import { redeLocais } from '../../db/schema/rede.js';
import { prestadores } from '../../db/schema/saude.js';
import { diaOperador } from '../../platform/family-scope.js';
import { chamar, getJson } from '../../test/contrato.js';
import {
  criarRedeTeste,
  PRODUTO_MARIA,
  PRODUTO_ROBERTO,
  PRODUTO_TESTE,
  type RedeTeste,
} from '../../test/rede.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, withDemo } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';

const demo = withDemo();
let visitante: TestAgent;
let rede: RedeTeste;
const hoje = diaOperador(new Date(TEST_NOW));

beforeAll(async () => {
  visitante = new TestAgent(demo.h.app);
  rede = await criarRedeTeste(demo.h.database.db, hoje);
});

describe('GET /api/guia-medico/produtos', () => {
  it('lists the active products for a visitor to choose', async () => {
    const { produtos } = await getJson(visitante, endpoints.produtos);
    expect(produtos).toContainEqual({
      registroAns: PRODUTO_TESTE,
      nome: 'Plano Teste da Rede',
      segmento: 'MEDICO',
    });
  });
});

describe('GET /api/guia-medico/prestadores/:id', () => {
  it('shows the provider, its quality, and each location with hours, services, products and the map', async () => {
    const pagina = await getJson(visitante, endpoints.prestador, {
      params: { id: rede.prestadores.saoJose! },
    });
    expect(pagina).toMatchObject({
      id: rede.prestadores.saoJose,
      tipoPessoa: 'PJ',
      nome: 'Clínica Ortopédica São José Ltda',
      nomeFantasia: 'Clínica São José',
      registro: null,
      qualidade: ['ACREDITACAO', 'NOTIVISA'],
    });
    const [local] = pagina.locais;
    expect(local).toMatchObject({
      localId: rede.locais.saoJose,
      nome: 'Clínica São José',
      abertoAgora: true,
      saida: null,
      agendamento: null,
      servicos: [{ codigo: 'TESTE_ORTOPEDIA', nome: 'Ortopedia', tipo: 'ESPECIALIDADE' }],
      produtos: [{ registroAns: PRODUTO_TESTE, nome: 'Plano Teste da Rede', segmento: 'MEDICO' }],
    });
    expect(local!.horarios).toHaveLength(5);
    expect(new URL(local!.mapaUrl).searchParams.get('marker')).toBe('-18,-45');

    const medico = await getJson(visitante, endpoints.prestador, {
      params: { id: rede.prestadores.drJose! },
    });
    expect(medico.registro).toEqual({ conselho: 'CRM', numero: '123456', uf: 'MG' });
  });

  it('says "aberto agora" by the domain’s rule at every hour of the week (one rule, in SQL)', async () => {
    const inicio = new Date(TEST_NOW).getTime();
    const semana = Array.from({ length: 34 }, (_, i) => new Date(inicio + i * 5 * 3_600_000 + 7 * 60_000));
    // Tuesday 08:00 opens, 17:59 still open, 18:00 closed (São Paulo, UTC−3).
    const bordas = ['2026-03-10T11:00:00Z', '2026-03-10T20:59:00Z', '2026-03-10T21:00:00Z'].map(
      (t) => new Date(t),
    );
    try {
      for (const instante of [...bordas, ...semana]) {
        demo.h.clock.set(instante);
        for (const chave of ['saoJose', 'drJose', 'sorriso']) {
          const { locais } = await getJson(visitante, endpoints.prestador, {
            params: { id: rede.prestadores[chave]! },
          });
          const [local] = locais;
          expect(local!.abertoAgora, `${chave} ${instante.toISOString()}`).toBe(
            abertoAgora(local!.horarios, local!.prontoSocorro24h, instante),
          );
        }
      }
    } finally {
      demo.h.clock.set(TEST_NOW);
    }
  });

  it('offers booking at an own unit, announces a departure, and hides a provider that has left', async () => {
    const db = demo.h.database.db;
    const [unidade] = await db
      .selectDistinct({ id: prestadores.id })
      .from(prestadores)
      .innerJoin(agendaHorarios, eq(agendaHorarios.prestadorId, prestadores.id))
      .where(and(eq(prestadores.proprio, true), gt(agendaHorarios.inicio, new Date(TEST_NOW))))
      .limit(1);
    await db
      .update(redeLocais)
      .set({ unidadeAgendamentoId: unidade!.id })
      .where(eq(redeLocais.id, rede.locais.sorriso!));
    const sorriso = await getJson(visitante, endpoints.prestador, {
      params: { id: rede.prestadores.sorriso! },
    });
    expect(sorriso.locais[0]!.agendamento!.especialidades.length).toBeGreaterThan(0);

    const sai = await getJson(visitante, endpoints.prestador, { params: { id: rede.prestadores.sai! } });
    expect(sai.locais[0]!.saida).toMatchObject({ substituto: { localId: rede.locais.sorriso } });

    const saiu = await chamar(visitante, endpoints.prestador, { params: { id: rede.prestadores.saiu! } });
    expect(saiu.statusCode).toBe(404);
    expect(saiu.json()).toMatchObject({ mensagem: GUIA_MEDICO_MESSAGES.prestadorNaoEncontrado });
  });
});

describe('GET /api/guia-medico/alteracoes', () => {
  it('lists the changes from 90 days ago on, soonest first, with substitutes; of one product when asked', async () => {
    const { alteracoes } = await getJson(visitante, endpoints.alteracoes);
    const nossas = alteracoes.filter((a) => Object.values(rede.locais).includes(a.localId));
    expect(nossas.map((a) => a.localId)).toEqual([rede.locais.saiu, rede.locais.sai, rede.locais.saiRoberto]);
    expect(nossas[1]).toMatchObject({
      nome: 'Hospital Que Sai em Breve',
      tipo: 'HOSPITAL',
      motivo: 'Encerramento das atividades',
      substituto: { localId: rede.locais.sorriso, prestadorId: rede.prestadores.sorriso },
    });
    expect(nossas[1]!.produtos.map((p) => p.registroAns).sort()).toEqual(
      [PRODUTO_MARIA, PRODUTO_TESTE].sort(),
    );
    const datas = alteracoes.map((a) => a.dataSaida);
    expect(datas).toEqual([...datas].sort());

    const deRoberto = await getJson(visitante, endpoints.alteracoes, { query: { produto: PRODUTO_ROBERTO } });
    expect(deRoberto.alteracoes.map((a) => a.localId)).toContain(rede.locais.saiRoberto);
    expect(deRoberto.alteracoes.map((a) => a.localId)).not.toContain(rede.locais.sai);
  });
});

describe('the member’s plans and notices', () => {
  it('lists the signed-in member’s own plans, one per card; none for a contratante without a plan', async () => {
    const maria = await demo.as('maria');
    const { planos } = await getJson(maria, endpoints.meusPlanos);
    expect(planos).toContainEqual(
      expect.objectContaining({ registroAns: PRODUTO_MARIA, segmento: 'MEDICO' }),
    );
    expect(planos.map((p) => p.registroAns)).not.toContain(PRODUTO_ROBERTO);
    expect(new Set(planos.map((p) => p.codigoPlano)).size).toBe(planos.length);
    expect((await getJson(await demo.as('carlos'), endpoints.meusPlanos)).planos).toEqual([]);
    expect((await chamar(visitante, endpoints.meusPlanos)).statusCode).toBe(401);
  });

  it('notifies a change in the member’s plan within 30 days, not one of another plan nor one already gone', async () => {
    // Signed in again after the clock moves (the session would have expired).
    const avisos = async (quem: 'maria' | 'roberto') =>
      (await getJson(await login(demo.h.app, DEMO[quem]), endpoints.avisos)).avisos.map((a) => a.localId);
    const deMaria = await avisos('maria');
    expect(deMaria).toContain(rede.locais.sai);
    expect(deMaria).not.toContain(rede.locais.saiu);
    expect(deMaria).not.toContain(rede.locais.saiRoberto);
    expect(await avisos('roberto')).not.toContain(rede.locais.sai);
    // 35 days on, Roberto's laboratory leaves within 30 days; Maria's hospital has left.
    try {
      demo.h.clock.advance(35 * 24 * 3_600_000);
      expect(await avisos('roberto')).toContain(rede.locais.saiRoberto);
      expect(await avisos('maria')).not.toContain(rede.locais.sai);
    } finally {
      demo.h.clock.set(TEST_NOW);
    }
  });
});

describe('the public calls’ limit per address', () => {
  it('answers 429 in Portuguese past GUIA_MEDICO_MAX_POR_MINUTO calls of one address, others unaffected', async () => {
    const app = await demo.h.newApp({ env: { GUIA_MEDICO_MAX_POR_MINUTO: '3' } });
    const agente = new TestAgent(app);
    const de = (remoteAddress: string) =>
      chamar(agente, endpoints.sugestoes, { query: { termo: 'pediatra' }, remoteAddress });
    await demo.h.database.db.execute(sql`delete from limites_taxa where chave like 'guia-medico|%'`);
    for (let i = 0; i < 3; i++) expect((await de('203.0.113.7')).statusCode).toBe(200);
    const alem = await de('203.0.113.7');
    expect(alem.statusCode).toBe(429);
    expect(alem.json()).toMatchObject({ mensagem: GUIA_MEDICO_MESSAGES.muitasBuscas });
    expect(Number(alem.headers['retry-after'])).toBeGreaterThan(0);
    // Every public call counts in the same budget.
    expect((await chamar(agente, endpoints.produtos, { remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
    expect((await de('203.0.113.8')).statusCode).toBe(200);
    demo.h.clock.advance(61_000);
    try {
      expect((await de('203.0.113.7')).statusCode).toBe(200);
    } finally {
      demo.h.clock.set(TEST_NOW);
    }
  });

  it('lets exactly the budget through when one address calls many times at once (one atomic count)', async () => {
    const app = await demo.h.newApp({ env: { GUIA_MEDICO_MAX_POR_MINUTO: '5' } });
    const agente = new TestAgent(app);
    const respostas = await Promise.all(
      Array.from({ length: 12 }, () => chamar(agente, endpoints.produtos, { remoteAddress: '203.0.113.20' })),
    );
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
  });

  it('counts nothing with GUIA_MEDICO_MAX_POR_MINUTO=0', async () => {
    const app = await demo.h.newApp({ env: { GUIA_MEDICO_MAX_POR_MINUTO: '0' } });
    const contagem = async () =>
      rowsOf<{ n: number }>(
        await demo.h.database.db.execute(
          sql`select count(*)::int as n from limites_taxa where chave = 'guia-medico|203.0.113.9'`,
        ),
      )[0]!.n;
    for (let i = 0; i < 5; i++) {
      const resposta = await chamar(new TestAgent(app), endpoints.produtos, { remoteAddress: '203.0.113.9' });
      expect(resposta.statusCode).toBe(200);
    }
    expect(await contagem()).toBe(0);
  });
});
