// GET /api/beneficiarios/meu-plano/download/{codigoPlano}: the stay declaration PDF (new window on
// mobile, .pdf file on desktop).
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

export async function baixarDeclaracaoPermanencia(codigo: string): Promise<void> {
  const file = await apiDownload(`/beneficiarios/meu-plano/download/${encodeURIComponent(codigo)}`);
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Declaração de permanência ${codigo}.pdf`,
  });
}

export const useBaixarDeclaracaoPermanencia = () =>
  useMutation({ mutationFn: (codigo: string) => baixarDeclaracaoPermanencia(codigo) });
