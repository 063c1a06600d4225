// GET /api/v3/beneficiarios/meus-dados/dados/{cpf} (enveloped): one person's data, contacts and addresses.
import { useQuery } from '@tanstack/react-query';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const dadosPessoaisQueryOptions = (cpf: string) =>
  endpointQueryOptions(dadosPessoaisEndpoints.dados, { params: { cpf } });

export const useDadosPessoais = (cpf: string | null) =>
  useQuery({ ...dadosPessoaisQueryOptions(cpf ?? ''), enabled: cpf !== null });
