// GET /api/beneficiarios/solicitacao-reembolso/listagem-beneficiarios: the beneficiary picker.
import { useQuery } from '@tanstack/react-query';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const reembolsoListagemQueryOptions = () => endpointQueryOptions(reembolsoCalls.listagem);

export const useReembolsoListagem = () => useQuery(reembolsoListagemQueryOptions());
