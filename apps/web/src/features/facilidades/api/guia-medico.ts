// Guia Médico (issue 40, decision 0046): the network's public calls (products, suggestions, the search, a
// provider, the changes) and the signed-in member's two (their plans, the home's notices). The network
// changes slowly: its answers stay fresh for minutes, so going back to the results never asks again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { guiaMedicoCalls } from '@portal/domain/contract/calls/facilidades/guia-medico';
import type { BuscaRedeQuery } from '@portal/domain/contract/facilidades/guia-medico';
import type { RequestOptions } from '../../../platform/api/api-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

const FRESCA_MS = 5 * 60_000;

export const useProdutosRede = (enabled: boolean) =>
  useQuery({ ...endpointQueryOptions(guiaMedicoCalls.produtos), staleTime: FRESCA_MS, enabled });

export const useMeusPlanosRede = (enabled: boolean) =>
  useQuery({ ...endpointQueryOptions(guiaMedicoCalls.meusPlanos), staleTime: FRESCA_MS, enabled });

/** Catalogue suggestions for what the member typed (2 characters at least); the last list stays meanwhile. */
export const useSugestoesServicos = (termo: string) =>
  useQuery({
    ...endpointQueryOptions(guiaMedicoCalls.sugestoes, { query: { termo }, background: true }),
    enabled: termo.length >= 2,
    staleTime: FRESCA_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The search; none until the member has a product and asked (`busca` null). */
export const useBuscaRede = (busca: BuscaRedeQuery | null) =>
  useQuery({
    ...endpointQueryOptions(guiaMedicoCalls.busca, { query: busca ?? { produto: '' } }),
    enabled: busca !== null,
    staleTime: FRESCA_MS,
    retry: false,
  });

export const usePrestadorRede = (id: number) =>
  useQuery({
    ...endpointQueryOptions(guiaMedicoCalls.prestador, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: FRESCA_MS,
    retry: false,
  });

export const useAlteracoesRede = (produto: string | undefined) =>
  useQuery({
    ...endpointQueryOptions(guiaMedicoCalls.alteracoes, { query: produto ? { produto } : {} }),
    staleTime: FRESCA_MS,
  });

/** The home's notices: in the background, failing inside its card only. */
export const avisosRedeQueryOptions = (options?: Pick<RequestOptions, 'background' | 'ignoreRedirect'>) =>
  endpointQueryOptions(guiaMedicoCalls.avisos, options);
