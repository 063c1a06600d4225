// The operator ERP's health records (issue 19, decision 0024 §10): guides (autorizações) with their
// procedures and denial letter, and exam results with their report, into the tables Autorizações and
// Resultado de Exames read (decision 0020). A guide is keyed by its TISS number (`idGuia`, the ERP's own
// identifier the member's screens show), an exam result by the ERP's `idErp`; the member by the
// membership's `beneficiarioIdErp`. PDFs travel as base64 inside the batch: the area's body limit is 5 MB,
// so a batch carrying PDFs holds a few records, not a thousand.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  CARATERES_ATENDIMENTO,
  SITUACOES_AUTORIZACAO_CODIGOS,
  TIPOS_GUIA_CODIGOS,
} from '../saude/autorizacoes.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';

/** The largest PDF a record may carry, decoded (a denial letter, an exam report). */
export const INTEGRACAO_PDF_MAXIMO_BYTES = 2 * 1024 * 1024;

/**
 * A PDF in base64 (RFC 4648, no line breaks). Its size and its bytes are judged per record by the server
 * (more than 2 MB, or not really a PDF, is that record's error); the string is bounded here only so a
 * wildly larger one is refused by its shape.
 */
export const pdfBase64Schema = z
  .string()
  .max(Math.ceil((INTEGRACAO_PDF_MAXIMO_BYTES * 2) / 3) * 4)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);

/** A TUSS procedure code (8 digits). */
export const tuss = z.string().regex(/^\d{8}$/);
const quantidade = z.number().int().min(0).max(9999);

export const procedimentoGuiaErpSchema = z
  .object({
    codigoTuss: tuss,
    descricao: texto(300),
    quantidadeSolicitada: quantidade.min(1),
    /** 0 while pending and when denied; never above the requested quantity. */
    quantidadeAutorizada: quantidade,
  })
  .strict();

/** The doctor of a guide, a prescription or a certificate: name, CRM number and its UF. */
export const medicoErpSchema = z
  .object({
    nome: texto(120),
    crm: z.string().regex(/^\d{1,10}$/),
    uf: z.string().regex(/^[A-Z]{2}$/),
  })
  .strict();

/** A guide as the ERP holds it; `negativa` (RN 623: reason and legal ground in writing) only when NEGADA. */
export const guiaErpSchema = z
  .object({
    idGuia: z.string().regex(/^\d{1,20}$/),
    beneficiarioIdErp: idErpSchema,
    tipo: z.enum(TIPOS_GUIA_CODIGOS),
    carater: z.enum(CARATERES_ATENDIMENTO),
    status: z.enum(SITUACOES_AUTORIZACAO_CODIGOS),
    dataSolicitacao: isoDate,
    /** The day it was authorised or denied: required unless PENDENTE, refused while PENDENTE. */
    dataDecisao: isoDate.nullish(),
    validade: isoDate.nullish(),
    /** RN 623 answer deadline of a pending guide. */
    prazoResposta: isoDate.nullish(),
    senha: z
      .string()
      .regex(/^[\w-]{1,20}$/)
      .nullish(),
    altaComplexidade: z.boolean().default(false),
    prestador: texto(200),
    medico: medicoErpSchema,
    observacao: texto(1000).nullish(),
    procedimentos: z.array(procedimentoGuiaErpSchema).min(1).max(50),
    negativa: z
      .object({ motivo: texto(2000), fundamento: texto(1000) })
      .strict()
      .nullish(),
    /** The operator's own denial letter; without it the portal renders one from `negativa`. */
    cartaNegativaPdfBase64: pdfBase64Schema.nullish(),
    /** The member's authorisation request (Solicitar Autorização) this guide answers. */
    protocolo: z
      .string()
      .regex(/^\d{16,20}$/)
      .nullish(),
  })
  .strict();
export type GuiaErp = z.infer<typeof guiaErpSchema>;

export const SITUACOES_RESULTADO_EXAME = ['DISPONIVEL', 'INDISPONIVEL'] as const;

/** An exam result: DISPONIVEL needs its report (`laudoPdfBase64`) unless the one stored is kept. */
export const resultadoExameErpSchema = z
  .object({
    idErp: idErpSchema,
    beneficiarioIdErp: idErpSchema,
    exame: texto(200),
    codigoTuss: tuss,
    dataRealizacao: isoDate,
    laboratorio: texto(200),
    medicoSolicitante: texto(120).nullish(),
    situacao: z.enum(SITUACOES_RESULTADO_EXAME),
    laudoPdfBase64: pdfBase64Schema.nullish(),
  })
  .strict();
export type ResultadoExameErp = z.infer<typeof resultadoExameErpSchema>;

const registros = z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO);
export const loteAutorizacoesSchema = z.object({ autorizacoes: registros }).strict();
export const loteResultadosExameSchema = z.object({ resultadosExame: registros }).strict();

const tags = ['saude'];
const access = integracaoAccess('saude:escrita');
const PDFS =
  'PDFs vão em base64 no próprio registro (até 2 MB cada) e o corpo tem até 5 MB: lotes com PDF levam poucos registros.';

export const integracaoSaudeEndpoints = {
  autorizacoes: defineEndpoint({
    operationId: 'gravarAutorizacoes',
    method: 'PUT',
    path: '/autorizacoes',
    access,
    body: loteAutorizacoesSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} guias (autorizações) pelo idGuia; cada registro tem o seu resultado. Uma guia com protocolo responde à solicitação de autorização do beneficiário. ${PDFS}`,
    summary: 'Inclui ou atualiza guias (autorizações)',
    tags,
  }),
  resultadosExame: defineEndpoint({
    operationId: 'gravarResultadosExame',
    method: 'PUT',
    path: '/resultados-exame',
    access,
    body: loteResultadosExameSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} resultados de exame pelo idErp, com o laudo em PDF; cada registro tem o seu resultado. ${PDFS}`,
    summary: 'Inclui ou atualiza resultados de exame',
    tags,
  }),
};
