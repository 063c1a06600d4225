// GET /api/beneficiarios/debito-conta: the family group's direct debit (inactive, requested, active).
import { useQuery } from '@tanstack/react-query';
import { debitoContaEndpoints } from '@portal/domain/contract/financeiro/debito-conta';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const debitoContaQueryOptions = () => endpointQueryOptions(debitoContaEndpoints.situacao);

export const useDebitoConta = () => useQuery(debitoContaQueryOptions());
