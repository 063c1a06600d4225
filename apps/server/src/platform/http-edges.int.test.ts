// Issue 9, what every answer carries whatever the route: hosts outside PUBLIC_URL/ALLOWED_HOSTS get 421,
// links use PUBLIC_URL, API answers are never stored, router-level refusals wear the usual Portuguese
// body and security headers, and the API map is off in production unless asked for.
import { connect } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SERVER_MESSAGES } from '@portal/domain';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import {
  cartaoVirtualEndpoints,
  type CartoesVirtuaisResponse,
  type GerarQrCodeResponse,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { OPENAPI_PATH } from '../app.js';
import { chamar, urlDe, urlForaDoContrato } from '../test/contrato.js';
import { DEMO, PRODUCTION_ENV, login, withDemo, type TestHarness } from '../test/test-app.js';
import { TestAgent } from '../test/test-agent.js';
import { localCaptcha } from './captcha.js';
import { MAPA_TILES_ORIGIN } from '@portal/domain/contract/facilidades/mapa-tiles';
import { PERMISSIONS_POLICY } from './security-headers.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});
const STATUS = urlDe(parametrosEndpoints.statusManutencao);

const production = (env: Record<string, string> = {}) =>
  h.newApp({ env: { ...PRODUCTION_ENV, ...env }, captcha: localCaptcha(false) });

/** A page's path gets the document headers; an API path a resource's (security-headers.ts). */
const expectSecurityHeaders = (response: { headers: Record<string, unknown> }, url: string) => {
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  if (url.startsWith(API_BASE)) {
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toBeUndefined();
  } else {
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // Issue 40: the portal's own pages may ask for the location (the Guia Médico's "Perto de mim"); no frame may.
    expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // Issue 40: the Guia Médico's map tiles come in as images, and for nothing else (no script, call, frame).
    const diretivas = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([nome, ...fontes]) => [nome!, fontes]),
    );
    expect(diretivas.get('img-src')).toContain(MAPA_TILES_ORIGIN);
    for (const [nome, fontes] of diretivas)
      if (nome !== 'img-src') expect(fontes, nome).not.toContain(MAPA_TILES_ORIGIN);
  }
};

const expectPortugueseError = (
  response: LightMyRequestResponse,
  status: number,
  mensagem: string,
  url: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ mensagem });
  expectSecurityHeaders(response, url);
};

describe('Host header', () => {
  it('answers 421 in Portuguese to a host that is not PUBLIC_URL’s nor in ALLOWED_HOSTS', async () => {
    for (const url of [STATUS, '/', '/cartao-compartilhado/1.2.3']) {
      const response = await h.app.inject({ url, headers: { host: 'evil.example', 'x-origin': 'web' } });
      expectPortugueseError(response, 421, SERVER_MESSAGES.misdirectedRequest, url);
    }
    // Development keeps loopback on any port (dev server, e2e).
    for (const host of ['localhost:5173', '127.0.0.1:3220', '[::1]:3000']) {
      const response = await h.app.inject({
        url: STATUS,
        headers: { host, 'x-origin': 'web' },
      });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('in production answers only PUBLIC_URL’s host and ALLOWED_HOSTS, not loopback', async () => {
    const app = await production({ ALLOWED_HOSTS: 'portal-interno.valeverde.example' });
    const status = async (host: string) =>
      (await app.inject({ url: STATUS, headers: { host, 'x-origin': 'web' } })).statusCode;
    expect(await status('portal.valeverdesaude.example')).toBe(200);
    expect(await status('PORTAL.valeverdesaude.example:443')).toBe(200);
    expect(await status('portal-interno.valeverde.example')).toBe(200);
    expect(await status('localhost:3000')).toBe(421);
    expect(await status('evil.example')).toBe(421);
  });

  it('reads the whole Host, name and port: a suffix after the port is another host (issue 34)', async () => {
    const status = async (app: typeof h.app, host: string) =>
      (await app.inject({ url: STATUS, headers: { host, 'x-origin': 'web' } })).statusCode;
    // Development: loopback on any port, IPv6 in brackets, and nothing that only starts like loopback.
    for (const host of ['127.0.0.1:4301', 'localhost', '[::1]', '[::1]:3000', 'LOCALHOST:80'])
      expect(await status(h.app, host), host).toBe(200);
    for (const host of [
      '127.0.0.1:4301.evil.example',
      'localhost:3000.evil.example',
      'localhost:evil.example',
      '[::1]:3000.evil.example',
      '[::1].evil.example',
      'localhost:3000:4000',
      '127.0.0.1.evil.example',
    ])
      expect(await status(h.app, host), host).toBe(421);
    // Production: PUBLIC_URL's name on any port; an ALLOWED_HOSTS entry with a port only on that port.
    const app = await production({ ALLOWED_HOSTS: 'interno.example:8443,[::1]:3000' });
    for (const host of ['portal.valeverdesaude.example:8080', 'interno.example:8443', '[::1]:3000'])
      expect(await status(app, host), host).toBe(200);
    for (const host of [
      'portal.valeverdesaude.example:443.evil.example',
      'interno.example:8443.evil.example',
      'interno.example:9443',
      'interno.example',
      '[::1]:3001',
      '[::1]',
    ])
      expect(await status(app, host), host).toBe(421);
  });

  it('builds the shared-card QR link from PUBLIC_URL, whatever host the request came by', async () => {
    const app = await h.newApp({
      env: { PUBLIC_URL: 'https://portal.valeverdesaude.example', ALLOWED_HOSTS: 'interno.example' },
    });
    const maria = await login(app, DEMO.maria);
    const { cartoes } = (
      await chamar(maria, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } })
    ).json<CartoesVirtuaisResponse>();
    const qrCode = (host: string) =>
      chamar(maria, cartaoVirtualEndpoints.qrCode, {
        params: { carteira: cartoes[0]!.carteira },
        body: { qrCode: 'COMPARTILHAMENTO' },
        headers: { host },
      });
    const viaOtherHost = await qrCode('interno.example');
    expect(viaOtherHost.statusCode).toBe(200);
    const { dados } = viaOtherHost.json<{ dados: GerarQrCodeResponse }>();
    expect(dados.conteudo).toMatch(
      /^https:\/\/portal\.valeverdesaude\.example\/servicos\/cartao-compartilhado\/[\w-]{43}$/,
    );
    // Before issue 9, Host: evil.example produced a link to evil.example.
    const forged = await qrCode('evil.example');
    expect(forged.statusCode).toBe(421);
  });
});

describe('caching and security headers', () => {
  it('every /api answer says no-store and no-cache, success or error, with Permissions-Policy', async () => {
    const agent = new TestAgent(h.app);
    const answers = [
      await chamar(agent, parametrosEndpoints.statusManutencao),
      await chamar(agent, usuarioEndpoints.usuario),
      await agent.get(
        urlForaDoContrato('/api/nada-aqui', 'uma rota desconhecida: o 404 também não é guardado'),
      ),
      await chamar(agent, parametrosEndpoints.statusManutencao, { origin: null }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
      expectSecurityHeaders(response, API_BASE);
    }
  });
});

describe('router-level refusals', () => {
  it('a malformed URL gets 400 in Portuguese with the security headers', async () => {
    const url = urlForaDoContrato('/api/%zz', 'um caminho com escape malformado, que nenhuma rota aceita');
    const response = await h.app.inject({ url, headers: { 'x-origin': 'web' } });
    expectPortugueseError(response, 400, SERVER_MESSAGES.invalidRequest, url);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a path parameter beyond its length gets 414 in Portuguese with the security headers', async () => {
    const response = await h.app.inject({ url: `/cartao-compartilhado/${'a'.repeat(300)}` });
    expectPortugueseError(response, 414, SERVER_MESSAGES.uriTooLong, '/cartao-compartilhado');
  });

  it('malformed JSON gets 400 in Portuguese with the security headers', async () => {
    const agent = new TestAgent(h.app);
    await chamar(agent, parametrosEndpoints.statusManutencao);
    const response = await chamar(agent, loginEndpoints.login, {
      body: '{"token":',
      headers: { 'content-type': 'application/json' },
    });
    expectPortugueseError(response, 400, SERVER_MESSAGES.invalidRequest, urlDe(loginEndpoints.login));
  });

  describe('requests Node refuses before Fastify sees them', () => {
    let listening: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      listening = await h.newApp();
      await listening.listen({ port: 0, host: '127.0.0.1' });
      port = (listening.server.address() as { port: number }).port;
    });

    /** Writes raw bytes on a socket and returns whatever comes back before the server closes it. */
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => undefined);
      });

    it.each([
      ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400, SERVER_MESSAGES.invalidRequest],
      [
        'headers beyond the size limit',
        `GET ${API_BASE}/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        431,
        SERVER_MESSAGES.headersTooLarge,
      ],
    ])('%s: %i in Portuguese with the security headers', async (_label, request, status, mensagem) => {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head.toLowerCase()).toContain(`permissions-policy: ${PERMISSIONS_POLICY}`);
      expect(head.toLowerCase()).toContain("frame-ancestors 'none'");
      expect(head.toLowerCase()).toContain('cache-control: no-store');
      expect(JSON.parse(body)).toEqual({ mensagem });
    });
  });
});

describe('API docs', () => {
  it('are served outside production, off in production, and on again with API_DOCS=true', async () => {
    const docs = (app: FastifyInstance) =>
      app.inject({ url: OPENAPI_PATH, headers: { host: 'portal.valeverdesaude.example' } });
    expect((await docs(h.app)).statusCode).toBe(421); // not PUBLIC_URL's host in development either
    expect((await h.app.inject({ url: OPENAPI_PATH })).statusCode).toBe(200);
    expect((await docs(await production())).statusCode).toBe(404);
    expect((await docs(await production({ API_DOCS: 'true' }))).statusCode).toBe(200);
  });
});

describe('request log', () => {
  it('writes one line per request when it ends: request id, redacted URL, status and time', async () => {
    const lines: string[] = [];
    const app = await h.newApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    const agent = new TestAgent(app);
    const response = await chamar(agent, dadosPessoaisEndpoints.dados, { params: { cpf: DEMO.maria } });
    expect(response.statusCode).toBe(401);
    const requestId = response.headers['x-request-id'];
    const ours = lines
      .map((line) => JSON.parse(line) as { reqId?: string; responseTime?: number })
      .filter((entry) => entry.reqId === requestId);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      msg: 'request completed',
      req: {
        method: 'GET',
        url: `${API_BASE}${dadosPessoaisEndpoints.dados.path.replace(':cpf', '[redigido]')}`,
      },
      res: { statusCode: 401 },
    });
    expect(ours[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.join('\n')).not.toContain(DEMO.maria);
  });
});
