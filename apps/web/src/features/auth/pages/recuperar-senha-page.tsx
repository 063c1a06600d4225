// Spec §2 password recovery (/recuperar-senha): CPF and bot-check, e-mail or SMS, the code
// (POST /api/recuperar-senha/enviar-token, /validar-token) and the new password (PUT /alterar-senha).
import { fetchRecuperarSenhaContatos } from '../api/recuperar-senha-contatos';
import { putRecuperarSenhaAlterarSenha } from '../api/recuperar-senha-alterar-senha';
import { postRecuperarSenhaEnviarToken } from '../api/recuperar-senha-enviar-token';
import { postRecuperarSenhaValidarToken } from '../api/recuperar-senha-validar-token';
import { VerificationFlow } from '../components/verification-flow';

export default function RecuperarSenhaPage() {
  return (
    <VerificationFlow
      intro="Informe seu CPF. Enviaremos um código por e-mail ou SMS para você criar uma nova senha."
      passwordField="novaSenha"
      passwordLabel="Nova senha"
      submitLabel="Salvar nova senha"
      fetchContatos={fetchRecuperarSenhaContatos}
      sendCode={postRecuperarSenhaEnviarToken}
      checkCode={postRecuperarSenhaValidarToken}
      finish={({ cpf, token, senha }) => putRecuperarSenhaAlterarSenha({ cpf, token, novaSenha: senha })}
    />
  );
}
