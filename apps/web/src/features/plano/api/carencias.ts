// Minhas carências (issue 41, decision 0048): the picker and the chosen beneficiary's waiting periods (no retry:
// a 403 or 404 is an answer, not a glitch).
import { useQuery } from '@tanstack/react-query';
import { carenciasCalls } from '@portal/domain/contract/calls/plano/carencias';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useCarenciasBeneficiarios = () => useQuery(endpointQueryOptions(carenciasCalls.listagem));

export const useCarencias = (cpf: string) =>
  useQuery({ ...endpointQueryOptions(carenciasCalls.carencias, { query: { cpf } }), retry: false });
