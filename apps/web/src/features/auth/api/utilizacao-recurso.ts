// POST /api/usuario/utilizacao-recurso (spec §7): records that the member used a resource.
import type { Recurso } from '@portal/domain/contract/auth/usuario';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { usuarioCalls } from '@portal/domain/contract/calls/auth/usuario';

export interface UtilizacaoRecursoInput {
  recurso: Recurso;
  latitude?: number | null;
  longitude?: number | null;
}

/** Usage records are statistics: a failure never interrupts what the member is doing. */
export function postUtilizacaoRecurso(input: UtilizacaoRecursoInput): Promise<void> {
  return callEndpoint(usuarioCalls.utilizacaoRecurso, {
    body: input,
    ignoreRedirect: true,
    background: true,
  }).catch(() => undefined);
}
