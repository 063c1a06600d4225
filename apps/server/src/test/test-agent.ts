// A tiny browser for app.inject(): keeps cookies, sends x-origin on every call and the CSRF token
// (from the XSRF-TOKEN cookie) on non-GET calls, as the web client does (spec §7).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { DEVICE_COOKIE } from '../platform/dispositivo.js';

/**
 * The device cookie every agent starts with (issue 42): the tests' browsers are one known device, as a member's
 * usual browser, so only a test that asks for a new device (`dispositivo: null`) meets the new-device notice.
 */
export const DISPOSITIVO_DOS_TESTES = 'dispositivo-dos-testes'.padEnd(43, '0');

export interface CallOptions {
  headers?: Record<string, string>;
  payload?: unknown;
  query?: Record<string, string | string[]>;
  /** false: omit the X-CSRF-Token header; a string: send that instead of the cookie's value. */
  csrf?: boolean | string;
  /** null: omit the x-origin header. */
  origin?: string | null;
  /** Client address as the server sees it (per-IP limits). */
  remoteAddress?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export class TestAgent {
  readonly cookies = new Map<string, string>();

  /** `dispositivo: null`: a browser the portal never saw (no device cookie). */
  constructor(
    readonly app: FastifyInstance,
    { dispositivo = DISPOSITIVO_DOS_TESTES }: { dispositivo?: string | null } = {},
  ) {
    if (dispositivo !== null) this.cookies.set(DEVICE_COOKIE, dispositivo);
  }

  get csrfToken(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** A second browser holding the same cookies (e.g. a stolen or an old cookie). */
  clone(): TestAgent {
    const other = new TestAgent(this.app, { dispositivo: null });
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async call(method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.origin !== null) headers['x-origin'] = options.origin ?? WEB_ORIGIN_HEADER_VALUE;
    const safe = method === 'GET';
    if (!safe && options.csrf !== false) {
      const token = typeof options.csrf === 'string' ? options.csrf : this.csrfToken;
      if (token) headers[CSRF_HEADER] = token;
    }
    const request: InjectOptions = { method, url, headers, cookies: Object.fromEntries(this.cookies) };
    if (options.query) request.query = options.query;
    if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
    if (options.payload !== undefined) request.payload = options.payload as InjectOptions['payload'];
    const response = await this.app.inject(request);
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, options);
  }

  post(url: string, payload?: unknown, options: CallOptions = {}) {
    return this.call('POST', url, { ...options, payload });
  }
}
