// The typed client of the integration API (issue 35): openapi-fetch over the types openapi-typescript
// generates from docs/integracao-openapi.json (schema.d.ts), plus the OAuth 2.0 client-credentials token —
// obtained through the same typed client and renewed before it expires. The portal's own integration tests
// (over app.inject, through a custom `fetch`) and the bulk-load bench (real HTTP) call the API through it,
// so the document is what we use ourselves.
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths } from './schema.js';

/** The generated client: `GET`, `PUT`, `POST`… typed by path, parameters, body and answers. */
export type ClienteIntegracao = Client<paths>;

type Metodo = 'get' | 'put' | 'post';

/** The JSON body an operation takes: `CorpoDe<'/integracao/v1/titulos', 'put'>`. */
export type CorpoDe<P extends keyof paths, M extends Metodo> =
  NonNullable<paths[P][M]> extends { requestBody?: { content: { 'application/json': infer C } } } ? C : never;

/** The JSON an operation answers with 200: `RespostaDe<'/integracao/v1/eventos', 'get'>`. */
export type RespostaDe<P extends keyof paths, M extends Metodo> =
  NonNullable<paths[P][M]> extends { responses: { 200: { content: { 'application/json': infer R } } } }
    ? R
    : never;

/** A `fetch` as openapi-fetch calls it: the platform's, or one that answers in-process (the tests'). */
export type Fetch = NonNullable<ClientOptions['fetch']>;

export const CAMINHO_TOKEN = '/integracao/v1/oauth/token';

/** Where a bearer token comes from: a fixed one, or a function (`fonteDeToken` renews it). */
export type Token = string | (() => Promise<string>);

export interface OpcoesCliente {
  /** The portal's origin, without a path (the document's `{urlPublica}`), e.g. https://portal.operadora.com.br. */
  baseUrl: string;
  /** Defaults to the platform's fetch. */
  fetch?: Fetch;
  /** Sent as `Authorization: Bearer …` on every call but the token call; none when absent or null. */
  token?: Token | null;
}

/** Sends the bearer token on every call that does not set `authorization` itself (nor is the token call). */
const comToken = (token: Token): Middleware => ({
  async onRequest({ request, schemaPath }) {
    if (schemaPath === CAMINHO_TOKEN || request.headers.has('authorization')) return undefined;
    request.headers.set('authorization', `Bearer ${typeof token === 'string' ? token : await token()}`);
    return request;
  },
});

/**
 * The typed client of `/integracao/v1` for a portal at `baseUrl`:
 *
 * ```ts
 * const api = createIntegracaoClient({ baseUrl, token: fonteDeToken({ baseUrl, clientId, segredo }) });
 * const { data, error } = await api.PUT('/integracao/v1/titulos', { body: { titulos } });
 * ```
 */
export function createIntegracaoClient(opcoes: OpcoesCliente): ClienteIntegracao {
  const cliente = createClient<paths>({
    baseUrl: opcoes.baseUrl,
    ...(opcoes.fetch ? { fetch: opcoes.fetch } : {}),
  });
  if (opcoes.token) cliente.use(comToken(opcoes.token));
  return cliente;
}

export interface Credenciais {
  clientId: string;
  segredo: string;
  /** Space-separated scopes, a subset of the client's; all of them when absent. */
  scope?: string;
}

export type TokenEmitido =
  paths[typeof CAMINHO_TOKEN]['post']['responses'][200]['content']['application/json'];

/** The token call refused the credentials (or the scope): its status and the OAuth `error`. */
export class TokenRecusadoError extends Error {
  constructor(
    readonly status: number,
    readonly erro: string | undefined,
    descricao: string | undefined,
  ) {
    super(`token recusado (HTTP ${status}${erro ? `, ${erro}` : ''})${descricao ? `: ${descricao}` : ''}`);
    this.name = 'TokenRecusadoError';
  }
}

export const basic = (clientId: string, segredo: string): string =>
  `Basic ${Buffer.from(`${clientId}:${segredo}`).toString('base64')}`;

/**
 * `POST /integracao/v1/oauth/token` (client credentials, in HTTP Basic as RFC 6749 §2.3.1 prefers, the form
 * body as the document declares it); throws `TokenRecusadoError` unless 200.
 */
export async function obterToken(
  opcoes: Pick<OpcoesCliente, 'baseUrl' | 'fetch'> & Credenciais,
): Promise<TokenEmitido> {
  const { data, error, response } = await createIntegracaoClient(opcoes).POST(CAMINHO_TOKEN, {
    headers: {
      authorization: basic(opcoes.clientId, opcoes.segredo),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: { grant_type: 'client_credentials', ...(opcoes.scope ? { scope: opcoes.scope } : {}) },
  });
  if (data) return data;
  const oauth = error as { error?: string; error_description?: string } | undefined;
  throw new TokenRecusadoError(response.status, oauth?.error, oauth?.error_description);
}

/** Renewed this long before it expires, so a call never leaves with a token about to lapse. */
const MARGEM_RENOVACAO_MS = 60_000;

/**
 * A token source for `createIntegracaoClient({ token })`: asks for a token on first use and again when the
 * one it holds is within a minute of `expires_in` (calls at the same time share one request); `renovar()`
 * drops it (after a 401, e.g. the token was revoked).
 */
export function fonteDeToken(
  opcoes: Pick<OpcoesCliente, 'baseUrl' | 'fetch'> & Credenciais & { agora?: () => number },
): (() => Promise<string>) & { renovar: () => void } {
  const agora = opcoes.agora ?? Date.now;
  let atual: { token: Promise<string>; renovarEm: number } | null = null;
  const fonte = () => {
    if (!atual || agora() >= atual.renovarEm) {
      const pedido = obterToken(opcoes).then((emitido) => {
        if (atual?.token === token)
          atual.renovarEm = agora() + emitido.expires_in * 1000 - MARGEM_RENOVACAO_MS;
        return emitido.access_token;
      });
      const token = pedido.catch((error: unknown) => {
        if (atual?.token === token) atual = null;
        throw error;
      });
      // Until the answer arrives, every caller waits on this one request.
      atual = { token, renovarEm: Number.POSITIVE_INFINITY };
    }
    return atual.token;
  };
  return Object.assign(fonte, { renovar: () => void (atual = null) });
}
