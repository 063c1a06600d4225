// Demonstrativo de Taxas de Coparticipação (spec §2, §7 "History and tax", issue 13):
//   GET /api/beneficiarios/demonstrativo-coparticipacao/contratos    the plan tabs
//   GET /api/beneficiarios/demonstrativo-coparticipacao?codigoPlano=&mesInicial=&mesFinal=&cpf=
//   GET /api/beneficiarios/demonstrativo-coparticipacao/pdf?…        the same statement as a PDF
// The month-year period is checked on the server with the §5 rule (validateMonthYearPeriod) and its exact
// messages (400). The events are the usage events that carry a co-participation value (one table with the
// usage statement). Money is integer cents. See docs/decisions/0015.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, centavos, cpfDigitsSchema, isoDate, mesDigitado, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { codigoPlanoSchema, contratosEndpoint } from '../meus-dados/contratos.js';
import {
  categoriaUtilizacaoSchema,
  procedimentoSchema,
  TIPOS_UTILIZACAO_CODIGOS,
} from './extrato-utilizacao.js';

const isoMonth = z.string().regex(/^\d{4}-\d{2}$/);

export const coparticipacaoQuerySchema = z.object({
  codigoPlano: codigoPlanoSchema,
  /** 'MM/yyyy', as typed; the server applies the §5 month-year period rule to the pair. */
  mesInicial: mesDigitado,
  mesFinal: mesDigitado,
  /** One beneficiary of the contract; all of them when left out. */
  cpf: cpfDigitsSchema.optional(),
});
export type CoparticipacaoQuery = z.input<typeof coparticipacaoQuerySchema>;

export const beneficiarioResumoSchema = z.object({ nome: z.string(), cpf: z.string() });

export const eventoCoparticipacaoSchema = z.object({
  id: z.string(),
  /** The day of the service (operator calendar). */
  data: isoDate,
  beneficiario: beneficiarioResumoSchema,
  tipo: z.enum(TIPOS_UTILIZACAO_CODIGOS),
  procedimento: procedimentoSchema,
  prestador: z.string(),
  quantidade: z.number().int().positive(),
  valorCentavos: centavos,
});
export type EventoCoparticipacao = z.infer<typeof eventoCoparticipacaoSchema>;

/**
 * The events of one kind, in one month, of a beneficiary whose health data the reader may not see (issue
 * 33): count and amount instead of procedure and provider.
 */
export const eventosAgrupadosSchema = categoriaUtilizacaoSchema
  .omit({ coparticipacaoCentavos: true })
  .extend({ beneficiario: beneficiarioResumoSchema, mes: isoMonth, valorCentavos: centavos });
export type EventosAgrupados = z.infer<typeof eventosAgrupadosSchema>;

export const coparticipacaoResponseSchema = z.object({
  codigoPlano: z.string(),
  plano: z.string(),
  /** The period as read ('yyyy-MM', both months inclusive). */
  periodo: z.object({ inicio: isoMonth, fim: isoMonth }),
  /** The contract's beneficiaries the caller may see: the options of the beneficiary filter. */
  beneficiarios: z.array(beneficiarioResumoSchema),
  /** Oldest first (a statement reads in date order): the caller's own and those they may see clinically. */
  eventos: z.array(eventoCoparticipacaoSchema),
  /**
   * The others' events grouped by month and kind (oldest month first, beneficiaries in the order of
   * `beneficiarios`): amounts are the payer's, procedure and provider their owner's (LGPD art. 11).
   */
  agrupados: z.array(eventosAgrupadosSchema),
  /** Why some events come grouped ('Detalhes clínicos visíveis só para o beneficiário…'); with `agrupados`. */
  aviso: z.string().optional(),
  /** One row per beneficiary with events in the period, in the order of `beneficiarios`. */
  totaisPorBeneficiario: z.array(
    beneficiarioResumoSchema.extend({ quantidadeEventos: z.number().int(), totalCentavos: centavos }),
  ),
  totalCentavos: centavos,
  /** 'Nenhum registro encontrado.' when nothing matched (spec §8). */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type CoparticipacaoResponse = z.infer<typeof coparticipacaoResponseSchema>;

const tags = ['demonstrativo-coparticipacao'];
const BASE = '/beneficiarios/demonstrativo-coparticipacao';

/**
 * Behind tela-demonstrativo-taxa-coparticipacao (app access allowed). A contract or cpf outside the
 * caller's family is a 404. Every call is audited and counts as a use of the resource 'COPARTICIPACAO'.
 */
export const demonstrativoCoparticipacaoEndpoints = {
  contratos: contratosEndpoint(
    `${BASE}/contratos`,
    TELA.demonstrativoCoparticipacao,
    tags,
    'listarContratosCoparticipacao',
  ),
  listagem: defineEndpoint({
    operationId: 'listarCoparticipacoes',
    method: 'GET',
    path: BASE,
    access: TELA.demonstrativoCoparticipacao,
    uso: 'COPARTICIPACAO',
    query: coparticipacaoQuerySchema,
    response: coparticipacaoResponseSchema,
    summary: 'Eventos com coparticipação do contrato no período (MM/yyyy), com totais por beneficiário',
    description:
      'Os eventos com coparticipação do contrato no período de meses (MM/aaaa), com os totais por beneficiário; valores em centavos. O período segue a regra de período de meses do portal (400 com a mensagem do campo).',
    tags,
  }),
  pdf: defineEndpoint({
    operationId: 'baixarDemonstrativoCoparticipacao',
    method: 'GET',
    path: `${BASE}/pdf`,
    access: TELA.demonstrativoCoparticipacao,
    uso: 'COPARTICIPACAO',
    query: coparticipacaoQuerySchema,
    response: ARQUIVO_PDF,
    summary: 'Demonstrativo de coparticipação do período (PDF), com os mesmos filtros da listagem',
    description:
      'O demonstrativo de coparticipação do período em PDF, com os mesmos filtros e regras da listagem.',
    tags,
  }),
};
