// GET /api/beneficiarios/debito-conta: the family group's direct debit (inactive, requested, active).
import { useQuery } from '@tanstack/react-query';
import { debitoContaCalls } from '@portal/domain/contract/calls/financeiro/debito-conta';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const debitoContaQueryOptions = () => endpointQueryOptions(debitoContaCalls.situacao);

export const useDebitoConta = () => useQuery(debitoContaQueryOptions());
