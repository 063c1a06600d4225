// GET /api/beneficiarios/cartao-virtual/compartilhar/{carteira}: a signed link (24 h) to the card's PDF
// that opens without signing in.
import type { CompartilharCartaoResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export async function fetchLinkCompartilhamento(carteira: string): Promise<CompartilharCartaoResponse> {
  const link = await callEndpoint(cartaoVirtualCalls.compartilhar, { params: { carteira } });
  return { ...link, url: new URL(link.url, window.location.origin).toString() };
}
