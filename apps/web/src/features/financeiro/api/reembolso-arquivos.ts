// GET /arquivos?protocolo&dataReembolso (the files of one request, read when the member opens them) and
// GET /arquivos/download?path&nome (one file; path is the file's opaque id from that list).
import { useQuery } from '@tanstack/react-query';
import type { ArquivoReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useArquivosReembolso = (protocolo: string, dataReembolso: string) =>
  useQuery(endpointQueryOptions(reembolsoCalls.arquivos, { query: { protocolo, dataReembolso } }));

export async function downloadArquivoReembolso(arquivo: Pick<ArquivoReembolso, 'path' | 'nome'>) {
  const file = await downloadEndpoint(reembolsoCalls.download, {
    query: { path: arquivo.path, nome: arquivo.nome },
  });
  downloadBlob(file.blob, { contentType: file.contentType, fileName: file.fileName ?? arquivo.nome });
}
