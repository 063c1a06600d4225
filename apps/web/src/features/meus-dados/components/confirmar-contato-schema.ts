// The new contact's code form schema (Dados Pessoais), loaded after the screen's first paint
// (ui/form/lazy-schema.ts, issue 37): six digits, required.
import { z } from 'zod';
import { SERVER_MESSAGES, validateRequired } from '@portal/domain';
import { fieldRule } from '../../../ui/form/field-rule';

export const codeSchema = z.object({
  codigo: fieldRule(validateRequired, (v) => (/^\d{6}$/.test(v) ? null : SERVER_MESSAGES.invalidCode)),
});
