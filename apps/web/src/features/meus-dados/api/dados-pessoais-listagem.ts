// GET /api/beneficiarios/meus-dados/listagem-beneficiarios (spec §7).
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { dadosPessoaisCalls } from '@portal/domain/contract/calls/meus-dados/dados-pessoais';

export const dadosPessoaisListagemQueryOptions = () => endpointQueryOptions(dadosPessoaisCalls.listagem);

export const useDadosPessoaisListagem = () => useQuery(dadosPessoaisListagemQueryOptions());
