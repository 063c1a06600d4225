// Spec §2: a token in the query string means external access. The login with it runs before the page
// shows; then the portal goes to the path the server answered. A failed token logs out with its message.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOKEN_NAVIGATION_DELAY_MS, TOKEN_QUERY_PARAM } from '@portal/domain/constants';
import { MENSAGEM_TOKEN_INVALIDO } from '@portal/domain/messages';
import { showAlert } from '../../platform/state/alert';
import { ApiError } from '../../platform/api/api-client';
import { postLogout } from '../../features/auth/api/logout';
import { routeToRemember } from '../routing/guards';
import { endSession } from './session-end';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** True while a token in the URL is being used: the page must not show yet. */
export function useTokenLogin(): boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const token = new URLSearchParams(search).get(TOKEN_QUERY_PARAM);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    const query = new URLSearchParams(search);
    query.delete(TOKEN_QUERY_PARAM);
    const parametros = Object.fromEntries(query);
    void (async () => {
      try {
        // Loaded on demand: most visits carry no token.
        const [{ postLoginToken }, { completeLogin }] = await Promise.all([
          import('../../features/auth/api/login-token'),
          import('./complete-login'),
        ]);
        const answer = await postLoginToken({ token, caminho: pathname, parametros });
        await completeLogin(answer.usuario);
        await wait(TOKEN_NAVIGATION_DELAY_MS);
        await navigate(answer.caminho, { replace: true });
      } catch (error) {
        await postLogout();
        endSession('token-failed');
        showAlert({
          tipo: 'erro',
          mensagem: error instanceof ApiError ? error.message : MENSAGEM_TOKEN_INVALIDO,
        });
        await navigate(routeToRemember(pathname, search), { replace: true });
      } finally {
        started.current = null;
      }
    })();
  }, [navigate, pathname, search, token]);

  return token !== null;
}
