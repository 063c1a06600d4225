// GET /api/beneficiarios/segunda-via-cartao/listagem-beneficiarios.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { segundaViaCartaoCalls } from '@portal/domain/contract/calls/meus-dados/segunda-via-cartao';

export const segundaViaListagemQueryOptions = () => endpointQueryOptions(segundaViaCartaoCalls.listagem);

export const useSegundaViaListagem = () => useQuery(segundaViaListagemQueryOptions());
