// Contract of spec §7 "Session and parameters" — login, session and the logged-in user.
import { z } from 'zod';
import { erroSchema } from './common.js';

export const permissionamentoSchema = z.object({
  tela: z.array(z.string()),
  menu: z.array(z.string()),
  funcao: z.array(z.string()),
});

/** GET /api/usuario (spec §3 "Logged-in user"). */
export const usuarioSchema = z.object({
  nomeCompleto: z.string(),
  nomeSocial: z.string().nullable(),
  imagem: z.string().nullable(),
  nrCpf: z.string(),
  credenciaisNaoExpiradas: z.boolean(),
  permissionamento: permissionamentoSchema,
});
export type Usuario = z.infer<typeof usuarioSchema>;

/**
 * POST /api/login — header `Authorization: Basic base64(base64(cpfDigits) + ":" + base64(password))`,
 * body `{ token }` from the invisible bot-check. Answers the user (same shape as GET /api/usuario).
 * After repeated failures for a CPF the server asks for the visible bot-check (`exigeDesafio` in the
 * error body); the client then sends its token as `desafio` along with `token` (docs/decisions/0011).
 */
export const loginBodySchema = z.object({
  token: z.string().min(1).max(4096),
  desafio: z.string().min(1).max(4096).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A failed login: the usual error body, plus `exigeDesafio` when the next try needs the visible bot-check. */
export const loginErroSchema = erroSchema.extend({ exigeDesafio: z.literal(true).optional() });
export type LoginErro = z.infer<typeof loginErroSchema>;

/**
 * POST /api/login/token — header `Authorization: Basic base64(token)`; body: the path and query the
 * member was opening. Answers the user and the path to go to, with only whitelisted query parameters.
 */
export const loginTokenBodySchema = z.object({
  caminho: z.string().max(2048),
  parametros: z.record(z.string(), z.string()).default({}),
});
export const loginTokenResponseSchema = z.object({ usuario: usuarioSchema, caminho: z.string() });
export type LoginTokenResponse = z.infer<typeof loginTokenResponseSchema>;

/** POST /api/usuario/token-acesso — a signed-in client (e.g. the mobile app) mints a one-time token. */
export const tokenAcessoResponseSchema = z.object({ token: z.string(), expiraEm: z.string() });

/** GET /api/usuario/chatbot (spec §3 "Chatbot data"). */
export const chatbotSchema = z.object({
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string(),
  telefone: z.string().nullable(),
});
export type Chatbot = z.infer<typeof chatbotSchema>;

/** Spec §7 "Resource-usage names include topic, exam, invoice, prescription and scheduling." */
export const RECURSOS = ['ACESSO_PORTAL', 'TOPICO', 'EXAME', 'FATURA', 'RECEITA', 'AGENDAMENTO'] as const;
export type Recurso = (typeof RECURSOS)[number];

/** POST /api/usuario/utilizacao-recurso. */
export const utilizacaoRecursoBodySchema = z.object({
  recurso: z.enum(RECURSOS),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
/** POST /api/usuario/utilizacao-funcionalidade. */
export const utilizacaoFuncionalidadeBodySchema = z.object({
  recurso: z.string().min(1).max(100),
  complemento: z.string().max(255).nullish(),
  documentoAcessado: z.string().max(255).nullish(),
});

/** Encodes the login Authorization header exactly as spec §7 describes it (web and tests use this). */
export function encodeLoginAuthorization(cpfDigits: string, password: string): string {
  return `Basic ${toBase64(`${toBase64(cpfDigits)}:${toBase64(password)}`)}`;
}

/** UTF-8 safe base64 that works in the browser and in Node. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(b64: string): string {
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c: string) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
