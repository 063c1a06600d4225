// The portal's API URLs in the journeys come from the contract (issue 36), as the server's routes and the
// web's calls do: a journey names the endpoint object, never writes an API URL by hand, so renaming a path
// is one edit and a typo cannot pass (scripts/docs/sem-url-literal.test.ts).
import { API_BASE } from '@portal/domain';
import { endpointPath } from '@portal/domain/contract/endpoint';

export interface PedidoDaApi {
  /** Path parameters (`:name`), encoded as the web encodes them. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
}

/** The URL path of an endpoint: API_BASE + its path with the parameters filled in + the query string. */
export function urlDaApi(endpoint: { readonly path: string }, { params, query }: PedidoDaApi = {}): string {
  const busca = new URLSearchParams();
  for (const [nome, valor] of Object.entries(query ?? {})) {
    if (valor === undefined) continue;
    for (const um of Array.isArray(valor) ? valor : [valor]) busca.append(nome, String(um));
  }
  const texto = busca.toString();
  return `${API_BASE}${endpointPath(endpoint.path, params)}${texto ? `?${texto}` : ''}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** True when `url` calls the endpoint: its path, whatever the parameters' values and the query. */
export function daApi(endpoint: { readonly path: string }, url: string | URL): boolean {
  const caminho = escape(`${API_BASE}${endpoint.path}`).replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return new RegExp(`^${caminho}$`).test(new URL(url, 'http://localhost').pathname);
}
