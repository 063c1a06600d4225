// GET /api/beneficiarios/segunda-via-cartao/listagem-beneficiarios.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../lib/endpoint-client';
import { segundaViaCartaoCalls } from '@portal/domain/contract/calls';

export const segundaViaListagemQueryOptions = () => endpointQueryOptions(segundaViaCartaoCalls.listagem);

export const useSegundaViaListagem = () => useQuery(segundaViaListagemQueryOptions());
