// POST /api/usuario/utilizacao-funcionalidade (spec §7): which item of a resource the member used. A module
// of its own so the login chunk (which reports ACESSO_PORTAL through utilizacao-recurso.ts) does not grow.
import { usuarioCalls } from '@portal/domain/contract/calls/auth/usuario';
import { callEndpoint } from '../../../platform/api/endpoint-client';

export interface UtilizacaoFuncionalidadeInput {
  recurso: string;
  complemento?: string | null;
  documentoAcessado?: string | null;
}

/** POST /api/usuario/utilizacao-funcionalidade (spec §7): which item of a resource was used; never blocks. */
export function postUtilizacaoFuncionalidade(input: UtilizacaoFuncionalidadeInput): Promise<void> {
  return callEndpoint(usuarioCalls.utilizacaoFuncionalidade, {
    body: input,
    ignoreRedirect: true,
    background: true,
  }).catch(() => undefined);
}
