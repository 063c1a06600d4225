// GET /api/beneficiarios/meus-dados/listagem-beneficiarios (spec §7).
import { useQuery } from '@tanstack/react-query';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const dadosPessoaisListagemQueryOptions = () => endpointQueryOptions(dadosPessoaisEndpoints.listagem);

export const useDadosPessoaisListagem = () => useQuery(dadosPessoaisListagemQueryOptions());
