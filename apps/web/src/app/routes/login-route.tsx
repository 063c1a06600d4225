// The login screen composed with what follows it (app-level: it spans the auth and shell features).
import { LoginPage } from '../../features/auth/pages/login-page';
import { completeLogin } from '../complete-login';

// The next likely screen, fetched only once the member submits: the first load of /login stays lean.
const prefetchHome = () => void import('../../features/shell/pages/home-page').catch(() => undefined);

export default function LoginRoute() {
  return <LoginPage onLoggedIn={completeLogin} prefetchNext={prefetchHome} />;
}
