// Quem Acessou Meus Dados through the API (issue 17, decision 0035): 401; a caller sees only rows whose
// subject is themselves; Maria sees that Carlos (contratante) read her bills, by role and first name, with
// his IP and device; Roberto's accesses never show up for her; the period filter (operator's days) and the
// §5 period messages; newest first, a page at a time (keyset, two queries whatever the page), filtered by
// who, neither reaching another family; the read audited. And the trail is append-only:
// the database refuses an UPDATE, a DELETE and a TRUNCATE of the table and of each monthly partition (raw
// SQL; rows leave only with a whole month past the retention, decision 0057), and no code path updates or
// deletes it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACESSOS_MESSAGES, ACOES_AUDITADAS, MESSAGES } from '@portal/domain';
import {
  PAGINA_ACESSOS,
  acessosDadosEndpoints,
  type AcessosDados,
} from '@portal/domain/contract/meus-dados/acessos-dados';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { acessosSaudeEndpoints } from '@portal/domain/contract/meus-dados/acessos-saude';
import { rowsOf } from '../../db/rows.js';
import { auditoria } from '../../db/schema/audit.js';
import { contaIdDe, pessoaIdDe } from '../../test/demo-ids.js';
import { chamar, getJson, type Pedido } from '../../test/contrato.js';
import { particaoDoMes } from '../../test/particao-do-mes.js';
import { TestAgent } from '../../test/test-agent.js';
import { withDemo, DEMO, login, QueryCounter, type TestHarness } from '../../test/test-app.js';

const UA_CARLOS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

/** TEST_NOW is 2026-03-10 12:00 UTC (09:00 in São Paulo). */
const periodo = (inicio = '2026-03-01', fim = '2026-03-10') => ({ query: { inicio, fim } });
const lista = (agent: TestAgent, pedido: Pedido = periodo()): Promise<AcessosDados> =>
  getJson(agent, acessosDadosEndpoints.lista, pedido);
const pessoaId = (cpf: string) => pessoaIdDe(h.database.db, cpf);
const contaId = (cpf: string) => contaIdDe(h.database.db, cpf);
/** An audit row written directly (past accesses the routes cannot date back). */
const registrar = async (row: {
  at: Date;
  pessoaId: number;
  contaId?: number | null;
  acao: string;
  recurso?: string;
}) => {
  const [inserted] = await h.database.db
    .insert(auditoria)
    .values({ contaId: null, resultado: 'SUCESSO', ip: '203.0.113.9', ...row })
    .returning({ id: auditoria.id });
  return inserted!.id;
};

describe('GET /api/beneficiarios/acessos-aos-meus-dados', () => {
  it('is 401 without a session', async () => {
    expect((await chamar(new TestAgent(h.app), acessosDadosEndpoints.lista, periodo())).statusCode).toBe(401);
  });

  it('shows Maria that Carlos (contratante) read her bills, with his IP and device, newest first', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    h.clock.advance(60_000);
    const titulos = await chamar(carlos, situacaoFinanceiraEndpoints.titulos, {
      headers: { 'user-agent': UA_CARLOS },
      remoteAddress: '198.51.100.7',
    });
    expect(titulos.statusCode, titulos.body).toBe(200);

    const maria = await login(h.app, DEMO.maria);
    const { acessos } = await lista(maria);
    const leitura = acessos.find((a) => a.oQue === ACOES_AUDITADAS.LEITURA_TITULOS.rotulo);
    expect(leitura).toMatchObject({
      quem: 'Carlos (contratante)',
      tela: 'Situação Financeira',
      ip: '198.51.100.7',
      dispositivo: 'Firefox no Windows',
      sucesso: true,
      em: h
        .clock()
        .toISOString()
        .replace(/\.\d+Z$/, '.000Z'),
    });
    // Her own sign-in is hers, and newer.
    expect(acessos[0]).toMatchObject({ quem: 'Você', oQue: ACOES_AUDITADAS.LOGIN.rotulo });
    const instantes = acessos.map((a) => a.em);
    expect([...instantes].sort().reverse()).toEqual(instantes);
    // Nothing about Carlos's session or password, and not Carlos's own sign-in (his data, not hers).
    expect(JSON.stringify(acessos)).not.toMatch(/sess|senha|token/i);
    expect(acessos.some((a) => a.quem.startsWith('Carlos') && a.oQue === ACOES_AUDITADAS.LOGIN.rotulo)).toBe(
      false,
    );
    // The contratante holds the screen too: his own sign-in is his.
    const deCarlos = await lista(carlos);
    expect(deCarlos.acessos[0]).toMatchObject({ quem: 'Você', oQue: ACOES_AUDITADAS.LOGIN.rotulo });
  });

  it('shows the seeded history: Carlos from his phone, a clinic through the shared card link', async () => {
    const maria = await login(h.app, DEMO.maria);
    const { acessos } = await lista(maria, periodo('2026-02-01', '2026-03-10'));
    const resumo = acessos.map((a) => [a.quem, a.oQue, a.dispositivo]);
    expect(resumo).toContainEqual([
      'Carlos (contratante)',
      ACOES_AUDITADAS.DOWNLOAD_SEGUNDA_VIA_BOLETO.rotulo,
      'Chrome no Android',
    ]);
    expect(resumo).toContainEqual([
      'Link do cartão compartilhado',
      ACOES_AUDITADAS.ACESSO_CARTAO_COMPARTILHADO.rotulo,
      'Chrome no Windows',
    ]);
    expect(resumo).toContainEqual(['Você', ACOES_AUDITADAS.LOGIN.rotulo, 'Safari no iPhone']);
  });

  it('lists only rows whose subject is the caller: Roberto never shows for Maria, nor Maria for Roberto', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    expect((await chamar(roberto, situacaoFinanceiraEndpoints.titulos)).statusCode).toBe(200);
    const maria = await login(h.app, DEMO.maria);
    const [mariaId, robertoId] = [await pessoaId(DEMO.maria), await pessoaId(DEMO.roberto)];
    const dela = await lista(maria);
    const dele = await lista(roberto);
    const sujeitos = async (ids: number[]) =>
      (
        await h.database.db
          .select({ pessoaId: auditoria.pessoaId })
          .from(auditoria)
          .where(sql`${auditoria.id} in ${ids}`)
      ).map((r) => r.pessoaId);
    expect(new Set(await sujeitos(dela.acessos.map((a) => a.id)))).toEqual(new Set([mariaId]));
    expect(new Set(await sujeitos(dele.acessos.map((a) => a.id)))).toEqual(new Set([robertoId]));
    expect(dela.acessos.some((a) => a.quem.startsWith('Roberto'))).toBe(false);
    expect(dele.acessos.every((a) => a.quem === 'Você')).toBe(true);
  });

  it('names accesses without an account by the link used, and an account outside the family as the operator', async () => {
    const joao = await login(h.app, DEMO.joao);
    const joaoId = await pessoaId(DEMO.joao);
    const at = new Date('2026-03-05T15:00:00.000Z');
    await registrar({ at, pessoaId: joaoId, acao: 'ACESSO_CARTAO_COMPARTILHADO' });
    await registrar({ at, pessoaId: joaoId, acao: 'LEITURA_CONSULTA_LINK' });
    await registrar({
      at,
      pessoaId: joaoId,
      acao: 'LEITURA_DADOS_PESSOAIS',
      contaId: await contaId(DEMO.fernanda),
    });
    const { acessos } = await lista(joao);
    const em = acessos.filter((a) => a.em === at.toISOString()).map((a) => a.quem);
    expect(em.sort()).toEqual(['Link de agendamento', 'Link do cartão compartilhado', 'Operadora']);
  });

  it('names the basis of each health read by someone else, and lists grants and revocations (issue 33)', async () => {
    const joao = await login(h.app, DEMO.joao);
    h.clock.advance(60_000);
    const concedido = await chamar(joao, acessosSaudeEndpoints.conceder, {
      body: { cpf: DEMO.maria, areas: ['SAUDE'], validoAte: null },
    });
    expect(concedido.statusCode, concedido.body).toBe(201);
    const { id } = concedido.json<{ id: number }>();
    // Maria read his results on his consent; Carlos saw the amounts of a reimbursement of his.
    const em = h.clock();
    const bases: [string, string | null, string][] = [
      ['CONSENTIMENTO', 'Sua autorização', DEMO.maria],
      ['FINANCEIRO', 'Só valores (financeiro)', DEMO.carlos],
    ];
    for (const [base, , leitor] of bases) {
      await h.database.db.insert(auditoria).values({
        at: em,
        pessoaId: await pessoaId(DEMO.joao),
        contaId: await contaId(leitor),
        acao: 'LEITURA_RESULTADOS_EXAME',
        resultado: 'SUCESSO',
        base,
        baseId: base === 'CONSENTIMENTO' ? id : null,
      });
    }
    h.clock.advance(60_000);
    expect((await chamar(joao, acessosSaudeEndpoints.revogar, { params: { id } })).statusCode).toBe(204);

    const { acessos } = await lista(joao);
    const leituras = acessos.filter((a) => a.oQue === ACOES_AUDITADAS.LEITURA_RESULTADOS_EXAME.rotulo);
    expect(leituras.map((a) => [a.quem, a.base]).sort()).toEqual(
      [
        ['Carlos (contratante)', 'Só valores (financeiro)'],
        ['Maria (titular)', 'Sua autorização'],
      ].sort(),
    );
    expect(acessos.map((a) => [a.quem, a.oQue, a.base, a.tela])).toEqual(
      expect.arrayContaining([
        ['Você', ACOES_AUDITADAS.CONCESSAO_ACESSO_SAUDE.rotulo, null, 'Quem Pode Ver Meus Dados de Saúde'],
        ['Você', ACOES_AUDITADAS.REVOGACAO_ACESSO_SAUDE.rotulo, null, 'Quem Pode Ver Meus Dados de Saúde'],
      ]),
    );
    // His own sign-in has no basis.
    expect(acessos.find((a) => a.oQue === ACOES_AUDITADAS.LOGIN.rotulo)?.base).toBeNull();
  });

  it('keeps to the period, in the operator’s days, and refuses a bad period in Portuguese', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const id = await pessoaId(DEMO.roberto);
    // 2026-02-28 23:30 in São Paulo is 2026-03-01 02:30 UTC: it belongs to February.
    const fimDeFevereiro = await registrar({
      at: new Date('2026-03-01T02:30:00.000Z'),
      pessoaId: id,
      acao: 'LEITURA_DADOS_PESSOAIS',
    });
    const marco = await registrar({
      at: new Date('2026-03-01T03:30:00.000Z'),
      pessoaId: id,
      acao: 'LEITURA_DADOS_PESSOAIS',
    });
    const ids = (r: AcessosDados) => r.acessos.map((a) => a.id);
    const emMarco = await lista(roberto, periodo('2026-03-01', '2026-03-10'));
    expect(ids(emMarco)).toContain(marco);
    expect(ids(emMarco)).not.toContain(fimDeFevereiro);
    expect(emMarco.periodo).toEqual({ inicio: '2026-03-01', fim: '2026-03-10' });
    const emFevereiro = await lista(roberto, periodo('2026-02-01', '2026-02-28'));
    expect(ids(emFevereiro)).toEqual([fimDeFevereiro]);

    for (const [pedido, mensagem] of [
      [periodo('2026-03-05', '2026-03-01'), MESSAGES.periodStartAfterEnd],
      [periodo('2026-03-01', '2026-03-11'), MESSAGES.periodFuture],
      [periodo('2020-01-01', '2026-03-01'), MESSAGES.periodOverFiveYears],
      [periodo('2026-02-30', '2026-03-01'), MESSAGES.periodStartInvalid],
    ] as const) {
      const response = await chamar(roberto, acessosDadosEndpoints.lista, pedido);
      expect(response.statusCode, JSON.stringify(pedido.query)).toBe(400);
      expect(response.json<{ mensagem: string }>().mensagem).toBe(mensagem);
    }
    expect((await chamar(roberto, acessosDadosEndpoints.lista, periodo('ontem', 'hoje'))).statusCode).toBe(
      400,
    );
  });

  it('pages newest first by keyset, in two queries whatever the page, and audits the read', async () => {
    const joao = await login(h.app, DEMO.joao);
    const id = await pessoaId(DEMO.joao);
    const conta = await contaId(DEMO.joao);
    // 25 reads on 2 March, one a minute, and two at the same instant (the id breaks the tie).
    const inicio = Date.parse('2026-03-02T12:00:00.000Z');
    await h.database.db.insert(auditoria).values(
      Array.from({ length: 25 }, (_, i) => ({
        at: new Date(inicio + Math.min(i, 23) * 60_000),
        contaId: conta,
        pessoaId: id,
        acao: 'LEITURA_CARTEIRAS',
        resultado: 'SUCESSO' as const,
      })),
    );
    const doDia = periodo('2026-03-02', '2026-03-02');
    const leituras = () =>
      h.database.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.pessoaId, id), eq(auditoria.acao, 'LEITURA_ACESSOS_DADOS')));
    const antes = (await leituras()).length;
    const paginas: AcessosDados[] = [];
    let apos: number | undefined;
    do {
      let body: AcessosDados | undefined;
      const queries = await counter.during(async () => {
        body = await lista(joao, { query: { ...doDia.query, ...(apos ? { apos } : {}) } });
      });
      expect(queries.filter((q) => /from "auditoria"/.test(q))).toHaveLength(2);
      paginas.push(body!);
      apos = body!.proxima ?? undefined;
      // A row written between two pages is newer than the first: it moves no page.
      if (paginas.length === 1) {
        await registrar({ at: new Date(inicio + 30 * 60_000), pessoaId: id, acao: 'LEITURA_CARTEIRAS' });
      }
    } while (apos);
    expect(paginas.map((p) => p.acessos.length)).toEqual([PAGINA_ACESSOS, PAGINA_ACESSOS, 5]);
    expect(paginas[0]!.total).toBe(25);
    const ids = paginas.flatMap((p) => p.acessos.map((a) => a.id));
    expect(new Set(ids).size).toBe(25);
    const ordem = paginas.flatMap((p) => p.acessos.map((a) => [a.em, a.id] as const));
    expect([...ordem].sort(([a, x], [b, y]) => b.localeCompare(a) || y - x)).toEqual(ordem);
    expect(paginas.at(-1)!.proxima).toBeNull();
    // Each page's read is audited, and not listed back (decision 0035).
    expect(await leituras()).toHaveLength(antes + 3);
    expect(ids.length).toBe(25);
    expect(paginas[0]!.acessos.some((a) => a.oQue === ACOES_AUDITADAS.LEITURA_ACESSOS_DADOS.rotulo)).toBe(
      false,
    );
  });

  it('filters by who among the period’s actors, counted, the member first', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    h.clock.advance(60_000);
    expect((await chamar(carlos, situacaoFinanceiraEndpoints.titulos)).statusCode).toBe(200);
    const maria = await login(h.app, DEMO.maria);
    const mes = periodo('2026-02-01', '2026-03-10');
    const todos = await lista(maria, mes);
    expect(todos.quem).toBeNull();
    expect(todos.atores[0]!.quem).toBe('Você');
    expect(todos.atores.map((a) => a.quem)).toEqual(
      expect.arrayContaining(['Você', 'Carlos (contratante)', 'Link do cartão compartilhado']),
    );
    expect(todos.total).toBe(todos.atores.reduce((n, a) => n + a.acessos, 0));

    const deCarlos = await lista(maria, { query: { ...mes.query, quem: 'Carlos (contratante)' } });
    expect(deCarlos.quem).toBe('Carlos (contratante)');
    expect(deCarlos.total).toBe(todos.atores.find((a) => a.quem === 'Carlos (contratante)')!.acessos);
    expect(deCarlos.acessos.length).toBeGreaterThan(0);
    expect(deCarlos.acessos.every((a) => a.quem === 'Carlos (contratante)')).toBe(true);
    expect(deCarlos.acessos.map((a) => a.oQue)).toContain(ACOES_AUDITADAS.LEITURA_TITULOS.rotulo);
    // The filter's options do not depend on the filter.
    expect(deCarlos.atores).toEqual(todos.atores);
    const doLink = await lista(maria, { query: { ...mes.query, quem: 'Link do cartão compartilhado' } });
    expect(doLink.acessos.map((a) => a.oQue)).toEqual(
      Array(doLink.total).fill(ACOES_AUDITADAS.ACESSO_CARTAO_COMPARTILHADO.rotulo),
    );
  });

  it('reaches no other family: a name from it finds nothing, a page after one of its rows is refused', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    expect((await chamar(roberto, situacaoFinanceiraEndpoints.titulos)).statusCode).toBe(200);
    const dele = await lista(roberto);
    const maria = await login(h.app, DEMO.maria);
    const nome = await lista(maria, { query: { ...periodo().query, quem: dele.atores[0]!.quem } });
    // 'Você' is Maria herself for Maria: Roberto's own name as another family would see it finds nothing.
    const robertoComoFamilia = await lista(maria, {
      query: { ...periodo().query, quem: 'Roberto (titular)' },
    });
    expect(robertoComoFamilia).toMatchObject({ total: 0, acessos: [], proxima: null });
    expect(nome.acessos.every((a) => a.quem === 'Você')).toBe(true);
    const alheio = await chamar(maria, acessosDadosEndpoints.lista, {
      query: { ...periodo().query, apos: dele.acessos[0]!.id },
    });
    expect(alheio.statusCode).toBe(400);
    expect(alheio.json<{ mensagem: string }>().mensagem).toBe(ACESSOS_MESSAGES.paginaInvalida);
    for (const apos of ['abc', '0', '-1']) {
      const ruim = await chamar(maria, acessosDadosEndpoints.lista, { query: { ...periodo().query, apos } });
      expect(ruim.statusCode, apos).toBe(400);
    }
  });
});

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
const recusa = async (statement: Promise<unknown>): Promise<string> => {
  try {
    await statement;
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
  return 'aceito';
};

describe('auditoria is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the table and of each partition, old rows too (decision 0057)', async () => {
    const { db } = h.database;
    const inserir = async (at: ReturnType<typeof sql>) =>
      (
        await db
          .insert(auditoria)
          .values({ at, acao: 'LOGIN', resultado: 'SUCESSO' })
          .returning({ id: auditoria.id })
      )[0]!;
    // One row in this month's partition, one in auditoria_anterior, one in the DEFAULT partition (no month).
    const linhas = [
      await inserir(sql`now()`),
      await inserir(sql`now() - interval '7 years'`),
      await inserir(sql`now() + interval '9 years'`),
    ];
    const particaoDe = async (id: number) =>
      rowsOf<{ p: string }>(
        await db.execute(sql`select tableoid::regclass::text as p from auditoria where id = ${id}`),
      )[0]!.p;
    const particoes = await Promise.all(linhas.map((l) => particaoDe(l.id)));
    expect(particoes).toEqual([particaoDoMes(0), 'auditoria_anterior', 'auditoria_padrao']);
    for (const [i, { id }] of linhas.entries()) {
      // Through the parent and straight at the row's own partition.
      for (const tabela of ['auditoria', particoes[i]!]) {
        const t = sql.identifier(tabela);
        expect(await recusa(db.execute(sql`update ${t} set ip = '0.0.0.0' where id = ${id}`))).toMatch(
          /não podem ser alterados/,
        );
        expect(await recusa(db.execute(sql`delete from ${t} where id = ${id}`))).toMatch(
          /não podem ser apagados/,
        );
        expect(await recusa(db.execute(sql`truncate ${t}`))).toMatch(/não podem ser alterados/);
      }
    }
    const restantes = await db
      .select({ id: auditoria.id })
      .from(auditoria)
      .where(
        inArray(
          auditoria.id,
          linhas.map((l) => l.id),
        ),
      );
    expect(restantes).toHaveLength(3);
  });

  it('has no UPDATE or DELETE of auditoria anywhere in the server code', () => {
    const src = fileURLToPath(new URL('../../', import.meta.url));
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test'),
    );
    const culpados = files.filter((f) =>
      /\.(update|delete)\(\s*auditoria\b|\b(update|delete\s+from|truncate)\s+"?auditoria\b/i.test(
        readFileSync(join(src, f), 'utf8'),
      ),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(culpados).toEqual([]);
  });
});
