// Spec §2/§4/§8 login: CPF (mask, validated after the first blur) and password, the invisible bot-check,
// POST /api/login; a 401 shows the server's message in the form, other failures the generic text. After
// repeated failures the server asks for the visible bot-check, shown above the button (decision 0011).
// Issue 37: a refused CPF or password also points to first access under the button — to everyone refused,
// so the hint tells nothing about whether the CPF has an account (decision 0011: no enumeration).
// Issue 42 (decision 0054): "Entrar com chave de acesso" signs in with a passkey, no CPF typed; its code and
// @simplewebauthn/browser load on the press, so the login's first load carries only the button.
import { useState } from 'react';
import { Link } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { onlyDigits } from '@portal/domain/format/digits';
import {
  MENSAGEM_CREDENCIAIS_INVALIDAS,
  MENSAGEM_ERRO_GENERICO,
  MENSAGEM_ROBO_EXIGIDO,
  MENSAGEM_ROBO_RECUSADO,
} from '@portal/domain/messages';
import { validateCpf } from '@portal/domain/validation/cpf';
import { validateRequired } from '@portal/domain/validation/required';
import type { LoginErro } from '@portal/domain/contract/auth/login';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { BotCheckChallenge } from '../components/bot-check-challenge';
import { Button } from '../../../ui/button';
import { Form, FormError } from '../../../ui/form/form';
import { rulesSchema } from '../../../ui/form/rules-schema';
import { PasswordField } from '../../../ui/form/password-field';
import { CpfField } from '../../../ui/form/cpf-field';
import { ApiError } from '../../../platform/api/api-client';
import { useBotCheck } from '../../../platform/third-party/captcha';
import { postLogin } from '../api/login';

export const LOGIN_LABELS = {
  cpf: 'CPF',
  senha: 'Senha',
  entrar: 'Entrar',
  primeiroAcesso: 'Primeiro acesso',
  esqueciSenha: 'Esqueci minha senha',
  termosDeUso: 'Termos de uso',
  politicaDePrivacidade: 'Política de privacidade',
  semSenha: 'Ainda não tem senha?',
  facaPrimeiroAcesso: 'Faça seu primeiro acesso',
  chaveAcesso: 'Entrar com chave de acesso',
  ou: 'ou',
} as const;

/** Who runs the portal and the texts that bind it (issue 10: a member signs in knowing to whom). */
function OperatorNotice({ nome }: { nome: string | undefined }) {
  return (
    <div className="flex flex-col gap-2 border-t-2 border-line pt-4 text-sm text-ink-muted">
      {nome && (
        <p>
          Portal do Beneficiário da <span className="font-semibold text-ink">{nome}</span>.
        </p>
      )}
      <nav aria-label="Textos legais" className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={routePath('termosDeUso')} className="font-semibold">
          {LOGIN_LABELS.termosDeUso}
        </Link>
        <Link to={routePath('politicaDePrivacidade')} className="font-semibold">
          {LOGIN_LABELS.politicaDePrivacidade}
        </Link>
      </nav>
    </div>
  );
}

const loginSchema = rulesSchema({
  cpf: [validateRequired, validateCpf],
  senha: [validateRequired],
});

/**
 * Failures whose server text is meant for the member: bad credentials (401, spec §8), a refused bot-check
 * or invalid input (400), an account the operator's service desk blocked (403, issue 39: it says to call
 * the desk) and too many attempts (429). Anything else gets the generic text.
 */
const SHOWN_STATUSES = new Set([400, 401, 403, 429]);

export interface LoginPageProps {
  /** What follows a successful login (loading member data, going back to the saved route). */
  onLoggedIn: (user: Usuario) => Promise<void>;
  /** Starts downloading the screen that follows a login while the login request runs. */
  prefetchNext?: () => void;
  /** The operator's name (public parameter NOME_OPERADORA), when known. */
  nomeOperadora?: string;
}

/** The server asks for the visible bot-check after repeated failures for a CPF (docs/decisions/0011). */
const asksForChallenge = (error: unknown): boolean => {
  const body: Partial<LoginErro> | null = error instanceof ApiError ? error.body : null;
  return body?.exigeDesafio === true;
};

/** The CPF or the password was refused (the one answer for an unknown CPF and a wrong password). */
const credentialsRefused = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 401 &&
  error.body?.mensagem === MENSAGEM_CREDENCIAIS_INVALIDAS;

/** The passkey door: shown where the browser has WebAuthn; the flow loads on the press. */
function EntrarComChave({ onLoggedIn, prefetchNext }: Omit<LoginPageProps, 'nomeOperadora'>) {
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  if (typeof window.PublicKeyCredential !== 'function') return null;

  async function entrar() {
    setErro(null);
    setBusy(true);
    prefetchNext?.();
    try {
      const { entrarComChaveAcesso } = await import('../api/login-chave-acesso');
      await onLoggedIn(await entrarComChaveAcesso());
    } catch (error) {
      // The browser's refusals come in Portuguese (ErroChaveAcesso); the server's as for the password.
      const dito =
        (error instanceof Error && error.name === 'ErroChaveAcesso') ||
        (error instanceof ApiError && SHOWN_STATUSES.has(error.status));
      setErro(dito ? error.message : MENSAGEM_ERRO_GENERICO);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-ink-muted before:h-0.5 before:flex-1 before:bg-line after:h-0.5 after:flex-1 after:bg-line">
        {LOGIN_LABELS.ou}
      </p>
      <Button variant="secondary" loading={busy} className="w-full" onClick={() => void entrar()}>
        {LOGIN_LABELS.chaveAcesso}
      </Button>
      <p role="alert" className="font-semibold text-danger empty:hidden">
        {erro}
      </p>
    </div>
  );
}

export function LoginPage({ onLoggedIn, prefetchNext, nomeOperadora }: LoginPageProps) {
  const botCheck = useBotCheck();
  const [challenge, setChallenge] = useState<{ shown: boolean; round: number }>({ shown: false, round: 0 });
  const [desafio, setDesafio] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  async function submit({ cpf, senha }: { cpf: string; senha: string }) {
    if (challenge.shown && !desafio) throw new FormError(MENSAGEM_ROBO_EXIGIDO);
    prefetchNext?.();
    let token: string;
    try {
      token = await botCheck.execute();
    } catch {
      throw new FormError(MENSAGEM_ROBO_RECUSADO);
    }
    let user: Usuario;
    try {
      user = await postLogin({ cpfDigits: onlyDigits(cpf), senha, token, desafio });
    } catch (error) {
      // A solved check is single-use: a new round shows a fresh one when the server still asks.
      if (challenge.shown || asksForChallenge(error)) {
        setDesafio(null);
        setChallenge(({ round }) => ({ shown: true, round: round + 1 }));
      }
      if (credentialsRefused(error)) setRefused(true);
      if (error instanceof ApiError && SHOWN_STATUSES.has(error.status)) throw error;
      throw new FormError(MENSAGEM_ERRO_GENERICO);
    }
    await onLoggedIn(user);
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">Acesse com o seu CPF e a sua senha do portal.</p>
      <Form
        schema={loginSchema}
        defaultValues={{ cpf: '', senha: '' }}
        onSubmit={submit}
        aria-label="Acesso ao portal"
      >
        {(form) => (
          <>
            <CpfField label={LOGIN_LABELS.cpf} />
            <PasswordField name="senha" label={LOGIN_LABELS.senha} autoComplete="current-password" />
            {challenge.shown && <BotCheckChallenge key={challenge.round} onToken={setDesafio} />}
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {LOGIN_LABELS.entrar}
            </Button>
            {refused && (
              <p className="text-ink">
                {LOGIN_LABELS.semSenha}{' '}
                <Link to={routePath('cadastro')} className="font-semibold">
                  {LOGIN_LABELS.facaPrimeiroAcesso}
                </Link>
              </p>
            )}
          </>
        )}
      </Form>
      <EntrarComChave onLoggedIn={onLoggedIn} prefetchNext={prefetchNext} />
      <nav aria-label="Outras opções de acesso" className="flex flex-wrap justify-between gap-3">
        <Link to={routePath('cadastro')} className="font-semibold">
          {LOGIN_LABELS.primeiroAcesso}
        </Link>
        <Link to={routePath('recuperarSenha')} className="font-semibold">
          {LOGIN_LABELS.esqueciSenha}
        </Link>
      </nav>
      <OperatorNotice nome={nomeOperadora?.trim()} />
    </div>
  );
}
