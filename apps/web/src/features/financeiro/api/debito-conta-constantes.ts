// GET /api/beneficiarios/debito-conta/constantes: banks with their variation settings (spec §3), the
// allowed due days, the document kinds and the authorization text. They do not change in a session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { debitoContaCalls } from '@portal/domain/contract/calls/financeiro/debito-conta';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const constantesDebitoQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(debitoContaCalls.constantes), staleTime: Infinity });

export const useConstantesDebito = (enabled = true) =>
  useQuery({ ...constantesDebitoQueryOptions(), enabled });
