// Solicitar Autorização (spec §7 "Authorization request"): the picker (/v2, envelope), the beneficiary's
// contacts, the constants, and the POST (multipart through the upload sender, which reports progress). The
// same idempotency key sent again answers the first request (200). Afterwards the protocol lists are stale.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { protocolosCalls } from '@portal/domain/contract/calls/facilidades/protocolos';
import { solicitacaoAutorizacaoCalls } from '@portal/domain/contract/calls/saude/solicitacao-autorizacao';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { uploadEndpoint, type UploadProgressListener } from '../../../platform/api/upload-request';

export const useSolicitacaoBeneficiarios = () =>
  useQuery(endpointQueryOptions(solicitacaoAutorizacaoCalls.listagem));

export const useContatosSolicitacao = (cpf: string) =>
  useQuery({
    ...endpointQueryOptions(solicitacaoAutorizacaoCalls.contatos, { params: { cpf } }),
    retry: false,
  });

export const useConstantesSolicitacao = () =>
  useQuery({ ...endpointQueryOptions(solicitacaoAutorizacaoCalls.constantes), staleTime: Infinity });

export function useSolicitarAutorizacao() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: FormData, onProgress: UploadProgressListener) => {
      const resposta = await uploadEndpoint(
        solicitacaoAutorizacaoCalls.solicitar,
        { params: {}, body },
        onProgress,
      );
      void queryClient.invalidateQueries({ queryKey: [protocolosCalls.protocolos.path] });
      return resposta;
    },
    [queryClient],
  );
}
