// Integration health in the console (issue 39, decision 0044): a staff member with the integração role
// manages the integration clients through the clients command's own functions (a new secret answered once,
// only its hash stored, never in the staff audit), sees calls and refusals per hour, retries a failed or
// dead webhook delivery (the receiver gets it signed), replays a period (idempotent per event, bounded),
// pauses a client's deliveries (the worker's claim skips them) and downloads a bulk load's refused lines as
// a formula-safe CSV (importacao-console.int.test.ts). Every write is in the staff audit. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleIntegracaoEndpoints as endpoints } from '@portal/domain/contract/console/integracao';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { integracaoEntregas, integracaoEventos } from '../../db/schema/integracao-eventos.js';
import { integracaoSegredos } from '../../db/schema/integracao.js';
import { sha256Hex } from '../../platform/clock.js';
import { registrarEvento } from '../../platform/integracao/eventos.js';
import { chamarConsole, jsonConsole, sessaoConsole, type SessaoDeTeste } from '../../test/console.js';
import {
  chamarCru,
  idDoCliente,
  pedirToken,
  rodarComando,
  tokenDe,
  basic,
  type ClienteTeste,
} from '../../test/integracao.js';
import { assinaturaConfere, receptor } from '../../test/receptor-webhook.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';
import { entregarDevidas } from '../../platform/integracao/entregas.js';

const demo = withDemo();
let h: TestHarness;
let integ: SessaoDeTeste;
beforeAll(async () => {
  h = demo.h;
  integ = await sessaoConsole(h.app, { nome: 'Íris Integração', papeis: ['integracao'] });
});

const db = () => h.database.db;
const CHAVE = createHash('sha256').update('chave dos webhooks do teste do console').digest();
const comando = (...argv: string[]) =>
  rodarComando(
    { db: db(), clock: h.clock, random: h.app.ctx.random, chaveWebhooks: CHAVE, producao: false },
    argv,
  );
/** One worker round (any instance's: the claim is one query in the database). */
const rodada = (tentativas = 5) =>
  entregarDevidas({ db: db(), clock: h.clock, timeoutMs: 2000, tentativas, chave: CHAVE, producao: false });

const ultimaAcao = async (acao: string) => {
  const [linha] = await db()
    .select()
    .from(equipeAuditoria)
    .where(eq(equipeAuditoria.acao, acao))
    .orderBy(desc(equipeAuditoria.id))
    .limit(1);
  return linha!;
};

async function novoClienteConsole(nome: string, escopos: string[], limitePorMinuto: number | null = null) {
  return jsonConsole(integ.agente, endpoints.criarClienteIntegracao, {
    body: { nome, escopos, limitePorMinuto },
  });
}

const clienteNaLista = async (clientId: string) =>
  (await jsonConsole(integ.agente, endpoints.listarClientesIntegracao)).find((c) => c.clientId === clientId)!;

describe('integration clients from the console', () => {
  it('creates a client: the secret is answered once, only its hash is stored, the audit has no secret; the command lists it', async () => {
    const novo = await novoClienteConsole('ERP Financeiro', ['faturamento:escrita', 'eventos:leitura'], 1200);
    expect(novo.segredo).toMatch(/^[\w-]{43}$/);
    const [guardado] = await db()
      .select()
      .from(integracaoSegredos)
      .where(eq(integracaoSegredos.id, novo.segredoId));
    expect(guardado!.hash).toBe(sha256Hex(novo.segredo));
    const auditoria = await ultimaAcao('integracao-cliente.criar');
    expect(auditoria).toMatchObject({
      equipeId: integ.equipeId,
      papel: 'integracao',
      alvo: `integracao-cliente:${novo.clientId}`,
      antes: null,
      depois: { nome: 'ERP Financeiro', limitePorMinuto: 1200, segredos: [novo.segredoId] },
    });
    expect(JSON.stringify(auditoria)).not.toContain(novo.segredo);
    // The token call takes it; the command's listar shows the console's client (one set of functions).
    const token = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic(novo.clientId, novo.segredo),
    );
    expect(token.response.status).toBe(200);
    const listar = await comando('listar');
    expect(listar.linhas.find((l) => l.startsWith(novo.clientId))).toContain('\tlimite: 1200/min\t');
    const listado = await clienteNaLista(novo.clientId);
    expect(listado).toMatchObject({ nome: 'ERP Financeiro', limitePorMinuto: 1200, webhook: null });
    expect(listado.ultimoTokenEm).not.toBeNull();
    expect(JSON.stringify(listado)).not.toContain(novo.segredo);
  });

  it('refuses bad input in Portuguese and writes nothing', async () => {
    const antes = (await jsonConsole(integ.agente, endpoints.listarClientesIntegracao)).length;
    for (const body of [
      { nome: '  ', escopos: ['eventos:leitura'], limitePorMinuto: null },
      { nome: 'X', escopos: [], limitePorMinuto: null },
      { nome: 'X', escopos: ['eventos:leitura'], limitePorMinuto: 0 },
      { nome: 'X', escopos: ['tudo:escrita'], limitePorMinuto: null },
    ]) {
      const resposta = await chamarConsole(integ.agente, endpoints.criarClienteIntegracao, { body });
      expect(resposta.statusCode, JSON.stringify(body)).toBe(400);
      expect(resposta.json<{ mensagem: string }>().mensagem).toMatch(/[ãçéí]|Informe|Escolha|limite/);
    }
    expect((await jsonConsole(integ.agente, endpoints.listarClientesIntegracao)).length).toBe(antes);
  });

  it('changes scopes and limit (a live token with a scope taken away ends), rotates, revokes — audited, before and after', async () => {
    const novo = await novoClienteConsole('ERP Cadastro', ['cadastro:escrita', 'eventos:leitura']);
    const cliente: ClienteTeste = { clientId: novo.clientId, segredo: novo.segredo };
    const token = await tokenDe(h.app, cliente);
    const alterado = await jsonConsole(integ.agente, endpoints.alterarClienteIntegracao, {
      params: { clientId: novo.clientId },
      body: { escopos: ['eventos:leitura'], limitePorMinuto: 30 },
    });
    expect(alterado).toMatchObject({ escopos: ['eventos:leitura'], limitePorMinuto: 30 });
    expect((await chamarCru(h.app, 'GET', '/eventos', token)).statusCode).toBe(401);
    expect(await ultimaAcao('integracao-cliente.alterar')).toMatchObject({
      antes: { escopos: ['cadastro:escrita', 'eventos:leitura'], limitePorMinuto: null },
      depois: { escopos: ['eventos:leitura'], limitePorMinuto: 30 },
    });

    const rotacao = await jsonConsole(integ.agente, endpoints.rotacionarSegredoIntegracao, {
      params: { clientId: novo.clientId },
    });
    expect(rotacao.segredo).not.toBe(novo.segredo);
    const auditoria = await ultimaAcao('integracao-cliente.rotacionar');
    expect(JSON.stringify(auditoria)).not.toContain(rotacao.segredo);
    expect(auditoria.depois).toMatchObject({ segredos: [novo.segredoId, rotacao.segredoId] });
    expect(
      (await tokenDe(h.app, { clientId: novo.clientId, segredo: rotacao.segredo })).length,
    ).toBeGreaterThan(10);
    const terceira = await chamarConsole(integ.agente, endpoints.rotacionarSegredoIntegracao, {
      params: { clientId: novo.clientId },
    });
    expect(terceira.statusCode).toBe(409);
    expect(terceira.json<{ mensagem: string }>().mensagem).toMatch(/Revogue o antigo/);

    const revogarSegredo = await chamarConsole(integ.agente, endpoints.revogarSegredoIntegracao, {
      params: { clientId: novo.clientId, segredoId: novo.segredoId },
    });
    expect(revogarSegredo.statusCode).toBe(204);
    const velho = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic(novo.clientId, novo.segredo),
    );
    expect(velho.response.status).toBe(401);

    const revogar = () =>
      chamarConsole(integ.agente, endpoints.revogarClienteIntegracao, {
        params: { clientId: novo.clientId },
      });
    expect((await revogar()).statusCode).toBe(204);
    expect((await ultimaAcao('integracao-cliente.revogar')).depois).toMatchObject({ segredos: [] });
    expect((await revogar()).statusCode).toBe(409);
    const inexistente = await chamarConsole(integ.agente, endpoints.revogarClienteIntegracao, {
      params: { clientId: 'erp-nao-existe' },
    });
    expect(inexistente.statusCode).toBe(404);
  });

  it('counts calls and refusals per client and hour (one row a client-hour)', async () => {
    const novo = await novoClienteConsole('ERP Eventos', ['eventos:leitura']);
    const token = await tokenDe(h.app, novo);
    expect((await chamarCru(h.app, 'GET', '/eventos', token)).statusCode).toBe(200);
    expect((await chamarCru(h.app, 'GET', '/eventos', token)).statusCode).toBe(200);
    // A scope it lacks: a refusal of a known client.
    expect((await chamarCru(h.app, 'PUT', '/titulos', token, { titulos: [] })).statusCode).toBe(403);
    const listado = await clienteNaLista(novo.clientId);
    expect(listado).toMatchObject({ chamadas24h: 3, recusas24h: 1 });
    expect(listado.porHora).toHaveLength(24);
    expect(listado.porHora.at(-1)).toMatchObject({ chamadas: 3, recusas: 1 });
    // An hour later the calls are in the previous hour's row (a session opened then: the idle limit).
    h.clock.advance(3_600_000);
    try {
      expect((await chamarCru(h.app, 'GET', '/eventos', await tokenDe(h.app, novo))).statusCode).toBe(200);
      const tarde = await sessaoConsole(h.app, { papeis: ['integracao'] });
      const depois = (await jsonConsole(tarde.agente, endpoints.listarClientesIntegracao)).find(
        (c) => c.clientId === novo.clientId,
      )!;
      expect(depois.porHora.slice(-2).map((p) => p.chamadas)).toEqual([3, 1]);
      expect(depois).toMatchObject({ chamadas24h: 4, recusas24h: 1 });
    } finally {
      h.clock.advance(-3_600_000);
    }
  });

  it('is refused to staff without the integração role', async () => {
    const outra = await sessaoConsole(h.app, { papeis: ['atendimento'] });
    expect((await chamarConsole(outra.agente, endpoints.listarClientesIntegracao)).statusCode).toBe(403);
  });
});

describe('webhook deliveries from the console', () => {
  let pessoa = 800_000;
  async function evento(): Promise<number> {
    pessoa += 1;
    await db().transaction((tx) =>
      registrarEvento(tx, {
        clock: h.clock,
        pessoaId: pessoa,
        evento: { tipo: 'dados-pessoais.alterados', dados: { campos: ['telefone'] } },
      }),
    );
    const [ultimo] = await db().select().from(integracaoEventos).orderBy(desc(integracaoEventos.id)).limit(1);
    return ultimo!.id;
  }
  const uuidDe = async (id: number) =>
    (await db().select().from(integracaoEventos).where(eq(integracaoEventos.id, id)))[0]!.eventoId;
  const entrega = async (clientId: string, eventoId: number) =>
    (
      await db()
        .select()
        .from(integracaoEntregas)
        .where(
          and(
            eq(integracaoEntregas.clienteId, await idDoCliente(db(), clientId)),
            eq(integracaoEntregas.eventoId, eventoId),
          ),
        )
    )[0];

  async function clienteComWebhook(url: string) {
    const novo = await novoClienteConsole('ERP Webhook', ['eventos:leitura']);
    const saida = await comando('webhook', '--cliente', novo.clientId, '--url', url);
    expect(saida.codigo, saida.linhas.join('\n')).toBe(0);
    return { clientId: novo.clientId, segredo: saida.linhas[0]!.replace('webhook_secret: ', '') };
  }

  let rx: Awaited<ReturnType<typeof receptor>>;
  let status = 500;
  beforeAll(async () => {
    rx = await receptor(() => status);
  });
  afterAll(async () => {
    // Other tests' rounds leave this file's (closed) receiver alone.
    for (const c of await comando('listar').then((s) => s.linhas)) {
      const clientId = c.split('\t')[0]!;
      if (c.includes('\tativo\t')) await comando('revogar', '--cliente', clientId);
    }
    await rx.fechar();
  });

  it('a failed delivery shows its error; "Reenviar" puts it back now and the receiver gets it signed', async () => {
    const { clientId, segredo } = await clienteComWebhook(rx.url);
    status = 500;
    const id = await evento();
    await rodada();
    const resumo = (await jsonConsole(integ.agente, endpoints.resumoEntregas)).find(
      (r) => r.clientId === clientId,
    )!;
    expect(resumo).toMatchObject({ falhas: 1, mortas: 0, pausadoEm: null });
    const [falha] = await jsonConsole(integ.agente, endpoints.listarEntregasWebhook, {
      params: { clientId },
      query: { estado: 'FALHOU' },
    });
    expect(falha).toMatchObject({
      eventoId: await uuidDe(id),
      estado: 'FALHOU',
      tentativas: 1,
      ultimoErro: 'HTTP 500',
    });
    // Not due for 30 s: a round now sends nothing.
    const recebidosAntes = rx.recebidos.length;
    await rodada();
    expect(rx.recebidos.length).toBe(recebidosAntes);

    status = 200;
    const reenviar = () =>
      chamarConsole(integ.agente, endpoints.reenviarEntrega, {
        params: { clientId, eventoId: falha!.eventoId },
      });
    expect((await reenviar()).statusCode).toBe(204);
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'PENDENTE', tentativas: 0 });
    expect(await ultimaAcao('integracao-entrega.reenviar')).toMatchObject({
      alvo: `integracao-entrega:${clientId}:${falha!.eventoId}`,
      papel: 'integracao',
    });
    await rodada();
    const recebido = rx.recebidos.at(-1)!;
    expect(JSON.parse(recebido.corpo)).toMatchObject({ id: falha!.eventoId });
    expect(assinaturaConfere(recebido, [segredo])).toBe(true);
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'ENTREGUE' });
    // Delivered: nothing to retry.
    const denovo = await reenviar();
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json<{ mensagem: string }>().mensagem).toMatch(/não está com falha/);
  });

  it('a dead delivery goes back to the queue with a fresh count', async () => {
    const { clientId } = await clienteComWebhook(rx.url);
    status = 503;
    const id = await evento();
    await rodada(1);
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'MORTA' });
    const [morta] = await jsonConsole(integ.agente, endpoints.listarEntregasWebhook, {
      params: { clientId },
      query: { estado: 'MORTA' },
    });
    expect(morta).toMatchObject({ estado: 'MORTA', ultimoErro: 'HTTP 503' });
    status = 200;
    const reenvio = await chamarConsole(integ.agente, endpoints.reenviarEntrega, {
      params: { clientId, eventoId: morta!.eventoId },
    });
    expect(reenvio.statusCode).toBe(204);
    await rodada();
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'ENTREGUE', tentativas: 1 });
  });

  it("a paused client's deliveries wait (the worker's claim skips them) while another client's go; resumed, they go in order", async () => {
    status = 200;
    const pausado = await clienteComWebhook(rx.url);
    const outro = await clienteComWebhook(rx.url);
    const pausar = () =>
      chamarConsole(integ.agente, endpoints.pausarEntregas, { params: { clientId: pausado.clientId } });
    expect((await pausar()).statusCode).toBe(204);
    expect((await pausar()).statusCode).toBe(409);
    expect((await ultimaAcao('integracao-entrega.pausar')).alvo).toBe(
      `integracao-cliente:${pausado.clientId}`,
    );
    const a = await evento();
    const b = await evento();
    // Two instances' rounds: the same claim query, so neither takes the paused client's.
    await Promise.all([rodada(), rodada()]);
    expect(await entrega(pausado.clientId, a)).toMatchObject({ situacao: 'PENDENTE', tentativas: 0 });
    expect(await entrega(pausado.clientId, b)).toMatchObject({ situacao: 'PENDENTE', tentativas: 0 });
    expect(await entrega(outro.clientId, a)).toMatchObject({ situacao: 'ENTREGUE' });
    const resumo = (await jsonConsole(integ.agente, endpoints.resumoEntregas)).find(
      (r) => r.clientId === pausado.clientId,
    )!;
    expect(resumo.pausadoEm).not.toBeNull();
    expect(resumo.pendentes).toBe(2);

    const retomada = await chamarConsole(integ.agente, endpoints.retomarEntregas, {
      params: { clientId: pausado.clientId },
    });
    expect(retomada.statusCode).toBe(204);
    await rodada();
    expect(await entrega(pausado.clientId, a)).toMatchObject({ situacao: 'ENTREGUE' });
    expect(await entrega(pausado.clientId, b)).toMatchObject({ situacao: 'ENTREGUE' });
    const retomar = await chamarConsole(integ.agente, endpoints.retomarEntregas, {
      params: { clientId: pausado.clientId },
    });
    expect(retomar.statusCode).toBe(409);
  });

  it('replays a period: every event of the days queued once (again queues none), bounded, audited with the count', async () => {
    status = 200;
    const { clientId } = await clienteComWebhook(rx.url);
    const id = await evento();
    await rodada();
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'ENTREGUE' });
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(h.clock());
    const [{ total }] = [
      {
        total: (await db().select().from(integracaoEventos)).filter(
          (e) =>
            new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(e.criadoEm) === hoje,
        ).length,
      },
    ];
    const reenviar = (de: string, ate: string) =>
      chamarConsole(integ.agente, endpoints.reenviarPeriodo, { params: { clientId }, body: { de, ate } });
    const primeira = await reenviar(hoje, hoje);
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toEqual({ eventos: total, reenfileiradas: total });
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'PENDENTE', tentativas: 0 });
    expect((await ultimaAcao('integracao-entrega.reenviar-periodo')).depois).toMatchObject({
      de: hoje,
      ate: hoje,
      eventos: total,
      reenfileiradas: total,
    });
    // The same period again while they wait: nothing queued twice.
    expect((await reenviar(hoje, hoje)).json()).toEqual({ eventos: total, reenfileiradas: 0 });
    const semEventos = await reenviar('2020-01-01', '2020-01-02');
    expect(semEventos.json()).toEqual({ eventos: 0, reenfileiradas: 0 });
    expect((await reenviar('2020-01-02', '2020-01-01')).statusCode).toBe(400);
    const longo = await reenviar('2020-01-01', '2020-03-01');
    expect(longo.statusCode).toBe(400);
    expect(longo.json<{ mensagem: string }>().mensagem).toMatch(/até 31 dias/);
    await rodada();
    expect(await entrega(clientId, id)).toMatchObject({ situacao: 'ENTREGUE' });
  });
});
