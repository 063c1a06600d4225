// POST /api/v2/beneficiarios/cartao-virtual/gerar-qrcode/{carteira}: the card's QR code (card data,
// readable by a provider's scanner without a network).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GerarQrCodeBody, GerarQrCodeResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { api } from '../../../lib/api-client';

export const gerarQrCode = (carteira: string, body: GerarQrCodeBody = { qrCode: 'CARTEIRA' }) =>
  api.post<GerarQrCodeResponse>(
    `/v2/beneficiarios/cartao-virtual/gerar-qrcode/${encodeURIComponent(carteira)}`,
    body,
  );

export const qrCodeQueryOptions = (carteira: string) =>
  queryOptions({
    queryKey: ['cartao-virtual', 'qrcode', carteira],
    queryFn: () => gerarQrCode(carteira),
    staleTime: Infinity,
    retry: false,
  });

export const useQrCode = (carteira: string | undefined) =>
  useQuery({ ...qrCodeQueryOptions(carteira ?? ''), enabled: Boolean(carteira) });
