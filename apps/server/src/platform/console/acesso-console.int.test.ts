// The console's door (issue 38, decision 0040): what platform/access.ts, the staff session, the console
// CSRF and the console headers guarantee for every console route — present and future. The public console
// routes are a reviewed list; every other console route refuses a caller without a staff session, a member
// (whose cookies a console route ignores), a staff member without its role, a session opened with a
// recovery code (before a factor is enrolled) and a session ended by a factor reset; the server does not
// start when a console route declares another API's access or a member route a console one.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_IDLE_MS,
  CONSOLE_ABSOLUTE_MS,
  CONSOLE_PREFIX,
  CONSOLE_SESSION_COOKIE,
  PAPEIS,
  isConsoleAccess,
  papeisDoAcesso,
} from '@portal/domain/contract/console/acesso';
import { consoleEquipeEndpoints, consoleSessaoEndpoints } from '@portal/domain/contract/console/equipe';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { CSRF_HEADER } from '@portal/domain';
import { ConsoleAgent, chamarConsole, jsonConsole, sessaoConsole } from '../../test/console.js';
import { chamar, urlForaDoContrato } from '../../test/contrato.js';
import { withDemo } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import type { RouteInventoryEntry } from '../access.js';
import { CONSOLE_DOCS_JSON_PATH, ENDPOINTS_CONSOLE, documentoConsole } from './openapi-console.js';

/** Reviewed: what a browser may call on the console before signing in. Adding one is a security review. */
const PUBLICAS_CONSOLE = [
  // The console API's OpenAPI (with API_DOCS, off by default in production).
  `GET ${CONSOLE_DOCS_JSON_PATH}`,
  // Signing in: a passkey (challenge, answer), an authenticator code, a recovery code.
  'POST /console/api/entrar/passkey/opcoes',
  'POST /console/api/entrar/passkey',
  'POST /console/api/entrar/totp',
  'POST /console/api/entrar/recuperacao',
  // Enrolment by the one-time link (its token in the body): read it, then a passkey or an authenticator app.
  'POST /console/api/convite',
  'POST /console/api/convite/passkey/opcoes',
  'POST /console/api/convite/passkey',
  'POST /console/api/convite/totp',
  'POST /console/api/convite/totp/confirmar',
].sort();

const demo = withDemo();
let consoleRoutes: RouteInventoryEntry[];

const preencher = (url: string): string => url.replace(/:(\w+)/g, '1');
const chave = (r: RouteInventoryEntry) => `${r.method} ${r.url}`;
const corpo = (r: RouteInventoryEntry) => (r.method === 'GET' ? {} : { payload: {} });
const chamarRota = (agente: ConsoleAgent, r: RouteInventoryEntry) =>
  agente.call(r.method as 'GET', preencher(r.url), corpo(r));

/** An anonymous console browser holding a CSRF token (its first GET hands one out). */
async function anonimo(app: FastifyInstance): Promise<ConsoleAgent> {
  const agente = new ConsoleAgent(app);
  await chamarConsole(agente, consoleSessaoEndpoints.eu);
  expect(agente.csrfToken).toBeDefined();
  return agente;
}

/** Every route answering `status` for this browser, or the list of those that do not. */
async function divergentes(agente: ConsoleAgent, rotas: RouteInventoryEntry[], status: number) {
  const falhas: string[] = [];
  for (const rota of rotas) {
    const resposta = await chamarRota(agente, rota);
    if (resposta.statusCode !== status)
      falhas.push(`${chave(rota)} → ${resposta.statusCode} ${resposta.body}`);
  }
  return falhas;
}

beforeAll(() => {
  consoleRoutes = demo.h.app.routeInventory.filter(
    (r) => r.method !== 'HEAD' && r.url.startsWith(`${CONSOLE_PREFIX}/`),
  );
});

const protegidas = () => consoleRoutes.filter((r) => r.access !== 'console:publico');

describe('console routes', () => {
  it('every one declares a console access, and only the reviewed ones are public', () => {
    expect(consoleRoutes.length).toBeGreaterThan(5);
    expect(consoleRoutes.filter((r) => !isConsoleAccess(r.access)).map(chave)).toEqual([]);
    const publicas = [
      ...new Set(consoleRoutes.filter((r) => r.access === 'console:publico').map(chave)),
    ].sort();
    expect(publicas).toEqual(PUBLICAS_CONSOLE);
  });

  it('the server refuses to start with a console route of another access, or a console access elsewhere', async () => {
    const { h } = demo;
    const comRota = (registrar: (app: FastifyInstance) => void) => h.newApp({ extend: registrar });
    const rota = (url: string) => urlForaDoContrato(url, 'uma rota de teste: o app não pode subir');
    await expect(comRota((app) => app.get(rota('/console/api/esquecida'), () => ({})))).rejects.toThrow(
      /não declara config.access/,
    );
    for (const access of ['public', 'session', 'tela-meus-dados', 'integracao:faturamento:escrita']) {
      await expect(
        comRota((app) => app.get(rota('/console/api/outra'), { config: { access } as never }, () => ({}))),
        access,
      ).rejects.toThrow(/acesso de outra API/);
    }
    // fora do contrato: member and integration paths that must refuse a console access.
    for (const url of ['/api/equipe', '/integracao/v1/equipe', '/console/equipe']) {
      await expect(
        comRota((app) => app.get(rota(url), { config: { access: 'console:sessao' } }, () => ({}))),
        url,
      ).rejects.toThrow(/acesso de outra API/);
    }
  });

  it('answer 401 without a staff session (with the console CSRF token)', async () => {
    const agente = await anonimo(demo.h.app);
    expect(await divergentes(agente, protegidas(), 401)).toEqual([]);
  });

  it('answer 401 to a member: the member session opens no console route', async () => {
    const maria = await demo.as('maria');
    const agente = ConsoleAgent.comCookiesDe(maria);
    await chamarConsole(agente, consoleSessaoEndpoints.eu);
    expect(agente.csrfToken).toBeDefined();
    // Even with the member's CSRF header as well.
    const falhas: string[] = [];
    for (const rota of protegidas()) {
      const resposta = await agente.call(rota.method as 'GET', preencher(rota.url), {
        ...corpo(rota),
        headers: { [CSRF_HEADER]: maria.csrfToken ?? '' },
      });
      if (resposta.statusCode !== 401) falhas.push(`${chave(rota)} → ${resposta.statusCode}`);
    }
    expect(falhas).toEqual([]);
  });

  it('answer 403 to a staff member without the route’s role (any of its roles, when it names two)', async () => {
    const porPapel = protegidas().filter((r) => papeisDoAcesso(r.access));
    expect(porPapel.length).toBeGreaterThan(0);
    const conjuntos = new Set(porPapel.map((r) => papeisDoAcesso(r.access)!.sort().join('|')));
    for (const conjunto of conjuntos) {
      const papeis = conjunto.split('|');
      const outros = PAPEIS.filter((p) => !papeis.includes(p));
      const { agente } = await sessaoConsole(demo.h.app, { papeis: outros });
      const doConjunto = porPapel.filter((r) => papeisDoAcesso(r.access)!.sort().join('|') === conjunto);
      expect(await divergentes(agente, doConjunto, 403), conjunto).toEqual([]);
    }
  });

  it('answer 403 to a session opened with a recovery code, but for enrolling a factor', async () => {
    const { agente } = await sessaoConsole(demo.h.app, { papeis: [...PAPEIS], fator: 'recuperacao' });
    const semFator = protegidas().filter((r) => !ROTAS_CADASTRO_FATOR.has(chave(r)));
    expect(semFator.length).toBeGreaterThan(0);
    expect(await divergentes(agente, semFator, 403)).toEqual([]);
    const eu = await jsonConsole(agente, consoleSessaoEndpoints.eu);
    expect(eu.precisaCadastrarFator).toBe(true);
  });

  it('answer 401 to the session of an account whose factors were reset or that was deactivated', async () => {
    const { h } = demo;
    const { agente, equipeId } = await sessaoConsole(h.app, { papeis: [...PAPEIS] });
    await jsonConsole(agente, consoleSessaoEndpoints.eu);
    // An administrator resets the colleague's factors, then deactivates another one, through the console.
    const admin = await sessaoConsole(h.app, { papeis: ['administrador'] });
    await jsonConsole(admin.agente, consoleEquipeEndpoints.redefinirFatores, { params: { id: equipeId } });
    expect(await divergentes(agente, protegidas(), 401)).toEqual([]);

    const outra = await sessaoConsole(h.app, { papeis: [...PAPEIS] });
    await jsonConsole(admin.agente, consoleEquipeEndpoints.alterar, {
      params: { id: outra.equipeId },
      body: { papeis: [...PAPEIS], ativo: false },
    });
    expect(await divergentes(outra.agente, protegidas(), 401)).toEqual([]);
  });
});

/** Routes a recovery session may call: those whose contract allows it (allowExpiredCredentials). */
const ROTAS_CADASTRO_FATOR = new Set(
  ENDPOINTS_CONSOLE.filter((e) => e.allowExpiredCredentials).map(
    (e) => `${e.method} ${CONSOLE_PREFIX}${e.path}`,
  ),
);

describe('the staff session', () => {
  it('never reaches a member route: the member API ignores the console cookie', async () => {
    const { agente } = await sessaoConsole(demo.h.app, { papeis: [...PAPEIS] });
    const membro = new TestAgent(demo.h.app);
    membro.cookies.set(CONSOLE_SESSION_COOKIE, agente.sessionCookie!);
    const resposta = await chamar(membro, usuarioEndpoints.usuario);
    expect(resposta.statusCode).toBe(401);
  });

  it('ends after 15 minutes without a call, and after 8 hours whatever happens', async () => {
    const { h } = demo;
    const { agente } = await sessaoConsole(h.app, { papeis: ['conteudo'] });
    h.clock.advance(CONSOLE_IDLE_MS - 60_000);
    await jsonConsole(agente, consoleSessaoEndpoints.eu);
    h.clock.advance(CONSOLE_IDLE_MS - 1000);
    await jsonConsole(agente, consoleSessaoEndpoints.eu);
    h.clock.advance(CONSOLE_IDLE_MS + 1000);
    const ociosa = await chamarConsole(agente, consoleSessaoEndpoints.eu);
    expect(ociosa.statusCode).toBe(401);
    expect(agente.sessionCookie).toBeUndefined();

    const ativa = await sessaoConsole(h.app, { papeis: ['conteudo'] });
    for (let passado = 0; passado < CONSOLE_ABSOLUTE_MS - 10 * 60_000; passado += 10 * 60_000) {
      h.clock.advance(10 * 60_000);
      await jsonConsole(ativa.agente, consoleSessaoEndpoints.eu);
    }
    h.clock.advance(10 * 60_000);
    expect((await chamarConsole(ativa.agente, consoleSessaoEndpoints.eu)).statusCode).toBe(401);
  });

  it('sets its cookie HttpOnly, SameSite=Strict, on /console only', async () => {
    const { agente } = await sessaoConsole(demo.h.app, { papeis: ['conteudo'] });
    const resposta = await chamarConsole(agente, consoleSessaoEndpoints.sair);
    expect(resposta.statusCode).toBe(204);
    const apagado = resposta.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
    expect(apagado).toMatchObject({ path: '/console', value: '' });
    const csrf = resposta.cookies.find((c) => c.name === CONSOLE_CSRF_COOKIE);
    expect(csrf).toMatchObject({ path: '/console', sameSite: 'Strict' });
    expect(csrf?.httpOnly).toBeFalsy();
    // The old cookie is worth nothing after sign-out.
    expect((await chamarConsole(agente, consoleSessaoEndpoints.eu)).statusCode).toBe(401);
  });
});

describe('the console CSRF', () => {
  it('refuses a write without the token, with the member’s, or with another session’s', async () => {
    const { h } = demo;
    const a = await sessaoConsole(h.app, { papeis: ['conteudo'] });
    const b = await sessaoConsole(h.app, { papeis: ['conteudo'] });
    const maria = await demo.as('maria');
    for (const csrf of [false, maria.csrfToken!, b.agente.csrfToken!] as const) {
      const resposta = await chamarConsole(a.agente, consoleSessaoEndpoints.sair, { csrf });
      expect(resposta.statusCode, String(csrf)).toBe(403);
    }
    // The right one, sent as the header, is accepted.
    const resposta = await chamarConsole(a.agente, consoleSessaoEndpoints.sair, {
      headers: { [CONSOLE_CSRF_HEADER]: a.agente.csrfToken! },
    });
    expect(resposta.statusCode).toBe(204);
  });

  it('is not asked of the member API, whose own CSRF ignores the console token', async () => {
    const maria = await demo.as('maria');
    const { agente } = await sessaoConsole(demo.h.app, { papeis: ['conteudo'] });
    // A member write with the console token instead of the member's: refused by the member CSRF.
    const resposta = await chamar(maria, usuarioEndpoints.tokenAcesso, { csrf: agente.csrfToken! });
    expect(resposta.statusCode).toBe(403);
  });
});

describe('the console document and host', () => {
  it('lists every console route the app registers (each area adds its endpoints to ENDPOINTS_CONSOLE)', async () => {
    const documento = (await documentoConsole()) as { paths: Record<string, Record<string, unknown>> };
    const operacoes = new Set(
      Object.entries(documento.paths).flatMap(([caminho, ops]) =>
        Object.keys(ops).map((metodo) => `${metodo.toUpperCase()} ${caminho.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const faltando = consoleRoutes
      .map(chave)
      .filter((rota) => rota !== `GET ${CONSOLE_DOCS_JSON_PATH}` && !operacoes.has(rota));
    expect(faltando).toEqual([]);
  });

  it('with CONSOLE_PUBLIC_URL, the console API answers on that host only', async () => {
    const app = await demo.h.newApp({ env: { CONSOLE_PUBLIC_URL: 'http://console.interno.example' } });
    const url = `${CONSOLE_PREFIX}${consoleSessaoEndpoints.eu.path}`;
    const noConsole = await app.inject({ url, headers: { host: 'console.interno.example' } });
    expect(noConsole.statusCode).toBe(401);
    const noPortal = await app.inject({ url, headers: { host: 'localhost' } });
    expect(noPortal.statusCode).toBe(404);
  });
});

describe('the console headers', () => {
  it('every console answer carries noindex and the console CSP; member answers do not', async () => {
    const { app } = demo.h;
    const { agente } = await sessaoConsole(app, { papeis: ['conteudo'] });
    const api = await chamarConsole(agente, consoleSessaoEndpoints.eu);
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const desconhecida = await app.inject({
      url: urlForaDoContrato('/console/api/nada', 'um caminho desconhecido'),
    });
    expect(desconhecida.statusCode).toBe(404);
    expect(desconhecida.headers['x-robots-tag']).toBe('noindex, nofollow');
    const pagina = await app.inject({ url: urlForaDoContrato('/console/equipe', 'uma página do console') });
    expect(pagina.headers['x-robots-tag']).toBe('noindex, nofollow');
    const csp = String(pagina.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('vlibras');
    expect(csp).toContain("base-uri 'none'");
    const membro = await app.inject({ url: urlForaDoContrato('/', 'a página do portal') });
    expect(membro.headers['x-robots-tag']).toBeUndefined();
    expect(String(membro.headers['content-security-policy'])).toContain('vlibras');
  });
});
