// Consulta de Protocolos (spec §7 "Protocols"): the beneficiary picker, one beneficiary's protocols and
// one protocol's history. The detail is a POST (the protocol number travels in the body, not the URL or
// the logs) that only reads, so it is cached like a GET under its own key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolosCalls } from '@portal/domain/contract/calls/facilidades/protocolos';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useProtocolosBeneficiarios = () => useQuery(endpointQueryOptions(protocolosCalls.listagem));

export const useProtocolos = (cpf: string) =>
  useQuery({ ...endpointQueryOptions(protocolosCalls.protocolos, { params: { cpf } }), retry: false });

export const detalheProtocoloQueryOptions = (protocolo: string) =>
  queryOptions({
    queryKey: [protocolosCalls.detalhe.path, protocolo],
    queryFn: ({ signal }) => callEndpoint(protocolosCalls.detalhe, { body: { protocolo }, signal }),
    retry: false,
  });

export const useDetalheProtocolo = (protocolo: string) => useQuery(detalheProtocoloQueryOptions(protocolo));
