// Helpers of the Console da Operadora's server tests (issue 38): a tiny console browser over app.inject()
// (cookies kept; the console CSRF header from its cookie on every call that is not a GET; no x-origin,
// which is the member API's), calls built from the console contracts (URL = CONSOLE_PREFIX + the
// endpoint's path), and a signed-in staff session with chosen roles opened straight in the database — so
// any console area can test its routes without going through a sign-in. The sign-in itself is tested in
// modules/console/*.int.test.ts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  CONSOLE_ABSOLUTE_MS,
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PREFIX,
  CONSOLE_SESSION_COOKIE,
  type Papel,
} from '@portal/domain/contract/console/acesso';
import { endpointPath, type EndpointDefinition, type EndpointResult } from '@portal/domain/contract/endpoint';
import type { Database } from '../db/client.js';
import { equipe, equipeSessoes, type FatorSessao } from '../db/schema/equipe.js';
import { randomToken, sha256Hex, systemRandom } from '../platform/clock.js';
import { chaveCsrfConsole, tokenCsrfConsole } from '../platform/console/csrf-console.js';
import type { QueryDeTeste } from './contrato.js';
import type { TestAgent } from './test-agent.js';

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ChamadaConsole {
  headers?: Record<string, string>;
  payload?: unknown;
  /** false: no CSRF header; a string: that value instead of the cookie's. */
  csrf?: boolean | string;
  remoteAddress?: string;
}

/** A browser of the console: its cookies, the console CSRF header from CONSOLE-XSRF-TOKEN. */
export class ConsoleAgent {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  get csrfToken(): string | undefined {
    return this.cookies.get(CONSOLE_CSRF_COOKIE);
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(CONSOLE_SESSION_COOKIE);
  }

  /** Another browser holding the same cookies (an old or stolen cookie). */
  clone(): ConsoleAgent {
    const outro = new ConsoleAgent(this.app);
    for (const [nome, valor] of this.cookies) outro.cookies.set(nome, valor);
    return outro;
  }

  /** A console browser that also carries a member's cookies (which console routes must ignore). */
  static comCookiesDe(agente: TestAgent): ConsoleAgent {
    const outro = new ConsoleAgent(agente.app);
    for (const [nome, valor] of agente.cookies) outro.cookies.set(nome, valor);
    return outro;
  }

  async call(metodo: Metodo, url: string, opcoes: ChamadaConsole = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...opcoes.headers };
    if (metodo !== 'GET' && opcoes.csrf !== false) {
      const token = typeof opcoes.csrf === 'string' ? opcoes.csrf : this.csrfToken;
      if (token) headers[CONSOLE_CSRF_HEADER] = token;
    }
    const pedido: InjectOptions = { method: metodo, url, headers, cookies: Object.fromEntries(this.cookies) };
    if (opcoes.remoteAddress) pedido.remoteAddress = opcoes.remoteAddress;
    if (opcoes.payload !== undefined) pedido.payload = opcoes.payload as InjectOptions['payload'];
    const resposta = await this.app.inject(pedido);
    for (const cookie of resposta.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const vencido =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (vencido || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return resposta;
  }
}

export interface PedidoConsole extends ChamadaConsole {
  params?: Record<string, string | number>;
  query?: QueryDeTeste;
  body?: unknown;
}

/** The URL of a console endpoint: CONSOLE_PREFIX + its path with the parameters encoded + the query. */
export function urlConsole(
  endpoint: Pick<EndpointDefinition, 'path'>,
  pedido: Pick<PedidoConsole, 'params' | 'query'> = {},
): string {
  const busca = new URLSearchParams();
  for (const [nome, valor] of Object.entries(pedido.query ?? {})) {
    if (valor === undefined) continue;
    for (const um of Array.isArray(valor) ? valor : [valor]) busca.append(nome, String(um));
  }
  const texto = busca.toString();
  return `${CONSOLE_PREFIX}${endpointPath(endpoint.path, pedido.params)}${texto ? `?${texto}` : ''}`;
}

/** Calls a console endpoint as the console app would (method from the contract). */
export function chamarConsole(
  agente: ConsoleAgent,
  endpoint: Pick<EndpointDefinition, 'path' | 'method'>,
  pedido: PedidoConsole = {},
): Promise<LightMyRequestResponse> {
  const { params, query, body, ...opcoes } = pedido;
  return agente.call(endpoint.method, urlConsole(endpoint, { params, query }), {
    ...opcoes,
    ...(body !== undefined ? { payload: body } : {}),
  });
}

/** Calls, expects `status` (200 by default) and answers the JSON as the contract types it. */
export async function jsonConsole<E extends EndpointDefinition>(
  agente: ConsoleAgent,
  endpoint: E,
  pedido: PedidoConsole = {},
  status = endpoint.status ?? 200,
): Promise<EndpointResult<E>> {
  const resposta = await chamarConsole(agente, endpoint, pedido);
  expect(resposta.statusCode, resposta.body).toBe(status);
  return resposta.json<EndpointResult<E>>();
}

let sequencia = 0;

export interface NovoMembro {
  nome?: string;
  email?: string;
  papeis: Papel[];
  ativo?: boolean;
}

/** A staff account (no factor), with a unique e-mail unless one is given. */
export async function criarMembroEquipe(
  db: Database,
  membro: NovoMembro,
): Promise<{ id: number; email: string }> {
  sequencia += 1;
  const email =
    membro.email ?? `equipe-${process.pid}-${sequencia}-${randomToken(systemRandom, 4)}@operadora.test`;
  const [linha] = await db
    .insert(equipe)
    .values({
      nome: membro.nome ?? `Pessoa da equipe ${sequencia}`,
      email,
      papeis: membro.papeis,
      ativo: membro.ativo ?? true,
    })
    .returning({ id: equipe.id });
  return { id: linha!.id, email };
}

export interface SessaoDeTeste {
  agente: ConsoleAgent;
  equipeId: number;
  email: string;
}

/**
 * A signed-in staff member with these roles: the account (new unless `equipeId`), a session row opened now
 * by the app's clock (a second factor: 'totp' unless `fator`), and a console browser holding its cookie and
 * a CSRF token bound to it — as a sign-in would leave them.
 */
export async function sessaoConsole(
  app: FastifyInstance,
  opcoes: Partial<NovoMembro> & { equipeId?: number; fator?: FatorSessao } = {},
): Promise<SessaoDeTeste> {
  const { db, clock, config } = app.ctx;
  const membro =
    opcoes.equipeId !== undefined
      ? await db
          .select({ id: equipe.id, email: equipe.email })
          .from(equipe)
          .where(eq(equipe.id, opcoes.equipeId))
          .then(([m]) => m!)
      : await criarMembroEquipe(db, { ...opcoes, papeis: opcoes.papeis ?? [] });
  const token = randomToken(systemRandom, 32);
  const agora = clock();
  await db.insert(equipeSessoes).values({
    tokenHash: sha256Hex(token),
    equipeId: membro.id,
    fator: opcoes.fator ?? 'totp',
    createdAt: agora,
    lastSeenAt: agora,
    absoluteExpiresAt: new Date(agora.getTime() + CONSOLE_ABSOLUTE_MS),
  });
  const agente = new ConsoleAgent(app);
  agente.cookies.set(CONSOLE_SESSION_COOKIE, token);
  agente.cookies.set(
    CONSOLE_CSRF_COOKIE,
    tokenCsrfConsole(chaveCsrfConsole(config.sessionSecret), sha256Hex(token), randomToken(systemRandom, 18)),
  );
  return { agente, equipeId: membro.id, email: membro.email };
}
