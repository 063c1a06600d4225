// POST /{cpf} (multipart: 'dados' JSON and the files of the four groups) through the upload sender, so
// each file shows its progress. The same idempotency key sent again answers the first request (200).
// Afterwards the lists of reimbursements are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { uploadEndpoint, type UploadProgressListener } from '../../../platform/api/upload-request';
import { reembolsosKeys } from './reembolso-historico';

export function useSolicitarReembolso() {
  const queryClient = useQueryClient();
  return useCallback(
    async (cpf: string, body: FormData, onProgress: UploadProgressListener) => {
      const resposta = await uploadEndpoint(reembolsoCalls.solicitar, { params: { cpf }, body }, onProgress);
      for (const queryKey of reembolsosKeys()) void queryClient.invalidateQueries({ queryKey });
      return resposta;
    },
    [queryClient],
  );
}
