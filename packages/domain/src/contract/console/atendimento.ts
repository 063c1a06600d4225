// Member support in the console (issue 39 "Member support", decision 0042): staff with the atendimento role
// find a member by CPF, card number or name — only after giving a reason (a category of this fixed list and
// a free text) — and then read the member's portal data as the member sees it. Every read is written in the
// member's own audit ("Quem Acessou Meus Dados": "Central de atendimento da operadora" with the category) and
// in the staff audit with the full reason (platform/console/leitura-equipe.ts).
import { z } from 'zod';

/** Why a staff member looks a member up (the category the member reads in Quem Acessou Meus Dados). */
export const CATEGORIAS_MOTIVO = [
  'LIGACAO',
  'CHAT',
  'PRESENCIAL',
  'RECLAMACAO_ANS',
  'OUVIDORIA',
  'SOLICITACAO_INTERNA',
  'DIREITOS_TITULAR',
] as const;
export type CategoriaMotivo = (typeof CATEGORIAS_MOTIVO)[number];

/** Each category as staff pick it and as the member reads it (pt-BR). */
export const ROTULO_CATEGORIA_MOTIVO: Record<CategoriaMotivo, string> = {
  LIGACAO: 'Ligação do beneficiário',
  CHAT: 'Atendimento por chat',
  PRESENCIAL: 'Atendimento presencial',
  RECLAMACAO_ANS: 'Reclamação ou NIP da ANS',
  OUVIDORIA: 'Ouvidoria',
  SOLICITACAO_INTERNA: 'Solicitação interna',
  // The LGPD desk opening or answering the member's own request (decision 0045).
  DIREITOS_TITULAR: 'Pedido do titular sobre seus dados (LGPD)',
};

/** The category's label; a code stored before its label existed shows as is. */
export const rotuloCategoriaMotivo = (categoria: string): string =>
  Object.hasOwn(ROTULO_CATEGORIA_MOTIVO, categoria)
    ? ROTULO_CATEGORIA_MOTIVO[categoria as CategoriaMotivo]
    : categoria;

/** Shortest and longest free text of a reason. */
export const MOTIVO_TEXTO_MIN = 10;
export const MOTIVO_TEXTO_MAX = 500;

export const MENSAGENS_ATENDIMENTO = {
  categoria: 'Escolha o motivo do atendimento.',
  textoCurto: `Descreva o motivo do atendimento com pelo menos ${MOTIVO_TEXTO_MIN} caracteres.`,
  textoLongo: `Descreva o motivo do atendimento em até ${MOTIVO_TEXTO_MAX} caracteres.`,
} as const;

/** A staff member's reason: a category and what happened, in their words. */
export const motivoAtendimentoSchema = z.object({
  categoria: z.enum(CATEGORIAS_MOTIVO, { error: MENSAGENS_ATENDIMENTO.categoria }),
  texto: z
    .string({ error: MENSAGENS_ATENDIMENTO.textoCurto })
    .trim()
    .min(MOTIVO_TEXTO_MIN, { error: MENSAGENS_ATENDIMENTO.textoCurto })
    .max(MOTIVO_TEXTO_MAX, { error: MENSAGENS_ATENDIMENTO.textoLongo }),
});
export type MotivoAtendimento = z.infer<typeof motivoAtendimentoSchema>;
