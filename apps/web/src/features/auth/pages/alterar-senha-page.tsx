// Spec §2 "Expired password and change password": one screen for /alterar-senha and /senha-expirada.
// PUT /api/senha/alterar with antiga and nova; on success the member (now with valid credentials) replaces
// the one in memory, so an expired account can use every screen again.
// The form waits for the password policy (one small call): its live list sits between the new password and
// the confirmation, and arriving after them it pushed the confirmation and the button down (issue 37: a
// 0.05 layout shift at 360 px). If the policy cannot load, the form shows without the list.
import { useMemo } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { ROUTES, SERVER_MESSAGES, routePath } from '@portal/domain';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { PasswordField } from '../../../ui/form/password-field';
import { showAlert } from '../../../platform/state/alert';
import { setUser, useAuth } from '../../../platform/session/auth-store';
import { putSenhaAlterar } from '../api/senha-alterar';
import { useSenhaPolitica } from '../api/senha-politica';
import { LoadingBlock } from '../../../ui/loader';
import { NewPasswordFields, useNewPasswordValidators } from '../components/new-password-fields';

export const ALTERAR_SENHA_LABELS = {
  antiga: 'Senha atual',
  nova: 'Nova senha',
  confirmacao: 'Confirme a nova senha',
  salvar: 'Alterar senha',
} as const;

// The guard already shows the spec's alert ('Troque sua senha expirada…'); the page says what to do.
const EXPIRED_TEXT = 'Sua senha expirou. Crie uma nova senha para continuar usando o portal.';

export default function AlterarSenhaPage() {
  const expired = useMatch(ROUTES.senhaExpirada.path) !== null;
  const navigate = useNavigate();
  const { user } = useAuth();
  const cpf = user?.nrCpf ?? null;
  const { politica, validators } = useNewPasswordValidators(ALTERAR_SENHA_LABELS.nova, cpf);
  const politicaPendente = useSenhaPolitica().isPending;
  // zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
  const schema = useMemo(
    () =>
      lazySchema(() =>
        import('../components/alterar-senha-schema').then((m) => m.alterarSenhaSchema(validators)),
      ),
    [validators],
  );

  async function submit({ antiga, nova }: { antiga: string; nova: string }) {
    const usuario = await putSenhaAlterar({ antiga, nova });
    setUser(usuario);
    showAlert({ tipo: 'sucesso', mensagem: SERVER_MESSAGES.passwordChanged });
    await navigate(routePath('home'));
  }

  if (politicaPendente) return <LoadingBlock />;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      {expired && <p className="font-semibold text-ink">{EXPIRED_TEXT}</p>}
      <p className="text-ink-muted">
        Ao trocar a senha, as outras sessões abertas com a sua conta são encerradas e você recebe um aviso.
      </p>
      <Form
        schema={schema}
        defaultValues={{ antiga: '', nova: '', confirmacao: '' }}
        onSubmit={submit}
        aria-label={ALTERAR_SENHA_LABELS.salvar}
      >
        {(form) => (
          <>
            <PasswordField
              name="antiga"
              label={ALTERAR_SENHA_LABELS.antiga}
              autoComplete="current-password"
            />
            <NewPasswordFields
              name="nova"
              label={ALTERAR_SENHA_LABELS.nova}
              confirmLabel={ALTERAR_SENHA_LABELS.confirmacao}
              politica={politica}
              cpf={cpf}
              sendCpf={false}
            />
            <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
              {ALTERAR_SENHA_LABELS.salvar}
            </Button>
          </>
        )}
      </Form>
    </div>
  );
}
