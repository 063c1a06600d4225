// POST /api/logout. The member is signed out in the browser whatever the answer, so failures are silent.
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { loginCalls } from '@portal/domain/contract/calls/auth/login';

export function postLogout(): Promise<void> {
  return callEndpoint(loginCalls.logout, { ignoreRedirect: true }).catch(() => undefined);
}
