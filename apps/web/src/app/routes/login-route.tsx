// The login screen composed with what follows it (app-level: it spans the auth and shell features).
import { LoginPage } from '../../features/auth/pages/login-page';
import { useParametrosPublicos } from '../../features/shell/api/parametros-publicos';
import { completeLogin } from '../complete-login';

// The next likely screen, fetched only once the member submits: the first load of /login stays lean.
const prefetchHome = () => void import('../../features/shell/pages/home-page').catch(() => undefined);

export default function LoginRoute() {
  // Loaded at start-up by the root layout: read from the cache, no extra request.
  const nomeOperadora = useParametrosPublicos().data?.NOME_OPERADORA;
  return <LoginPage onLoggedIn={completeLogin} prefetchNext={prefetchHome} nomeOperadora={nomeOperadora} />;
}
