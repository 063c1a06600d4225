// The login screen composed with what follows it (app-level: it spans the auth and shell features).
import { LoginPage } from '../../features/auth/pages/login-page';
import { useParametrosPublicos } from '../../features/shell/api/startup-checks';
import { completeLogin } from '../session/complete-login';

// The next likely screen and the query cache it reads, fetched only once the member submits: the first
// load of /login stays lean.
const prefetchHome = () =>
  void Promise.all([import('./home-route'), import('../../platform/api/query-provider')]).catch(
    () => undefined,
  );

export default function LoginRoute() {
  // Settled at start-up before the root layout drew anything: no extra request.
  const nomeOperadora = useParametrosPublicos().data?.NOME_OPERADORA;
  return <LoginPage onLoggedIn={completeLogin} prefetchNext={prefetchHome} nomeOperadora={nomeOperadora} />;
}
