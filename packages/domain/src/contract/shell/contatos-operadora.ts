// Contract of spec §7 "Usage and operator contacts": the operator's service channels, and the contact
// types of spec §3.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Spec §3 contact types and the operator's phone contact keys. */
export const TIPOS_CONTATO = [
  'EMAIL',
  'TELEFONE_COMERCIAL',
  'TELEFONE_CELULAR',
  'TELEFONE_RESIDENCIAL',
  'MSN',
  'GOOGLE_TALK',
  'SITE',
  'WHATSAPP_COMERCIAL',
  'WHATSAPP_PESSOAL',
] as const;
export type TipoContato = (typeof TIPOS_CONTATO)[number];
export const CHAVES_CONTATO_OPERADORA = [
  'FONE_SAC',
  'FONE_ANS',
  'EMAIL_SAC',
  'FONE_SOS_EMERGENCIA',
  'FONE_SOS_GERAL',
] as const;
export type ChaveContatoOperadora = (typeof CHAVES_CONTATO_OPERADORA)[number];

/** GET /api/beneficiarios/atendimentos/contatos-unimed: the operator's service channels. */
export const contatoOperadoraSchema = z.object({
  chave: z.enum(CHAVES_CONTATO_OPERADORA),
  descricao: z.string(),
  tipo: z.enum(TIPOS_CONTATO),
  valor: z.string(),
  /** Whether the number also takes messaging-app chats (spec §7 helper links). */
  aceitaWhatsapp: z.boolean(),
});
export const contatosOperadoraResponseSchema = z.array(contatoOperadoraSchema);
export type ContatoOperadora = z.infer<typeof contatoOperadoraSchema>;

/**
 * Public: besides the Contatos screen, the "none of these contacts" panel of first access and recovery
 * shows the channels to someone who cannot sign in.
 */
export const contatosOperadoraEndpoints = {
  contatos: defineEndpoint({
    operationId: 'listarContatosOperadora',
    method: 'GET',
    path: '/beneficiarios/atendimentos/contatos-unimed',
    access: 'public',
    response: contatosOperadoraResponseSchema,
    summary: 'Canais de atendimento da operadora',
    description:
      'Os canais de atendimento da operadora (tipo, descrição, valor e se o número também atende por WhatsApp), que o portal mostra também antes do login.',
    tags: ['shell'],
  }),
};
