// GET /api/parametros/restritos?nome=…&nome=… (spec §7): operator values only a signed-in member reads.
import type { ParametroRestrito } from '@portal/domain/contract/shell/parametros';
import type { RequestOptions } from '../../../platform/api/api-client';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { parametrosByName } from './startup-checks';
import { parametrosCalls } from '@portal/domain/contract/calls/shell/parametros';

export type ParametrosRestritos = Partial<Record<ParametroRestrito, string>>;

export async function fetchParametrosRestritos(
  nomes: readonly ParametroRestrito[],
  options?: Pick<RequestOptions, 'ignoreRedirect' | 'signal' | 'background'>,
): Promise<ParametrosRestritos> {
  const lista = await callEndpoint(parametrosCalls.restritos, {
    ...options,
    query: { nome: [...nomes] },
  });
  return parametrosByName<ParametroRestrito>(lista);
}
