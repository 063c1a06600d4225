// GET /api/beneficiarios/acessos-aos-meus-dados (issue 17; paged and filtered by who since issue 37): who
// accessed the member's own data in a period, a page at a time — each next page asked after the last access
// shown (`proxima`), so the pages hold together however many accesses are written meanwhile.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { acessosDadosCalls } from '@portal/domain/contract/calls/meus-dados/acessos-dados';
import { callEndpoint, endpointKey } from '../../../platform/api/endpoint-client';
import { readyAnswerOf } from '../../../platform/api/endpoint-query';

export interface FiltroAcessos {
  /** 'yyyy-MM-dd'. */
  inicio: string;
  fim: string;
  /** One actor's accesses only ('Carlos (contratante)'); undefined for everyone. */
  quem?: string | undefined;
}

export const useAcessosDados = (filtro: FiltroAcessos) =>
  useInfiniteQuery({
    queryKey: endpointKey(acessosDadosCalls.lista, { query: filtro }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(acessosDadosCalls.lista, {
        query: { ...filtro, ...(pageParam ? { apos: pageParam } : {}) },
        signal,
      }),
    // The first page the page's script asked for the default period (route-first-calls.ts), when it is here:
    // the list is in the screen's first render (issue 37).
    initialData: () => {
      const primeira = readyAnswerOf(acessosDadosCalls.lista, { query: filtro });
      return primeira && { pages: [primeira], pageParams: [0] };
    },
    initialPageParam: 0,
    getNextPageParam: (ultima) => ultima.proxima ?? undefined,
    retry: false,
    // A new period or actor keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
