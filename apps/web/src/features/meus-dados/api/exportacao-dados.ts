// Meus dados em um arquivo (docs/decisions/0022):
//   GET  /api/beneficiarios/meus-dados-em-arquivo/listagem-beneficiarios   whom the member may export
//   POST /api/beneficiarios/meus-dados-em-arquivo/{cpf}?formato=json|pdf  the file, saved by the download
//                                                                         rules (PDF in a new window on mobile)
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormatoExportacao } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { exportacaoDadosCalls } from '@portal/domain/contract/calls/meus-dados/exportacao-dados';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useExportacaoListagem = () => useQuery(endpointQueryOptions(exportacaoDadosCalls.listagem));

export async function downloadExportacao(cpf: string, formato: FormatoExportacao): Promise<void> {
  const file = await downloadEndpoint(exportacaoDadosCalls.arquivo, { params: { cpf }, query: { formato } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `meus-dados.${formato}`,
  });
}

export const useDownloadExportacao = () =>
  useMutation({
    mutationFn: ({ cpf, formato }: { cpf: string; formato: FormatoExportacao }) =>
      downloadExportacao(cpf, formato),
  });
