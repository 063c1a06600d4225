// GET /api/beneficiarios/situacao-financeira/titulos: open bills (with Pix and boleto updated to today)
// and the paid or negotiated ones of the last 12 months. The home card reads the same query.
import { useQuery } from '@tanstack/react-query';
import { situacaoFinanceiraCalls } from '@portal/domain/contract/calls/financeiro/situacao-financeira';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const titulosQueryOptions = () => endpointQueryOptions(situacaoFinanceiraCalls.titulos);

export const useTitulos = () => useQuery(titulosQueryOptions());
