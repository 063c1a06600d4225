// Calls an endpoint of the shared contract (packages/domain/src/contract): its method, path, parameter
// encoding and envelope come from the contract, and the answer is typed by its response schema, so a URL is
// written once for server and web. Screens pass the schema-free `xCalls.y` of contract/calls/** (generated
// from the contract), never the endpoint objects themselves: those carry zod schemas the web does not run,
// and importing one puts zod on that screen's load (issue 11; eslint forbids it). Query keys follow one convention, [path, params, query], so a screen's
// `xQueryOptions(...).queryKey` is also what invalidation uses. See docs/decisions/0013.
import {
  endpointPath,
  type EndpointCall,
  type EndpointCallArgs,
  type EndpointDefinition,
  type EndpointResult,
  type FileAnswer,
} from '@portal/domain/contract/endpoint';
import {
  apiDownload,
  apiRequest,
  type DownloadedFile,
  type QueryParams,
  type RequestOptions,
} from './api-client';

/** What a call of endpoint E needs: its path parameters, query and body as the contract types them. */
export type CallArgs<E extends EndpointDefinition> = EndpointCallArgs<E, FormData> &
  Pick<RequestOptions, 'signal' | 'ignoreRedirect' | 'background' | 'headers'>;

/** Arguments are optional only for endpoints that need none. */
export type ArgsTuple<E extends EndpointDefinition> =
  object extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>];

export function requestOf(endpoint: EndpointCall<EndpointDefinition>, args: object = {}) {
  const { params, query, body, ...options } = args as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  } & RequestOptions;
  const path = endpointPath(endpoint.path, params);
  return { path, options: { ...options, method: endpoint.method, query, body, envelope: endpoint.envelope } };
}

/** A JSON (or empty) answer, typed by the contract. */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  ...[args]: ArgsTuple<E>
): Promise<EndpointResult<E>> {
  const { path, options } = requestOf(endpoint, args);
  return apiRequest<EndpointResult<E>>(path, options);
}

/** A file answer (PDF, uploaded document). */
export function downloadEndpoint<E extends EndpointDefinition & { response: FileAnswer }>(
  endpoint: EndpointCall<E>,
  ...[args]: ArgsTuple<E>
): Promise<DownloadedFile> {
  const { path, options } = requestOf(endpoint, args);
  return apiDownload(path, options);
}

/** The query key of a call: [path, params, query]; a prefix ([path]) matches every call of the endpoint. */
export const endpointKey = <E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  args?: { params?: unknown; query?: unknown },
) => [endpoint.path, args?.params ?? null, args?.query ?? null] as const;
