// Spec §7 "Card, portability and personal data" (card reissue) and §3 "Card second copy":
// GET /api/beneficiarios/segunda-via-cartao/listagem-beneficiarios, /listagem-carteiras/{cpf}, /constantes;
// POST /api/beneficiarios/segunda-via-cartao/solicitar/{cpf} with carteiras, tipoMotivo, endereco.
import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { carteiraSchema } from '../listagem-beneficiarios.js';
import { enderecoRespostaSchema, enderecoSchema } from './endereco.js';

export const MOTIVOS_SEGUNDA_VIA = [
  { valor: 'PERDA', nome: 'Perda' },
  { valor: 'ROUBO_FURTO', nome: 'Roubo ou furto' },
  { valor: 'DANIFICADO', nome: 'Cartão danificado' },
  { valor: 'NAO_RECEBIDO', nome: 'Não recebi o cartão' },
  { valor: 'ALTERACAO_DADOS', nome: 'Alteração de dados' },
] as const;
export type TipoMotivoSegundaVia = (typeof MOTIVOS_SEGUNDA_VIA)[number]['valor'];
const MOTIVO_VALUES = MOTIVOS_SEGUNDA_VIA.map((m) => m.valor) as [
  TipoMotivoSegundaVia,
  ...TipoMotivoSegundaVia[],
];

/** GET /constantes */
export const constantesSegundaViaSchema = z.object({
  motivos: z.array(z.object({ valor: z.string(), nome: z.string() })),
});
export const CONSTANTES_SEGUNDA_VIA = { motivos: [...MOTIVOS_SEGUNDA_VIA] };

/** GET /listagem-carteiras/{cpf}: the person's cards and the address on file (the "current" one). */
export const carteiraSegundaViaSchema = carteiraSchema.extend({ plano: z.string(), via: z.number() });
export type CarteiraSegundaVia = z.infer<typeof carteiraSegundaViaSchema>;
/** A request still waiting to be dealt with: its cards cannot be requested again meanwhile. */
export const solicitacaoPendenteSchema = z.object({
  protocolo: z.string(),
  dataSolicitacao: z.string(),
  carteiras: z.array(z.string()),
});
export const listagemCarteirasSchema = z.object({
  carteiras: z.array(carteiraSegundaViaSchema),
  enderecoAtual: enderecoRespostaSchema.nullable(),
  solicitacoesPendentes: z.array(solicitacaoPendenteSchema),
});
export type ListagemCarteiras = z.infer<typeof listagemCarteirasSchema>;

/** POST /solicitar/{cpf}. `endereco` null: deliver to the address on file. */
export const solicitarSegundaViaSchema = z.object({
  carteiras: z
    .array(z.string().regex(/^\d{1,20}$/))
    .min(1, MESSAGES.required)
    .max(10),
  tipoMotivo: z.enum(MOTIVO_VALUES, { error: () => 'Campo obrigatório' }),
  endereco: enderecoSchema.nullable(),
});
export type SolicitarSegundaVia = z.infer<typeof solicitarSegundaViaSchema>;

export const segundaViaSolicitadaSchema = z.object({
  protocolo: z.string(),
  dataSolicitacao: z.string(),
  carteiras: z.array(z.string()),
  endereco: enderecoRespostaSchema,
});
export type SegundaViaSolicitada = z.infer<typeof segundaViaSolicitadaSchema>;
