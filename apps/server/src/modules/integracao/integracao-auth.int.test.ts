// The integration API's door (issue 19, decision 0024): OAuth 2.0 client credentials, bearer tokens and
// scopes, rotation and revocation, the per-client limit shared by instances, body size, audit with the
// client id — and none of the member API's cookies, CSRF or x-origin.
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { auditoria } from '../../db/schema/audit.js';
import { integracaoClientes, integracaoTokens } from '../../db/schema/integracao.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { sha256Hex } from '../../platform/clock.js';
import { definirLimite, revogar, rotacionarSegredo } from '../../platform/integracao/credenciais.js';
import { RECUSAS_POR_MINUTO } from '../../platform/integracao/guard.js';
import { CAMINHO_TOKEN } from '@portal/integracao-cliente';
import {
  api,
  basic,
  chamarCru,
  mudarSituacao,
  novoCliente,
  novoReembolso,
  pedirToken,
  putLote,
  tokenDe,
  type CaminhoSituacao,
  type ClienteTeste,
} from '../../test/integracao.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let faturamento: ClienteTeste;

/** A call that passes the door: one bill with an error of its own answers 200. */
const LOTE = { titulos: [{ idErp: 'X' }] };
const titulosCom = async (token: string | null, app = h.app) => {
  const { data, error, response } = await putLote(app, token, 'titulos', LOTE);
  return { status: response.status, headers: response.headers, corpo: data ?? error };
};

beforeAll(async () => {
  h = demo.h;
  faturamento = await novoCliente(h.database.db, h.clock, ['faturamento:escrita']);
});

describe('token call (RFC 6749 §4.4)', () => {
  it('issues a short-lived bearer token for HTTP Basic credentials, kept only as its hash', async () => {
    const {
      data: body,
      error,
      response,
    } = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic(faturamento.clientId, faturamento.segredo),
    );
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    if (!body) throw new Error('sem token');
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'faturamento:escrita' });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    const rows = await h.database.db
      .select()
      .from(integracaoTokens)
      .where(eq(integracaoTokens.hash, sha256Hex(body.access_token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(body.access_token);
  });

  it('accepts the credentials in the form body, JSON too, but never both ways at once', async () => {
    const corpo = {
      grant_type: 'client_credentials' as const,
      client_id: faturamento.clientId,
      client_secret: faturamento.segredo,
    };
    expect((await pedirToken(h.app, corpo)).response.status).toBe(200);
    // The document's other body: JSON (the client's default content type).
    const json = await api(h.app, null).POST(CAMINHO_TOKEN, { body: corpo });
    expect(json.response.status).toBe(200);
    const ambos = await pedirToken(h.app, corpo, basic(faturamento.clientId, faturamento.segredo));
    expect(ambos.response.status).toBe(400);
    expect(ambos.error).toMatchObject({ error: 'invalid_request' });
  });

  it('answers the RFC error codes: grant, client, scope', async () => {
    const semGrant = await pedirToken(h.app, {}, basic(faturamento.clientId, faturamento.segredo));
    expect([semGrant.response.status, semGrant.error]).toMatchObject([400, { error: 'invalid_request' }]);
    const senha = await pedirToken(
      h.app,
      { grant_type: 'password' },
      basic(faturamento.clientId, faturamento.segredo),
    );
    expect([senha.response.status, senha.error]).toMatchObject([400, { error: 'unsupported_grant_type' }]);

    const errado = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic(faturamento.clientId, 'x'.repeat(43)),
    );
    expect(errado.response.status).toBe(401);
    expect(errado.response.headers.get('www-authenticate')).toBe('Basic realm="integracao"');
    const desconhecido = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic('erp-nada', faturamento.segredo),
    );
    // Unknown client and wrong secret are one answer.
    expect(desconhecido.error).toEqual(errado.error);
    expect(errado.error).toEqual({
      error: 'invalid_client',
      error_description: INTEGRACAO_MESSAGES.clienteInvalido,
      mensagem: INTEGRACAO_MESSAGES.clienteInvalido,
    });

    const escopo = await pedirToken(
      h.app,
      { grant_type: 'client_credentials', scope: 'saude:escrita' },
      basic(faturamento.clientId, faturamento.segredo),
    );
    expect([escopo.response.status, escopo.error]).toMatchObject([400, { error: 'invalid_scope' }]);
  });
});

describe('bearer check', () => {
  it('401 with WWW-Authenticate without a token or with one that is not ours', async () => {
    const sem = await titulosCom(null);
    expect(sem.status).toBe(401);
    expect(sem.headers.get('www-authenticate')).toBe('Bearer realm="integracao"');
    expect(sem.corpo).toEqual({ mensagem: INTEGRACAO_MESSAGES.tokenAusente });
    const falso = await titulosCom('a'.repeat(43));
    expect(falso.status).toBe(401);
    expect(falso.headers.get('www-authenticate')).toBe('Bearer realm="integracao", error="invalid_token"');
    expect(falso.corpo).toEqual({ mensagem: INTEGRACAO_MESSAGES.tokenInvalido, erro: 'invalid_token' });
    expect((await titulosCom('lixo com espaço')).status).toBe(401);
  });

  it('passes a live token without cookie, CSRF or x-origin', async () => {
    const response = await titulosCom(await tokenDe(h.app, faturamento));
    expect(response.status, JSON.stringify(response.corpo)).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('403 insufficient_scope for a token without the endpoint scope', async () => {
    const solicitacoes = await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']);
    const response = await titulosCom(await tokenDe(h.app, solicitacoes));
    expect(response.status).toBe(403);
    expect(response.corpo).toEqual({
      mensagem: INTEGRACAO_MESSAGES.escopoInsuficiente,
      erro: 'insufficient_scope',
    });
    expect(response.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    // A token asked with fewer scopes than the client holds carries only those.
    const dois = await novoCliente(h.database.db, h.clock, ['faturamento:escrita', 'solicitacoes:escrita']);
    expect((await titulosCom(await tokenDe(h.app, dois, 'solicitacoes:escrita'))).status).toBe(403);
    expect((await titulosCom(await tokenDe(h.app, dois))).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const token = await tokenDe(h.app, faturamento);
    h.clock.advance(15 * 60_000 - 1000);
    expect((await titulosCom(token)).status).toBe(200);
    h.clock.advance(1000);
    expect((await titulosCom(token)).status).toBe(401);
  });

  it('rotation: two secrets work at once; revoking the old one ends its tokens only', async () => {
    const cliente = await novoCliente(h.database.db, h.clock, ['faturamento:escrita']);
    const tokenAntigo = await tokenDe(h.app, cliente);
    const novo = await rotacionarSegredo(h.database.db, {
      clientId: cliente.clientId,
      clock: h.clock,
      random: h.app.ctx.random,
    });
    const comNovo = { clientId: cliente.clientId, segredo: novo.segredo };
    const tokenNovo = await tokenDe(h.app, comNovo);
    expect((await titulosCom(tokenAntigo)).status).toBe(200);
    expect((await titulosCom(tokenNovo)).status).toBe(200);
    expect((await tokenDe(h.app, cliente)).length).toBe(43);

    const [antigo] = await h.database.db
      .select({ id: integracaoClientes.id })
      .from(integracaoClientes)
      .where(eq(integracaoClientes.clientId, cliente.clientId));
    expect(antigo).toBeDefined();
    const segredoAntigoId = novo.segredoId - 1;
    await revogar(h.database.db, { clientId: cliente.clientId, segredoId: segredoAntigoId, clock: h.clock });
    expect((await titulosCom(tokenAntigo)).status).toBe(401);
    expect((await titulosCom(tokenNovo)).status).toBe(200);
    const recusado = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic(cliente.clientId, cliente.segredo),
    );
    expect(recusado.response.status).toBe(401);
  });

  it('a revoked client: its tokens stop at once and it gets no new one', async () => {
    const cliente = await novoCliente(h.database.db, h.clock, ['faturamento:escrita']);
    const token = await tokenDe(h.app, cliente);
    await revogar(h.database.db, { clientId: cliente.clientId, clock: h.clock });
    expect((await titulosCom(token)).status).toBe(401);
    const novo = await pedirToken(
      h.app,
      { grant_type: 'client_credentials' },
      basic(cliente.clientId, cliente.segredo),
    );
    expect(novo.error).toMatchObject({ error: 'invalid_client' });
  });
});

describe('limits, sizes and audit', () => {
  it('the per-client limit is shared by two instances over one database', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => h.newApp({ env: { INTEGRACAO_MAX_POR_MINUTO: '4' } })));
    const cliente = await novoCliente(h.database.db, h.clock, ['faturamento:escrita']);
    const token = await tokenDe(a!, cliente);
    const status = [];
    for (const app of [a, b, a, b, a, b]) status.push((await titulosCom(token, app)).status);
    expect(status).toEqual([200, 200, 200, 200, 429, 429]);
    const limitado = await titulosCom(token, a);
    expect(Number(limitado.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client has its own budget.
    const outro = await tokenDe(a!, faturamento);
    expect((await titulosCom(outro, b)).status).toBe(200);
    h.clock.advance(60_000);
    expect((await titulosCom(token, b)).status).toBe(200);
  });

  it("a client's own limit replaces the default (one throttled while another is not), across instances; a 429 applies nothing", async () => {
    const [a, b] = await Promise.all([0, 1].map(() => h.newApp({ env: { INTEGRACAO_MAX_POR_MINUTO: '3' } })));
    // A day later, so this protocol is not the one the hostile-input sweep below counts on being unknown.
    h.clock.advance(24 * 60 * 60_000);
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const escopos = ['faturamento:escrita', 'solicitacoes:escrita'] as const;
    const [estreito, padrao, largo] = await Promise.all(
      [0, 1, 2].map(() => novoCliente(h.database.db, h.clock, [...escopos])),
    );
    await definirLimite(h.database.db, { clientId: estreito!.clientId, limitePorMinuto: 2 });
    await definirLimite(h.database.db, { clientId: largo!.clientId, limitePorMinuto: 5 });
    const tokens = await Promise.all([estreito!, padrao!, largo!].map((c) => tokenDe(a!, c)));
    /** n calls alternating between the two instances; their statuses. */
    const rajada = async (token: string, n: number) => {
      const status = [];
      for (let i = 0; i < n; i++) status.push((await titulosCom(token, i % 2 === 0 ? a : b)).status);
      return status;
    };
    expect(await rajada(tokens[0]!, 3)).toEqual([200, 200, 429]);
    expect(await rajada(tokens[1]!, 4)).toEqual([200, 200, 200, 429]);
    expect(await rajada(tokens[2]!, 6)).toEqual([200, 200, 200, 200, 200, 429]);

    // Past its limit the call is answered at the door: the reimbursement's status does not move.
    const mudar = (app = b) =>
      mudarSituacao(app!, tokens[0]!, '/integracao/v1/reembolsos/{protocolo}/situacao', protocolo, {
        situacao: 'ANALISE',
      });
    const situacao = async () =>
      (
        await h.database.db
          .select({ situacao: reembolsos.situacao })
          .from(reembolsos)
          .where(eq(reembolsos.protocolo, protocolo))
      )[0]!.situacao;
    const limitado = await mudar();
    expect(limitado.response.status).toBe(429);
    expect(limitado.error).toEqual({ mensagem: SERVER_MESSAGES.tooManyRequests });
    expect(Number(limitado.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limitado.response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await situacao()).toBe('SOLICITADO');
    h.clock.advance(60_000);
    expect((await mudar(a)).response.status).toBe(200);
    expect(await situacao()).toBe('ANALISE');

    // Given back the default (null), the narrow client gets the default's 3 a minute.
    await definirLimite(h.database.db, { clientId: estreito!.clientId, limitePorMinuto: null });
    h.clock.advance(60_000);
    expect(await rajada(tokens[0]!, 4)).toEqual([200, 200, 200, 429]);
  });

  it('a body above 5 MB is a 413 with a body; malformed JSON and unknown fields are 400 with a body', async () => {
    const token = await tokenDe(h.app, faturamento);
    const grande = await putLote(h.app, token, 'titulos', {
      titulos: [{ descricao: 'x'.repeat(5 * 1024 * 1024) }],
    });
    expect(grande.response.status).toBe(413);
    expect(grande.error).toEqual({ mensagem: INTEGRACAO_MESSAGES.corpoGrandeDemais });
    // Without a token the body is never read: the door answers first.
    const anonimo = await putLote(h.app, null, 'titulos', {
      titulos: [{ descricao: 'x'.repeat(6 * 1024 * 1024) }],
    });
    expect(anonimo.response.status).toBe(401);
    // Raw: the generated client only sends the JSON it serialises, never a broken document.
    const quebrado = await chamarCru(h.app, 'PUT', '/titulos', token, '{"titulos": [', {
      headers: { 'content-type': 'application/json' },
    });
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json<{ mensagem: string }>().mensagem).toBeTruthy();
    const extra = await putLote(h.app, token, 'titulos', { titulos: [{}], outro: 1 });
    expect(extra.response.status).toBe(400);
    expect(extra.error?.mensagem).toBeTruthy();
  });

  it(`refused tokens from one address: the first ${RECUSAS_POR_MINUTO} a minute are audited, then 429 unaudited`, async () => {
    const IP = '203.0.113.77';
    // Raw: the calls come from another address, which only inject can set (a fetch has no say in it).
    const deIP = (token: string | null) =>
      chamarCru(h.app, 'PUT', '/titulos', token, LOTE, { remoteAddress: IP });
    const ruins = (n: number, token: string | null) =>
      Promise.all(Array.from({ length: n }, () => deIP(token)));
    const primeiras = [...(await ruins(RECUSAS_POR_MINUTO - 5, 'x'.repeat(43))), ...(await ruins(5, null))];
    expect(primeiras.map((r) => r.statusCode)).toEqual(Array(RECUSAS_POR_MINUTO).fill(401));
    const alem = await ruins(3, 'y'.repeat(43));
    expect(alem.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    expect(Number(alem[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const auditadas = await h.database.db.select().from(auditoria).where(eq(auditoria.ip, IP));
    expect(auditadas).toHaveLength(RECUSAS_POR_MINUTO);
    // A valid token from the same address still passes: the ceiling counts refusals only.
    const valido = await deIP(await tokenDe(h.app, faturamento));
    expect(valido.statusCode).toBe(200);
    // A new minute, a new budget.
    h.clock.advance(60_000);
    expect((await ruins(1, null))[0]!.statusCode).toBe(401);
  });

  it('every call leaves an audit row with the client id, refused ones too', async () => {
    const cliente = await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']);
    const token = await tokenDe(h.app, cliente);
    await titulosCom(token); // 403: wrong scope
    const [row] = await h.database.db
      .select({ id: integracaoClientes.id })
      .from(integracaoClientes)
      .where(eq(integracaoClientes.clientId, cliente.clientId));
    const linhas = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.integracaoClienteId, row!.id), isNotNull(auditoria.acao)));
    expect(linhas.map((l) => [l.acao, l.resultado, l.recurso, l.contaId, l.pessoaId])).toEqual([
      ['INTEGRACAO_TOKEN', 'SUCESSO', '/integracao/v1/oauth/token', null, null],
      ['INTEGRACAO_REQUISICAO', 'FALHA', '/integracao/v1/titulos', null, null],
    ]);
  });
});

describe('hostile input with a valid token', () => {
  /** Wrong types, out-of-range numbers, NULs, lone surrogates, huge strings. */
  /** A path segment of the value; a lone surrogate has no UTF-8 form, so its bytes go as they would. */
  const segmento = (valor: unknown): string => {
    try {
      return encodeURIComponent(String(valor));
    } catch {
      return '%ED%A0%80';
    }
  };
  const HOSTIS: unknown[] = [
    '\u0000',
    '\ud800',
    'y'.repeat(100_000),
    1e20,
    -2147483649,
    1.5,
    false,
    null,
    [],
    {},
  ];

  it('every field of every endpoint answers below 500 with a Portuguese message (never half-written)', async () => {
    const todos = await novoCliente(h.database.db, h.clock, ['faturamento:escrita', 'solicitacoes:escrita']);
    const token = await tokenDe(h.app, todos);
    const reembolso = { situacao: 'PAGO', motivo: 'x', valorPagoCentavos: 100, dataPagamento: '2026-03-09' };
    const item = {
      bloco: 'MENSALIDADE',
      beneficiarioIdErp: 'B',
      descricao: 'd',
      data: '2026-03-01',
      valorCentavos: 1,
    };
    const titulo = {
      idErp: 'T',
      contratoIdErp: 'C',
      competencia: '2026-03',
      vencimento: '2026-03-10',
      valorCentavos: 1,
      situacao: 'PENDENTE',
      nossoNumero: '12345678901234567',
      itens: [item],
    };
    const falhas: string[] = [];
    const conferir = (rotulo: string, r: { status: number; corpo: unknown }) => {
      const corpo = r.corpo as { mensagem?: string; resultados?: { mensagem?: string }[] } | undefined;
      const mensagem = corpo?.mensagem ?? corpo?.resultados?.[0]?.mensagem;
      if (r.status >= 500 || !mensagem) falhas.push(`${r.status} ${rotulo}`);
    };
    /** Through the generated client: the hostile values go as the JSON it serialises. */
    const doCliente = async (chamada: ReturnType<typeof putLote> | ReturnType<typeof mudarSituacao>) => {
      const { data, error, response } = await chamada;
      return { status: response.status, corpo: data ?? error };
    };
    const situacao = (caminho: CaminhoSituacao, corpo: unknown, protocolo = '34567820260310000001') =>
      doCliente(mudarSituacao(h.app, token, caminho, protocolo, corpo));
    const titulos = (corpo: unknown) => doCliente(putLote(h.app, token, 'titulos', corpo));
    for (const valor of HOSTIS) {
      const rotulo = JSON.stringify(valor)?.slice(0, 20) ?? 'undefined';
      for (const campo of Object.keys(reembolso)) {
        const r = await situacao('/integracao/v1/reembolsos/{protocolo}/situacao', {
          ...reembolso,
          [campo]: valor,
        });
        conferir(`reembolso.${campo}=${rotulo}`, r);
      }
      // Raw: the value as a path segment, its bytes as they would go — the client's path serialiser
      // (encodeURIComponent) refuses a lone surrogate before anything is sent.
      const r = await chamarCru(h.app, 'POST', `/reembolsos/${segmento(valor)}/situacao`, token, reembolso);
      conferir(`reembolso protocolo=${rotulo}`, { status: r.statusCode, corpo: r.json() });
      // The kinds whose change carries at most a reason (direct debit, card reissue, death certificate).
      for (const [caminho, situacaoFinal] of [
        ['/integracao/v1/debitos-conta/{protocolo}/situacao', 'ENCERRADO'],
        ['/integracao/v1/segundas-vias-cartao/{protocolo}/situacao', 'INDEFERIDO'],
        ['/integracao/v1/certidoes-obito/{protocolo}/situacao', 'RECUSADA'],
      ] as const) {
        for (const campo of ['situacao', 'motivo']) {
          const r = await situacao(caminho, { situacao: situacaoFinal, motivo: 'x', [campo]: valor });
          conferir(`${caminho}.${campo}=${rotulo}`, r);
        }
      }
      for (const campo of Object.keys(titulo)) {
        conferir(`titulo.${campo}=${rotulo}`, await titulos({ titulos: [{ ...titulo, [campo]: valor }] }));
      }
      for (const campo of Object.keys(item)) {
        const r = await titulos({ titulos: [{ ...titulo, itens: [{ ...item, [campo]: valor }] }] });
        conferir(`item.${campo}=${rotulo}`, r);
      }
      conferir(`titulos=${rotulo}`, await titulos({ titulos: valor }));
    }
    expect(falhas).toEqual([]);
  });
});
