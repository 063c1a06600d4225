// The form of a new request on Meus Direitos sobre os Dados (direitos-titular-page.tsx), loaded after the
// screen's first paint (ui/form/lazy-schema.ts, issue 37): zod and its rules are not needed to draw it.
import { z } from 'zod';
import { MESSAGES } from '@portal/domain';
import {
  DESCRICAO_DIREITO_MAX,
  DIREITOS_TITULAR_MESSAGES as M,
  VALOR_CORRECAO_MAX,
} from '@portal/domain/contract/meus-dados/direitos-titular';

export const direitosSchema = z
  .object({
    tipo: z.string().min(1, MESSAGES.required),
    campo: z.string(),
    valorCorreto: z.string().max(VALOR_CORRECAO_MAX),
    descricao: z.string().max(DESCRICAO_DIREITO_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.tipo === 'CORRECAO') {
      if (!v.campo) ctx.addIssue({ code: 'custom', path: ['campo'], message: M.campoObrigatorio });
      else if (v.campo === 'OUTRO' && !v.descricao.trim())
        ctx.addIssue({ code: 'custom', path: ['descricao'], message: M.descricaoObrigatoria });
      else if (v.campo !== 'OUTRO' && !v.valorCorreto.trim())
        ctx.addIssue({ code: 'custom', path: ['valorCorreto'], message: M.valorObrigatorio });
    } else if (v.tipo === 'ANONIMIZACAO_ELIMINACAO' || v.tipo === 'REVOGACAO_CONSENTIMENTO') {
      if (!v.descricao.trim())
        ctx.addIssue({ code: 'custom', path: ['descricao'], message: M.descricaoObrigatoria });
    }
  });
