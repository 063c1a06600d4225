// Resultado de Exames (spec §2 "Exam results: filter by period, select items and download", §3 "Exam
// result request", §7 "Exam results", issue 15), behind tela-resultado-de-exames:
//   GET  /v2/beneficiarios/resultado-de-exames/listagem-beneficiarios          the picker (envelope)
//   GET  /beneficiarios/resultado-de-exames?cpf[&dataRealizacaoInicial&dataRealizacaoFinal]
//        without a period the server chooses the one holding the latest results (issue 37, the rule in
//        apps/server/src/modules/saude/resultado-exames.service.ts), and every answer says how many
//        results lie outside its period and the period that would hold them all
//   POST /beneficiarios/resultado-de-exames/download  { cpf, chaves }         one PDF for one key, a ZIP
//                                                                               (streamed) for several
// The period is checked with the §5 date-period rule (validateDatePeriod) as the usage statement does.
// A key of another beneficiary or family is 404 — the whole call, nothing delivered. See decision 0020.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfDigitsSchema, dataDigitada, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosSchema } from '../listagem-beneficiarios.js';

/**
 * Months of the period shown when none was chosen (issue 37): this month and the eleven before it, widened
 * back to the month of the most recent result when that year had none (the rule: resultado-exames.service.ts).
 */
export const MESES_RESULTADOS_PADRAO = 12;

/** At most this many results in one download (one ZIP). */
export const MAXIMO_RESULTADOS_DOWNLOAD = 50;

export const resultadosExamesQuerySchema = z.object({
  cpf: cpfDigitsSchema,
  /**
   * 'dd/MM/yyyy' as typed in the picker; the server applies the §5 date-period rule to both. Both absent:
   * the period holding the beneficiary's latest results (issue 37).
   */
  dataRealizacaoInicial: dataDigitada.optional(),
  dataRealizacaoFinal: dataDigitada.optional(),
});

/** Spec §4 badges of a result: ready to download, or the exam was done and the report is not out yet. */
export const SITUACOES_RESULTADO = ['DISPONIVEL', 'INDISPONIVEL'] as const;

export const resultadoExameSchema = z.object({
  /** Opaque key of the result (spec §3 chaves): what the download sends. */
  chave: z.string(),
  /** TUSS code of the exam (spec §3 codigoItem). */
  codigoItem: z.string(),
  exame: z.string(),
  dataRealizacao: isoDate,
  laboratorio: z.string(),
  medicoSolicitante: z.string().nullable(),
  situacao: z.enum(SITUACOES_RESULTADO),
});
export type ResultadoExame = z.infer<typeof resultadoExameSchema>;

export const resultadosExamesSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  periodo: z.object({ inicio: isoDate, fim: isoDate }),
  /** Newest first. */
  resultados: z.array(resultadoExameSchema),
  /** How many of the beneficiary's results were done outside `periodo` (issue 37: none look missing). */
  foraDoPeriodo: z.number().int().nonnegative(),
  /**
   * The period that holds every result the picker can reach (from the oldest, at most 5 years back, to
   * today): what "see them all" asks for. Null when the beneficiary has no result.
   */
  periodoTodos: z.object({ inicio: isoDate, fim: isoDate }).nullable(),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type ResultadosExames = z.infer<typeof resultadosExamesSchema>;

export const downloadResultadosBodySchema = z.object({
  cpf: cpfDigitsSchema,
  chaves: z.array(z.string().min(1).max(64)).min(1).max(MAXIMO_RESULTADOS_DOWNLOAD),
});
export type DownloadResultadosBody = z.infer<typeof downloadResultadosBodySchema>;

const tags = ['resultado-de-exames'];
const BASE = '/beneficiarios/resultado-de-exames';
const access = TELA.resultadoExames;

export const resultadoExamesEndpoints = {
  listagem: defineEndpoint({
    operationId: 'listarBeneficiariosResultadoExames',
    method: 'GET',
    path: `/v2${BASE}/listagem-beneficiarios`,
    access,
    envelope: true,
    response: listagemBeneficiariosSchema,
    summary: 'Beneficiários cujos resultados de exames o usuário pode ver',
    description:
      'O seletor de beneficiário da tela: as pessoas do grupo familiar cujos resultados de exames o usuário pode ver. Quem o usuário não pode ver aqui (dados de saúde de outra pessoa sem autorização dela) vem em ocultos, com o motivo. Responde no envelope { dados, erro }.',
    tags,
  }),
  resultados: defineEndpoint({
    operationId: 'listarResultadosExames',
    method: 'GET',
    path: BASE,
    access,
    query: resultadosExamesQuerySchema,
    response: resultadosExamesSchema,
    summary: 'Resultados de exames do beneficiário realizados no período',
    description:
      'Os resultados de exames do beneficiário realizados no período (dataRealizacaoInicial e dataRealizacaoFinal), com a regra de período de datas do portal (400 com a mensagem do campo). Sem período, os últimos 12 meses até hoje, recuados até o mês do resultado mais recente quando não houve exame nesses 12 meses. A resposta diz quantos resultados ficaram fora do período (foraDoPeriodo) e o período que contém todos (periodoTodos).',
    tags,
  }),
  download: defineEndpoint({
    operationId: 'baixarResultadosExames',
    method: 'POST',
    path: `${BASE}/download`,
    access,
    uso: 'EXAME',
    body: downloadResultadosBodySchema,
    response: { file: ['application/pdf', 'application/zip'] },
    summary: 'Baixa os resultados escolhidos: um PDF para uma chave, um ZIP para várias',
    description:
      'Os resultados escolhidos (chaves): um PDF para uma chave, um ZIP para várias. Uma chave de outro beneficiário ou família recusa a chamada inteira (404): nada é entregue.',
    tags,
  }),
};
