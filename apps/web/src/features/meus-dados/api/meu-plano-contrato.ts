// GET /api/beneficiarios/meu-plano/contratos/{codigoPlano}: the contract, its members, cancellation and
// death certificates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { meuPlanoCalls } from '@portal/domain/contract/calls/meus-dados/meu-plano';

export const contratoDetalheQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(meuPlanoCalls.contrato, { params: { codigoPlano } }),
    retry: false,
  });

export const useContratoDetalhe = (codigo: string | undefined) =>
  useQuery({ ...contratoDetalheQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
