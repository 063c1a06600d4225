// Calls built from the contract (issue 36): a test names the endpoint object the route and the web use, and
// its URL (path parameters encoded as the web encodes them, query string), method and answer type follow.
// No test writes an API URL by hand (scripts/docs/sem-url-literal.test.ts); a test of a URL that is not in
// the contract (an unknown route, a malformed path) says so with `urlForaDoContrato`.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE } from '@portal/domain';
import { endpointPath, type EndpointDefinition, type EndpointResult } from '@portal/domain/contract/endpoint';
import type { CallOptions, TestAgent } from './test-agent.js';

/** Query values as a test may send them: valid or deliberately wrong (bad-input tests). */
export type QueryDeTeste = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

export interface Pedido extends Omit<CallOptions, 'query' | 'payload'> {
  /** Path parameters (`:name`), any value — a bad-input test passes wrong ones on purpose. */
  params?: Record<string, string | number>;
  query?: QueryDeTeste;
  /** JSON body, or a prepared payload (multipart) with its headers. */
  body?: unknown;
}

/** The URL of an endpoint: API_BASE + its path with the parameters encoded + the query string. */
export function urlDe(
  endpoint: Pick<EndpointDefinition, 'path'>,
  pedido: Pick<Pedido, 'params' | 'query'> = {},
) {
  const busca = new URLSearchParams();
  for (const [nome, valor] of Object.entries(pedido.query ?? {})) {
    if (valor === undefined) continue;
    for (const um of Array.isArray(valor) ? valor : [valor]) busca.append(nome, String(um));
  }
  const texto = busca.toString();
  return `${API_BASE}${endpointPath(endpoint.path, pedido.params)}${texto ? `?${texto}` : ''}`;
}

/**
 * A URL no endpoint of the contract has, written on purpose: unknown routes, a path cut short, a prefix of
 * another app. The reason is required, so a reader knows why the contract is not used.
 */
export const urlForaDoContrato = (url: string, _motivo: string): string => url;

/** Calls the endpoint as the web would (method from the contract; cookies, origin and CSRF from the agent). */
export function chamar(
  agent: TestAgent,
  endpoint: Pick<EndpointDefinition, 'path' | 'method'>,
  pedido: Pedido = {},
): Promise<LightMyRequestResponse> {
  const { params, query, body, ...options } = pedido;
  return agent.call(endpoint.method, urlDe(endpoint, { params, query }), {
    ...options,
    ...(body !== undefined ? { payload: body } : {}),
  });
}

/**
 * Calls the endpoint, expects 200 and answers its JSON as the contract types it (the envelope's `dados` for
 * an enveloped endpoint, as the web reads it). The response body is the failure message.
 */
export async function getJson<E extends EndpointDefinition>(
  agent: TestAgent,
  endpoint: E,
  pedido: Pedido = {},
): Promise<EndpointResult<E>> {
  const response = await chamar(agent, endpoint, pedido);
  expect(response.statusCode, response.body).toBe(200);
  const corpo = response.json<{ dados: EndpointResult<E> } & EndpointResult<E>>();
  return endpoint.envelope ? corpo.dados : corpo;
}
