// POST /api/v2/beneficiarios/cartao-virtual/gerar-qrcode/{carteira} (enveloped): the card's QR code (card
// data, readable by a provider's scanner without a network).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GerarQrCodeBody } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { callEndpoint, endpointKey } from '../../../platform/api/endpoint-client';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export const gerarQrCode = (carteira: string, body: GerarQrCodeBody = { qrCode: 'CARTEIRA' }) =>
  callEndpoint(cartaoVirtualCalls.qrCode, { params: { carteira }, body });

/** A POST that only reads (spec §7 makes it one), cached like a query: the card data do not change. */
export const qrCodeQueryOptions = (carteira: string) =>
  queryOptions({
    queryKey: endpointKey(cartaoVirtualCalls.qrCode, { params: { carteira } }),
    queryFn: () => gerarQrCode(carteira),
    staleTime: Infinity,
    retry: false,
  });

export const useQrCode = (carteira: string | undefined) =>
  useQuery({ ...qrCodeQueryOptions(carteira ?? ''), enabled: Boolean(carteira) });
