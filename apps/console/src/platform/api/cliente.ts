// Every call of the console API (/console/api, contract objects of packages/domain/src/contract/console,
// called through their schema-free `xCalls` of contract/calls/console/**): same-origin cookies, a 30 s
// timeout, the console's CSRF token (its own cookie and header, never the member one) on writes, the
// server's Portuguese message on failure. A 401 outside the sign-in steps hands over to the app
// (setAoNaoAutenticado), which goes to the sign-in screen; each answer's remaining-session header feeds the
// idle warning (platform/session/inatividade.ts).
import { queryOptions } from '@tanstack/react-query';
import {
  endpointPath,
  type EndpointCall,
  type EndpointCallArgs,
  type EndpointDefinition,
  type EndpointResult,
} from '@portal/domain/contract/endpoint';
import {
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PREFIX,
  CONSOLE_SESSION_REMAINING_HEADER,
} from '@portal/domain/contract/console/acesso';
import { registrarResposta } from '../session/inatividade';

const TEMPO_LIMITE_MS = 30_000;
export const MENSAGEM_GENERICA = 'Não foi possível concluir a operação. Tente novamente.';
const MENSAGEM_SEM_CONEXAO = 'Sem resposta do servidor. Verifique sua conexão e tente novamente.';

/** A failed call: `status` 0 when no answer arrived; `campos` the server's field errors. */
export class ErroConsole extends Error {
  constructor(
    readonly status: number,
    readonly corpo: { mensagem?: string; campos?: Record<string, string> } | null,
  ) {
    super(corpo?.mensagem?.trim() || (status === 0 ? MENSAGEM_SEM_CONEXAO : MENSAGEM_GENERICA));
    this.name = 'ErroConsole';
  }

  get campos(): Record<string, string> | undefined {
    return this.corpo?.campos;
  }
}

let aoNaoAutenticado: () => void = () => {};
/** What a 401 does to the app (app/router.tsx: the sign-in screen, back here afterwards). */
export function setAoNaoAutenticado(handler: () => void): void {
  aoNaoAutenticado = handler;
}

export function lerCookie(nome: string): string | null {
  for (const parte of document.cookie.split(';')) {
    const [chave, ...resto] = parte.trim().split('=');
    if (chave === nome) return decodeURIComponent(resto.join('='));
  }
  return null;
}

type Consulta = Record<string, string | number | boolean | null | undefined>;

function textoDaConsulta(consulta: Consulta | undefined): string {
  const busca = new URLSearchParams();
  for (const [chave, valor] of Object.entries(consulta ?? {})) {
    if (valor !== null && valor !== undefined && valor !== '') busca.append(chave, String(valor));
  }
  const texto = busca.toString();
  return texto ? `?${texto}` : '';
}

async function lerJson(resposta: Response): Promise<unknown> {
  if (resposta.status === 204 || !(resposta.headers.get('content-type') ?? '').includes('json'))
    return undefined;
  try {
    return await resposta.json();
  } catch {
    return undefined;
  }
}

interface Pedido {
  method: string;
  query?: Consulta;
  body?: unknown;
  signal?: AbortSignal;
  /** The caller handles a 401 itself (the sign-in steps): no redirect to the sign-in screen. */
  sem401?: boolean;
}

/**
 * A JSON call under /console/api; answers the body or throws ErroConsole. The server refuses a write whose
 * CSRF token is missing or stale (the first POST of a visit, a restart) with 403 and a fresh token cookie:
 * the write is sent once more with it before anything is reported.
 */
export async function pedirConsole<T>(caminho: string, pedido: Pedido): Promise<T> {
  const tokenAntes = lerCookie(CONSOLE_CSRF_COOKIE);
  let resposta = await enviar(caminho, pedido);
  if (resposta.status === 403 && pedido.method !== 'GET' && lerCookie(CONSOLE_CSRF_COOKIE) !== tokenAntes) {
    resposta = await enviar(caminho, pedido);
  }
  registrarResposta(resposta.headers.get(CONSOLE_SESSION_REMAINING_HEADER));
  const corpo = await lerJson(resposta);
  if (!resposta.ok) {
    if (resposta.status === 401 && !pedido.sem401) aoNaoAutenticado();
    throw new ErroConsole(resposta.status, corpo && typeof corpo === 'object' ? corpo : null);
  }
  return corpo as T;
}

async function enviar(caminho: string, pedido: Pedido): Promise<Response> {
  const headers = new Headers();
  if (pedido.method !== 'GET') {
    const csrf = lerCookie(CONSOLE_CSRF_COOKIE);
    if (csrf) headers.set(CONSOLE_CSRF_HEADER, csrf);
  }
  // A multipart endpoint's FormData goes as it is (the browser writes its boundary); anything else as JSON.
  let body: BodyInit | undefined;
  if (pedido.body instanceof FormData) {
    body = pedido.body;
  } else if (pedido.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(pedido.body);
  }
  const controle = new AbortController();
  const relogio = window.setTimeout(() => controle.abort(), TEMPO_LIMITE_MS);
  const repassar = () => controle.abort(pedido.signal?.reason);
  pedido.signal?.addEventListener('abort', repassar, { once: true });
  try {
    return await fetch(`${CONSOLE_PREFIX}${caminho}${textoDaConsulta(pedido.query)}`, {
      method: pedido.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controle.signal,
    });
  } catch (erro) {
    if (pedido.signal?.aborted) throw erro;
    throw new ErroConsole(0, null);
  } finally {
    window.clearTimeout(relogio);
    pedido.signal?.removeEventListener('abort', repassar);
  }
}

/** What a call of endpoint E needs, typed by the contract. */
export type ArgsConsole<E extends EndpointDefinition> = EndpointCallArgs<E, FormData> &
  Pick<Pedido, 'signal' | 'sem401'>;
type Tupla<E extends EndpointDefinition> =
  object extends ArgsConsole<E> ? [ArgsConsole<E>?] : [ArgsConsole<E>];

/** Calls a console endpoint through its schema-free call object. */
export function chamar<E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  ...[args]: Tupla<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, signal, sem401 } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Consulta;
    body?: unknown;
  } & Pick<Pedido, 'signal' | 'sem401'>;
  return pedirConsole<EndpointResult<E>>(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    signal,
    sem401,
  });
}

/** The query key of a call: [path, params, query]; [path] alone matches every call of the endpoint. */
export const chaveDe = <E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  args?: { params?: unknown; query?: unknown },
) => ['console', endpoint.path, args?.params ?? null, args?.query ?? null] as const;

/** Query options of a GET endpoint; screens spread their own options over it. */
export function consulta<E extends EndpointDefinition>(endpoint: EndpointCall<E>, ...[args]: Tupla<E>) {
  return queryOptions({
    queryKey: chaveDe(endpoint, args),
    queryFn: ({ signal }) => chamar(endpoint, ...([{ ...args, signal }] as unknown as Tupla<E>)),
  });
}
