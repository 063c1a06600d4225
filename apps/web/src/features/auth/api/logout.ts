// POST /api/logout. The member is signed out in the browser whatever the answer, so failures are silent.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function postLogout(): Promise<void> {
  return api.post<void>('/logout', undefined, { ignoreRedirect: true }).catch(() => undefined);
}

export const useLogout = () => useMutation({ mutationFn: postLogout });
