// Resultado de Exames (spec §7 "Exam results"): the picker, the results of a period, and the download of
// the chosen ones — one PDF for one key, a ZIP for several (the server streams it).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resultadoExamesCalls } from '@portal/domain/contract/calls/saude/resultado-exames';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint, endpointQueryOptions } from '../../../platform/api/endpoint-client';

export const useResultadoExamesBeneficiarios = () =>
  useQuery(endpointQueryOptions(resultadoExamesCalls.listagem));

export interface FiltroResultados {
  cpf: string;
  /** 'dd/MM/yyyy'. */
  dataRealizacaoInicial: string;
  dataRealizacaoFinal: string;
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
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? (chaves.length === 1 ? 'resultado-de-exame.pdf' : 'resultados-de-exames.zip'),
  });
}
