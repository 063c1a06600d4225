// GET /api/beneficiarios/carta-portabilidade/{cpf}: the letter as a PDF, saved by the download rules
// (new window on mobile, .pdf file on desktop).
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { cartaPortabilidadeCalls } from '@portal/domain/contract/calls/meus-dados/carta-portabilidade';

export async function downloadCartaPortabilidade(cpf: string): Promise<void> {
  const file = await downloadEndpoint(cartaPortabilidadeCalls.pdf, { params: { cpf } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Carta de portabilidade ${cpf}.pdf`,
  });
}

export const useDownloadCartaPortabilidade = () =>
  useMutation({ mutationFn: (cpf: string) => downloadCartaPortabilidade(cpf) });
