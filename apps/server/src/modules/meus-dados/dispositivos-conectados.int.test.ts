// Dispositivos conectados and the device identity (issue 42, decision 0055), through the API on the seeded demo:
// the list marks the current session, an ended session is refused at its next call (on another instance too),
// the current one is not ended here, another account's session is a 404, and a sign-in from a browser the
// account does not know sends the new-device notice once, with no IP and no CPF.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeLoginAuthorization } from '@portal/domain/contract/auth/basic-authorization';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { dispositivosConectadosEndpoints as endpoints } from '@portal/domain/contract/meus-dados/dispositivos-conectados';
import { DISPOSITIVOS_MESSAGES } from '@portal/domain/contract/meus-dados/dispositivos-conectados-mensagens';
import { auditoria } from '../../db/schema/audit.js';
import { contas, dispositivos, sessoes } from '../../db/schema/auth.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { assinaturasPush } from '../../db/schema/push.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { DEVICE_COOKIE } from '../../platform/dispositivo.js';
import { chamar, getJson } from '../../test/contrato.js';
import { outboxFor } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo } from '../../test/test-app.js';

const demo = withDemo();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as the web does, from `agent` (a known device by default) with the given browser. */
async function entrar(
  app: FastifyInstance,
  cpf: string,
  { agent = new TestAgent(app), ua = CHROME_WINDOWS }: { agent?: TestAgent; ua?: string } = {},
): Promise<TestAgent> {
  const headers = { 'user-agent': ua };
  await chamar(agent, parametrosEndpoints.statusManutencao, { headers });
  const response = await chamar(agent, loginEndpoints.login, {
    body: { token: 'captcha-ok' },
    headers: { ...headers, authorization: encodeLoginAuthorization(cpf, DEMO_PASSWORD) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return agent;
}

/** A browser the portal never saw (no device cookie). */
const novoNavegador = (app: FastifyInstance) => new TestAgent(app, { dispositivo: null });

async function contaDe(cpf: string) {
  const [row] = await demo.h.database.db
    .select({ contaId: contas.id, pessoaId: pessoas.id })
    .from(contas)
    .innerJoin(pessoas, eq(pessoas.id, contas.pessoaId))
    .where(eq(pessoas.cpf, cpf));
  if (!row) throw new Error(`sem conta: ${cpf}`);
  return row;
}

/** The session row the agent's cookie names (read here, not through the service). */
async function sessaoDe(agent: TestAgent) {
  const hash = createHash('sha256')
    .update(agent.sessionCookie ?? '')
    .digest('hex');
  const [row] = await demo.h.database.db.select().from(sessoes).where(eq(sessoes.tokenHash, hash));
  if (!row) throw new Error('sem sessão');
  return row;
}

const usuario = (agent: TestAgent) => chamar(agent, usuarioEndpoints.usuario);

describe('Dispositivos conectados', () => {
  it('lists the account’s live sessions, this one first and marked, each named by its browser', async () => {
    const { app } = demo.h;
    const celular = await entrar(app, DEMO.maria, { agent: novoNavegador(app), ua: SAFARI_IPHONE });
    const computador = await entrar(app, DEMO.maria);
    const { contaId } = await contaDe(DEMO.maria);
    const linhas = await demo.h.database.db.select().from(sessoes).where(eq(sessoes.contaId, contaId));

    const { sessoes: lista } = await getJson(computador, endpoints.lista);
    expect(lista.map((s) => s.id).sort()).toEqual(linhas.map((s) => s.id).sort());
    const atual = await sessaoDe(computador);
    expect(lista[0]).toMatchObject({ id: atual.id, atual: true, dispositivo: 'Chrome no Windows' });
    expect(lista.filter((s) => s.atual)).toHaveLength(1);
    const doCelular = await sessaoDe(celular);
    expect(lista.find((s) => s.id === doCelular.id)).toMatchObject({
      atual: false,
      dispositivo: 'Safari no iPhone',
    });
    // Another account's sessions are not listed.
    const roberto = await entrar(app, DEMO.roberto);
    const deRoberto = await sessaoDe(roberto);
    expect(lista.map((s) => s.id)).not.toContain(deRoberto.id);
  });

  it('does not list a session past its idle limit', async () => {
    const { app, clock } = demo.h;
    const antiga = await entrar(app, DEMO.carlos, { agent: novoNavegador(app) });
    const { id } = await sessaoDe(antiga);
    clock.advance(31 * 60_000);
    const atual = await entrar(app, DEMO.carlos);
    const { sessoes: lista } = await getJson(atual, endpoints.lista);
    expect(lista.map((s) => s.id)).not.toContain(id);
  });

  it('ends another session: its next call is refused (401), the member reads it in the audit', async () => {
    const { app } = demo.h;
    const outro = await entrar(app, DEMO.maria, { agent: novoNavegador(app), ua: SAFARI_IPHONE });
    const este = await entrar(app, DEMO.maria);
    const { id } = await sessaoDe(outro);
    const resposta = await chamar(este, endpoints.encerrar, { params: { id } });
    expect(resposta.statusCode, resposta.body).toBe(204);
    expect((await usuario(outro)).statusCode).toBe(401);
    expect((await usuario(este)).statusCode).toBe(200);
    const { pessoaId } = await contaDe(DEMO.maria);
    const [linha] = await demo.h.database.db
      .select({ acao: auditoria.acao, resultado: auditoria.resultado })
      .from(auditoria)
      .where(and(eq(auditoria.pessoaId, pessoaId), eq(auditoria.acao, 'ENCERRAMENTO_DISPOSITIVO')))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(linha).toEqual({ acao: 'ENCERRAMENTO_DISPOSITIVO', resultado: 'SUCESSO' });
    // Ended already: the same 404 as an id that never existed.
    expect((await chamar(este, endpoints.encerrar, { params: { id } })).statusCode).toBe(404);
  });

  it('drops the push subscription of a device it ends, in the same transaction, and keeps this one’s', async () => {
    const { app, clock, database } = demo.h;
    const outro = await entrar(app, DEMO.roberto, { agent: novoNavegador(app), ua: SAFARI_IPHONE });
    const este = await entrar(app, DEMO.roberto);
    const [deLa, daqui] = [await sessaoDe(outro), await sessaoDe(este)];
    const assinatura = (dispositivoId: number | null, n: number) => ({
      contaId: deLa.contaId,
      dispositivoId,
      endpoint: `https://push.example.test/dispositivos-${n}`,
      p256dh: 'p256dh',
      auth: 'auth',
      criadaEm: clock(),
      ultimoUsoEm: clock(),
    });
    await database.db
      .insert(assinaturasPush)
      .values([assinatura(deLa.dispositivoId, 1), assinatura(daqui.dispositivoId, 2)]);
    expect((await chamar(este, endpoints.encerrar, { params: { id: deLa.id } })).statusCode).toBe(204);
    const restantes = await database.db
      .select({ endpoint: assinaturasPush.endpoint })
      .from(assinaturasPush)
      .where(eq(assinaturasPush.contaId, deLa.contaId));
    expect(restantes).toEqual([{ endpoint: 'https://push.example.test/dispositivos-2' }]);
  });

  it('does not end the session of the call itself (409, "Sair" does)', async () => {
    const este = await entrar(demo.h.app, DEMO.maria);
    const { id } = await sessaoDe(este);
    const resposta = await chamar(este, endpoints.encerrar, { params: { id } });
    expect(resposta.statusCode).toBe(409);
    expect(resposta.json()).toMatchObject({ mensagem: DISPOSITIVOS_MESSAGES.atualNaoEncerra });
    expect((await usuario(este)).statusCode).toBe(200);
  });

  it('answers 404 for another account’s session, which stays signed in, and 400 for a malformed id', async () => {
    const { app } = demo.h;
    const roberto = await entrar(app, DEMO.roberto);
    const maria = await entrar(app, DEMO.maria);
    const { id } = await sessaoDe(roberto);
    const resposta = await chamar(maria, endpoints.encerrar, { params: { id } });
    expect(resposta.statusCode).toBe(404);
    expect((await chamar(maria, endpoints.encerrar, { params: { id: 2_000_000_000 } })).body).toBe(
      resposta.body,
    );
    expect((await usuario(roberto)).statusCode).toBe(200);
    expect((await chamar(maria, endpoints.encerrar, { params: { id: 'abc' } })).statusCode).toBe(400);
  });

  it('ends all the other sessions at once; this one survives and the count says how many', async () => {
    const { app } = demo.h;
    const um = await entrar(app, DEMO.joao, { agent: novoNavegador(app) });
    const dois = await entrar(app, DEMO.joao, { agent: novoNavegador(app), ua: SAFARI_IPHONE });
    const este = await entrar(app, DEMO.joao);
    const { contaId } = await contaDe(DEMO.joao);
    const antes = await demo.h.database.db.select().from(sessoes).where(eq(sessoes.contaId, contaId));
    const { encerradas } = await getJson(este, endpoints.encerrarOutros);
    expect(encerradas).toBe(antes.length - 1);
    expect((await usuario(um)).statusCode).toBe(401);
    expect((await usuario(dois)).statusCode).toBe(401);
    expect((await usuario(este)).statusCode).toBe(200);
    expect((await getJson(este, endpoints.lista)).sessoes).toEqual([
      expect.objectContaining({ atual: true }),
    ]);
    expect((await getJson(este, endpoints.encerrarOutros)).encerradas).toBe(0);
  });

  it('ends a session on every instance: ended through one app, refused by another on the same database', async () => {
    const { app } = demo.h;
    const outraInstancia = await demo.h.newApp();
    const noOutro = await entrar(outraInstancia, DEMO.roberto, {
      agent: novoNavegador(outraInstancia),
    });
    expect((await usuario(noOutro)).statusCode).toBe(200);
    const aqui = await entrar(app, DEMO.roberto);
    const { id } = await sessaoDe(noOutro);
    expect((await chamar(aqui, endpoints.encerrar, { params: { id } })).statusCode).toBe(204);
    expect((await usuario(noOutro)).statusCode).toBe(401);
  });
});

describe('the device identity and the new-device notice', () => {
  const EMAIL = 'fernanda.rocha@email.test';
  const avisos = async () =>
    (await outboxFor(demo.h.database.db, EMAIL)).filter((m) => m.assunto?.startsWith('Novo acesso'));

  it('sets a long-lived HttpOnly device cookie whose value is stored only as its SHA-256', async () => {
    const { app } = demo.h;
    const agent = novoNavegador(app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const response = await chamar(agent, loginEndpoints.login, {
      body: { token: 'captcha-ok' },
      headers: { authorization: encodeLoginAuthorization(DEMO.roberto, DEMO_PASSWORD) },
    });
    const cookie = (
      response.cookies as {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        maxAge?: number;
      }[]
    ).find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 400 * 24 * 60 * 60 });
    const valor = cookie?.value ?? '';
    const linhas = await demo.h.database.db.select().from(dispositivos);
    expect(linhas.map((d) => d.tokenHash)).toContain(createHash('sha256').update(valor).digest('hex'));
    expect(JSON.stringify(linhas)).not.toContain(valor);
    expect((await sessaoDe(agent)).dispositivoId).toBe(
      linhas.find((d) => d.tokenHash === createHash('sha256').update(valor).digest('hex'))?.id,
    );
  });

  it('tells the member once of a sign-in from a new browser, never of the first device nor a known one', async () => {
    const { app } = demo.h;
    // Fernanda's first device: nothing to compare with, no notice.
    await entrar(app, DEMO.fernanda);
    await entrar(app, DEMO.fernanda);
    expect(await avisos()).toHaveLength(0);

    const novo = await entrar(app, DEMO.fernanda, { agent: novoNavegador(app), ua: SAFARI_IPHONE });
    const [aviso] = await eventuallyLength(avisos, 1);
    expect(aviso?.texto).toContain('Safari no iPhone');
    expect(aviso?.texto).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(aviso?.texto).toContain('Dispositivos conectados');
    expect(aviso?.texto).not.toContain('127.0.0.1');
    expect(aviso?.texto).not.toContain(DEMO.fernanda);
    expect(aviso?.texto).not.toContain('852.963.741-00');

    // The same browser again (its cookie now known): no second notice.
    await entrar(app, DEMO.fernanda, { agent: novo, ua: SAFARI_IPHONE });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await avisos()).toHaveLength(1);
  });
});

/** Waits (deliveries leave in the background) until `read` has `n` items. */
async function eventuallyLength<T>(read: () => Promise<T[]>, n: number): Promise<T[]> {
  for (let i = 0; i < 100; i++) {
    const itens = await read();
    if (itens.length >= n) return itens;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`esperava ${n}`);
}
