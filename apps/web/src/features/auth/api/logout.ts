// POST /api/logout. The member is signed out in the browser whatever the answer, so failures are silent.
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { callEndpoint } from '../../../lib/endpoint-client';

export function postLogout(): Promise<void> {
  return callEndpoint(loginEndpoints.logout, { ignoreRedirect: true }).catch(() => undefined);
}
