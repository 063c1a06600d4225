// Issue 9: no input reaches a 500. Every route the app registers (its route inventory, platform/access.ts,
// so a new route is swept without editing this file) gets hostile path parameters, query values and
// bodies, with Maria's session and without one; every answer must be below 500, and JSON errors must
// carry the usual Portuguese `mensagem`.
//
// Checked against the faults it guards (2026-11-24, each reverted by hand, then restored):
// - without the mapping of database data exceptions to 400 (platform/errors.ts, `isDataException`) it is
//   red: `500 Maria GET /api/beneficiarios/meu-plano/certidao-obito/2147483648` (an id beyond `integer`);
// - without that mapping and the NUL rule (platform/input-hygiene.ts) it is red with 8 failures, among them
//   `500 anônimo GET /api/parametros/publicos?nome=%00` (the NUL of issue 9) and a NUL in a JSON body.
//   The NUL rule alone reverted stays green: the data-exception mapping then answers those NULs with 400,
//   so the two are belt and braces, and the sweep fails only when both are gone.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { chamar, urlDe } from './test/contrato.js';
import { DEMO, login, withDemo } from './test/test-app.js';
import { TestAgent } from './test/test-agent.js';

/** Values an attacker or a broken client sends as text: every one goes into each path parameter … */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '1e309',
  'NaN',
  '-1',
  '1.5',
  'x'.repeat(5_000),
  '\ud800',
  "' OR 1=1 --",
  '../../etc/passwd',
  '',
];

/** … the sharpest of them into each query key … */
const HOSTILE_QUERY = ['\u0000', '99999999999999999999', '-2147483649', 'x'.repeat(5_000), '\ud800', ''];

/** … and into each body field, where the type can be wrong too. */
const HOSTILE_JSON: unknown[] = [
  '\u0000',
  '99999999999999999999',
  'x'.repeat(200_000),
  '\ud800',
  1e20, // beyond any integer column
  2147483648,
  -1,
  true,
  null,
  {},
  ['\u0000'],
  { '\u0000': 'x' },
];

/** Whole bodies that are not what any route expects. */
const MALFORMED_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"a":"\\u0000"}', contentType: 'application/json' },
  { payload: '[1,2,3]', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: '{"a":1}', contentType: 'text/plain' },
  { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  {
    // A multipart body cut off in the middle of a part.
    payload: '--b\r\nContent-Disposition: form-data; name="cpf"\r\n\r\n390533',
    contentType: 'multipart/form-data; boundary=b',
  },
  { payload: '--b--', contentType: 'multipart/form-data' },
];

interface CollectedRoute {
  method: string;
  url: string;
  queryKeys: string[];
  bodyKeys: string[];
}

/** Top-level keys of a zod object schema (query or body), if that is what the route declares. */
const keysOf = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** Every route but the HEAD twins Fastify adds to GET routes. */
const sweptRoutes = (app: FastifyInstance): CollectedRoute[] =>
  app.routeInventory
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({
      method: route.method,
      url: route.url,
      queryKeys: keysOf(route.schema?.querystring),
      bodyKeys: keysOf(route.schema?.body),
    }));

const PLAUSIBLE_PARAM = '1';

/** The route's path with one parameter set to `value` (percent-encoded, lone surrogates by hand). */
function pathWith(url: string, param: string | null, value: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (name === param ? encodeText(value) : PLAUSIBLE_PARAM));
}

const encodeText = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate as UTF-8 bytes: invalid, as a hostile client would send it
  }
};

interface Probe {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  query?: Record<string, string>;
}

function probesFor(route: CollectedRoute): Probe[] {
  const { method } = route;
  const base = pathWith(route.url, null, PLAUSIBLE_PARAM);
  const probes: Probe[] = [{ method, url: base }];
  for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
    for (const value of HOSTILE_TEXT) probes.push({ method, url: pathWith(route.url, param ?? '', value) });
  }
  for (const key of [...route.queryKeys, 'nome']) {
    for (const value of HOSTILE_QUERY) probes.push({ method, url: base, query: { [key]: value } });
  }
  if (method !== 'GET') {
    for (const key of route.bodyKeys.length > 0 ? route.bodyKeys : ['x']) {
      for (const value of HOSTILE_JSON) {
        probes.push({
          method,
          url: base,
          payload: JSON.stringify({ [key]: value }),
          contentType: 'application/json',
        });
      }
    }
    for (const value of [null, [], 'texto', 1, ['\u0000']]) {
      probes.push({ method, url: base, payload: JSON.stringify(value), contentType: 'application/json' });
    }
    for (const body of MALFORMED_BODIES) probes.push({ method, url: base, ...body });
  }
  return probes;
}

const demo = withDemo();
let app: FastifyInstance;
let routes: CollectedRoute[];
let maria: TestAgent;
beforeAll(async () => {
  // Hostile logins must not lock Maria out of the rest of the sweep.
  app = await demo.h.newApp({ env: { LOGIN_MAX_PER_ACCOUNT: '100000' } });
  routes = sweptRoutes(app);
  maria = await login(app, DEMO.maria);
});

/** Sends one probe; a route that ends the session (logout, password change) gets Maria signed in again. */
async function send(agent: TestAgent, probe: Probe): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = probe.contentType ? { 'content-type': probe.contentType } : {};
  return agent.call(probe.method as 'GET', probe.url, {
    headers,
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    ...(probe.query ? { query: probe.query } : {}),
  });
}

const errorMessageOf = (response: LightMyRequestResponse): unknown => {
  const body = response.json<{ mensagem?: unknown; erro?: { mensagem?: unknown } }>();
  return body.mensagem ?? body.erro?.mensagem;
};

describe('hostile input on every route', () => {
  it('collects the whole API (a route added later is swept too)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.url === urlDe(parametrosEndpoints.publicos))).toBe(true);
  });

  it('never answers 5xx, with or without a session, and JSON errors are in the usual shape', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const route of routes) {
      for (const probe of probesFor(route)) {
        for (const who of ['anônimo', 'Maria'] as const) {
          if (who === 'Maria' && !maria.sessionCookie) maria = await login(app, DEMO.maria);
          const agent = who === 'Maria' ? maria : new TestAgent(app);
          if (!agent.csrfToken) await chamar(agent, parametrosEndpoints.statusManutencao);
          const response = await send(agent, probe);
          probes += 1;
          const label = `${who} ${probe.method} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.query ?? {}).slice(0, 60)} ${String(probe.payload ?? '').slice(0, 60)}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}`);
          else if (
            response.statusCode >= 400 &&
            response.headers['content-type']?.toString().includes('json')
          ) {
            const mensagem = errorMessageOf(response);
            if (typeof mensagem !== 'string' || mensagem.length === 0) failures.push(`sem mensagem ${label}`);
          }
        }
      }
    }
    expect(probes).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
