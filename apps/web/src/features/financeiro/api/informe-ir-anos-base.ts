// GET /api/beneficiarios/anos-base?sort=desc: the base years, newest first, each saying whether its
// income-tax statement is ready (spec §2: only those offer the download).
import { useQuery } from '@tanstack/react-query';
import { informeIrCalls } from '@portal/domain/contract/calls/financeiro/informe-ir';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const anosBaseQueryOptions = () =>
  endpointQueryOptions(informeIrCalls.anosBase, { query: { sort: 'desc' } });

export const useAnosBase = () => useQuery(anosBaseQueryOptions());
