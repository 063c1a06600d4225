// A `fetch` that answers through `app.inject` (issue 35): the generated integration client (openapi-fetch,
// packages/integracao-cliente) calls the app under test in-process — the real routes, hooks and database,
// no socket and no mock. Request → inject options (method, path and query, headers, body bytes) →
// Response (status, every header, body bytes; none for a status that has none).
import type { FastifyInstance } from 'fastify';

const SEM_CORPO = new Set([101, 204, 205, 304]);

export const fetchPorInject =
  (app: FastifyInstance) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const corpo = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const resposta = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      // fetch sets Host itself when it connects; the URL's is the one it would send.
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(corpo ? { payload: corpo } : {}),
    });
    const headers = new Headers();
    for (const [nome, valor] of Object.entries(resposta.headers)) {
      if (valor === undefined) continue;
      for (const v of Array.isArray(valor) ? valor : [valor]) headers.append(nome, String(v));
    }
    return new Response(SEM_CORPO.has(resposta.statusCode) ? null : resposta.rawPayload, {
      status: resposta.statusCode,
      statusText: resposta.statusMessage,
      headers,
    });
  };
