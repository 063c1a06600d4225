// GET /api/beneficiarios/topicos (issue 17): 401 without a session; only active topics already
// published, newest first (ordem among the same day), at most 10, in one query and without an audit row;
// the body sanitised by the allow-list — a <script> and an onclick of an operator's row are gone.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAXIMO_TOPICOS, topicosEndpoints, type Topicos } from '@portal/domain/contract/shell/topicos';
import { auditoria } from '../../db/schema/audit.js';
import { topicos } from '../../db/schema/topicos.js';
import { chamar, getJson } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const lista = (agent: TestAgent): Promise<Topicos> => getJson(agent, topicosEndpoints.lista);
const auditorias = async () => (await h.database.db.select({ n: count() }).from(auditoria))[0]!.n;

describe('GET /api/beneficiarios/topicos', () => {
  it('is 401 without a session', async () => {
    expect((await chamar(new TestAgent(h.app), topicosEndpoints.lista)).statusCode).toBe(401);
  });

  it('lists the active, published topics newest first, in one query and without an audit row', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const antes = await auditorias();
    let body: Topicos | undefined;
    const queries = await counter.during(async () => {
      body = await lista(carlos);
    });
    expect(queries.filter((q) => /from "topicos"/.test(q))).toHaveLength(1);
    expect(await auditorias()).toBe(antes);
    // TEST_TODAY is 2026-03-10: the seed's four published ones (the withdrawn and the scheduled are not).
    expect(body!.topicos.map((t) => t.publicadoEm)).toEqual([
      '2026-03-08',
      '2026-03-01',
      '2026-02-22',
      '2026-02-08',
    ]);
    expect(body!.topicos.map((t) => t.titulo)).not.toContain('Campanha de vacinação do ano passado');
    expect(body!.topicos.map((t) => t.titulo)).not.toContain('Novembro Azul: saúde do homem');
    expect(body!.topicos[0]!.titulo).toBe('Vacinação contra a gripe: já chegou a sua vez?');
    expect(body!.topicos[0]!.corpoHtml).toContain(
      '<a href="https://www.gov.br/saude/pt-br/vacinacao" rel="noopener noreferrer">',
    );
  });

  it('shows a scheduled topic from its day, orders a day by ordem, and keeps to ten', async () => {
    h.clock.set('2026-03-15T15:00:00.000Z');
    try {
      const maria = await login(h.app, DEMO.maria);
      await h.database.db.insert(topicos).values(
        Array.from({ length: 8 }, (_, i) => ({
          titulo: `Aviso ${i}`,
          resumo: 'r',
          corpoHtml: '<p>c</p>',
          publicadoEm: '2026-03-14',
          ordem: 8 - i,
        })),
      );
      const { topicos: lidos } = await lista(maria);
      expect(lidos).toHaveLength(MAXIMO_TOPICOS);
      expect(lidos[0]!.titulo).toBe('Novembro Azul: saúde do homem');
      expect(lidos.slice(1, 9).map((t) => t.titulo)).toEqual(
        [7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Aviso ${i}`),
      );
    } finally {
      await h.database.db.delete(topicos).where(eq(topicos.resumo, 'r'));
      h.clock.set('2026-03-10T12:00:00.000Z');
    }
  });

  it('sends the body sanitised: no script, no event handler, no javascript: link', async () => {
    const [row] = await h.database.db
      .insert(topicos)
      .values({
        titulo: 'Tópico do operador',
        resumo: 'Com HTML perigoso',
        corpoHtml:
          '<p onclick="roubar()">Olá <script>document.cookie</script><a href="javascript:alert(1)">clique</a> <a href="https://ans.gov.br" target="_blank">ANS</a></p><img src=x onerror=alert(1)>',
        publicadoEm: '2026-03-10',
        ordem: -1,
      })
      .returning({ id: topicos.id });
    try {
      const { topicos: lidos } = await lista(await login(h.app, DEMO.maria));
      const topico = lidos.find((t) => t.id === row!.id);
      expect(topico?.corpoHtml).toBe(
        '<p>Olá clique <a href="https://ans.gov.br/" rel="noopener noreferrer">ANS</a></p>',
      );
    } finally {
      await h.database.db.delete(topicos).where(eq(topicos.id, row!.id));
    }
  });
});
