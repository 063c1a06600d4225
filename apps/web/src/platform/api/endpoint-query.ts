// Query options of the contract's GET endpoints (docs/decisions/0013): the key convention of endpoint-client.ts
// and, when the page brought the answer and it has been read already, that answer as the query's initial data
// (early-answers-read.ts, issue 37). Apart from endpoint-client.ts, which the entry loads for the start-up
// checks: only screens read through the query cache, so this stays off the login's first load.
import { queryOptions } from '@tanstack/react-query';
import { SESSION_REMAINING_HEADER } from '@portal/domain/constants';
import type { EndpointCall, EndpointDefinition, EndpointResult } from '@portal/domain/contract/endpoint';
import { apiUrl, type RequestOptions } from './api-client';
import { callEndpoint, endpointKey, requestOf, type ArgsTuple } from './endpoint-client';
import { takeReadAnswer } from './early-answers-read';
import { announcedRemainingMs, touchSession } from '../session/session';

/**
 * A GET's answer when the page brought it and it has been read already (early-answers-read.ts): what
 * apiRequest would answer, in `dados`, without waiting; undefined when it is asked the usual way.
 */
function takeReadyAnswer<T>(path: string, options: RequestOptions): { dados: T } | undefined {
  if (options.method !== 'GET') return undefined;
  const dadosOf = (body: unknown) => (options.envelope ? (body as { dados?: unknown } | null)?.dados : body);
  const answer = takeReadAnswer(
    apiUrl(path, options.query),
    (body) => !(options.envelope && (body as { erro?: unknown } | null)?.erro) && dadosOf(body) !== undefined,
  );
  if (!answer) return undefined;
  touchSession(Date.now(), announcedRemainingMs(answer.headers.get(SESSION_REMAINING_HEADER)));
  return { dados: dadosOf(answer.body) as T };
}

/** Query options of a GET endpoint; screens spread their own options (staleTime, retry) over it. */
export function endpointQueryOptions<E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  ...[args]: ArgsTuple<E>
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, args),
    queryFn: ({ signal }) => callEndpoint(endpoint, ...([{ ...args, signal }] as unknown as ArgsTuple<E>)),
    // The answer the page brought, when it is already here: in the screen's first render (early-answers-read.ts).
    initialData: () => readyAnswerOf(endpoint, ...([args] as unknown as ArgsTuple<E>)),
  });
}

/**
 * The answer of a GET the page brought, when it is already here (taken, once): a query's initial data — an
 * infinite query's first page (Quem Acessou Meus Dados) as well as `endpointQueryOptions`' whole answer.
 */
export function readyAnswerOf<E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  ...[args]: ArgsTuple<E>
): EndpointResult<E> | undefined {
  // A query waiting for its parameters (enabled: false) has no URL yet, and no answer.
  let request;
  try {
    request = requestOf(endpoint, args);
  } catch {
    return undefined;
  }
  return takeReadyAnswer<EndpointResult<E>>(request.path, request.options)?.dados;
}
