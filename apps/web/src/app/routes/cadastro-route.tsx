// First access composed with what follows it (issue 37): the new account's answer carries the signed-in
// member, completed as a login is; the route guard then leaves /cadastro for the home, where the success
// message shows.
import { CadastroPage } from '../../features/auth/pages/cadastro-page';
import { showAlert } from '../../platform/state/alert';
import { completeLogin } from '../session/complete-login';

export default function CadastroRoute() {
  return (
    <CadastroPage
      onRegistered={async ({ mensagem, usuario }) => {
        await completeLogin(usuario);
        showAlert({ tipo: 'sucesso', mensagem });
      }}
    />
  );
}
