// GET /api/beneficiarios/carta-portabilidade/listagem-beneficiarios.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { cartaPortabilidadeCalls } from '@portal/domain/contract/calls/meus-dados/carta-portabilidade';

export const cartaPortabilidadeListagemQueryOptions = () =>
  endpointQueryOptions(cartaPortabilidadeCalls.listagem);

export const useCartaPortabilidadeListagem = () => useQuery(cartaPortabilidadeListagemQueryOptions());
