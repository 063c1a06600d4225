// Resultado de Exames (spec §7 "Exam results"): the picker, the results of a period, and the download of
// the chosen ones — one PDF for one key, a ZIP for several (the server streams it). Reading one result on
// screen (issue 37) fetches its PDF through that same download call: the same privacy check, audit row and
// resource use as saving it, and nothing else reads a report.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resultadoExamesCalls } from '@portal/domain/contract/calls/saude/resultado-exames';
import { downloadBlob } from '../../../platform/api/download';
import type { DownloadedFile } from '../../../platform/api/api-client';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useResultadoExamesBeneficiarios = () =>
  useQuery(endpointQueryOptions(resultadoExamesCalls.listagem));

export interface FiltroResultados {
  cpf: string;
  /** 'dd/MM/yyyy'; both absent: the server's default period (the one holding the latest results). */
  dataRealizacaoInicial?: string;
  dataRealizacaoFinal?: string;
}

export const useResultadosExames = (filtro: FiltroResultados) =>
  useQuery({
    ...endpointQueryOptions(resultadoExamesCalls.resultados, { query: filtro }),
    retry: false,
    // A new period keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export async function downloadResultados(cpf: string, chaves: readonly string[]): Promise<void> {
  const file = await downloadEndpoint(resultadoExamesCalls.download, { body: { cpf, chaves: [...chaves] } });
  salvarResultado(file, chaves.length === 1 ? 'resultado-de-exame.pdf' : 'resultados-de-exames.zip');
}

/** Saves a file already received (one result's PDF the viewer shows): spec §7, as every download. */
export function salvarResultado(file: DownloadedFile, nomePadrao = 'resultado-de-exame.pdf'): void {
  downloadBlob(file.blob, { contentType: file.contentType, fileName: file.fileName ?? nomePadrao });
}

/**
 * One result's PDF for the viewer, while it is open: the viewer shows its own progress (no page-wide
 * loader over the dialog), and the report leaves the cache once the viewer closes.
 */
export const useResultadoPdf = (cpf: string, chave: string | null) =>
  useQuery({
    queryKey: [resultadoExamesCalls.download.path, 'visualizar', cpf, chave],
    queryFn: ({ signal }) =>
      downloadEndpoint(resultadoExamesCalls.download, {
        body: { cpf, chaves: [chave!] },
        background: true,
        signal,
      }),
    enabled: chave !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
