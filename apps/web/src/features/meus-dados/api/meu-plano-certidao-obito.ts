// POST /api/beneficiarios/meu-plano/certidao-obito (multipart) and GET …/certidao-obito/{id}: a
// dependant's death certificate, sent through the upload pipeline and downloaded by its family.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CERTIDAO_OBITO_FIELD } from '@portal/domain/contract/meus-dados/meu-plano';
import { downloadBlob } from '../../../platform/api/download';
import { callEndpoint, downloadEndpoint } from '../../../platform/api/endpoint-client';
import { contratoDetalheQueryOptions } from './meu-plano-contrato';
import { meuPlanoCalls } from '@portal/domain/contract/calls/meus-dados/meu-plano';

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
  return callEndpoint(meuPlanoCalls.enviarCertidaoObito, { body: form });
}

export function useEnviarCertidaoObito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarCertidaoObito,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: contratoDetalheQueryOptions(body.codigoContrato).queryKey }),
  });
}

export async function downloadCertidaoObito(id: number, nomeArquivo: string): Promise<void> {
  const file = await downloadEndpoint(meuPlanoCalls.certidaoObito, { params: { id } });
  downloadBlob(file.blob, { contentType: file.contentType, fileName: file.fileName ?? nomeArquivo });
}

export const useDownloadCertidaoObito = () =>
  useMutation({
    mutationFn: ({ id, nome }: { id: number; nome: string }) => downloadCertidaoObito(id, nome),
  });
