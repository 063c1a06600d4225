// Spec §2 first access (/cadastro): CPF and bot-check, the member's contacts, a code sent to the chosen one
// (POST /api/primeiro-acesso/enviar-carteira), its check (POST /api/primeiro-acesso/validar) and the account
// with a password under the policy (POST /api/v2/usuario/cadastrar). Afterwards the member logs in.
import { fetchPrimeiroAcessoContatos } from '../api/primeiro-acesso-contatos';
import { postPrimeiroAcessoEnviarCarteira } from '../api/primeiro-acesso-enviar-carteira';
import { postPrimeiroAcessoValidar } from '../api/primeiro-acesso-validar';
import { postUsuarioCadastrar } from '../api/usuario-cadastrar';
import { VerificationFlow } from '../components/verification-flow';

export default function CadastroPage() {
  return (
    <VerificationFlow
      intro="Informe seu CPF. Vamos enviar um código para um dos seus contatos cadastrados no plano para confirmar que é você."
      passwordField="senha"
      passwordLabel="Senha"
      submitLabel="Criar minha conta"
      fetchContatos={fetchPrimeiroAcessoContatos}
      sendCode={postPrimeiroAcessoEnviarCarteira}
      checkCode={postPrimeiroAcessoValidar}
      finish={({ cpf, token, senha }) => postUsuarioCadastrar({ cpf, token, senha })}
    />
  );
}
