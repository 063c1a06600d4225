// Every way a session ends (logout, expiry, a 401, a failed token login) forgets the member the same way;
// the route guard then takes the member to login (keeping the page unless it was a logout).
import { MESSAGES } from '@portal/domain/messages';
import { showAlert } from '../lib/alert';
import { signOut, type SessionEndReason } from '../lib/auth-store';
import { removeChatbot } from '../lib/chatbot';
import { setEditMode } from '../lib/edit-mode';
import { forgetMember } from '../lib/member-cache';

export function endSession(reason: SessionEndReason): void {
  // A forced end is not a leave the member chose: no "unsaved changes" question in its way.
  setEditMode(false);
  removeChatbot();
  forgetMember();
  signOut(reason);
  if (reason === 'expired') showAlert({ tipo: 'informacao', mensagem: MESSAGES.sessionExpired });
}
