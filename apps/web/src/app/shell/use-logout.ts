// Spec §4: logging out in edit mode asks first; then POST /api/logout, forget the member, go to login.
// A logout (not an expiry: the draft is what survives one) also deletes the member's form drafts on this
// device (platform/session/drafts.ts, issue 14), loaded only then so the shell does not carry IndexedDB code.
import { useNavigate } from 'react-router';
import { routePath } from '@portal/domain';
import { authStore } from '../../platform/session/auth-store';
import { confirmLeave } from '../../platform/state/edit-mode';
import { postLogout } from '../../features/auth/api/logout';
import { endSession } from '../session/session-end';

async function forgetMemberDrafts(cpf: string): Promise<void> {
  const { draftAccount, forgetDrafts } = await import('../../platform/session/drafts');
  await forgetDrafts(await draftAccount(cpf));
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    if (!(await confirmLeave())) return;
    // The member who leaves stops getting push notices on this device (issue 42), while the session still lets
    // the server forget the subscription; loaded only then, so the shell carries no push code.
    await import('../../features/meus-dados/api/push')
      .then((push) => push.esquecerPushDesteAparelho())
      .catch(() => undefined);
    await postLogout();
    const cpf = authStore.get().user?.nrCpf;
    endSession('logout');
    if (cpf) void forgetMemberDrafts(cpf);
    await navigate(routePath('login'), { replace: true });
  };
}
