// Cartão Virtual (spec §7 "Virtual card"): the card as shown at a provider, its QR code and sharing.
import { z } from 'zod';
import { TIPO_MENSAGEM } from '../common.js';

export const carteiraParamsSchema = z.object({ carteira: z.string().regex(/^\d{6,20}$/) });

export const cartaoVirtualSchema = z.object({
  /** Social name when the member has one (it is how they are addressed at the provider). */
  nome: z.string(),
  cpf: z.string(),
  /** Digits only; shown with maskCardNumber. */
  carteira: z.string(),
  tipo: z.enum(['TITULAR', 'DEPENDENTE']),
  plano: z.string(),
  segmentacao: z.string(),
  acomodacao: z.string().nullable(),
  abrangencia: z.string().nullable(),
  tipoContratacao: z.string(),
  registroAnsProduto: z.string(),
  validade: z.string(),
  dataNascimento: z.string(),
  cns: z.string().nullable(),
  via: z.number().int(),
});
export type CartaoVirtual = z.infer<typeof cartaoVirtualSchema>;

export const cartoesVirtuaisResponseSchema = z.object({
  codigoPlano: z.string(),
  operadora: z.object({ nome: z.string(), registroAns: z.string() }),
  cartoes: z.array(cartaoVirtualSchema),
  /** A cancelled contract has no card to show: the list comes empty with this message. */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type CartoesVirtuaisResponse = z.infer<typeof cartoesVirtuaisResponseSchema>;

export const compartilharCartaoResponseSchema = z.object({
  /** Path of a signed, short-lived link to the card's PDF; opened without signing in. */
  url: z.string(),
  expiraEm: z.string(),
});
export type CompartilharCartaoResponse = z.infer<typeof compartilharCartaoResponseSchema>;

export const QR_CODE_CONTEUDOS = ['COMPARTILHAMENTO', 'CARTEIRA'] as const;
export const gerarQrCodeBodySchema = z.object({
  /** COMPARTILHAMENTO: the signed link to the card; CARTEIRA: the card's data as text, readable offline. */
  qrCode: z.enum(QR_CODE_CONTEUDOS).default('CARTEIRA'),
});
export type GerarQrCodeBody = z.input<typeof gerarQrCodeBodySchema>;

export const gerarQrCodeResponseSchema = z.object({
  /** PNG data URL. */
  qrCode: z.string(),
  conteudo: z.string(),
  expiraEm: z.string().nullable(),
});
export type GerarQrCodeResponse = z.infer<typeof gerarQrCodeResponseSchema>;
