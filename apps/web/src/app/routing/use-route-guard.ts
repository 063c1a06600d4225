// Applies the guard decision (guards.ts): redirects, the remembered route, the expired-password alert.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { TOKEN_NAVIGATION_DELAY_MS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { showAlert } from '../../platform/state/alert';
import { authStore, syncUserFromStorage } from '../../platform/session/auth-store';
import { removeChatbot } from '../../platform/third-party/chatbot';
import { readStored, removeStored, writeStored } from '../../platform/session/storage';
import { afterLoginTarget, routeToRemember, type GuardDecision } from './guards';

export function useRouteGuard(decision: GuardDecision): void {
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();

  useEffect(() => {
    syncUserFromStorage();
  }, [key]);

  useEffect(() => {
    const go = (to: string) => void navigate(to, { replace: true });
    switch (decision.kind) {
      case 'render':
      case 'wait':
        return;
      case 'login':
        removeChatbot();
        // A member who chose to leave starts from home next time; any other end brings them back here.
        if (authStore.get().endReason !== 'logout')
          writeStored('lastRoute', routeToRemember(pathname, search));
        go(routePath('login'));
        return;
      case 'after-login': {
        const timer = window.setTimeout(() => {
          const target = afterLoginTarget(readStored('lastRoute'));
          removeStored('lastRoute');
          go(target);
        }, TOKEN_NAVIGATION_DELAY_MS);
        return () => window.clearTimeout(timer);
      }
      case 'home':
        go(routePath('home'));
        return;
      case 'expired-password':
        showAlert({ tipo: 'atencao', mensagem: MESSAGES.expiredPassword });
        go(routePath('senhaExpirada'));
        return;
      case 'no-permission':
        go(routePath('avisoPermissao'));
        return;
    }
  }, [decision.kind, key, navigate, pathname, search]);
}
