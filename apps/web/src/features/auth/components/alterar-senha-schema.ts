// Alterar Senha's schema, loaded after the screen's first paint (ui/form/lazy-schema.ts): the current password
// required, the new one under the policy, the confirmation required and equal to it.
import { z } from 'zod';
import { validateRequired } from '@portal/domain';
import { fieldRule } from '../../../ui/form/field-rule';
import type { Validator } from '../../../ui/form/rules-schema';
import { CONFIRMATION_FIELD, confirmationMatches } from './new-password-fields';
import { confirmationRule } from './new-password-rule';

export const alterarSenhaSchema = (nova: readonly Validator[]) =>
  z
    .object({
      antiga: fieldRule(validateRequired),
      nova: fieldRule(...nova),
      [CONFIRMATION_FIELD]: confirmationRule(),
    })
    .refine(...confirmationMatches('nova'));
