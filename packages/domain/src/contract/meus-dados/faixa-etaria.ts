// Troca de Faixa Etária (spec §7 "History and tax"): the contract list, then its age-band history.
import { z } from 'zod';
import { TIPO_MENSAGEM } from '../common.js';
import { TELA } from '../../access/permissions.js';
import { defineEndpoint } from '../endpoint.js';
import { codigoPlanoSchema, contratosEndpoint } from './contratos.js';

export const historicoFaixaEtariaQuerySchema = z.object({ codigoPlano: codigoPlanoSchema });

export const trocaFaixaEtariaSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  /** The month the new band's price took effect (yyyy-MM-dd, first day). */
  dataAlteracao: z.string(),
  idade: z.number().int(),
  faixaAnterior: z.string(),
  faixaNova: z.string(),
  valorAnterior: z.number(),
  valorNovo: z.number(),
  /** Percent, two decimals (17.09 = 17,09 %). */
  percentual: z.number(),
});
export type TrocaFaixaEtaria = z.infer<typeof trocaFaixaEtariaSchema>;

export const historicoFaixaEtariaResponseSchema = z.object({
  codigoPlano: z.string(),
  historico: z.array(trocaFaixaEtariaSchema),
  mensagem: z.string().optional(),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type HistoricoFaixaEtariaResponse = z.infer<typeof historicoFaixaEtariaResponseSchema>;

const tags = ['faixa-etaria'];

/** Troca de Faixa Etária (spec §7), behind tela-historico-troca-faixa-etaria. */
export const faixaEtariaEndpoints = {
  contratos: contratosEndpoint(
    '/beneficiarios/faixa-etaria/contratos',
    TELA.faixaEtaria,
    tags,
    'listarContratosFaixaEtaria',
  ),
  historico: defineEndpoint({
    operationId: 'listarTrocasFaixaEtaria',
    method: 'GET',
    path: '/beneficiarios/faixa-etaria/historico',
    access: TELA.faixaEtaria,
    query: historicoFaixaEtariaQuerySchema,
    response: historicoFaixaEtariaResponseSchema,
    summary: 'Histórico de trocas de faixa etária do contrato (?codigoPlano=)',
    description:
      'O histórico de trocas de faixa etária do contrato (codigoPlano na query): por beneficiário, o mês da troca, a idade, a faixa anterior e a nova, e os valores antes e depois.',
    tags,
  }),
};
