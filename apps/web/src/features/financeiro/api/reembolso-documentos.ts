// POST /documentos/{protocolo} (issue 39): the documents a PENDENTE reimbursement asks for, through the
// upload sender so each file shows its progress. The same idempotency key sent again answers the first send
// (200). Afterwards the lists of reimbursements and the request's files are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointKey } from '../../../platform/api/endpoint-client';
import { uploadEndpoint, type UploadProgressListener } from '../../../platform/api/upload-request';
import { reembolsosKeys } from './reembolso-historico';

export function useEnviarDocumentos() {
  const queryClient = useQueryClient();
  return useCallback(
    async (protocolo: string, body: FormData, onProgress: UploadProgressListener) => {
      const resposta = await uploadEndpoint(
        reembolsoCalls.enviarDocumentos,
        { params: { protocolo }, body },
        onProgress,
      );
      const chaves = [...reembolsosKeys(), endpointKey(reembolsoCalls.arquivos).slice(0, 1)];
      for (const queryKey of chaves) void queryClient.invalidateQueries({ queryKey });
      return resposta;
    },
    [queryClient],
  );
}
