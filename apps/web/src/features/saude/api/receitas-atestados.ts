// Receitas e Atestados Digitais (spec §7 "Prescriptions"): the picker, one beneficiary's documents, and
// opening one (a PDF: a new window on mobile, a download on desktop — platform/api/download.ts).
import { useQuery } from '@tanstack/react-query';
import { receitasAtestadosCalls } from '@portal/domain/contract/calls/saude/receitas-atestados';
import type { DocumentoClinico } from '@portal/domain/contract/saude/receitas-atestados';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useReceitasBeneficiarios = () => useQuery(endpointQueryOptions(receitasAtestadosCalls.listagem));

export const useReceitasAtestados = (cpf: string) =>
  useQuery({ ...endpointQueryOptions(receitasAtestadosCalls.documentos, { query: { cpf } }), retry: false });

export async function openDocumentoClinico(documento: DocumentoClinico): Promise<void> {
  const file = await downloadEndpoint(receitasAtestadosCalls.documento, { params: { id: documento.id } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `${documento.tipo.toLowerCase()}-${documento.dataEmissao}.pdf`,
  });
}
