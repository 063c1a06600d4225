// A new password and its confirmation, with the policy's live list: one piece for first access, recovery and
// the change-password screen. The same policy checks the form before the server does.
import { useCallback, useMemo } from 'react';
import { SERVER_MESSAGES, validatePasswordPolicy, validateRequired } from '@portal/domain';
import type { PoliticaSenha } from '@portal/domain/contract/auth/senha';
import type { Validator } from '../../../ui/form/rules-schema';
import { PasswordField } from '../../../ui/form/password-field';
import { PasswordPolicyField } from './password-policy-field';
import { useSenhaPolitica } from '../api/senha-politica';
import { putSenhaValidar } from '../api/senha-validar';

export const CONFIRMATION_FIELD = 'confirmacao';

/**
 * The policy, and the checks of the new password under it ('{label} inválido' and the rest of §5) as domain
 * validators: no zod here, so a screen can load its schema after its first paint (ui/form/lazy-schema.ts);
 * new-password-rule.ts makes them a zod field.
 */
export function useNewPasswordValidators(label: string, cpf: string | null) {
  const politica = useSenhaPolitica();
  const validators = useMemo<Validator[]>(
    () => [
      validateRequired,
      (value) => (politica.data ? validatePasswordPolicy(politica.data, value, label, { cpf }) : null),
    ],
    [politica.data, label, cpf],
  );
  return { politica: politica.data, validators };
}

/** The confirmation must repeat the new password. */
export const confirmationMatches = (
  field: string,
): [(values: Record<string, unknown>) => boolean, { message: string; path: string[] }] => [
  (values) => values[field] === values[CONFIRMATION_FIELD],
  { message: SERVER_MESSAGES.passwordsDiffer, path: [CONFIRMATION_FIELD] },
];

export interface NewPasswordFieldsProps {
  name: string;
  label: string;
  confirmLabel: string;
  politica: PoliticaSenha | undefined;
  cpf: string | null;
  /** Without a session the server learns the CPF from the request; with one it knows the member. */
  sendCpf: boolean;
}

export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  politica,
  cpf,
  sendCpf,
}: NewPasswordFieldsProps) {
  const serverCheck = useCallback(
    async (senha: string, signal: AbortSignal) =>
      (await putSenhaValidar(sendCpf && cpf ? { senha, cpf } : { senha }, signal)).itens,
    [sendCpf, cpf],
  );
  return (
    <>
      <PasswordPolicyField
        name={name}
        label={label}
        autoComplete="new-password"
        politica={politica}
        cpf={cpf}
        serverCheck={serverCheck}
      />
      <PasswordField name={CONFIRMATION_FIELD} label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
