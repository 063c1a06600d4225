// Outbound events (issue 19, decision 0025): the outbox written with the member's change and never
// without it; the polling feed (cursor, scope); webhook delivery to a real HTTP receiver on loopback —
// signature, retries spaced by the backoff, dead letters and their replay through the command, order per
// member, and two app instances delivering each event exactly once (also on PostgreSQL when
// TEST_DATABASE_URL is set).
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { WEBHOOK_CABECALHOS, type EventoIntegracao } from '@portal/domain/contract/integracao/eventos';
import { auditoria } from '../../db/schema/audit.js';
import {
  integracaoEntregas,
  integracaoEventos,
  integracaoWebhooks,
} from '../../db/schema/integracao-eventos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { hmacHex } from '../../platform/clock.js';
import {
  BACKOFF_BASE_MS,
  BACKOFF_TETO_MS,
  backoffMs,
  entregarDevidas,
  SEGREDO_ILEGIVEL,
  type EntregaDeps,
} from '../../platform/integracao/entregas.js';
import { registrarEvento } from '../../platform/integracao/eventos.js';
import { decifrarSegredoWebhook } from '../../platform/integracao/segredo-webhook.js';
import { newProtocolo, prazoNaoAssistencial } from '../../shared-domain/protocolo.js';
import {
  api,
  idDoCliente,
  novoCliente,
  novoReembolso,
  rodarComando,
  tokenDe,
  type ClienteTeste,
} from '../../test/integracao.js';
import { receptor } from '../../test/receptor-webhook.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import { testPostgresUrl } from '../../test/test-database.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const db = () => h.database.db;

async function pessoaDe(cpf: string): Promise<number> {
  const [p] = await db().select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return p!.id;
}

/** The newest cursor of the feed (events written before this point are not the test's). */
async function fimDoFeed(): Promise<number> {
  const [linha] = await db()
    .select({ fim: sql<string | null>`max(${integracaoEventos.id})` })
    .from(integracaoEventos);
  return Number(linha?.fim ?? 0);
}

const eventosDepois = (cursor: number) =>
  db().select().from(integracaoEventos).where(gt(integracaoEventos.id, cursor)).orderBy(integracaoEventos.id);

/** INTEGRACAO_CHAVE_WEBHOOKS, and the key the config makes of it (its SHA-256). */
const TEXTO_CHAVE = 'chave dos webhooks dos testes de integração';
const CHAVE = createHash('sha256').update(TEXTO_CHAVE).digest();

/** Runs the clients command; its exit code and printed lines. */
const comando = (...argv: string[]) =>
  rodarComando(
    { db: db(), clock: h.clock, random: (n) => Buffer.alloc(n, 7), chaveWebhooks: CHAVE, producao: false },
    argv,
  );

/** A client with the events scope and a webhook at `url`; its webhook secret from the command. */
async function clienteComWebhook(url: string): Promise<{ cliente: ClienteTeste; segredo: string }> {
  const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
  const saida = await comando('webhook', '--cliente', cliente.clientId, '--url', url);
  expect(saida.codigo, saida.linhas.join('\n')).toBe(0);
  const segredo = saida.linhas[0]!.replace('webhook_secret: ', '');
  expect(segredo).toMatch(/^whsec_[\w-]{43}$/);
  return { cliente, segredo };
}

/** Ends a test's client, so later rounds of other tests leave its (closed) receiver alone. */
const revogar = (cliente: ClienteTeste) => comando('revogar', '--cliente', cliente.clientId);

const deps = (extra: Partial<EntregaDeps> = {}): EntregaDeps => ({
  db: db(),
  clock: h.clock,
  timeoutMs: 2000,
  tentativas: 3,
  chave: CHAVE,
  producao: false,
  ...extra,
});

/** The client's row id (its deliveries and webhook are keyed by it). */
const idDo = (cliente: ClienteTeste) => idDoCliente(db(), cliente.clientId);

const entregaDe = async (cliente: ClienteTeste, eventoCursor: string) => {
  const clienteId = await idDo(cliente);
  const [linha] = await db()
    .select()
    .from(integracaoEntregas)
    .where(
      and(eq(integracaoEntregas.clienteId, clienteId), eq(integracaoEntregas.eventoId, Number(eventoCursor))),
    );
  return linha!;
};

describe('the outbox is written with the change', () => {
  it("a personal-data change writes one event with the changed fields' names, never their values", async () => {
    const maria = await login(h.app, DEMO.maria);
    const antes = await getJson(maria, dadosPessoaisEndpoints.dados, { params: { cpf: DEMO.ana } });
    const { cpf: _c, dataNascimento: _d, alteravel: _a, ...editavel } = antes;
    const inicio = await fimDoFeed();
    const corpo = {
      ...editavel,
      estadoCivil: 'VIUVO',
      // A landline saves at once (no code reaches it); a new e-mail or mobile would wait for its code.
      telefone: '(19) 3234-5678',
    };
    const alterar = () =>
      chamar(maria, dadosPessoaisEndpoints.alterar, { params: { cpf: DEMO.ana }, body: corpo });
    const resposta = await alterar();
    expect(resposta.statusCode, resposta.body).toBe(200);
    const eventos = await eventosDepois(inicio);
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({
      tipo: 'dados-pessoais.alterados',
      pessoaId: await pessoaDe(DEMO.ana),
    });
    expect(eventos[0]!.dados['campos']).toEqual(expect.arrayContaining(['estadoCivil', 'telefone']));
    expect(JSON.stringify(eventos[0])).not.toContain('3234');

    // The same data again changes nothing, so it tells nothing.
    const repetida = await alterar();
    expect(repetida.statusCode).toBe(200);
    expect(await eventosDepois(inicio)).toHaveLength(1);
  });

  it('a filed request writes one event with its protocol; a request that rolls back writes none', async () => {
    const inicio = await fimDoFeed();
    const protocolo = await novoReembolso(db(), h.clock, DEMO.maria);
    const eventos = await eventosDepois(inicio);
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({
      tipo: 'solicitacao.registrada',
      pessoaId: await pessoaDe(DEMO.maria),
      dados: { protocolo, tipoProtocolo: 'REEMBOLSO', solicitantePessoaId: await pessoaDe(DEMO.maria) },
    });
    // Maria's memberships by the ERP's ids (the seed links them: BEN-<contract>-<n>).
    expect(eventos[0]!.beneficiariosIdErp.length).toBeGreaterThan(0);
    expect(eventos[0]!.beneficiariosIdErp.every((id) => id.startsWith('BEN-'))).toBe(true);

    const pessoaId = await pessoaDe(DEMO.maria);
    const falha = db().transaction(async (tx) => {
      await newProtocolo(tx, {
        clock: h.clock,
        tipo: 'SEGUNDA_VIA_CARTAO',
        pessoaId,
        solicitantePessoaId: pessoaId,
        prazoResposta: prazoNaoAssistencial(h.clock()),
      });
      throw new Error('falha depois do protocolo');
    });
    await expect(falha).rejects.toThrow('falha depois do protocolo');
    expect(await eventosDepois(inicio)).toHaveLength(1);
  });
});

// PGlite has one connection, so transactions never overlap there and the order below holds trivially.
describe.runIf(Boolean(testPostgresUrl()))('the cursor has no gaps, on PostgreSQL', () => {
  it('an event written while an earlier one is not committed waits for it, so ids become visible in order', async () => {
    const inicio = await fimDoFeed();
    let soltar: () => void = () => undefined;
    const segura = new Promise<void>((resolve) => (soltar = resolve));
    let primeiroGravou: () => void = () => undefined;
    const gravou = new Promise<void>((resolve) => (primeiroGravou = resolve));
    const evento = (campo: string) => ({
      clock: h.clock,
      pessoaId: 910_000,
      evento: { tipo: 'dados-pessoais.alterados' as const, dados: { campos: [campo] } },
    });
    const lenta = db().transaction(async (tx) => {
      await registrarEvento(tx, evento('primeiro'));
      primeiroGravou();
      await segura;
    });
    await gravou;
    let segundaTerminou = false;
    const rapida = db()
      .transaction((tx) => registrarEvento(tx, evento('segundo')))
      .then(() => (segundaTerminou = true));
    await new Promise((r) => setTimeout(r, 300));
    // The second transaction waits for the first: nothing is visible, so no reader can pass an id.
    expect(segundaTerminou).toBe(false);
    expect(await eventosDepois(inicio)).toHaveLength(0);
    soltar();
    await Promise.all([lenta, rapida]);
    const eventos = await eventosDepois(inicio);
    expect(eventos.map((e) => e.dados['campos'])).toEqual([['primeiro'], ['segundo']]);
  });
});

describe('GET /integracao/v1/eventos', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenDe(h.app, await novoCliente(db(), h.clock, ['eventos:leitura']));
  });

  it('needs a token with eventos:leitura (401 without, 403 with another scope)', async () => {
    expect((await api(h.app, null).GET('/integracao/v1/eventos')).response.status).toBe(401);
    const outro = await tokenDe(h.app, await novoCliente(db(), h.clock, ['faturamento:escrita']));
    const recusada = await api(h.app, outro).GET('/integracao/v1/eventos');
    expect(recusada.response.status).toBe(403);
    expect(recusada.response.headers.get('www-authenticate')).toContain('scope="eventos:leitura"');
  });

  it('pages in order from the cursor, says when more are ready, and audits the read with the client id', async () => {
    const inicio = await fimDoFeed();
    const protocolos = [
      await novoReembolso(db(), h.clock, DEMO.maria),
      await novoReembolso(db(), h.clock, DEMO.maria),
      await novoReembolso(db(), h.clock, DEMO.maria),
    ];
    const ler = async (depois: string, limite: number) => {
      const r = await api(h.app, token).GET('/integracao/v1/eventos', {
        params: { query: { depois, limite } },
      });
      expect(r.response.status, JSON.stringify(r.error)).toBe(200);
      return r.data!;
    };
    const primeira = await ler(String(inicio), 2);
    expect(primeira.temMais).toBe(true);
    expect(primeira.eventos.map((e) => e.tipo === 'solicitacao.registrada' && e.dados.protocolo)).toEqual(
      protocolos.slice(0, 2),
    );
    expect(primeira.proximoCursor).toBe(primeira.eventos[1]!.cursor);
    const segunda = await ler(primeira.proximoCursor, 2);
    expect(segunda.temMais).toBe(false);
    expect(segunda.eventos).toHaveLength(1);
    expect(segunda.eventos[0]).toMatchObject({ dados: { protocolo: protocolos[2] } });
    expect(segunda.eventos[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(segunda.eventos[0]!.beneficiariosIdErp).toEqual(
      (await eventosDepois(inicio))[2]!.beneficiariosIdErp,
    );
    const vazia = await ler(segunda.proximoCursor, 2);
    expect(vazia).toEqual({ eventos: [], proximoCursor: segunda.proximoCursor, temMais: false });

    const auditadas = await db()
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.acao, 'INTEGRACAO_REQUISICAO'), eq(auditoria.recurso, '/integracao/v1/eventos')),
      );
    // The three reads above (and the refusals of the test before, which name no client).
    expect(auditadas.filter((a) => a.integracaoClienteId !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad cursor or limit with 400 and a message', async () => {
    // `outro` is no parameter of the operation: sent on purpose, past the client's types.
    const ruins = [
      { depois: 'abc' },
      { depois: '-1' },
      { limite: 0 },
      { limite: 1001 },
      { outro: 1 } as { depois?: string },
    ];
    for (const query of ruins) {
      const r = await api(h.app, token).GET('/integracao/v1/eventos', { params: { query } });
      expect(r.response.status, JSON.stringify(query)).toBe(400);
      expect(r.error?.mensagem, JSON.stringify(query)).toBeTruthy();
    }
  });
});

describe('webhook delivery', () => {
  it('backoff doubles from 30 s and stops growing at one hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(BACKOFF_TETO_MS);
    expect(BACKOFF_BASE_MS).toBe(30_000);
  });

  it('a receiver that fails twice then answers gets the event three times, spaced by the backoff, signed, delivered once', async () => {
    const rx = await receptor((n) => (n < 2 ? 500 : 204));
    const { cliente, segredo } = await clienteComWebhook(rx.url);
    const inicio = await fimDoFeed();
    const protocolo = await novoReembolso(db(), h.clock, DEMO.maria);
    const [evento] = await eventosDepois(inicio);

    expect(await entregarDevidas(deps())).toMatchObject({ adiadas: 1 });
    expect(rx.recebidos).toHaveLength(1);
    expect(await entregaDe(cliente, String(evento!.id))).toMatchObject({
      situacao: 'PENDENTE',
      tentativas: 1,
      ultimoErro: 'HTTP 500',
    });
    // Not before the backoff: 30 s after the first failure, then 60 s after the second.
    await entregarDevidas(deps());
    h.clock.advance(29_999);
    await entregarDevidas(deps());
    expect(rx.recebidos).toHaveLength(1);
    h.clock.advance(1);
    await entregarDevidas(deps());
    expect(rx.recebidos).toHaveLength(2);
    h.clock.advance(59_999);
    await entregarDevidas(deps());
    expect(rx.recebidos).toHaveLength(2);
    h.clock.advance(1);
    expect(await entregarDevidas(deps())).toMatchObject({ entregues: 1 });
    h.clock.advance(3_600_000);
    await entregarDevidas(deps());
    expect(rx.recebidos).toHaveLength(3);
    expect(rx.recebidos.filter((r) => r.status < 300)).toHaveLength(1);
    expect(await entregaDe(cliente, String(evento!.id))).toMatchObject({
      situacao: 'ENTREGUE',
      tentativas: 3,
      ultimoErro: null,
    });

    // Every try carries the same event (same id) and its own signature, which the receiver checks.
    for (const r of rx.recebidos) {
      const corpo = JSON.parse(r.corpo) as EventoIntegracao;
      expect(corpo).toMatchObject({
        id: evento!.eventoId,
        cursor: String(evento!.id),
        beneficiariosIdErp: evento!.beneficiariosIdErp,
        dados: { protocolo },
      });
      expect(r.headers[WEBHOOK_CABECALHOS.eventoId]).toBe(evento!.eventoId);
      const timestamp = r.headers[WEBHOOK_CABECALHOS.timestamp] as string;
      expect(r.headers[WEBHOOK_CABECALHOS.assinatura]).toBe(
        `v1=${hmacHex(segredo, `${timestamp}.${r.corpo}`)}`,
      );
      expect(r.headers[WEBHOOK_CABECALHOS.assinatura]).not.toBe(
        `v1=${hmacHex('outro', `${timestamp}.${r.corpo}`)}`,
      );
      expect(r.headers['content-type']).toBe('application/json');
    }
    const ultimo = rx.recebidos[2]!;
    expect(Number(ultimo.headers[WEBHOOK_CABECALHOS.timestamp])).toBe(
      Math.floor((h.clock().getTime() - 3_600_000) / 1000),
    );
    await revogar(cliente);
    await rx.fechar();
  });

  it('gives up after the limit (MORTA), holds the member’s later events, and reenviar brings it back in order', async () => {
    let aceitar = false;
    const rx = await receptor(() => (aceitar ? 200 : 503));
    const { cliente } = await clienteComWebhook(rx.url);
    const inicio = await fimDoFeed();
    await novoReembolso(db(), h.clock, DEMO.maria);
    const [primeiro] = await eventosDepois(inicio);

    expect(await entregarDevidas(deps())).toMatchObject({ adiadas: 1 });
    h.clock.advance(backoffMs(1));
    expect(await entregarDevidas(deps())).toMatchObject({ adiadas: 1 });
    h.clock.advance(backoffMs(2));
    expect(await entregarDevidas(deps())).toMatchObject({ mortas: 1 });
    expect(await entregaDe(cliente, String(primeiro!.id))).toMatchObject({
      situacao: 'MORTA',
      tentativas: 3,
      ultimoErro: 'HTTP 503',
    });

    // A later event of the same member waits behind the dead one (order per member).
    aceitar = true;
    await novoReembolso(db(), h.clock, DEMO.maria);
    const [, segundo] = await eventosDepois(inicio);
    h.clock.advance(BACKOFF_TETO_MS);
    await entregarDevidas(deps());
    expect(rx.recebidos).toHaveLength(3);

    const mortas = await comando('eventos-mortos');
    expect(mortas.codigo).toBe(0);
    const linha = mortas.linhas.find((l) => l.startsWith(primeiro!.eventoId));
    expect(linha).toContain(cliente.clientId);
    expect(linha).toContain('HTTP 503');
    expect((await comando('reenviar', '--evento', '00000000-0000-0000-0000-000000000000')).codigo).toBe(1);
    expect((await comando('reenviar', '--evento', 'x')).codigo).toBe(1);
    const reenvio = await comando('reenviar', '--evento', primeiro!.eventoId, '--cliente', cliente.clientId);
    expect(reenvio).toEqual({ codigo: 0, linhas: ['1 entrega(s) de volta à fila.'] });
    expect(await entregaDe(cliente, String(primeiro!.id))).toMatchObject({
      situacao: 'PENDENTE',
      tentativas: 0,
    });

    await entregarDevidas(deps());
    await entregarDevidas(deps());
    const ids = rx.recebidos.slice(3).map((r) => (JSON.parse(r.corpo) as EventoIntegracao).id);
    expect(ids).toEqual([primeiro!.eventoId, segundo!.eventoId]);
    expect((await comando('eventos-mortos')).linhas.some((l) => l.includes(cliente.clientId))).toBe(false);
    await revogar(cliente);
    await rx.fechar();
  });

  it('a delivery whose instance stalled past its lease is taken by another round; the late result is ignored', async () => {
    const rx = await receptor(() => 200);
    const { cliente } = await clienteComWebhook(rx.url);
    const inicio = await fimDoFeed();
    await novoReembolso(db(), h.clock, DEMO.maria);
    const [evento] = await eventosDepois(inicio);
    let soltar: () => void = () => undefined;
    let chamado: () => void = () => undefined;
    const foiChamado = new Promise<void>((resolve) => (chamado = resolve));
    const travada = entregarDevidas(
      deps({
        enviar: () => {
          chamado();
          return new Promise<number>((resolve) => (soltar = () => resolve(500)));
        },
      }),
    );
    await foiChamado;
    // Within the lease (timeout 2 s + 60 s) nobody else takes it.
    h.clock.advance(61_999);
    expect(await entregarDevidas(deps())).toEqual({ entregues: 0, adiadas: 0, mortas: 0 });
    h.clock.advance(1);
    expect(await entregarDevidas(deps())).toMatchObject({ entregues: 1 });
    soltar();
    expect(await travada).toEqual({ entregues: 0, adiadas: 0, mortas: 0 });
    expect(await entregaDe(cliente, String(evento!.id))).toMatchObject({
      situacao: 'ENTREGUE',
      tentativas: 2,
    });
    expect(rx.recebidos).toHaveLength(1);
    await revogar(cliente);
    await rx.fechar();
  });

  it('keeps the signing secret encrypted: the row holds no secret, another key reads nothing, nothing goes unsigned', async () => {
    const rx = await receptor(() => 200);
    const { cliente, segredo } = await clienteComWebhook(rx.url);
    const clienteId = await idDo(cliente);
    const [linha] = await db()
      .select()
      .from(integracaoWebhooks)
      .where(eq(integracaoWebhooks.clienteId, clienteId));
    expect(linha!.segredo).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(linha!.segredo).not.toContain(segredo.replace('whsec_', ''));
    expect(decifrarSegredoWebhook(CHAVE, clienteId, linha!.segredo)).toBe(segredo);
    // Bound to its client: moved to another client's row it does not decrypt.
    expect(() => decifrarSegredoWebhook(CHAVE, clienteId + 1, linha!.segredo)).toThrow();

    // An instance with another key: the delivery waits with the reason and the receiver gets nothing.
    const inicio = await fimDoFeed();
    await novoReembolso(db(), h.clock, DEMO.maria);
    const [evento] = await eventosDepois(inicio);
    const outraChave = createHash('sha256').update('outra chave, de outro ambiente, 32+').digest();
    expect(await entregarDevidas(deps({ chave: outraChave }))).toMatchObject({ adiadas: 1 });
    expect(rx.recebidos).toHaveLength(0);
    expect(await entregaDe(cliente, String(evento!.id))).toMatchObject({
      situacao: 'PENDENTE',
      ultimoErro: SEGREDO_ILEGIVEL,
    });
    // With the right key, the next try goes out signed with the secret the command printed.
    h.clock.advance(BACKOFF_BASE_MS);
    expect(await entregarDevidas(deps())).toMatchObject({ entregues: 1 });
    const [recebido] = rx.recebidos;
    const timestamp = recebido!.headers[WEBHOOK_CABECALHOS.timestamp] as string;
    expect(recebido!.headers[WEBHOOK_CABECALHOS.assinatura]).toBe(
      `v1=${hmacHex(segredo, `${timestamp}.${recebido!.corpo}`)}`,
    );
    await revogar(cliente);
    await rx.fechar();
  });

  it('the command refuses a webhook without https (except localhost) or for a client without the scope', async () => {
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    for (const url of [
      'http://erp.exemplo/webhook',
      'ftp://erp.exemplo',
      'não é url',
      'https://u:p@erp.exemplo/',
    ]) {
      expect((await comando('webhook', '--cliente', cliente.clientId, '--url', url)).codigo, url).toBe(1);
    }
    const semEscopo = await novoCliente(db(), h.clock, ['faturamento:escrita']);
    const recusa = await comando(
      'webhook',
      '--cliente',
      semEscopo.clientId,
      '--url',
      'https://erp.exemplo/w',
    );
    expect(recusa.codigo).toBe(1);
    expect(recusa.linhas[0]).toContain('eventos:leitura');
    expect((await comando('webhook', '--cliente', 'nenhum', '--url', 'https://erp.exemplo/w')).codigo).toBe(
      1,
    );
    await revogar(cliente);
  });

  it('two instances running their workers over one database deliver each event exactly once, in order per member', async () => {
    const rx = await receptor(() => 200, 5);
    const { cliente } = await clienteComWebhook(rx.url);
    const inicio = await fimDoFeed();
    // 30 events of 6 members, interleaved.
    for (let i = 0; i < 30; i++) {
      await db().transaction((tx) =>
        registrarEvento(tx, {
          clock: h.clock,
          pessoaId: 900_000 + (i % 6),
          evento: { tipo: 'dados-pessoais.alterados', dados: { campos: [`campo${i}`] } },
        }),
      );
    }
    const env = {
      INTEGRACAO_WEBHOOK_INTERVALO_MS: '5',
      INTEGRACAO_WEBHOOK_TIMEOUT_MS: '2000',
      INTEGRACAO_CHAVE_WEBHOOKS: TEXTO_CHAVE,
    };
    const instancias = [await h.newApp({ env }), await h.newApp({ env })];
    const prazo = Date.now() + 20_000;
    while (rx.recebidos.length < 30 && Date.now() < prazo) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(instancias.map((app) => app.close()));
    await new Promise((r) => setTimeout(r, 50));

    const recebidos = rx.recebidos.map((r) => JSON.parse(r.corpo) as EventoIntegracao);
    expect(recebidos).toHaveLength(30);
    expect(new Set(recebidos.map((e) => e.id)).size).toBe(30);
    const porMembro = new Map<number, number[]>();
    for (const e of recebidos)
      porMembro.set(e.pessoaId, [...(porMembro.get(e.pessoaId) ?? []), Number(e.cursor)]);
    expect(porMembro.size).toBe(6);
    for (const cursores of porMembro.values()) expect(cursores).toEqual([...cursores].sort((a, b) => a - b));
    const entregues = await eventosDepois(inicio);
    for (const e of entregues) {
      expect(await entregaDe(cliente, String(e.id))).toMatchObject({ situacao: 'ENTREGUE', tentativas: 1 });
    }
    await revogar(cliente);
    await rx.fechar();
  });
});
