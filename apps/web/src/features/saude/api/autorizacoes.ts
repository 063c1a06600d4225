// Autorizações (spec §7 "Authorizations"): the picker, the guides of a beneficiary filtered by status, one
// guide's detail (/v2, envelope), the cities and providers where an authorised procedure can be done, and
// the denial letter.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { autorizacoesCalls } from '@portal/domain/contract/calls/saude/autorizacoes';
import type { SituacaoAutorizacao } from '@portal/domain/contract/saude/autorizacoes';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useAutorizacoesBeneficiarios = () => useQuery(endpointQueryOptions(autorizacoesCalls.listagem));

export const useAutorizacoes = (cpf: string, status: readonly SituacaoAutorizacao[]) =>
  useQuery({
    ...endpointQueryOptions(autorizacoesCalls.autorizacoes, { query: { cpf, status: [...status] } }),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useDetalheAutorizacao = (idGuia: string, carteira: string) =>
  useQuery({
    ...endpointQueryOptions(autorizacoesCalls.detalhe, { params: { idGuia }, query: { carteira } }),
    retry: false,
  });

export const useCidadesAutorizacao = (idGuia: string, codigoProcedimento: string) =>
  useQuery({
    ...endpointQueryOptions(autorizacoesCalls.cidades, { params: { idGuia }, query: { codigoProcedimento } }),
    retry: false,
  });

export const usePrestadoresAutorizacao = (idGuia: string, codigoProcedimento: string, codigoCidade: string) =>
  useQuery({
    ...endpointQueryOptions(autorizacoesCalls.prestadores, {
      params: { idGuia },
      query: { codigoProcedimento, codigoCidade },
    }),
    retry: false,
  });

export async function downloadNegativa(idGuia: string): Promise<void> {
  const file = await downloadEndpoint(autorizacoesCalls.negativa, { params: { idGuia } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `negativa-guia-${idGuia}.pdf`,
  });
}
