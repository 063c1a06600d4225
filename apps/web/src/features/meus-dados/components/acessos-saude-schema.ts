// Quem Pode Ver Meus Dados de Saúde's form schema, loaded after the screen's first paint
// (ui/form/lazy-schema.ts, issue 37): a person chosen, at least one area, and a last day typed as dd/mm/aaaa
// that is not in the past (the operator's calendar).
import { z } from 'zod';
import { ACESSO_SAUDE_MESSAGES as M, formatIsoDate, MESSAGES, parseDateBr } from '@portal/domain';

/** `hoje`: the operator's day, as an ISO date. */
export const acessosSaudeSchema = (hoje: string) =>
  z
    .object({
      cpf: z.string().min(1, MESSAGES.required),
      SAUDE: z.boolean(),
      AGENDAMENTO: z.boolean(),
      REEMBOLSO: z.boolean(),
      validoAte: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.SAUDE && !v.AGENDAMENTO && !v.REEMBOLSO) {
        ctx.addIssue({ code: 'custom', path: ['SAUDE'], message: M.areasObrigatorias });
      }
      // Typed as everywhere in the portal (spec §5: dd/mm/aaaa), whatever the browser's language.
      const ultimoDia = v.validoAte ? parseDateBr(v.validoAte) : null;
      if (v.validoAte && !ultimoDia) {
        ctx.addIssue({ code: 'custom', path: ['validoAte'], message: M.dataInvalida });
      } else if (ultimoDia && formatIsoDate(ultimoDia) < hoje) {
        ctx.addIssue({ code: 'custom', path: ['validoAte'], message: M.validadeNoPassado });
      }
    });
