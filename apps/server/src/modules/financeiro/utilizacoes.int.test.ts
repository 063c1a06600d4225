// Extrato de Utilização and Demonstrativo de Coparticipação through the API (issue 13): both statements
// read the one table of uses. Period filters return exactly the uses inside the period (both ends
// inclusive), checked against the rows; every §5 period message reaches the client as a 400; 403 without
// the permission, 404 across families; audit rows; resource usage; a fixed number of queries. The demo
// is seeded for the test clock's day (2026-03-10).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents, formatCpf } from '@portal/domain';
import { demonstrativoCoparticipacaoEndpoints } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { utilizacoes } from '../../db/schema/utilizacao.js';
import { extractPdfText } from '../../test/pdf-text.js';
import type { TestAgent } from '../../test/test-agent.js';
import { usosDoRecurso } from '../../test/contadores-uso.js';
import { chamar, getJson, urlDe, type Pedido, type QueryDeTeste } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

const EXTRATO = extratoUtilizacaoEndpoints;
const COPART = demonstrativoCoparticipacaoEndpoints;

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const extrato = (agent: TestAgent, query: QueryDeTeste) => chamar(agent, EXTRATO.extrato, { query });
const copart = (agent: TestAgent, query: QueryDeTeste) => chamar(agent, COPART.listagem, { query });
/** The statements read as the web reads them (200 expected). */
const lerExtrato = (agent: TestAgent, query: QueryDeTeste) => getJson(agent, EXTRATO.extrato, { query });
const lerCopart = (agent: TestAgent, query: QueryDeTeste) => getJson(agent, COPART.listagem, { query });
const br = (iso: string) => iso.split('-').reverse().join('/');

/** The uses of a person in the demo, straight from the table. */
async function usosDe(cpf: string, contrato = '100001') {
  return h.database.db
    .select({ u: utilizacoes })
    .from(utilizacoes)
    .innerJoin(beneficiarios, eq(beneficiarios.id, utilizacoes.beneficiarioId))
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .where(and(eq(pessoas.cpf, cpf), eq(contratos.codigo, contrato)))
    .then((rows) => rows.map((r) => r.u));
}

describe('the demo uses', () => {
  it('family A: at least 30 uses over 18 months for Maria and João, all five kinds, co-participation in 6+ months, billed on the next month’s bill', async () => {
    const todos = [...(await usosDe(DEMO.maria)), ...(await usosDe(DEMO.joao))];
    expect(todos.length).toBeGreaterThanOrEqual(30);
    expect(new Set(todos.map((u) => u.data.slice(0, 7))).size).toBe(18);
    expect(new Set(todos.map((u) => u.tipo))).toEqual(
      new Set(['CONSULTA', 'EXAME', 'TERAPIA', 'INTERNACAO', 'PRONTO_SOCORRO']),
    );
    const copart = todos.filter((u) => u.coparticipacaoCentavos !== null);
    expect(new Set(copart.map((u) => u.data.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    // A billed co-participation is an item of the bill of the month after the use, same value and day.
    const linked = copart.filter((u) => u.tituloItemId !== null);
    expect(linked.length).toBeGreaterThan(10);
    const itens = await h.database.db
      .select({ item: tituloItens, competencia: titulos.competencia })
      .from(tituloItens)
      .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
      .where(
        inArray(
          tituloItens.id,
          linked.map((u) => u.tituloItemId!),
        ),
      );
    for (const u of linked) {
      const { item, competencia } = itens.find((i) => i.item.id === u.tituloItemId)!;
      expect(item).toMatchObject({
        bloco: 'COPARTICIPACAO',
        valorCentavos: u.coparticipacaoCentavos,
        data: u.data,
      });
      const [y, m] = u.data.split('-').map(Number) as [number, number];
      expect(competencia).toBe(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`);
    }
    // Every COPARTICIPACAO item of family A's bills is one use (one source).
    const [c] = await h.database.db.select().from(contratos).where(eq(contratos.codigo, '100001'));
    const copartItens = await h.database.db
      .select({ id: tituloItens.id })
      .from(tituloItens)
      .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
      .where(and(eq(titulos.contratoId, c!.id), eq(tituloItens.bloco, 'COPARTICIPACAO')));
    const linkedAll = await h.database.db
      .select({ id: utilizacoes.tituloItemId })
      .from(utilizacoes)
      .where(isNotNull(utilizacoes.tituloItemId));
    const linkedIds = new Set(linkedAll.map((r) => r.id));
    expect(copartItens.every((i) => linkedIds.has(i.id))).toBe(true);
  });
});

describe('extrato de utilização', () => {
  it('lists the plan holders of the family and the picker’s periods', async () => {
    const listagem = await getJson(maria, EXTRATO.listagemBeneficiarios);
    expect([...listagem.titulares, ...listagem.dependentes].map((b) => b.cpf)).toEqual(
      expect.arrayContaining([DEMO.maria, DEMO.joao]),
    );
    expect(listagem.contratantes).toEqual([]);
    const periodos = await getJson(maria, EXTRATO.periodos, { query: { cpf: DEMO.maria } });
    expect(periodos).toMatchObject({
      dataReferencia: '2026-03-10',
      limite: { inicio: '2021-03-10', fim: '2026-03-10' },
      padrao: { inicio: '2026-02-01', fim: '2026-02-28' },
    });
    const usos = await usosDe(DEMO.maria);
    const porMes = new Map<string, number>();
    for (const u of usos) porMes.set(u.data.slice(0, 7), (porMes.get(u.data.slice(0, 7)) ?? 0) + 1);
    expect(periodos.mesesComUtilizacao).toEqual(
      [...porMes.entries()]
        .sort((a, b) => b[0].localeCompare(a[0]))
        .map(([mes, quantidade]) => ({ mes, quantidade })),
    );
  });

  it('returns exactly the uses inside the period, both days inclusive, by month, newest first', async () => {
    const usos = (await usosDe(DEMO.maria)).sort((a, b) => a.data.localeCompare(b.data));
    const primeiro = usos[3]!.data;
    const ultimo = usos[12]!.data;
    const dentro = usos.filter((u) => u.data >= primeiro && u.data <= ultimo);
    const answer = await lerExtrato(maria, {
      cpf: DEMO.maria,
      dataInicial: br(primeiro),
      dataFinal: br(ultimo),
    });
    const ids = answer.meses.flatMap((m) => m.utilizacoes.map((u) => u.id));
    expect(ids.sort()).toEqual(dentro.map((u) => String(u.id)).sort());
    expect(answer.total).toBe(dentro.length);
    expect(answer.periodo).toEqual({ inicio: primeiro, fim: ultimo });
    expect(answer.meses.map((m) => m.mes)).toEqual(
      [...new Set(dentro.map((u) => u.data.slice(0, 7)))].reverse(),
    );
    const u = answer.meses[0]!.utilizacoes[0]!;
    expect(u.procedimento.codigoTuss).toMatch(/^\d{8}$/);
    expect(typeof u.prestador).toBe('string');
    expect(u.quantidade).toBeGreaterThan(0);
    // One day on each side moves the boundary uses out.
    const next = (iso: string, d: number) => {
      const t = new Date(`${iso}T12:00:00Z`);
      t.setUTCDate(t.getUTCDate() + d);
      return t.toISOString().slice(0, 10);
    };
    const menor = await lerExtrato(maria, {
      cpf: DEMO.maria,
      dataInicial: br(next(primeiro, 1)),
      dataFinal: br(next(ultimo, -1)),
    });
    expect(menor.total).toBe(dentro.filter((x) => x.data !== primeiro && x.data !== ultimo).length);
  });

  it('filters by kinds (repeated key) and says when nothing matched', async () => {
    const usos = await usosDe(DEMO.maria);
    const query = { cpf: DEMO.maria, dataInicial: '10/03/2021', dataFinal: '10/03/2026' };
    const answer = await lerExtrato(maria, { ...query, tipos: ['CONSULTA', 'INTERNACAO'] });
    const tipos = answer.meses.flatMap((m) => m.utilizacoes.map((u) => u.tipo));
    expect(tipos.length).toBe(usos.filter((u) => u.tipo === 'CONSULTA' || u.tipo === 'INTERNACAO').length);
    expect(new Set(tipos)).toEqual(new Set(['CONSULTA', 'INTERNACAO']));
    const one = await lerExtrato(maria, { ...query, tipos: 'TERAPIA' });
    expect(one.meses.flatMap((m) => m.utilizacoes).every((u) => u.tipo === 'TERAPIA')).toBe(true);
    const nada = await lerExtrato(maria, { ...query, dataInicial: '01/01/2022', dataFinal: '31/01/2022' });
    expect(nada).toMatchObject({ total: 0, meses: [], mensagemAmigavel: 'Nenhum registro encontrado.' });
    expect((await extrato(maria, { ...query, tipos: 'CIRURGIA' })).statusCode).toBe(400);
  });

  it.each([
    ['01/01/202', '10/03/2026', 'Preenchimento incompleto'],
    ['32/01/2026', '32/02/2026', 'Ambas as datas são inválidas'],
    ['01/01/2026', '31/02/2026', 'Período final é inválido'],
    ['31/02/2026', '01/03/2026', 'Período inicial é inválido'],
    ['02/03/2026', '01/03/2026', 'Período inicial está maior que final'],
    ['01/03/2026', '11/03/2026', 'Sua data está no futuro'],
    ['09/03/2021', '10/03/2026', 'Período selecionado tem mais de 5 anos'],
  ])('%s - %s → 400 %s', async (dataInicial, dataFinal, mensagem) => {
    const response = await extrato(maria, { cpf: DEMO.maria, dataInicial, dataFinal });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem });
  });
});

describe('demonstrativo de coparticipação', () => {
  const periodo = { codigoPlano: '100001', mesInicial: '09/2025', mesFinal: '01/2026' };

  it('lists the contract’s co-participation events in the months (inclusive), with totals per beneficiary and overall', async () => {
    const answer = await lerCopart(maria, periodo);
    const todos = [DEMO.maria, DEMO.joao, DEMO.ana].map(async (cpf) =>
      (await usosDe(cpf)).map((u) => ({ ...u, cpf })),
    );
    const esperado = (await Promise.all(todos))
      .flat()
      .filter((u) => u.coparticipacaoCentavos !== null && u.data >= '2025-09-01' && u.data <= '2026-01-31');
    // João is an adult who has not consented: his events come grouped (issue 33, checked below).
    const detalhados = esperado.filter((u) => u.cpf !== DEMO.joao);
    expect(answer.eventos.map((e) => e.id).sort()).toEqual(detalhados.map((u) => String(u.id)).sort());
    const doJoao = esperado.filter((u) => u.cpf === DEMO.joao);
    expect(answer.agrupados.reduce((s, g) => s + g.quantidadeEventos, 0)).toBe(doJoao.length);
    expect(answer.eventos.map((e) => e.data)).toEqual([...answer.eventos.map((e) => e.data)].sort());
    expect(answer.periodo).toEqual({ inicio: '2025-09', fim: '2026-01' });
    expect(answer.totalCentavos).toBe(esperado.reduce((s, u) => s + u.coparticipacaoCentavos!, 0));
    for (const t of answer.totaisPorBeneficiario) {
      const deles = esperado.filter((u) => u.cpf === t.cpf);
      expect(t).toMatchObject({
        quantidadeEventos: deles.length,
        totalCentavos: deles.reduce((s, u) => s + u.coparticipacaoCentavos!, 0),
      });
    }
    expect(answer.beneficiarios.map((b) => b.cpf).slice(0, 3)).toEqual([DEMO.maria, DEMO.joao, DEMO.ana]);
    expect(answer.eventos.every((e) => e.valorCentavos > 0 && e.tipo !== 'INTERNACAO')).toBe(true);
  });

  it('filters by beneficiary; a single month is that whole month', async () => {
    const joao = await lerCopart(maria, { ...periodo, cpf: DEMO.joao });
    expect(joao.eventos).toEqual([]);
    expect(joao.agrupados.length).toBeGreaterThan(0);
    expect(joao.agrupados.every((g) => g.beneficiario.cpf === DEMO.joao)).toBe(true);
    expect(joao.totaisPorBeneficiario.map((t) => t.cpf)).toEqual([DEMO.joao]);
    const mes = await lerCopart(maria, { ...periodo, mesInicial: '12/2025', mesFinal: '12/2025' });
    const dezembro = (usos: Awaited<ReturnType<typeof usosDe>>) =>
      usos.filter((u) => u.coparticipacaoCentavos !== null && u.data.startsWith('2025-12'));
    expect(mes.eventos.map((e) => e.data).sort()).toEqual(
      dezembro(await usosDe(DEMO.maria))
        .map((u) => u.data)
        .sort(),
    );
    expect(mes.agrupados.reduce((s, g) => s + g.quantidadeEventos, 0)).toBe(
      dezembro(await usosDe(DEMO.joao)).length,
    );
    expect(mes.agrupados.every((g) => g.mes === '2025-12')).toBe(true);
    const vazio = await lerCopart(maria, { ...periodo, mesInicial: '01/2022', mesFinal: '02/2022' });
    expect(vazio).toMatchObject({
      eventos: [],
      totalCentavos: 0,
      mensagemAmigavel: 'Nenhum registro encontrado.',
    });
  });

  it('the PDF holds the same events and totals', async () => {
    const answer = await lerCopart(maria, periodo);
    const response = await chamar(maria, COPART.pdf, { query: periodo });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractPdfText(response.rawPayload);
    expect(text).toContain(`Total de coparticipação: ${formatCents(answer.totalCentavos)}`);
    for (const t of answer.totaisPorBeneficiario) {
      expect(text).toContain(formatCpf(t.cpf));
      expect(text).toContain(formatCents(t.totalCentavos));
    }
    expect(text).toContain(answer.eventos[0]!.procedimento.codigoTuss);
  });

  it.each([
    ['13/2025', '01/2026', 'Mês inválido!'],
    ['01/2026', '04/2026', 'Mês inválido!'],
    ['01/20x5', '01/2026', 'Ano inválido'],
    ['01/2020', '01/2026', 'Ano inválido'],
    ['03/2026', '01/2026', 'Verifique o período selecionado.'],
    ['01/2026', '01/2027', 'Verifique o período selecionado.'],
    ['01/2021', '02/2026', 'Período selecionado não deve ser maior que 5 anos.'],
  ])('%s - %s → 400 %s', async (mesInicial, mesFinal, mensagem) => {
    const response = await copart(maria, { ...periodo, mesInicial, mesFinal });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem });
    expect(
      (await chamar(maria, COPART.pdf, { query: { ...periodo, mesInicial, mesFinal } })).statusCode,
    ).toBe(400);
  });
});

describe('access', () => {
  it('every endpoint is 403 without its tela (João, a dependant)', async () => {
    const joao = await login(h.app, DEMO.joao);
    const meses = { codigoPlano: '100001', mesInicial: '01/2026', mesFinal: '02/2026' };
    const chamadas: [Parameters<typeof chamar>[1], Pedido][] = [
      [EXTRATO.listagemBeneficiarios, {}],
      [EXTRATO.periodos, { query: { cpf: DEMO.joao } }],
      [EXTRATO.extrato, { query: { cpf: DEMO.joao, dataInicial: '01/01/2026', dataFinal: '31/01/2026' } }],
      [COPART.contratos, {}],
      [COPART.listagem, { query: meses }],
      [COPART.pdf, { query: meses }],
    ];
    for (const [endpoint, pedido] of chamadas) {
      expect((await chamar(joao, endpoint, pedido)).statusCode, urlDe(endpoint, pedido)).toBe(403);
    }
  });

  it('another family’s cpf or contract is a 404', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const periodoB = { mesInicial: '01/2026', mesFinal: '02/2026' };
    for (const response of await Promise.all([
      chamar(roberto, EXTRATO.periodos, { query: { cpf: DEMO.maria } }),
      extrato(roberto, { cpf: DEMO.maria, dataInicial: '01/01/2026', dataFinal: '31/01/2026' }),
      copart(roberto, { codigoPlano: '100001', ...periodoB }),
      copart(roberto, { codigoPlano: '200001', cpf: DEMO.maria, ...periodoB }),
      chamar(roberto, COPART.pdf, { query: { codigoPlano: '100001', ...periodoB } }),
      // Carlos, family A's contratante, holds no plan: no uses of his own.
      chamar(roberto, EXTRATO.periodos, { query: { cpf: DEMO.carlos } }),
    ])) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // Roberto's own contract answers.
    const own = await lerCopart(roberto, {
      codigoPlano: '200001',
      mesInicial: '01/2025',
      mesFinal: '03/2026',
    });
    expect(own.beneficiarios.map((b) => b.cpf)).toEqual([DEMO.roberto]);
  });
});

describe('audit, resource usage and queries', () => {
  it('reads are audited for the people shown and count their resources', async () => {
    const [p] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const [conta] = await h.database.db.select().from(contas).where(eq(contas.pessoaId, p!.id));
    const usage = (recurso: string) => usosDoRecurso(h.database.db, conta!.id, recurso);
    const [e0, c0] = [await usage('EXTRATO_UTILIZACAO'), await usage('COPARTICIPACAO')];
    // Only the rows these reads write (earlier tests read as Maria too).
    const antes = Math.max(
      0,
      ...(await h.database.db.select({ id: auditoria.id }).from(auditoria)).map((r) => r.id),
    );
    const [joaoPessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.joao));
    await lerExtrato(maria, { cpf: DEMO.joao, dataInicial: '01/01/2026', dataFinal: '31/01/2026' });
    await getJson(maria, EXTRATO.periodos, { query: { cpf: DEMO.joao } });
    await lerCopart(maria, { codigoPlano: '100001', mesInicial: '01/2026', mesFinal: '02/2026' });
    expect(await usage('EXTRATO_UTILIZACAO')).toBe(e0 + 2);
    expect(await usage('COPARTICIPACAO')).toBe(c0 + 1);
    const rows = (
      await h.database.db.select().from(auditoria).where(eq(auditoria.contaId, conta!.id))
    ).filter((r) => r.id > antes);
    const subjects = (acao: string) => new Set(rows.filter((r) => r.acao === acao).map((r) => r.pessoaId));
    expect(subjects('LEITURA_EXTRATO_UTILIZACAO')).toEqual(new Set([joaoPessoa!.id]));
    expect(subjects('LEITURA_PERIODOS_UTILIZACAO')).toEqual(new Set([joaoPessoa!.id]));
    expect(subjects('LEITURA_COPARTICIPACAO').has(p!.id)).toBe(true);
  });

  it('a five-year statement takes as many queries as a one-month one (no N+1)', async () => {
    // Each route called once first: its first call in an app reads the family on its own, the next ones with the
    // session (platform/session.ts). The statements compared by their start, so a failure names the extra one.
    const statements = (queries: string[]) => queries.map((q) => q.replace(/\s+/g, ' ').slice(0, 90));
    const umMes = { cpf: DEMO.maria, dataInicial: '01/02/2026', dataFinal: '28/02/2026' };
    await extrato(maria, umMes);
    const um = await counter.during(() => extrato(maria, umMes));
    const cinco = await counter.during(() =>
      extrato(maria, { cpf: DEMO.maria, dataInicial: '10/03/2021', dataFinal: '10/03/2026' }),
    );
    expect(statements(cinco)).toEqual(statements(um));
    const umMesCopart = { codigoPlano: '100001', mesInicial: '02/2026', mesFinal: '02/2026' };
    await copart(maria, umMesCopart);
    const c1 = await counter.during(() => copart(maria, umMesCopart));
    const c5 = await counter.during(() =>
      copart(maria, { codigoPlano: '100001', mesInicial: '03/2021', mesFinal: '03/2026' }),
    );
    expect(statements(c5)).toEqual(statements(c1));
    expect(Math.max(um.length, c1.length)).toBeLessThanOrEqual(12);
  });
});
