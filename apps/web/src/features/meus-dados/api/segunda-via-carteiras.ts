// GET /api/beneficiarios/segunda-via-cartao/listagem-carteiras/{cpf}: cards and the address on file.
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { segundaViaCartaoCalls } from '@portal/domain/contract/calls/meus-dados/segunda-via-cartao';

export const segundaViaCarteirasQueryOptions = (cpf: string) =>
  endpointQueryOptions(segundaViaCartaoCalls.carteiras, { params: { cpf } });

export const useSegundaViaCarteiras = (cpf: string | null) =>
  useQuery({ ...segundaViaCarteirasQueryOptions(cpf ?? ''), enabled: cpf !== null });
