// GET /api/beneficiarios/cartao-virtual/pdf/{carteira}: the card as a PDF (saved by the download rules),
// or as a File for the Web Share API.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

export async function fetchCartaoPdf(carteira: string): Promise<File> {
  const file = await apiDownload(`/beneficiarios/cartao-virtual/pdf/${encodeURIComponent(carteira)}`);
  return new File([file.blob], file.fileName ?? `Cartão virtual ${carteira}.pdf`, { type: file.contentType });
}

export async function baixarCartaoPdf(carteira: string): Promise<void> {
  const file = await fetchCartaoPdf(carteira);
  downloadBlob(file, { contentType: file.type, fileName: file.name });
}

export const useBaixarCartaoPdf = () => useMutation({ mutationFn: baixarCartaoPdf });
