// Spec §2 first access (/cadastro): CPF and bot-check, the member's contacts, a code sent to the chosen one
// (POST /api/primeiro-acesso/enviar-carteira), its check (POST /api/primeiro-acesso/validar) and the account
// with a password under the policy and the terms of use and privacy policy accepted
// (POST /api/v2/usuario/cadastrar). Issue 37: the answer opens the member's session, so the member goes
// straight in (onRegistered, from the app: the same completion as a login) instead of typing it all again.
import type { Cadastro } from '@portal/domain/contract/auth/primeiro-acesso';
import { fetchPrimeiroAcessoContatos } from '../api/primeiro-acesso-contatos';
import { postPrimeiroAcessoEnviarCarteira } from '../api/primeiro-acesso-enviar-carteira';
import { postPrimeiroAcessoValidar } from '../api/primeiro-acesso-validar';
import { postUsuarioCadastrar } from '../api/usuario-cadastrar';
import { VerificationFlow } from '../components/verification-flow';

export interface CadastroPageProps {
  /** What follows the account's creation: the signed-in member enters the portal. */
  onRegistered: (cadastro: Cadastro) => Promise<void>;
}

export function CadastroPage({ onRegistered }: CadastroPageProps) {
  return (
    <VerificationFlow
      intro="Informe seu CPF. Vamos enviar um código para um dos seus contatos cadastrados no plano para confirmar que é você."
      passwordField="senha"
      passwordLabel="Senha"
      submitLabel="Criar minha conta"
      acceptTerms
      fetchContatos={fetchPrimeiroAcessoContatos}
      sendCode={postPrimeiroAcessoEnviarCarteira}
      checkCode={postPrimeiroAcessoValidar}
      finish={async (body) => {
        const cadastro = await postUsuarioCadastrar(body);
        await onRegistered(cadastro);
        return cadastro;
      }}
    />
  );
}
