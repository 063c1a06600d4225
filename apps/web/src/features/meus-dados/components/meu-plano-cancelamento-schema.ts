// Meu Plano's cancellation form schema, loaded after the screen's first paint (ui/form/lazy-schema.ts,
// issue 37): a reason of the contract's list, a note within its maximum (required for 'Outros motivos'),
// and the notice acknowledged.
import { z } from 'zod';
import { invalidLabel, MESSAGES } from '@portal/domain';
import {
  MOTIVO_CANCELAMENTO_CODIGOS,
  MOTIVO_COM_OBSERVACAO,
  OBSERVACAO_CANCELAMENTO_MAX,
} from '@portal/domain/contract/meus-dados/meu-plano';

export const cancelamentoSchema = z
  .object({
    motivo: z
      .string()
      .refine((v) => (MOTIVO_CANCELAMENTO_CODIGOS as readonly string[]).includes(v), MESSAGES.required),
    observacao: z.string().max(OBSERVACAO_CANCELAMENTO_MAX, invalidLabel('Observação')),
    ciente: z.boolean().refine((v) => v, MESSAGES.required),
  })
  .superRefine((values, context) => {
    if (values.motivo === MOTIVO_COM_OBSERVACAO && values.observacao.trim() === '') {
      context.addIssue({ code: 'custom', path: ['observacao'], message: MESSAGES.required });
    }
  });
