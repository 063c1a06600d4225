// A member's browser as the API sees it, for the cluster's smoke check and the fault suite: cookies (session
// and XSRF-TOKEN), the CSRF header on writes, `x-origin`, and the login's double-Base64 credential (spec §7).
// node:http over a keep-alive agent rather than fetch: the fault suite runs thousands of these a second on
// the same two cores as the cluster, and a closed loop of 50 needs one socket per member.
import { Agent, request } from 'node:http';
import { API_BASE } from '@portal/domain';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { endpointPath, type EndpointDefinition } from '@portal/domain/contract/endpoint';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Milliseconds from the request's start to the last byte of its answer. */
  ms: number;
}

/** A call of an endpoint of the contract: its path parameters (encoded as the web encodes them), body, headers. */
export interface Chamada {
  params?: Record<string, string | number>;
  /** The query string's values. */
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export class Member {
  private readonly jar = new Map<string, string>();

  /**
   * `base`: HAProxy or one instance. `forwardedFor`: the member's own address, as an edge proxy would pass it
   * (the instances trust 127.0.0.1, so the per-IP limits count each simulated member on its own).
   */
  constructor(
    private readonly base: string,
    private readonly agent: Agent,
    public forwardedFor?: string,
  ) {}

  send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      'x-origin': 'PORTAL_WEB',
      ...(this.jar.size > 0 ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { 'x-csrf-token': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? '') } : {}),
      ...(this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {}),
      ...extra,
    };
    const started = performance.now();
    return new Promise((done, fail) => {
      const req = request(`${this.base}${path}`, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          this.keepCookies(res.headers['set-cookie']);
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        });
      });
      req.setTimeout(30_000, () => req.destroy(new Error('sem resposta em 30 s')));
      req.on('error', fail);
      req.end(payload);
    });
  }

  /** Calls the endpoint with its method, at its path under /api (packages/domain/src/contract). */
  call(endpoint: Pick<EndpointDefinition, 'method' | 'path'>, chamada: Chamada = {}): Promise<Answer> {
    const busca = chamada.query ? `?${new URLSearchParams(chamada.query).toString()}` : '';
    const path = `${API_BASE}${endpointPath(endpoint.path, chamada.params)}${busca}`;
    return this.send(endpoint.method, path, chamada.body, chamada.headers);
  }

  private keepCookies(cookies: string[] | undefined): void {
    for (const cookie of cookies ?? []) {
      const [pair = ''] = cookie.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      // An expired cookie (logout) leaves the jar.
      if (value === '' || /max-age=0/i.test(cookie)) this.jar.delete(pair.slice(0, i));
      else this.jar.set(pair.slice(0, i), value);
    }
  }

  /** Drops one cookie, as a browser does when it expires (the fault suite's read-your-writes control). */
  forget(cookie: string): void {
    this.jar.delete(cookie);
  }

  /** The anonymous CSRF cookie, then POST /api/login with the demo bot-check token. */
  async login(cpf: string, password: string): Promise<Answer> {
    this.jar.clear();
    await this.call(parametrosEndpoints.statusManutencao);
    return this.call(loginEndpoints.login, {
      body: { token: 'cluster' },
      headers: { authorization: `Basic ${b64(`${b64(cpf)}:${b64(password)}`)}` },
    });
  }

  logout(): Promise<Answer> {
    return this.call(loginEndpoints.logout);
  }
}

export const keepAliveAgent = (sockets: number) => new Agent({ keepAlive: true, maxSockets: sockets });
