// Spec §7 "Card, portability and personal data" (card reissue) and §3 "Card second copy":
// GET /api/beneficiarios/segunda-via-cartao/listagem-beneficiarios, /listagem-carteiras/{cpf}, /constantes;
// POST /api/beneficiarios/segunda-via-cartao/solicitar/{cpf} with carteiras, tipoMotivo, endereco.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { MESSAGES } from '../../messages.js';
import { defineEndpoint } from '../endpoint.js';
import { carteiraSchema, listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { cpfParamsSchema } from './dados-pessoais.js';
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

/**
 * A request's stored status (segunda_via_solicitacoes.situacao): SOLICITADO while the operator has not
 * answered (its cards cannot be asked for again), then EMITIDO (the new card was issued) or INDEFERIDO
 * (refused, with the reason the member reads in Protocolos). Set by the operator's system (issue 19,
 * TRANSICOES_SEGUNDA_VIA).
 */
export const SITUACOES_SEGUNDA_VIA = ['SOLICITADO', 'EMITIDO', 'INDEFERIDO'] as const;
export type SituacaoSegundaVia = (typeof SITUACOES_SEGUNDA_VIA)[number];

/** GET /constantes */
export const constantesSegundaViaSchema = z.object({
  motivos: z.array(z.object({ valor: z.string(), nome: z.string() })),
});
export type ConstantesSegundaVia = z.infer<typeof constantesSegundaViaSchema>;
export const CONSTANTES_SEGUNDA_VIA: ConstantesSegundaVia = { motivos: [...MOTIVOS_SEGUNDA_VIA] };

/** GET /listagem-carteiras/{cpf}: the person's cards and the address on file (the "current" one). */
export const carteiraSegundaViaSchema = carteiraSchema.extend({ via: z.number() });
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

const tags = ['segunda-via-cartao'];
const BASE = '/beneficiarios/segunda-via-cartao';

/** 2ª via de cartão (spec §7), behind tela-segunda-via-cartao. */
export const segundaViaCartaoEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    TELA.segundaViaCartao,
    tags,
    'Beneficiários com cartão de contrato ativo',
    'listarBeneficiariosSegundaViaCartao',
    'Aqui: quem tem cartão de contrato ativo.',
  ),
  carteiras: defineEndpoint({
    operationId: 'listarCarteirasSegundaVia',
    method: 'GET',
    path: `${BASE}/listagem-carteiras/:cpf`,
    access: TELA.segundaViaCartao,
    params: cpfParamsSchema,
    response: listagemCarteirasSchema,
    summary: 'Cartões do beneficiário e endereço cadastrado',
    description: 'Os cartões do beneficiário e o endereço cadastrado, para onde a 2ª via vai.',
    tags,
  }),
  constantes: defineEndpoint({
    operationId: 'obterConstantesSegundaVia',
    method: 'GET',
    path: `${BASE}/constantes`,
    access: TELA.segundaViaCartao,
    response: constantesSegundaViaSchema,
    summary: 'Motivos da 2ª via',
    description: 'Os motivos do pedido de 2ª via do cartão.',
    tags,
  }),
  solicitar: defineEndpoint({
    operationId: 'solicitarSegundaViaCartao',
    method: 'POST',
    path: `${BASE}/solicitar/:cpf`,
    access: TELA.segundaViaCartao,
    params: cpfParamsSchema,
    body: solicitarSegundaViaSchema,
    response: segundaViaSolicitadaSchema,
    status: 201,
    summary: 'Solicita a 2ª via dos cartões (protocolo na resposta)',
    description:
      'Pede a 2ª via dos cartões escolhidos do beneficiário, com o motivo e o endereço de entrega. Responde 201 com o protocolo; a operadora emite ou indefere depois.',
    tags,
  }),
};
