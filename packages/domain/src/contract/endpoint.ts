// One endpoint of spec §7, written once: method, path (under /api, with `:name` parameters), who may call
// it, whether it answers in the `{ dados, erro }` envelope, and its request and response schemas. The server
// registers its route from this object (apps/server/src/platform/route.ts) and the web calls it from the
// same object (apps/web/src/lib/endpoint-client.ts), so a URL, a parameter encoding and a response type are
// never paired by hand. See docs/decisions/0013-routes-access-scope-contract.md.
import type { z } from 'zod';
import type { FuncaoPermission, MenuPermission, TelaPermission } from '../access/permissions.js';
import type { ConsoleAccess } from './console/acesso.js';
import type { IntegracaoAccess } from './integracao/escopos.js';

/**
 * Who may call: anyone ('public'), any signed-in member ('session'), or a member holding a screen (tela-*)
 * or function (funcao-*) permission of spec §6 — or, for a menu entry that has no screen (PA Virtual), its
 * menu-* permission. Every /api route must say which (the server refuses to start otherwise).
 * The operator integration API (/integracao/v1, decision 0024) names the scope its bearer token must carry
 * ('integracao:faturamento:escrita'); no member session is ever involved there.
 * The Console da Operadora (/console/api, decision 0040) names a staff access: 'console:publico',
 * 'console:sessao' or the role it needs ('console:administrador'); no member session reaches it.
 */
export type EndpointAccess =
  | 'public'
  | 'session'
  | TelaPermission
  | FuncaoPermission
  | MenuPermission
  | IntegracaoAccess
  | ConsoleAccess;

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A file answer: the media types it may carry (`['application/pdf']`; a ZIP beside a PDF, a member's upload
 * in any accepted type). The OpenAPI documents list each with a binary body (issue 35).
 */
export interface FileAnswer {
  readonly file: readonly [string, ...string[]];
  /** The schema of the file when one of its types is application/json (the data export). */
  readonly json?: z.ZodType;
}

/** What the endpoint answers on success: a JSON body, a file (PDF, upload) or nothing (204). */
export type EndpointAnswer = z.ZodType | FileAnswer | 'empty';

/** True for a file answer (`{ file: [...] }`). */
export const isFileAnswer = (answer: EndpointAnswer): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer && Array.isArray(answer.file);

/**
 * Error statuses a handler of this endpoint answers beyond those the platform adds from the endpoint's own
 * shape (platform/route.ts: access, method, path parameters, uploads, rate limits).
 */
export type EndpointErrorStatus = 401 | 403 | 409 | 422 | 429;

export interface EndpointDefinition {
  method: EndpointMethod;
  /** Under /api, with `:name` path parameters, e.g. `/v3/beneficiarios/meus-dados/dados/:cpf`. */
  path: string;
  access: EndpointAccess;
  /** Answers (success and failure) travel as `{ dados, erro }` (spec §7: the /v2 and /v3 calls). */
  envelope?: boolean;
  /** A funcao- permission needed besides `access` (spec §6), e.g. cancelling a contract. */
  funcao?: FuncaoPermission;
  /** Still callable while the member's password is expired (usuario, logout, senha). */
  allowExpiredCredentials?: boolean;
  /**
   * Still callable while a new version of the terms of use waits for the member's acceptance (issue 38): the
   * acceptance itself. Routes that allow expired credentials (the account's own) are allowed too.
   */
  allowPendingTerms?: boolean;
  /** Path parameters; a bare `{ name: string }` record when omitted. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the call needs besides the session ones (e.g. the encoded CPF of first access). */
  headers?: z.ZodType;
  /** JSON body. Multipart endpoints leave it out and set `multipart`. */
  body?: z.ZodType;
  multipart?: boolean;
  response: EndpointAnswer;
  /** The error body when it carries more than the usual `{ mensagem, … }` (e.g. login's exigeDesafio). */
  erro?: z.ZodType;
  /**
   * Error statuses the handler answers that the platform cannot tell from the endpoint (issue 35): a
   * public call refusing credentials (401), a GET with its own limit (429), a read that conflicts (409).
   */
  erros?: readonly EndpointErrorStatus[];
  /**
   * The 404 is a Portuguese sentence in text/plain, not the JSON error: a page a person opens in the browser
   * (the shared card's link).
   */
  notFoundText?: boolean;
  /**
   * The spec §7 resource usage this call is (`'FATURA'`, `'INFORME_IR'`): the server records one for the
   * caller with the route's audit rows, after a successful answer only (platform/route.ts). The list of
   * resources is derived from these (contract/calls/recursos.ts, by `npm run contract:calls`).
   */
  uso?: string;
  /** Success status: 200 unless the call creates something (201) or answers nothing (204). */
  status?: 200 | 201 | 204;
  /**
   * A 201 call keyed by the form's idempotency key: the same request again answers 200 with the first
   * answer's body (documented beside the 201).
   */
  idempotente?: boolean;
  /**
   * The OpenAPI operationId (issue 35): a Portuguese verb in camelCase (`listarTitulos`, `enviarReembolso`),
   * unique in its document, so a client generated from /api/docs/json or docs/integracao-openapi.json has
   * readable names. Stable: renaming it breaks integrators' generated clients.
   */
  operationId: string;
  /** One line, Portuguese: what the call does. */
  summary: string;
  /**
   * Portuguese: what the call does and its notable rules (limits, who it covers, what it refuses). Who may
   * call it is added to the document from `access` (apps/server/src/platform/openapi.ts).
   */
  description: string;
  tags: readonly string[];
}

/** Declares an endpoint, keeping its literal types (path, access, schemas) for both sides. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

declare const endpointType: unique symbol;

/**
 * What a client needs of endpoint E at run time — method, path, envelope, multipart — without its schemas,
 * typed by E (generated into contract/calls/**). The web calls endpoints through these, so a screen that only calls
 * the API does not load zod (issue 11).
 */
export interface EndpointCall<E extends EndpointDefinition> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly envelope?: boolean;
  readonly multipart?: boolean;
  /** Type only: carries E for the argument and result types; never present at run time. */
  readonly [endpointType]?: E;
}

/** The endpoint a call stands for: lets the web name argument types from `xCalls` without the zod schemas. */
export type EndpointOf<C> = C extends EndpointCall<infer E> ? E : never;

/** `{ cpf: string }` from `'/x/:cpf'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The path parameters a caller passes (string or number; each is URI-encoded). */
export type EndpointParams<E extends EndpointDefinition> =
  Schema<E, 'params'> extends z.ZodType
    ? z.input<Schema<E, 'params'>>
    : Record<PathParamNames<E['path']>, string | number>;

export type EndpointQuery<E extends EndpointDefinition> =
  Schema<E, 'query'> extends z.ZodType ? z.input<Schema<E, 'query'>> : undefined;

export type EndpointBody<E extends EndpointDefinition> =
  Schema<E, 'body'> extends z.ZodType ? z.input<Schema<E, 'body'>> : undefined;

/**
 * What a browser call of endpoint E passes: its path parameters, query and body as the contract types them,
 * each required exactly when the endpoint has it. `Multipart` is the body of a multipart endpoint (the
 * browser's FormData: the domain has no DOM types). One definition for the member and the console clients.
 */
export type EndpointCallArgs<E extends EndpointDefinition, Multipart> = ([PathParamNames<E['path']>] extends [
  never,
]
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  ([EndpointQuery<E>] extends [undefined] ? { query?: undefined } : { query: EndpointQuery<E> }) &
  (E['multipart'] extends true
    ? { body: Multipart }
    : [EndpointBody<E>] extends [undefined]
      ? { body?: undefined }
      : { body: EndpointBody<E> });

/** What the client receives (the envelope's `dados` when enveloped). */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends 'empty'
    ? undefined
    : never;

/** What a server handler returns for a JSON endpoint (before serialization). */
export type EndpointReply<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : never;

const PARAM = /:([A-Za-z0-9_]+)/g;

/**
 * The path with its parameters filled in, each URI-encoded the same way (a card number with a slash or a
 * CPF with dots cannot break out of its segment). Throws when a parameter is missing: a programming error.
 */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(PARAM, (_match, name: string) => {
    const value = params?.[name] as string | number | null | undefined;
    if (value === undefined || value === null || value === '') {
      throw new Error(`Parâmetro ${name} ausente em ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
