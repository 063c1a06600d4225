// Every way a session ends (logout, expiry, a 401, a failed token login) forgets the member the same way;
// the route guard then takes the member to login (keeping the page unless it was a logout). An expiry or
// a 401 first keeps the values of forms being edited (platform/session/form-drafts.ts). The login screen
// then says why the member is there: the spec's expiry text, or (issue 37) that "Sair" did sign them out.
import { MESSAGES } from '@portal/domain/messages';
import { closeAlert, showAlert } from '../../platform/state/alert';
import { authStore, signOut, type SessionEndReason } from '../../platform/session/auth-store';
import { keepFormDrafts } from '../../platform/session/form-drafts';
import { removeChatbot } from '../../platform/third-party/chatbot';
import { setEditMode } from '../../platform/state/edit-mode';
import { forgetMember } from '../../platform/api/member-cache';

/** The "you signed out" notice (0: none; alert ids start at 1): the next sign-in closes it, if still shown. */
let signedOutNotice = 0;

export const closeSignedOutNotice = (): void => closeAlert(signedOutNotice);

export function endSession(reason: SessionEndReason): void {
  // A session that ended by itself keeps the forms being edited for the next login (issue 17); a logout
  // deletes the drafts instead (use-logout.ts).
  const cpf = authStore.get().user?.nrCpf;
  if (cpf && (reason === 'expired' || reason === 'unauthorized')) void keepFormDrafts(cpf);
  // A forced end is not a leave the member chose: no "unsaved changes" question in its way.
  setEditMode(false);
  removeChatbot();
  forgetMember();
  signOut(reason);
  if (reason === 'expired') showAlert({ tipo: 'informacao', mensagem: MESSAGES.sessionExpired });
  if (reason === 'logout') signedOutNotice = showAlert({ tipo: 'sucesso', mensagem: MESSAGES.signedOut });
}
