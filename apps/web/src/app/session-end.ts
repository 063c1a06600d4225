// Every way a session ends (logout, expiry, a 401, a failed token login) forgets the member the same way;
// the route guard then takes the member to login (keeping the page unless it was a logout).
import { MESSAGES } from '@portal/domain';
import { showAlert } from '../lib/alert';
import { signOut, type SessionEndReason } from '../lib/auth-store';
import { removeChatbot } from '../lib/chatbot';
import { setEditMode } from '../lib/edit-mode';
import { queryClient } from '../lib/query-client';

/** Cached answers belong to the member they were fetched for; operator data marked public stays. */
export function forgetMemberQueries(): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.publico !== true });
}

export function endSession(reason: SessionEndReason): void {
  // A forced end is not a leave the member chose: no "unsaved changes" question in its way.
  setEditMode(false);
  removeChatbot();
  forgetMemberQueries();
  signOut(reason);
  if (reason === 'expired') showAlert({ tipo: 'informacao', mensagem: MESSAGES.sessionExpired });
}
