// Every call of spec §7 goes through here: base /api, cookies, 90 s timeout, x-origin on all calls,
// X-CSRF-Token on writes, the /v2 and /v3 envelope, error text of §8, the session record of §4 and the
// loader counter. What a 401 or a 500 does to the app is decided in app/ (setApiEventHandlers).
import {
  API_BASE,
  CSRF_COOKIE,
  CSRF_HEADER,
  REQUEST_TIMEOUT_MS,
  SESSION_REMAINING_HEADER,
  WEB_ORIGIN_HEADER_VALUE,
} from '@portal/domain/constants';
import { MENSAGEM_CSRF_INVALIDO, MENSAGEM_ERRO_GENERICO } from '@portal/domain/messages';
import type { Erro } from '@portal/domain/contract/common';
import { nextTask } from '../browser/next-task';
import { takeEarlyAnswer } from './early-answers';
import { startLoading, stopLoading } from '../state/loader-state';
import { announcedRemainingMs, touchSession } from '../session/session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** FormData and Blob go as they are; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller handles 401 and 500 itself (login, token login, start-up checks): no global redirect. */
  ignoreRedirect?: boolean;
  /** Background calls (start-up checks) do not show the loader. */
  background?: boolean;
  signal?: AbortSignal;
  /** The endpoint answers in `{ dados, erro }` (a property of its contract, spec §7). */
  envelope?: boolean;
}

/** A failed call. `status` 0 means no answer arrived (network down or the 90 s timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Erro | null;

  constructor(status: number, body: Erro | null) {
    super(selectErrorText(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Server field errors keyed by field name, for forms to show beside inputs. */
  get campos(): Record<string, string> | undefined {
    return this.body?.campos;
  }
}

interface ApiEventHandlers {
  unauthorized(): void;
  unexpected(): void;
}
let handlers: ApiEventHandlers = { unauthorized() {}, unexpected() {} };

/** app/ decides what 401 and 500 mean for the whole portal (spec §8). */
export function setApiEventHandlers(next: ApiEventHandlers): void {
  handlers = next;
}

// Typed against the contract so a new message kind fails the type check here instead of being ignored.
const KNOWN_TIPO_MENSAGEM: Record<NonNullable<Erro['tipoMensagem']>, true> = {
  ALERTA: true,
  ERRO: true,
  INFORMACAO: true,
  SUCESSO: true,
};

/**
 * Spec §8: the server's mensagem if present; otherwise mensagemAmigavel when it comes with a known
 * tipoMensagem; otherwise the default text.
 */
export function selectErrorText(body: unknown, fallback: string = MENSAGEM_ERRO_GENERICO): string {
  if (!body || typeof body !== 'object') return fallback;
  const { mensagem, mensagemAmigavel, tipoMensagem } = body as Record<string, unknown>;
  if (typeof mensagem === 'string' && mensagem.trim()) return mensagem;
  const known = typeof tipoMensagem === 'string' && Object.hasOwn(KNOWN_TIPO_MENSAGEM, tipoMensagem);
  if (known && typeof mensagemAmigavel === 'string' && mensagemAmigavel.trim()) return mensagemAmigavel;
  return fallback;
}

/** The URL of a call as the client asks it: the early answers are matched by it (early-answers.ts). */
export const apiUrl = (path: string, query: QueryParams | undefined): string =>
  `${API_BASE}${path}${buildQueryString(query)}`;

/** Spec §7: empty, null and undefined values are skipped and arrays repeat their key. */
export function buildQueryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Headers a module loaded later adds to every call: the screen visit (x-visita, issue 37: visita.ts, with
 * the query cache). An object whose values may be getters, so the login's first load carries none of it.
 */
export const cabecalhosExtras: Record<string, string> = {};

/**
 * The headers every call carries (spec §7): x-origin and cabecalhosExtras on all, X-CSRF-Token from its
 * cookie on writes. The one place for them: fetch calls here and the upload sender (upload-request.ts) both
 * use it.
 */
export function apiHeaders(method: HttpMethod, extra?: Record<string, string>): Headers {
  const headers = new Headers({ ...cabecalhosExtras, ...extra });
  headers.set('x-origin', WEB_ORIGIN_HEADER_VALUE);
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  return headers;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = apiHeaders(method, options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  // A call in the background gives way first: the calls one screen starts together (the home's cards, as
  // they appear) otherwise all leave inside the task that drew them, one long task on a phone (issue 11).
  if (options.background) await nextTask();
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const url = apiUrl(path, options.query);
    const early = method === 'GET' ? takeEarlyAnswer(url, controller.signal) : undefined;
    const response = await (early ??
      fetch(url, { method, headers, body, credentials: 'include', signal: controller.signal }));
    touchSession(Date.now(), announcedRemainingMs(response.headers.get(SESSION_REMAINING_HEADER)));
    return response;
  } catch (error) {
    // A caller's own cancellation (a query no longer needed) is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null);
  } finally {
    window.clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The server answers a write whose CSRF token is missing or stale (a restart, a cookie cleared) with 403
 * and a fresh token cookie, so the write is sent once more with it before anything is reported.
 */
export function isStaleCsrf(method: HttpMethod, status: number, body: unknown): boolean {
  if (status !== 403 || method === 'GET') return false;
  const answer = body as { mensagem?: unknown; erro?: { mensagem?: unknown } } | undefined;
  return (answer?.mensagem ?? answer?.erro?.mensagem) === MENSAGEM_CSRF_INVALIDO;
}

async function sendWithCsrfRetry(path: string, options: RequestOptions): Promise<Response> {
  const response = await send(path, options);
  if (response.status !== 403) return response;
  const body = await readJson(response.clone());
  return isStaleCsrf(options.method ?? 'GET', response.status, body) ? send(path, options) : response;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Throws the ApiError of a failed answer, after the portal-wide reaction to 401 and 500 (spec §8). */
export function fail(status: number, body: unknown, options: Pick<RequestOptions, 'ignoreRedirect'>): never {
  const error = new ApiError(status, body && typeof body === 'object' ? (body as Erro) : null);
  if (!options.ignoreRedirect) {
    if (status === 401) handlers.unauthorized();
    else if (status >= 500) handlers.unexpected();
  }
  throw error;
}

/** The loader of spec §4 around a call, unless it runs in the background. */
export async function withLoader<T>(
  options: Pick<RequestOptions, 'background'>,
  run: () => Promise<T>,
): Promise<T> {
  if (options.background) return run();
  startLoading();
  try {
    return await run();
  } finally {
    stopLoading();
  }
}

/** A JSON call; answers the body, or `dados` of an enveloped endpoint. Throws ApiError on failure. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withLoader(options, async () => {
    const response = await sendWithCsrfRetry(path, options);
    const body = await readJson(response);
    if (options.envelope) {
      const envelope = (body ?? {}) as { dados?: unknown; erro?: unknown };
      if (!response.ok || envelope.erro) fail(response.status, envelope.erro ?? body, options);
      return envelope.dados as T;
    }
    if (!response.ok) fail(response.status, body, options);
    return body as T;
  });
}

export interface DownloadedFile {
  blob: Blob;
  /** From the response's content-type: decides how the file is saved (spec §7). */
  contentType: string;
  /** From Content-Disposition when the server names the file. */
  fileName: string | null;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** A binary call (PDFs, documents). Errors still arrive as JSON and are handled like apiRequest's. */
export function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  return withLoader(options, async () => {
    const response = await sendWithCsrfRetry(path, options);
    if (!response.ok) fail(response.status, await readJson(response), options);
    const blob = await response.blob();
    return {
      blob,
      contentType: response.headers.get('content-type') ?? blob.type,
      fileName: fileNameFrom(response.headers.get('content-disposition')),
    };
  });
}
