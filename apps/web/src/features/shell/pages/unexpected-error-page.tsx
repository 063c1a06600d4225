// Spec §8: a 500 lands here; 'Carregar Novamente' goes back to the page whose call failed.
import { useLocation, useNavigate } from 'react-router';
import { routePath } from '@portal/domain';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';

export default function UnexpectedErrorPage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const retryPath =
    state && typeof state === 'object' && 'retryPath' in state && typeof state.retryPath === 'string'
      ? state.retryPath
      : routePath('home');
  return <UnexpectedErrorPanel onRetry={() => void navigate(retryPath, { replace: true })} />;
}
