// GET /api/beneficiarios/carta-portabilidade/{cpf}: the letter as a PDF, saved by the download rules
// (new window on mobile, .pdf file on desktop).
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

export async function baixarCartaPortabilidade(cpf: string): Promise<void> {
  const file = await apiDownload(`/beneficiarios/carta-portabilidade/${cpf}`);
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Carta de portabilidade ${cpf}.pdf`,
  });
}

export const useBaixarCartaPortabilidade = () =>
  useMutation({ mutationFn: (cpf: string) => baixarCartaPortabilidade(cpf) });
