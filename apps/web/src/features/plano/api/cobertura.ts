// "Meu plano cobre?" and the reimbursement preview (issue 41, decision 0049): the pickers and the two reads,
// asked only once the member has typed a procedure (no retry: a 403 or 404 is an answer, not a glitch).
import { useQuery } from '@tanstack/react-query';
import { coberturaCalls } from '@portal/domain/contract/calls/plano/cobertura';
import type { CoberturaQuery, PreviaReembolsoQuery } from '@portal/domain/contract/plano/cobertura';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useCoberturaBeneficiarios = () => useQuery(endpointQueryOptions(coberturaCalls.listagem));

export const usePreviaBeneficiarios = () => useQuery(endpointQueryOptions(coberturaCalls.listagemPrevia));

export const useCobertura = (query: CoberturaQuery | null) =>
  useQuery({
    ...endpointQueryOptions(coberturaCalls.cobertura, { query: query ?? { cpf: '' } }),
    enabled: query !== null,
    retry: false,
  });

export const usePreviaReembolso = (query: PreviaReembolsoQuery | null) =>
  useQuery({
    ...endpointQueryOptions(coberturaCalls.previa, { query: query ?? { cpf: '', valorPagoCentavos: 0 } }),
    enabled: query !== null,
    retry: false,
  });
