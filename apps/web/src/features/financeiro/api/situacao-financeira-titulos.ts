// GET /api/beneficiarios/situacao-financeira/titulos: open bills (with Pix and boleto updated to today)
// and the paid or negotiated ones of the last 12 months. The home card reads the same query.
import { useQuery } from '@tanstack/react-query';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const titulosQueryOptions = () => endpointQueryOptions(situacaoFinanceiraEndpoints.titulos);

export const useTitulos = () => useQuery(titulosQueryOptions());
