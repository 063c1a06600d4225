// Staff administration (issue 38, role administrador): invitations with their one-time link (answered and
// e-mailed), roles and deactivation (sessions end at once), factor resets (the colleague's passkeys,
// authenticator, codes and sessions gone, a new link e-mailed), the audit with before/after, and the last
// active administrator, which the database keeps even when two administrators remove each other at once
// (run on PostgreSQL by CI).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { EQUIPE_DEMO, SEGREDO_TOTP_DEMO } from '@portal/domain/contract/console/demo';
import {
  consoleConviteEndpoints as convite,
  consoleEquipeEndpoints as equipeEndpoints,
  consoleFatoresEndpoints as fatores,
  consoleSessaoEndpoints as sessao,
} from '@portal/domain/contract/console/equipe';
import { equipe, equipeAuditoria } from '../../db/schema/equipe.js';
import { ConsoleAgent, chamarConsole, jsonConsole, sessaoConsole } from '../../test/console.js';
import { nthOutboxMessage } from '../../test/mailbox.js';
import { withDemo } from '../../test/test-app.js';

const linhasDoLog: string[] = [];
const demo = withDemo({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (linha) => void linhasDoLog.push(linha) },
});
const tokens: string[] = [];

const administrador = () => sessaoConsole(demo.h.app, { papeis: ['administrador'] });
const codigoAgora = (segredo: string) =>
  generate({ secret: segredo, epoch: Math.floor(demo.h.clock().getTime() / 1000) });
const tokenDo = (link: string) => {
  const token = link.split('#')[1]!;
  tokens.push(token);
  return token;
};

describe('inviting', () => {
  it('creates the account, answers and e-mails the one-time link; the invited person enrols with it', async () => {
    const { agente } = await administrador();
    const email = `nova.editora.${Date.now()}@operadora.example`;
    const resposta = await jsonConsole(agente, equipeEndpoints.convidar, {
      body: { nome: 'Nova Editora', email: email.toUpperCase(), papeis: ['conteudo'] },
    });
    expect(resposta.membro).toMatchObject({
      email,
      papeis: ['conteudo'],
      ativo: true,
      convitePendente: true,
    });
    expect(resposta.membro.passkeys).toBe(0);
    const token = tokenDo(resposta.linkCadastro);
    const mensagem = await nthOutboxMessage(demo.h.database.db, email, 1);
    expect(mensagem.texto).toContain(resposta.linkCadastro);

    // The same e-mail again, in another case: refused.
    const repetido = await chamarConsole(agente, equipeEndpoints.convidar, {
      body: { nome: 'Outra', email, papeis: ['parametros'] },
    });
    expect(repetido.statusCode).toBe(409);

    const convidado = new ConsoleAgent(demo.h.app);
    const { segredo } = await jsonConsole(convidado, convite.iniciarTotp, { body: { token } });
    const cadastro = await jsonConsole(convidado, convite.confirmarTotp, {
      body: { token, codigo: await codigoAgora(segredo) },
    });
    expect(cadastro.eu).toMatchObject({ email, papeis: ['conteudo'] });
    const lista = await jsonConsole(agente, equipeEndpoints.listar);
    expect(lista.equipe.find((m) => m.email === email)).toMatchObject({ totp: true, convitePendente: false });

    const [linha] = await demo.h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(
          eq(equipeAuditoria.acao, 'equipe.convidar'),
          eq(equipeAuditoria.alvo, `equipe:${resposta.membro.id}`),
        ),
      );
    expect(linha).toMatchObject({ papel: 'administrador', depois: { email, papeis: ['conteudo'] } });
  });

  it('lists the demo staff with their roles and factors', async () => {
    const { agente } = await administrador();
    const lista = await jsonConsole(agente, equipeEndpoints.listar);
    for (const membro of Object.values(EQUIPE_DEMO)) {
      expect(lista.equipe.find((m) => m.email === membro.email)).toMatchObject({
        nome: membro.nome,
        papeis: membro.papeis,
        ativo: true,
        totp: true,
      });
    }
  });
});

describe('roles and deactivation', () => {
  it('a role change applies to the colleague’s open session; a deactivation ends it', async () => {
    const { agente } = await administrador();
    const colega = await sessaoConsole(demo.h.app, { papeis: ['conteudo'] });
    expect((await jsonConsole(colega.agente, sessao.eu)).papeis).toEqual(['conteudo']);
    const alterado = await jsonConsole(agente, equipeEndpoints.alterar, {
      params: { id: colega.equipeId },
      body: { papeis: ['parametros', 'conteudo'], ativo: true },
    });
    expect(alterado.papeis).toEqual(['parametros', 'conteudo']);
    expect((await jsonConsole(colega.agente, sessao.eu)).papeis).toEqual(['parametros', 'conteudo']);

    await jsonConsole(agente, equipeEndpoints.alterar, {
      params: { id: colega.equipeId },
      body: { papeis: ['conteudo'], ativo: false },
    });
    expect((await chamarConsole(colega.agente, sessao.eu)).statusCode).toBe(401);
    const { itens } = await jsonConsole(agente, equipeEndpoints.auditoria, {
      query: { acao: 'equipe.alterar' },
    });
    expect(itens.find((i) => i.alvo === `equipe:${colega.equipeId}`)).toMatchObject({
      antes: { papeis: ['parametros', 'conteudo'], ativo: true },
      depois: { papeis: ['conteudo'], ativo: false },
    });
  });

  it('nobody deactivates their own account; a staff member without the role may not administer', async () => {
    const { agente, equipeId } = await administrador();
    const proprio = await chamarConsole(agente, equipeEndpoints.alterar, {
      params: { id: equipeId },
      body: { papeis: ['administrador'], ativo: false },
    });
    expect(proprio.statusCode).toBe(409);
    const editor = await sessaoConsole(demo.h.app, { papeis: ['conteudo', 'parametros'] });
    expect((await chamarConsole(editor.agente, equipeEndpoints.listar)).statusCode).toBe(403);
  });
});

describe('resetting a colleague’s factors', () => {
  it('removes their factors and ends their sessions; they enrol again with the new link', async () => {
    const { h } = demo;
    const { agente } = await administrador();
    const editor = EQUIPE_DEMO.conteudo;
    const colega = new ConsoleAgent(h.app);
    await jsonConsole(colega, sessao.entrarTotp, {
      body: { email: editor.email, codigo: await codigoAgora(SEGREDO_TOTP_DEMO) },
    });
    const [linha] = await h.database.db.select().from(equipe).where(eq(equipe.email, editor.email));

    const redefinido = await jsonConsole(agente, equipeEndpoints.redefinirFatores, {
      params: { id: linha!.id },
    });
    const token = tokenDo(redefinido.linkCadastro);
    // The session from before the reset is over, and the old authenticator no longer signs in.
    expect((await chamarConsole(colega, sessao.eu)).statusCode).toBe(401);
    h.clock.advance(30_000);
    const antigo = await chamarConsole(new ConsoleAgent(h.app), sessao.entrarTotp, {
      body: { email: editor.email, codigo: await codigoAgora(SEGREDO_TOTP_DEMO) },
    });
    expect(antigo.statusCode).toBe(401);
    const mensagem = await nthOutboxMessage(h.database.db, editor.email, 1);
    expect(mensagem.texto).toContain(redefinido.linkCadastro);
    expect(mensagem.texto).toContain('redefiniu');

    const novo = new ConsoleAgent(h.app);
    const { segredo } = await jsonConsole(novo, convite.iniciarTotp, { body: { token } });
    await jsonConsole(novo, convite.confirmarTotp, { body: { token, codigo: await codigoAgora(segredo) } });
    expect((await jsonConsole(novo, fatores.listar)).totp).toBe(true);

    const { itens } = await jsonConsole(agente, equipeEndpoints.auditoria, {
      query: { acao: 'equipe.redefinir-fatores' },
    });
    expect(itens[0]).toMatchObject({
      alvo: `equipe:${linha!.id}`,
      papel: 'administrador',
      antes: { totp: true },
      depois: { totp: false, passkeys: 0 },
    });
  });

  it('nobody resets their own factors', async () => {
    const { agente, equipeId } = await administrador();
    const resposta = await chamarConsole(agente, equipeEndpoints.redefinirFatores, {
      params: { id: equipeId },
    });
    expect(resposta.statusCode).toBe(409);
  });
});

describe('the staff audit', () => {
  it('pages, and filters by staff member and action', async () => {
    const { agente, equipeId } = await administrador();
    const todos = await jsonConsole(agente, equipeEndpoints.auditoria);
    expect(todos.total).toBeGreaterThan(5);
    expect(todos.itens.length).toBe(Math.min(todos.total, todos.porPagina));
    const ids = todos.itens.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const doAdmin = await jsonConsole(agente, equipeEndpoints.auditoria, { query: { equipeId } });
    expect(doAdmin.itens.every((i) => i.equipeId === equipeId)).toBe(true);
    const segunda = await jsonConsole(agente, equipeEndpoints.auditoria, { query: { pagina: 2 } });
    expect(segunda.itens.map((i) => i.id).filter((id) => ids.includes(id))).toEqual([]);
  });
});

describe('the staff audit in the database', () => {
  it('is append-only: no row is changed, and none younger than 6 months deleted', async () => {
    const { db } = demo.h.database;
    // Dated by the database's clock (the tests' app clock is months behind it, and the 6 months are the
    // database's): written now, as in production.
    const [linha] = await db
      .insert(equipeAuditoria)
      .values({ at: sql`now()`, equipeId: null, acao: 'teste.apagar' })
      .returning({ id: equipeAuditoria.id });
    await expect(
      db.update(equipeAuditoria).set({ acao: 'forjada' }).where(eq(equipeAuditoria.id, linha!.id)),
    ).rejects.toThrow();
    await expect(db.delete(equipeAuditoria).where(eq(equipeAuditoria.id, linha!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate equipe_auditoria`)).rejects.toThrow();
    const [ainda] = await db.select().from(equipeAuditoria).where(eq(equipeAuditoria.id, linha!.id));
    expect(ainda?.acao).not.toBe('forjada');
  });
});

describe('the last active administrator', () => {
  it('stays, even when two administrators remove each other at the same time', async () => {
    const { h } = demo;
    const a = await administrador();
    const b = await administrador();
    // Only a and b are administrators now.
    await h.database.db
      .update(equipe)
      .set({ ativo: false })
      .where(
        and(
          sql`${equipe.id} not in (${a.equipeId}, ${b.equipeId})`,
          eq(equipe.ativo, true),
          sql`'administrador' = any(${equipe.papeis})`,
        ),
      );
    const [deAparaB, deBparaA] = await Promise.all([
      chamarConsole(a.agente, equipeEndpoints.alterar, {
        params: { id: b.equipeId },
        body: { papeis: ['administrador'], ativo: false },
      }),
      chamarConsole(b.agente, equipeEndpoints.alterar, {
        params: { id: a.equipeId },
        body: { papeis: ['conteudo'], ativo: true },
      }),
    ]);
    // One wins. The other is refused: by the database when both got past their checks together (PostgreSQL),
    // or — when the first had already committed — for the session or the role it no longer has.
    const statuses = [deAparaB.statusCode, deBparaA.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const administradores = () =>
      h.database.db
        .select({ id: equipe.id })
        .from(equipe)
        .where(and(eq(equipe.ativo, true), sql`'administrador' = any(${equipe.papeis})`));
    const ativos = await administradores();
    expect(ativos).toHaveLength(1);

    // The database's own rule, with two transactions at once (two connections on PostgreSQL): one fails.
    const outro = ativos[0]!.id === a.equipeId ? b : a;
    await h.database.db
      .update(equipe)
      .set({ ativo: true, papeis: ['administrador'] })
      .where(eq(equipe.id, outro.equipeId));
    const remover = (id: number) =>
      h.database.db.transaction(async (tx) => {
        await tx.update(equipe).set({ ativo: false }).where(eq(equipe.id, id));
      });
    const resultados = await Promise.allSettled([remover(a.equipeId), remover(b.equipeId)]);
    expect(resultados.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await administradores()).toHaveLength(1);
    await h.database.db
      .update(equipe)
      .set({ ativo: true })
      .where(inArray(equipe.id, [a.equipeId, b.equipeId]));
    await h.database.db
      .update(equipe)
      .set({ papeis: ['conteudo'] })
      .where(eq(equipe.id, ativos[0]!.id === a.equipeId ? b.equipeId : a.equipeId));
    // The one left cannot drop the role either.
    const [restante] = await administradores();
    const ultimo = restante!.id === a.equipeId ? a : b;
    const sozinho = await chamarConsole(ultimo.agente, equipeEndpoints.alterar, {
      params: { id: ultimo.equipeId },
      body: { papeis: ['conteudo'], ativo: true },
    });
    expect(sozinho.statusCode).toBe(409);
    expect(sozinho.json()).toMatchObject({
      mensagem: 'O console precisa de ao menos um administrador ativo.',
    });
    // Back to how the file found it.
    await h.database.db
      .update(equipe)
      .set({ ativo: true })
      .where(
        inArray(
          equipe.email,
          Object.values(EQUIPE_DEMO).map((m) => m.email),
        ),
      );
  });
});

describe('logs', () => {
  it('carry no enrolment link token', () => {
    expect(tokens.length).toBeGreaterThan(1);
    const log = linhasDoLog.join('');
    expect(tokens.filter((t) => log.includes(t))).toEqual([]);
  });
});
