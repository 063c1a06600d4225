// The operator ERP's prescriptions and medical certificates (issue 19, decision 0024 §11), each with its PDF
// signed by the doctor, into the table Receitas e Atestados Digitais reads (decision 0020). Keyed by the
// ERP's `idErp`; the member by the membership's `beneficiarioIdErp` (the document is that person's). The PDF
// travels as base64 inside the record, as the exam report does (saude.ts): a batch carrying PDFs holds a few.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { TIPOS_DOCUMENTO_CLINICO_CODIGOS } from '../saude/receitas-atestados.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';
import { medicoErpSchema, pdfBase64Schema } from './saude.js';

/**
 * A prescription (RECEITA, with the last day it can be dispensed: `validade`, required, not before the
 * issue day) or a certificate (ATESTADO, no validity). `documentoPdfBase64` is required when the document is
 * new; left out on an update it keeps the stored file.
 */
export const documentoClinicoErpSchema = z
  .object({
    idErp: idErpSchema,
    beneficiarioIdErp: idErpSchema,
    tipo: z.enum(TIPOS_DOCUMENTO_CLINICO_CODIGOS),
    /** 'Receita de controle especial', 'Atestado de comparecimento'… */
    titulo: texto(200),
    dataEmissao: isoDate,
    medico: medicoErpSchema,
    validade: isoDate.nullish(),
    documentoPdfBase64: pdfBase64Schema.nullish(),
  })
  .strict();
export type DocumentoClinicoErp = z.infer<typeof documentoClinicoErpSchema>;

export const loteDocumentosClinicosSchema = z
  .object({ documentosClinicos: z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO) })
  .strict();

export const integracaoDocumentosClinicosEndpoints = {
  documentosClinicos: defineEndpoint({
    operationId: 'gravarDocumentosClinicos',
    method: 'PUT',
    path: '/documentos-clinicos',
    access: integracaoAccess('saude:escrita'),
    body: loteDocumentosClinicosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} receitas e atestados digitais pelo idErp, com o PDF assinado (obrigatório na inclusão); cada registro tem o seu resultado. Receita exige validade; atestado não tem. PDFs vão em base64 no próprio registro (até 2 MB cada) e o corpo tem até 5 MB: lotes com PDF levam poucos registros.`,
    summary: 'Inclui ou atualiza receitas e atestados digitais',
    tags: ['saude'],
  }),
};
