// GET /api/beneficiarios/carta-portabilidade/listagem-beneficiarios.
import { useQuery } from '@tanstack/react-query';
import { cartaPortabilidadeEndpoints } from '@portal/domain/contract/meus-dados/carta-portabilidade';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const cartaPortabilidadeListagemQueryOptions = () =>
  endpointQueryOptions(cartaPortabilidadeEndpoints.listagem);

export const useCartaPortabilidadeListagem = () => useQuery(cartaPortabilidadeListagemQueryOptions());
