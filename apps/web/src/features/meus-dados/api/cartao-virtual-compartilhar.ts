// GET /api/beneficiarios/cartao-virtual/compartilhar/{carteira}: a signed link (24 h) to the card's PDF
// that opens without signing in.
import type { CompartilharCartaoResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { api } from '../../../lib/api-client';

export async function fetchLinkCompartilhamento(carteira: string): Promise<CompartilharCartaoResponse> {
  const link = await api.get<CompartilharCartaoResponse>(
    `/beneficiarios/cartao-virtual/compartilhar/${encodeURIComponent(carteira)}`,
  );
  return { ...link, url: new URL(link.url, window.location.origin).toString() };
}
