// The new password and its confirmation as zod fields, for the forms that build their schema with the screen
// (first access and recovery, verification-flow.tsx); Alterar Senha loads its schema after its first paint
// (alterar-senha-schema.ts). The checks are new-password-fields.tsx's, so both say the same.
import { useMemo } from 'react';
import { validateRequired } from '@portal/domain';
import { fieldRule } from '../../../ui/form/field-rule';
import { useNewPasswordValidators } from './new-password-fields';

/** The policy, and a form rule for the new password under it. */
export function useNewPasswordRule(label: string, cpf: string | null) {
  const { politica, validators } = useNewPasswordValidators(label, cpf);
  const rule = useMemo(() => fieldRule(...validators), [validators]);
  return { politica, rule };
}

export const confirmationRule = () => fieldRule(validateRequired);
