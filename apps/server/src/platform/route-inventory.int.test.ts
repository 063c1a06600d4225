// Secure by default (issue 8 §1): every route the app registers is collected here. Public routes are an
// explicit, reviewed list; every other /api route answers 401 without a session; every screen-permission
// route answers 403 to a member without that permission, and every funcao-guarded route 403 to a member
// holding the screen but not the function. A new route is covered the moment it is registered.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_MENU, ALL_TELA, type Permissionamento } from '@portal/domain';
import { isConsoleAccess } from '@portal/domain/contract/console/acesso';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { contas } from '../db/schema/auth.js';
import { pessoas } from '../db/schema/pessoas.js';
import { chamar, urlForaDoContrato } from '../test/contrato.js';
import { DEMO, login, withDemo, type TestHarness } from '../test/test-app.js';
import { TestAgent } from '../test/test-agent.js';
import type { RouteInventoryEntry } from './access.js';

/**
 * Reviewed: each of these answers without a session on purpose (sign-in, account recovery, the public
 * texts and parameters the login page needs, the signed shared-card link). Adding one is a security review.
 */
const PUBLIC_ROUTES = [
  // The published API description (off by default in production, API_DOCS).
  'GET /api/docs/json',
  // The integration API's OpenAPI 3.1 and its index (off by default in production, INTEGRACAO_DOCS).
  'GET /integracao/docs',
  'GET /integracao/docs/json',
  // The load balancer's probes: alive, and ready for traffic (issue 18; no member data).
  'GET /api/health',
  'GET /api/ready',
  // Signing in and out.
  'POST /api/login',
  'POST /api/login/token',
  'POST /api/logout',
  // A passkey's sign-in without the CPF (issue 42, decision 0054): a single-use challenge, then its signed answer.
  'POST /api/login/chave-acesso/opcoes',
  'POST /api/login/chave-acesso',
  // What the login page and the maintenance notice read before anyone signs in.
  'GET /api/parametros/publicos',
  'GET /api/bemmais/status',
  'GET /api/beneficiarios/atendimentos/contatos-unimed',
  'GET /api/termos-de-uso',
  'GET /api/politica-de-privacidade',
  // Issue 38: the LGPD notice, and every published version of the legal texts (public by nature).
  'GET /api/aviso-lgpd',
  'GET /api/termos-de-uso/versoes',
  'GET /api/politica-de-privacidade/versoes',
  'GET /api/aviso-lgpd/versoes',
  // First access and password recovery (bot-check, codes and limits guard them; decisions 0004, 0011).
  'GET /api/senha/politica',
  'PUT /api/senha/validar',
  'GET /api/primeiro-acesso/contatos',
  'POST /api/primeiro-acesso/enviar-carteira',
  'POST /api/primeiro-acesso/validar',
  'POST /api/v2/usuario/cadastrar',
  'GET /api/recuperar-senha/contatos',
  'POST /api/recuperar-senha/enviar-token',
  'POST /api/recuperar-senha/validar-token',
  'PUT /api/recuperar-senha/alterar-senha',
  // A shared card link (24 hours, revocable; decisions 0008, 0011): the card's PDF, and since issue 37 the
  // data of its public page (x-token-servico header) — one refusal budget and the audit of both.
  'GET /cartao-compartilhado/:token',
  'GET /api/servicos/cartao-compartilhado/listagem',
  // The operator's published logo and favicon (issue 38): images of the member page, nobody's data.
  'GET /marca/logo',
  'GET /marca/favicon',
  // The web app manifest (issue 42): the brand's name, colours and icons, the same for everyone.
  'GET /manifest.webmanifest',
  // One appointment's public link: the x-token-servico header grants these four (decision 0021; the .ics of
  // issue 37 under the same token, refusal budget and audit as the listing).
  'GET /api/servicos/agendamento/listagem',
  'GET /api/servicos/agendamento/calendario',
  'PUT /api/servicos/agendamento/confirmar',
  'PUT /api/servicos/agendamento/cancelar',
  // The Guia Médico (issue 40, decision 0046): the operator's network is public information, every call
  // counted per address (GUIA_MEDICO_MAX_POR_MINUTO).
  'GET /api/guia-medico/produtos',
  'GET /api/guia-medico/servicos',
  'GET /api/guia-medico/busca',
  'GET /api/guia-medico/prestadores/:id',
  'GET /api/guia-medico/alteracoes',
  // The operator systems' token call (OAuth 2.0 client credentials; the client's secret guards it, decision
  // 0024). Every other /integracao route needs a bearer token: the 401 sweep below covers them.
  'POST /integracao/v1/oauth/token',
].sort();

const demo = withDemo();
let h: TestHarness;
let routes: RouteInventoryEntry[];

/** A plausible value for each path parameter: access is checked before the parameters are validated. */
const fill = (url: string): string => url.replace(/:(\w+)/g, '1');
const key = (r: RouteInventoryEntry) => `${r.method} ${r.url}`;
const isProbed = (r: RouteInventoryEntry) => r.method !== 'HEAD';
const body = (r: RouteInventoryEntry) => (r.method === 'GET' ? {} : { payload: {} });

async function withPermissions(cpf: string, permissoes: Permissionamento): Promise<void> {
  const [person] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  await h.database.db.update(contas).set({ permissoes }).where(eq(contas.pessoaId, person!.id));
}

beforeAll(() => {
  h = demo.h;
  routes = h.app.routeInventory.filter(isProbed);
});

describe('route inventory', () => {
  it('declares access on every /api route, and only the reviewed ones are public', () => {
    const api = h.app.printRoutes({ commonPrefix: false });
    expect(api).toContain('api/usuario');
    const publicRoutes = [...new Set(routes.filter((r) => r.access === 'public').map(key))].sort();
    expect(publicRoutes).toEqual(PUBLIC_ROUTES);
  });

  it('refuses to start when an /api route declares no access', async () => {
    await expect(
      h.newApp({
        extend: (app) => {
          app.get(
            urlForaDoContrato('/api/esquecida', 'uma rota sem acesso declarado: o app não pode subir'),
            () => ({ ok: true }),
          );
        },
      }),
    ).rejects.toThrow(/não declara config.access/);
  });

  it('refuses to start when an /integracao route declares no access or a member access, or /api a token scope', async () => {
    const comRota = (registrar: (app: FastifyInstance) => void) => h.newApp({ extend: registrar });
    await expect(comRota((app) => app.get('/integracao/v1/esquecida', () => ({})))).rejects.toThrow(
      /não declara config.access/,
    );
    await expect(
      comRota((app) => app.get('/integracao/v1/membro', { config: { access: 'session' } }, () => ({}))),
    ).rejects.toThrow(/acesso de outra API/);
    await expect(
      comRota((app) =>
        app.get(
          urlForaDoContrato('/api/maquina', 'uma rota de membro com escopo de token: o app não pode subir'),
          { config: { access: 'integracao:faturamento:escrita' } },
          () => ({}),
        ),
      ),
    ).rejects.toThrow(/acesso de outra API/);
  });

  /**
   * Refused tokens from one address are answered 429 past RECUSAS_POR_MINUTO (guard.ts): the sweeps below send
   * one per /integracao route, and there are more routes than that, so a new minute every 25 of them.
   */
  let recusasEnviadas = 0;
  const outraJanelaDeRecusas = (route: { url: string }) => {
    if (!route.url.startsWith('/integracao/')) return;
    recusasEnviadas += 1;
    if (recusasEnviadas % 25 === 0) h.clock.advance(61_000);
  };

  it('a member session opens no /integracao route', async () => {
    const maria = await login(h.app, DEMO.maria);
    const integracao = routes.filter((r) => r.url.startsWith('/integracao/') && r.access !== 'public');
    expect(integracao.length).toBeGreaterThan(0);
    for (const route of integracao) {
      outraJanelaDeRecusas(route);
      const response = await maria.call(route.method as 'GET', fill(route.url), body(route));
      expect(response.statusCode, key(route)).toBe(401);
    }
  });

  it('answers 401 without a session on every route that is not public', async () => {
    // The test before sent every /integracao route a refused token from this address: a new minute, so the
    // per-address ceiling on refusals (RECUSAS_POR_MINUTO, guard.ts) does not answer 429 here.
    h.clock.advance(61_000);
    const anonymous = new TestAgent(h.app);
    await chamar(anonymous, parametrosEndpoints.statusManutencao);
    const failures: string[] = [];
    // The console's routes have their own sweep, with its CSRF and its public list (console/acesso-console.int.test.ts).
    for (const route of routes.filter((r) => r.access !== 'public' && !isConsoleAccess(r.access))) {
      outraJanelaDeRecusas(route);
      const response = await anonymous.call(route.method as 'GET', fill(route.url), body(route));
      if (response.statusCode !== 401) failures.push(`${key(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 on every screen-permission route to a member without that permission', async () => {
    await withPermissions(DEMO.roberto, { tela: [], menu: [...ALL_MENU], funcao: [] });
    const member = await login(h.app, DEMO.roberto);
    const guarded = routes.filter((r) => r.access.startsWith('tela-') || r.access.startsWith('funcao-'));
    expect(guarded.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await member.call(route.method as 'GET', fill(route.url), body(route));
      if (response.statusCode !== 403) failures.push(`${key(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 on every funcao-guarded route to a member holding the screen but not the function', async () => {
    await withPermissions(DEMO.roberto, { tela: [...ALL_TELA], menu: [...ALL_MENU], funcao: [] });
    const member = await login(h.app, DEMO.roberto);
    const guarded = routes.filter((r) => r.funcao);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await member.call(route.method as 'GET', fill(route.url), body(route));
      expect(response.statusCode, key(route)).toBe(403);
    }
  });
});
