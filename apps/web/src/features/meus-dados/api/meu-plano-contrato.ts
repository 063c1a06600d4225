// GET /api/beneficiarios/meu-plano/contratos/{codigoPlano}: the contract, its members, cancellation and
// death certificates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const contratoDetalheQueryOptions = (codigoPlano: string) =>
  queryOptions({
    ...endpointQueryOptions(meuPlanoEndpoints.contrato, { params: { codigoPlano } }),
    retry: false,
  });

export const useContratoDetalhe = (codigo: string | undefined) =>
  useQuery({ ...contratoDetalheQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
