// Secure by default (issue 8 §1): every /api route declares who may call it as data (`config.access`), and
// this one onRoute hook turns the declaration into the session and permission checks. A route that
// declares nothing stops the server from starting, so a forgotten guard cannot ship.
// See docs/decisions/0013-routes-access-scope-contract.md.
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RouteOptions,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { FuncaoPermission } from '@portal/domain';
import type { EndpointAccess } from '@portal/domain/contract/endpoint';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { isConsoleAccess, type ConsoleAccess } from '@portal/domain/contract/console/acesso';
import { escopoDoAcesso, type IntegracaoAccess } from '@portal/domain/contract/integracao/escopos';
import { checagensConsole } from './console/sessao-equipe.js';
import { isApiPath, isConsoleApiPath, isIntegracaoPath } from './errors.js';
import { exigirEscopo } from './integracao/guard.js';
import { hasPermission, requirePermission, requireSession } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: public, any session, or a tela-, funcao- (or screenless menu-) permission. */
    access?: EndpointAccess;
    /** Success and failure bodies travel as `{ dados, erro }` (spec §7 /v2 and /v3 calls). */
    envelope?: boolean;
    /** A funcao- permission the route needs besides its access (e.g. cancelling a contract). */
    funcao?: FuncaoPermission;
  }
  interface FastifyInstance {
    /** Every route registered with its declared access, for the inventory test and the docs. */
    routeInventory: RouteInventoryEntry[];
  }
}

export interface RouteInventoryEntry {
  method: string;
  url: string;
  access: EndpointAccess;
  funcao?: FuncaoPermission;
  /** The health area the route answers (issue 33), when it answers someone's health data. */
  saude?: AreaAcessoSaude;
  /** The route's request schemas (the fuzz test sends hostile values to each query and body field). */
  schema?: FastifySchema;
}

/** The checks a declared access needs, run before the body is validated (no form details to outsiders). */
export function accessChecks(access: EndpointAccess, funcao?: FuncaoPermission): preValidationHookHandler[] {
  const escopo = escopoDoAcesso(access);
  // An operator system's bearer token and scope (decision 0024); never a member session.
  if (escopo) return [exigirEscopo(escopo)];
  // A staff member of the operator (decision 0040): the console session and role; never a member session.
  if (isConsoleAccess(access)) return checagensConsole(access);
  const checks: preValidationHookHandler[] =
    access === 'public'
      ? []
      : access === 'session'
        ? [requireSession]
        : requirePermission(access as Exclude<typeof access, IntegracaoAccess | ConsoleAccess>);
  return funcao ? [...(checks.length ? checks : [requireSession]), hasPermission(funcao)] : checks;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function accessPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const inventory: RouteInventoryEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route: RouteOptions) => {
    const config: FastifyContextConfig | undefined = route.config;
    const access = config?.access;
    const integracao = isIntegracaoPath(route.url);
    const consoleApi = isConsoleApiPath(route.url);
    if (!access) {
      if (isApiPath(route.url) || integracao || consoleApi) {
        throw new Error(`A rota ${String(route.method)} ${route.url} não declara config.access.`);
      }
      return;
    }
    // The two APIs never mix: a member access under /integracao would let a cookie in where only tokens
    // belong, and a token access under /api would skip the member checks (decision 0024).
    // Nor does the console's: a staff access only under /console/api, and only a staff access there (a
    // member's 'public' there would skip the console's guard; a member route taking a staff access would
    // let a staff cookie in where only members belong).
    const escopo = escopoDoAcesso(access);
    const deOutraApi = consoleApi
      ? !isConsoleAccess(access)
      : isConsoleAccess(access) || (integracao ? access !== 'public' && !escopo : Boolean(escopo));
    if (deOutraApi) {
      throw new Error(
        `A rota ${String(route.method)} ${route.url} declara um acesso de outra API: ${access}.`,
      );
    }
    const funcao = config?.funcao;
    for (const method of asArray(route.method)) {
      inventory.push({ method, url: route.url, access, funcao, saude: config?.saude, schema: route.schema });
    }
    if (escopo) {
      // Checked on arrival, before the body is read: a caller without a valid token never makes the
      // server parse up to 5 MB of JSON.
      route.onRequest = [...asArray(route.onRequest), exigirEscopo(escopo)];
      return;
    }
    const checks = accessChecks(access, funcao);
    if (checks.length > 0) route.preValidation = [...checks, ...asArray(route.preValidation)];
  });
  done();
}

export const accessControl = fp(accessPlugin, { name: 'portal-access', dependencies: ['portal-session'] });
