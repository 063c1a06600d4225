// A multipart write that reports its upload progress. fetch() cannot tell how much of a request body has
// left (no upload progress events), so this one call goes through XMLHttpRequest — with everything
// api-client gives a fetch call: the same headers (apiHeaders: x-origin, X-CSRF-Token), cookies, the 90 s
// timeout, the session record, the loader, the one retry on a stale CSRF token and the same ApiError and
// 401/500 handling (fail). Progress is the bytes of the whole body; upload-progress.ts maps them to files.
import { REQUEST_TIMEOUT_MS, SESSION_REMAINING_HEADER } from '@portal/domain/constants';
import {
  endpointPath,
  type EndpointCall,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointResult,
} from '@portal/domain/contract/endpoint';
import { API_BASE } from '@portal/domain/constants';
import { apiHeaders, ApiError, fail, isStaleCsrf, withLoader, type HttpMethod } from './api-client';
import { announcedRemainingMs, touchSession } from '../session/session';

export type UploadProgressListener = (loaded: number, total: number) => void;

interface XhrAnswer {
  status: number;
  body: unknown;
}

function parse(xhr: XMLHttpRequest): unknown {
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function sendOnce(
  method: HttpMethod,
  url: string,
  body: FormData,
  onProgress: UploadProgressListener | undefined,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    apiHeaders(method).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    }
    xhr.onload = () => {
      touchSession(Date.now(), announcedRemainingMs(xhr.getResponseHeader(SESSION_REMAINING_HEADER)));
      resolve({ status: xhr.status, body: parse(xhr) });
    };
    // No answer (network down, timeout): status 0, like api-client.
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new ApiError(0, null));
    xhr.send(body);
  });
}

/** Sends a multipart endpoint of the contract; answers its typed result or throws ApiError. */
export function uploadEndpoint<E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  args: { params: EndpointParams<E>; body: FormData },
  onProgress?: UploadProgressListener,
): Promise<EndpointResult<E>> {
  const method = endpoint.method as HttpMethod;
  const url = `${API_BASE}${endpointPath(endpoint.path, args.params as Record<string, unknown>)}`;
  return withLoader({}, async () => {
    let answer = await sendOnce(method, url, args.body, onProgress);
    if (isStaleCsrf(method, answer.status, answer.body)) {
      answer = await sendOnce(method, url, args.body, onProgress);
    }
    if (answer.status < 200 || answer.status >= 300) fail(answer.status, answer.body, {});
    return answer.body as EndpointResult<E>;
  });
}
