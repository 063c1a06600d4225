// The token source of the client (the integration tests exercise the rest against the real server): one
// token call for callers at the same time, a new one a minute before `expires_in`, none kept after a refusal,
// and the bearer on every call but the token call.
import { describe, expect, it } from 'vitest';
import { createIntegracaoClient, fonteDeToken, TokenRecusadoError, type Fetch } from './cliente.js';

const BASE = 'https://portal.exemplo';

/** A portal stand-in: the token call answers `token-<n>` (or 401 while `recusar`), any other call 200 `{}`. */
function portal() {
  const pedidos: Request[] = [];
  const estado = { emitidos: 0, recusar: false };
  const responder = (request: Request): Response => {
    pedidos.push(request.clone());
    if (new URL(request.url).pathname !== '/integracao/v1/oauth/token') return Response.json({});
    if (estado.recusar)
      return Response.json({ error: 'invalid_client', error_description: 'x' }, { status: 401 });
    estado.emitidos += 1;
    return Response.json({
      access_token: `token-${estado.emitidos}`,
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'faturamento:escrita',
    });
  };
  const fetch: Fetch = (request) => Promise.resolve(responder(request));
  return { fetch, pedidos, estado };
}

describe('fonteDeToken', () => {
  it('asks once for callers at the same time, and again a minute before the token expires', async () => {
    const p = portal();
    let agora = 0;
    const fonte = fonteDeToken({
      baseUrl: BASE,
      fetch: p.fetch,
      clientId: 'erp',
      segredo: 's',
      agora: () => agora,
    });
    expect(await Promise.all([fonte(), fonte(), fonte()])).toEqual(['token-1', 'token-1', 'token-1']);
    const [pedido] = p.pedidos;
    expect(pedido!.headers.get('authorization')).toBe(`Basic ${Buffer.from('erp:s').toString('base64')}`);
    expect(pedido!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await pedido!.text()).toBe('grant_type=client_credentials');
    agora = 839_999;
    expect(await fonte()).toBe('token-1');
    agora = 840_000;
    expect(await fonte()).toBe('token-2');
    fonte.renovar();
    expect(await fonte()).toBe('token-3');
  });

  it('throws the refusal and keeps nothing: the next call asks again', async () => {
    const p = portal();
    p.estado.recusar = true;
    const fonte = fonteDeToken({ baseUrl: BASE, fetch: p.fetch, clientId: 'erp', segredo: 's', scope: 'x' });
    await expect(fonte()).rejects.toThrow(TokenRecusadoError);
    await expect(fonte()).rejects.toMatchObject({ status: 401, erro: 'invalid_client' });
    p.estado.recusar = false;
    expect(await fonte()).toBe('token-1');
    expect(await p.pedidos.at(-1)!.text()).toBe('grant_type=client_credentials&scope=x');
  });
});

describe('createIntegracaoClient', () => {
  it('sends the bearer from the source on each call, unless the call sets its own', async () => {
    const p = portal();
    const api = createIntegracaoClient({
      baseUrl: BASE,
      fetch: p.fetch,
      token: fonteDeToken({ baseUrl: BASE, fetch: p.fetch, clientId: 'erp', segredo: 's' }),
    });
    await api.GET('/integracao/v1/eventos', { params: { query: { limite: 10 } } });
    await api.GET('/integracao/v1/eventos', { headers: { authorization: 'Bearer outro' } });
    const chamadas = p.pedidos.filter((r) => !r.url.endsWith('/oauth/token'));
    expect(chamadas.map((r) => [r.url, r.headers.get('authorization')])).toEqual([
      [`${BASE}/integracao/v1/eventos?limite=10`, 'Bearer token-1'],
      [`${BASE}/integracao/v1/eventos`, 'Bearer outro'],
    ]);
  });
});
