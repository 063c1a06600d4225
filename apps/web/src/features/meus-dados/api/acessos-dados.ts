// GET /api/beneficiarios/acessos-aos-meus-dados (issue 17): who accessed the member's own data in a period.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { acessosDadosCalls } from '@portal/domain/contract/calls/meus-dados/acessos-dados';
import { endpointQueryOptions } from '../../../platform/api/endpoint-client';

export interface FiltroAcessos {
  /** 'yyyy-MM-dd'. */
  inicio: string;
  fim: string;
}

export const useAcessosDados = (filtro: FiltroAcessos) =>
  useQuery({
    ...endpointQueryOptions(acessosDadosCalls.lista, { query: filtro }),
    retry: false,
    // A new period keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
