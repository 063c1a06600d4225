// Spec §4: logging out in edit mode asks first; then POST /api/logout, forget the member, go to login.
import { useNavigate } from 'react-router';
import { routePath } from '@portal/domain';
import { confirmLeave } from '../../lib/edit-mode';
import { postLogout } from '../../features/auth/api/logout';
import { endSession } from '../session-end';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    if (!(await confirmLeave())) return;
    await postLogout();
    endSession('logout');
    await navigate(routePath('login'), { replace: true });
  };
}
