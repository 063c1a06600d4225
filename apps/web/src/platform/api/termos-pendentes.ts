// Issue 38: a session open when a new version of the terms is published learns it from the server's 403 on
// its next call (the text of ACEITE_TERMOS_MESSAGES.termosPendentes); the member in memory is then marked,
// and the signed-in bar asks for the acceptance (app/shell/aceite-termos-dialog.tsx). Wired into the query
// cache (query-client.ts), which every screen's calls go through; off the login's first load.
import { ACEITE_TERMOS_MESSAGES } from '@portal/domain/contract/auth/aceite-termos-mensagens';
import { authStore, setUser } from '../session/auth-store';
import { ApiError } from './api-client';

export function avisarTermosPendentes(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 403) return;
  if (error.body?.mensagem !== ACEITE_TERMOS_MESSAGES.termosPendentes) return;
  const user = authStore.get().user;
  if (user && !user.aceiteTermosPendente) setUser({ ...user, aceiteTermosPendente: true });
}
