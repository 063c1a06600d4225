// POST /api/beneficiarios/meu-plano/certidao-obito (multipart) and GET …/certidao-obito/{id}: a
// dependant's death certificate, sent through the upload pipeline and downloaded by its family.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CERTIDAO_OBITO_FIELD,
  type CertidaoObitoResponse,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { api, apiDownload } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

export interface EnviarCertidao {
  codigoContrato: string;
  cpf: string;
  arquivo: File;
}

export function enviarCertidaoObito({ codigoContrato, cpf, arquivo }: EnviarCertidao) {
  const form = new FormData();
  form.append('codigoContrato', codigoContrato);
  form.append('cpf', cpf);
  form.append(CERTIDAO_OBITO_FIELD, arquivo, arquivo.name);
  return api.post<CertidaoObitoResponse>('/beneficiarios/meu-plano/certidao-obito', form);
}

export function useEnviarCertidaoObito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarCertidaoObito,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: ['meu-plano', 'contrato', body.codigoContrato] }),
  });
}

export async function baixarCertidaoObito(id: number, nomeArquivo: string): Promise<void> {
  const file = await apiDownload(`/beneficiarios/meu-plano/certidao-obito/${id}`);
  downloadBlob(file.blob, { contentType: file.contentType, fileName: file.fileName ?? nomeArquivo });
}

export const useBaixarCertidaoObito = () =>
  useMutation({ mutationFn: ({ id, nome }: { id: number; nome: string }) => baixarCertidaoObito(id, nome) });
