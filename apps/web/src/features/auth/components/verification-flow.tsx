// The steps first access and password recovery share (spec §2 screen capabilities): CPF with the invisible
// bot-check → the member's contacts (contact picker) → a code sent to the chosen one → the code → a new
// password under the policy. Each screen supplies its calls and words. First access also asks the
// acceptance of the terms of use and the privacy policy (issue 37), linked in new tabs so the form stays.
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  MESSAGES,
  CADASTRO_MESSAGES,
  SERVER_MESSAGES,
  onlyDigits,
  routePath,
  validateCpf,
  validateRequired,
} from '@portal/domain';
import {
  CODIGO_DIGITOS,
  type CodigoEnviado,
  type ContatoMascarado,
  type EnviarCodigoBody,
  type TipoContatoVerificacao,
  type ValidarCodigoBody,
} from '@portal/domain/contract/auth/contatos-verificacao';
import type { Mensagem } from '@portal/domain/contract/auth/primeiro-acesso';
import { Button } from '../../../ui/button';
import { ContactPicker, showMasked } from '../../../shared-domain/contact-picker';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form, FormError } from '../../../ui/form/form';
import { useFormFeedback } from '../../../ui/form/form-feedback';
import { fieldRule } from '../../../ui/form/field-rule';
import { LoadingBlock } from '../../../ui/loader';
import { OperatorContactList } from '../../../shared-domain/operator-contact-list';
import { CpfField } from '../../../ui/form/cpf-field';
import { TextField } from '../../../ui/form/text-field';
import { ApiError } from '../../../platform/api/api-client';
import { useBotCheck } from '../../../platform/third-party/captcha';
import { useContatosOperadora } from '../../../shared-domain/api/operator-contacts';
import { CONFIRMATION_FIELD, NewPasswordFields, confirmationMatches } from './new-password-fields';
import { confirmationRule, useNewPasswordRule } from './new-password-rule';
import { StepHeading } from './step-heading';

export const FLOW_LABELS = {
  cpf: 'CPF',
  continuar: 'Continuar',
  enviarCodigo: 'Enviar código',
  codigo: 'Código recebido',
  validarCodigo: 'Confirmar código',
  reenviar: 'Reenviar ou escolher outro contato',
  confirmarSenha: 'Confirme a senha',
  irParaLogin: 'Ir para o login',
  contatosOperadora: 'Fale com a operadora',
  voltar: 'Voltar',
  /** Why 'Enviar código' is disabled (issue 10: a disabled button says what is missing). */
  escolhaContato: 'Escolha para onde enviar o código.',
  aceiteTermos: 'Li e aceito os Termos de uso e a Política de privacidade.',
  termosDeUso: 'Termos de uso',
  politicaDePrivacidade: 'Política de privacidade',
} as const;

const NEW_TAB = 'abre em nova aba';

/** The legal texts to read before accepting them: new tabs, so the password typed so far stays. */
function TermsToAccept() {
  const link = (id: 'termosDeUso' | 'politicaDePrivacidade') => (
    <a href={routePath(id)} target="_blank" rel="noopener noreferrer" className="font-semibold">
      {FLOW_LABELS[id]}
      <span className="sr-only"> ({NEW_TAB})</span>
    </a>
  );
  return (
    <div className="flex flex-col gap-1">
      <p className="text-ink">
        Para criar sua conta, leia os {link('termosDeUso')} e a {link('politicaDePrivacidade')} do portal.
      </p>
      <CheckboxField name="aceiteTermos" label={FLOW_LABELS.aceiteTermos} />
    </div>
  );
}

type Step = 'cpf' | 'contato' | 'codigo' | 'senha' | 'concluido';

export interface VerificationFlowProps {
  intro: string;
  /** Label and request field of the new password ('senha' on first access, 'novaSenha' on recovery). */
  passwordField: 'senha' | 'novaSenha';
  passwordLabel: string;
  submitLabel: string;
  fetchContatos: (cpfDigits: string, captcha: string) => Promise<ContatoMascarado[]>;
  sendCode: (body: EnviarCodigoBody) => Promise<CodigoEnviado>;
  checkCode: (body: ValidarCodigoBody) => Promise<unknown>;
  finish: (input: { cpf: string; token: string; senha: string; aceiteTermos: boolean }) => Promise<Mensagem>;
  /** First access: the password step also asks the acceptance of the terms and the privacy policy. */
  acceptTerms?: boolean;
}

const cpfSchema = z.object({ cpf: fieldRule(validateRequired, validateCpf) });
const codeSchema = z.object({
  token: fieldRule(validateRequired, (v) => (/^\d{6}$/.test(v) ? null : SERVER_MESSAGES.invalidCode)),
});

/** Errors the member should read as the server words them; anything else gets the generic text. */
function shown(error: unknown): never {
  if (error instanceof ApiError && [400, 404, 429].includes(error.status)) throw error;
  throw new FormError(SERVER_MESSAGES.genericError);
}

function OperatorContactsPanel({ onBack }: { onBack: () => void }) {
  const contatos = useContatosOperadora();
  return (
    <section className="flex flex-col gap-4" aria-label={FLOW_LABELS.contatosOperadora}>
      <StepHeading>{FLOW_LABELS.contatosOperadora}</StepHeading>
      <p className="text-ink">
        Se nenhum desses contatos é seu, a operadora atualiza seus dados por um destes canais:
      </p>
      {contatos.data ? <OperatorContactList contatos={contatos.data} /> : <LoadingBlock />}
      <Button variant="secondary" className="self-start" onClick={onBack}>
        {FLOW_LABELS.voltar}
      </Button>
    </section>
  );
}

export function VerificationFlow(props: VerificationFlowProps) {
  const { passwordField, passwordLabel } = props;
  const botCheck = useBotCheck();
  const [step, setStep] = useState<Step>('cpf');
  const [cpf, setCpf] = useState('');
  const [contatos, setContatos] = useState<ContatoMascarado[]>([]);
  const [choice, setChoice] = useState<{ tipo: TipoContatoVerificacao | null; codigo: string | null }>({
    tipo: null,
    codigo: null,
  });
  const [envio, setEnvio] = useState<CodigoEnviado | null>(null);
  const sendFeedback = useFormFeedback();
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState('');
  const [mensagem, setMensagem] = useState('');
  const [noneOfThese, setNoneOfThese] = useState(false);

  const { politica, rule } = useNewPasswordRule(passwordLabel, cpf);
  const { acceptTerms = false } = props;
  const passwordSchema = useMemo(
    () =>
      z
        .object({
          [passwordField]: rule,
          [CONFIRMATION_FIELD]: confirmationRule(),
          ...(acceptTerms && {
            aceiteTermos: z.boolean().refine((v) => v, CADASTRO_MESSAGES.termsNotAccepted),
          }),
        })
        .refine(...confirmationMatches(passwordField)),
    [passwordField, rule, acceptTerms],
  );
  const onChoice = useCallback((next: typeof choice) => setChoice(next), []);

  async function submitCpf({ cpf: typed }: z.output<typeof cpfSchema>) {
    let captcha: string;
    try {
      captcha = await botCheck.execute();
    } catch {
      throw new FormError(SERVER_MESSAGES.captchaRejected);
    }
    const digits = onlyDigits(typed);
    const list = await props.fetchContatos(digits, captcha).catch(shown);
    setCpf(digits);
    setContatos(list);
    setChoice({ tipo: null, codigo: null });
    setStep('contato');
  }

  async function send() {
    if (!choice.codigo) return;
    setSending(true);
    sendFeedback.clear();
    try {
      setEnvio(await props.sendCode({ cpf, codigoContato: choice.codigo }));
      setStep('codigo');
    } catch (error) {
      sendFeedback.fail(error);
    } finally {
      setSending(false);
    }
  }

  async function submitCode({ token: typed }: z.output<typeof codeSchema>) {
    await props.checkCode({ cpf, token: typed }).catch(shown);
    setToken(typed);
    setStep('senha');
  }

  async function submitPassword(values: Record<string, unknown>) {
    const typed = values[passwordField];
    const senha = typeof typed === 'string' ? typed : '';
    const aceiteTermos = values.aceiteTermos === true;
    const result = await props.finish({ cpf, token, senha, aceiteTermos }).catch(shown);
    setMensagem(result.mensagem);
    setStep('concluido');
  }

  if (noneOfThese) return <OperatorContactsPanel onBack={() => setNoneOfThese(false)} />;

  switch (step) {
    case 'cpf':
      return (
        <div className="flex flex-col gap-6">
          <p className="text-ink-muted">{props.intro}</p>
          <Form schema={cpfSchema} defaultValues={{ cpf }} onSubmit={submitCpf} aria-label="Identificação">
            {(form) => (
              <>
                <CpfField label={FLOW_LABELS.cpf} />
                <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
                  {FLOW_LABELS.continuar}
                </Button>
              </>
            )}
          </Form>
          <Link to={routePath('login')} className="font-semibold">
            {FLOW_LABELS.irParaLogin}
          </Link>
        </div>
      );
    case 'contato':
      return (
        <section key={step} className="flex flex-col gap-5">
          <StepHeading>Para onde enviamos o código?</StepHeading>
          <ContactPicker
            contatos={contatos}
            tipo={choice.tipo}
            value={choice.codigo}
            onChange={onChoice}
            onNoneOfThese={() => setNoneOfThese(true)}
          />
          <Button
            onClick={() => void send()}
            disabled={!choice.codigo}
            disabledReason={FLOW_LABELS.escolhaContato}
            loading={sending}
            className="w-full"
          >
            {FLOW_LABELS.enviarCodigo}
          </Button>
        </section>
      );
    case 'codigo':
      return (
        <section key={step} className="flex flex-col gap-5">
          <StepHeading>Digite o código</StepHeading>
          {envio && (
            <p className="text-ink">
              Enviamos um código de {CODIGO_DIGITOS} dígitos{' '}
              {envio.tipo === 'EMAIL' ? 'para o e-mail' : 'por SMS para'}{' '}
              <span className="font-mono font-semibold">{showMasked(envio.destino)}</span>. Ele vale por 10
              minutos.
            </p>
          )}
          <Form schema={codeSchema} defaultValues={{ token: '' }} onSubmit={submitCode} aria-label="Código">
            {(form) => (
              <>
                <TextField
                  name="token"
                  label={FLOW_LABELS.codigo}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODIGO_DIGITOS}
                  format={(v) => onlyDigits(v).slice(0, CODIGO_DIGITOS)}
                />
                <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
                  {FLOW_LABELS.validarCodigo}
                </Button>
              </>
            )}
          </Form>
          <Button variant="link" className="self-start" onClick={() => setStep('contato')}>
            {FLOW_LABELS.reenviar}
          </Button>
        </section>
      );
    case 'senha':
      return (
        <section key={step} className="flex flex-col gap-5">
          <StepHeading>Crie sua senha</StepHeading>
          <Form
            schema={passwordSchema}
            defaultValues={{
              [passwordField]: '',
              confirmacao: '',
              ...(acceptTerms && { aceiteTermos: false }),
            }}
            onSubmit={(values) => submitPassword(values)}
            aria-label="Criação da senha"
          >
            {(form) => (
              <>
                <NewPasswordFields
                  name={passwordField}
                  label={passwordLabel}
                  confirmLabel={FLOW_LABELS.confirmarSenha}
                  politica={politica}
                  cpf={cpf}
                  sendCpf
                />
                {acceptTerms && <TermsToAccept />}
                <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
                  {props.submitLabel}
                </Button>
              </>
            )}
          </Form>
        </section>
      );
    case 'concluido':
      return (
        <section key={step} className="flex flex-col gap-5">
          <StepHeading>{MESSAGES.headingSuccess}</StepHeading>
          <p
            role="status"
            className="rounded-md border-2 border-success bg-success-soft px-4 py-3 font-semibold text-ink"
          >
            {mensagem}
          </p>
          <Link to={routePath('login')} className="font-semibold">
            {FLOW_LABELS.irParaLogin}
          </Link>
        </section>
      );
  }
}
