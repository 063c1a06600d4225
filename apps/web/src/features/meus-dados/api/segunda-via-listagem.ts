// GET /api/beneficiarios/segunda-via-cartao/listagem-beneficiarios.
import { useQuery } from '@tanstack/react-query';
import { segundaViaCartaoEndpoints } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const segundaViaListagemQueryOptions = () => endpointQueryOptions(segundaViaCartaoEndpoints.listagem);

export const useSegundaViaListagem = () => useQuery(segundaViaListagemQueryOptions());
