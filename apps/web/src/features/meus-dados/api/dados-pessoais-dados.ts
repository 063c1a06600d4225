// GET /api/v3/beneficiarios/meus-dados/dados/{cpf} (enveloped): one person's data, contacts and addresses.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { dadosPessoaisCalls } from '@portal/domain/contract/calls/meus-dados/dados-pessoais';

export const dadosPessoaisQueryOptions = (cpf: string) =>
  endpointQueryOptions(dadosPessoaisCalls.dados, { params: { cpf } });

export const useDadosPessoais = (cpf: string | null) =>
  useQuery({ ...dadosPessoaisQueryOptions(cpf ?? ''), enabled: cpf !== null });
