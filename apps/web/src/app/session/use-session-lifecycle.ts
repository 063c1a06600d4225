// The session's life outside any one screen: what a 401 and a 500 do (spec §8), the 60 s expiry check
// (spec §4), and confirming the stored member with GET /api/usuario when the portal starts signed in.
import { useEffect, useRef } from 'react';
import { useAuth } from '../../platform/session/auth-store';
import { useLocation, useNavigate } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { ApiError, setApiEventHandlers } from '../../platform/api/api-client';
import {
  authStore,
  confirmUser,
  keepStoredUser,
  syncUserFromStorage,
} from '../../platform/session/auth-store';
import { afterFirstPaint } from '../../platform/browser/first-paint';
import { watchSession } from '../../platform/session/session';
import { fetchUsuario } from '../../features/auth/api/usuario';
import { endSession } from './session-end';
import { openMemberSession } from './complete-login';

/** Navigation state of /erro-inesperado: where 'Carregar Novamente' goes back to. */
export interface UnexpectedErrorState {
  retryPath: string;
}

export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  const location = useLocation();
  // Read when a call fails, long after this render: the page the member is on at that moment.
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    setApiEventHandlers({
      unauthorized: () => endSession('unauthorized'),
      unexpected: () => {
        const { pathname, search } = current.current;
        if (pathname === routePath('erroInesperado')) return;
        const state: UnexpectedErrorState = { retryPath: `${pathname}${search}` };
        void navigate(routePath('erroInesperado'), { state });
      },
    });
  }, [navigate]);

  useEffect(() => {
    // The session may have ended while the portal was closed (platform/session/auth-store decides that at load).
    if (authStore.get().endReason === 'expired') endSession('expired');
    return watchSession(() => endSession('expired'));
  }, []);

  useEffect(() => {
    if (!authStore.get().authenticated) return;
    syncUserFromStorage();
    const confirm = () =>
      fetchUsuario({ background: true }).then(confirmUser, (error: unknown) => {
        // A 401 already ended the session; without any member to show, another failure ends it too, and with
        // one the stored member stays.
        const unauthorized = error instanceof ApiError && error.status === 401;
        if (unauthorized) return;
        if (authStore.get().user) keepStoredUser();
        else endSession('unauthorized');
      });
    // With the stored member the screen is drawn at once and the confirmation follows its first paint: a
    // round trip the first paint would otherwise wait behind on a slow network (issue 11). The server checks
    // every call on its own; this only refreshes what the screens show. Without a stored member nothing can
    // be drawn before the answer, so it is asked at once.
    if (authStore.get().user) afterFirstPaint(() => void confirm());
    else void confirm();
  }, []);

  // Login skips the member's start-up calls while the password is expired (complete-login.ts): once the
  // new password is set, the same session makes them. Only a member known to be expired counts (no member
  // yet, as during a reload, is not).
  const credenciais = useAuth().user?.credenciaisNaoExpiradas;
  const wasExpired = useRef(false);
  useEffect(() => {
    if (credenciais === false) wasExpired.current = true;
    else if (credenciais === true && wasExpired.current) {
      wasExpired.current = false;
      void openMemberSession();
    }
  }, [credenciais]);
}
