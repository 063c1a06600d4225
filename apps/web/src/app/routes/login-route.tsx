// The login screen composed with what follows it (app-level: it spans the auth and shell features).
import { LoginPage } from '../../features/auth/pages/login-page';
import { completeLogin } from '../complete-login';

export default function LoginRoute() {
  return <LoginPage onLoggedIn={completeLogin} />;
}
