// Shapes every endpoint shares (ARCHITECTURE "API conventions").
import { z } from 'zod';

export const TIPO_MENSAGEM = ['ALERTA', 'ERRO', 'INFORMACAO', 'SUCESSO'] as const;

/** Error body of every failed call: `{ mensagem, mensagemAmigavel?, tipoMensagem? }`. */
export const erroSchema = z.object({
  mensagem: z.string(),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
  /** Field errors keyed by field name, for forms to show beside inputs. */
  campos: z.record(z.string(), z.string()).optional(),
});
export type Erro = z.infer<typeof erroSchema>;

/** `/v2` and `/v3` paths wrap success and failure in `{ dados, erro }`. */
export const envelopeSchema = <T extends z.ZodType>(dados: T) =>
  z.object({ dados: dados.nullable(), erro: erroSchema.nullable() });

export const cpfDigitsSchema = z.string().regex(/^\d{11}$/);

/** An operator's calendar day on the wire: 'yyyy-MM-dd' (America/Sao_Paulo). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Money on the wire: integer cents. */
export const centavos = z.number().int();
