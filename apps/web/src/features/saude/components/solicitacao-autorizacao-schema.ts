// The authorization request form's rules (unit-tested), loaded after the screen's first paint
// (ui/form/lazy-schema.ts, issue 37): a kind chosen, and a description within the operator's maximum.
import { z } from 'zod';
import { MESSAGES, SAUDE_MESSAGES } from '@portal/domain';
import { DESCRICAO_LABEL } from './solicitacao-autorizacao-regras';

export const solicitacaoAutorizacaoSchema = (descricaoMaximo: number) =>
  z.object({
    tipo: z.string().min(1, MESSAGES.required),
    descricao: z
      .string()
      .refine((v) => v.trim() !== '', SAUDE_MESSAGES.descriptionRequired)
      .refine((v) => v.length <= descricaoMaximo, `${DESCRICAO_LABEL} inválido`),
  });
