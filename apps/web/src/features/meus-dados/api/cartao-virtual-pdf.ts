// GET /api/beneficiarios/cartao-virtual/pdf/{carteira}: the card as a PDF (saved by the download rules),
// or as a File for the Web Share API.
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export async function fetchCartaoPdf(carteira: string): Promise<File> {
  const file = await downloadEndpoint(cartaoVirtualCalls.pdf, { params: { carteira } });
  return new File([file.blob], file.fileName ?? `Cartão virtual ${carteira}.pdf`, { type: file.contentType });
}

export async function downloadCartaoPdf(carteira: string): Promise<void> {
  const file = await fetchCartaoPdf(carteira);
  downloadBlob(file, { contentType: file.type, fileName: file.name });
}
