// Shapes every endpoint shares (ARCHITECTURE "API conventions").
import { z } from 'zod';
import { UPLOAD_MEDIA_TYPES } from '../constants.js';

export const TIPO_MENSAGEM = ['ALERTA', 'ERRO', 'INFORMACAO', 'SUCESSO'] as const;

/**
 * Error body of every failed call: `{ mensagem, mensagemAmigavel?, tipoMensagem? }`. Its `id` makes it one
 * component of the OpenAPI documents (`#/components/schemas/Erro`) that every answer references (issue 35).
 */
export const erroSchema = z
  .object({
    mensagem: z.string(),
    mensagemAmigavel: z.string().optional(),
    tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
    /** Field errors keyed by field name, for forms to show beside inputs. */
    campos: z.record(z.string(), z.string()).optional(),
  })
  .meta({
    id: 'Erro',
    description:
      'Erro em português: `mensagem`; `mensagemAmigavel` e `tipoMensagem` quando a tela mostra um aviso; `campos`, a mensagem de cada campo inválido.',
  });
export type Erro = z.infer<typeof erroSchema>;

/** `/v2` and `/v3` paths wrap success and failure in `{ dados, erro }`. */
export const envelopeSchema = <T extends z.ZodType>(dados: T) =>
  z.object({ dados: dados.nullable(), erro: erroSchema.nullable() });

/** A failure of a `/v2` or `/v3` call: `{ dados: null, erro }` (one component of the documents). */
export const erroEnvelopeSchema = z
  .object({ dados: z.null(), erro: erroSchema })
  .meta({ id: 'ErroEnvelope', description: 'Erro de uma chamada com `/v2` ou `/v3` no caminho.' });

/** A file answer that is a PDF (issue 35: documented as `application/pdf`, binary). */
export const ARQUIVO_PDF = { file: ['application/pdf'] } as const;
/** A member's uploaded file served back, in the media type its content was detected as. */
export const ARQUIVO_ENVIADO = { file: UPLOAD_MEDIA_TYPES } as const;

export const cpfDigitsSchema = z.string().regex(/^\d{11}$/);

/**
 * A bot-check token in a query string: printable ASCII, what every provider's token is made of, so the
 * longest one (even with each character percent-encoded) fits in the 16 KiB of request line and headers
 * Node accepts — a request the document allows never meets a 431 (issue 35).
 */
export const captchaQuerySchema = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\x21-\x7e]+$/);

/** An operator's calendar day on the wire: 'yyyy-MM-dd' (America/Sao_Paulo); `format: date` in the documents. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date', examples: ['2025-01-31'] });

/**
 * A day as the member types it in a period filter, 'dd/MM/yyyy'. The server joins the two ends and applies
 * the §5 period rule with its own messages (shared-domain/periodos.ts), so the schema only caps the length; the
 * documents carry the pattern every accepted value has (issue 35).
 */
export const dataDigitada = z
  .string()
  .max(10)
  .meta({
    pattern: '^\\d{2}/\\d{2}/\\d{4}$',
    examples: ['31/01/2025'],
    description: 'Dia no formato dd/mm/aaaa.',
  });

/** A month as the member types it, 'MM/yyyy' (the §5 month-year period rule, as dataDigitada). */
export const mesDigitado = z
  .string()
  .max(7)
  .meta({ pattern: '^\\d{2}/\\d{4}$', examples: ['01/2025'], description: 'Mês no formato mm/aaaa.' });

/** Money on the wire: integer cents. */
export const centavos = z.number().int();
