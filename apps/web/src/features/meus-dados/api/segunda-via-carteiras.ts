// GET /api/beneficiarios/segunda-via-cartao/listagem-carteiras/{cpf}: cards and the address on file.
import { useQuery } from '@tanstack/react-query';
import { segundaViaCartaoEndpoints } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const segundaViaCarteirasQueryOptions = (cpf: string) =>
  endpointQueryOptions(segundaViaCartaoEndpoints.carteiras, { params: { cpf } });

export const useSegundaViaCarteiras = (cpf: string | null) =>
  useQuery({ ...segundaViaCarteirasQueryOptions(cpf ?? ''), enabled: cpf !== null });
