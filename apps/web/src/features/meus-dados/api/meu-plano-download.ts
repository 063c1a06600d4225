// GET /api/beneficiarios/meu-plano/download/{codigoPlano}: the stay declaration PDF (new window on
// mobile, .pdf file on desktop).
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { meuPlanoCalls } from '@portal/domain/contract/calls/meus-dados/meu-plano';

export async function downloadDeclaracaoPermanencia(codigo: string): Promise<void> {
  const file = await downloadEndpoint(meuPlanoCalls.declaracaoPermanencia, {
    params: { codigoPlano: codigo },
  });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Declaração de permanência ${codigo}.pdf`,
  });
}

export const useDownloadDeclaracaoPermanencia = () =>
  useMutation({ mutationFn: (codigo: string) => downloadDeclaracaoPermanencia(codigo) });
