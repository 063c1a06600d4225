// Agendamento por link (spec §7 "Token-based appointments"): no session; the token from the page's URL
// travels in the service-token header, never in the API's URL (which servers and proxies log). The
// appointment is cached under the token, and a confirmation or cancellation answers it as it now is.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agendamentoPublicoCalls } from '@portal/domain/contract/calls/saude/agendamento-publico';
import { SERVICE_TOKEN_HEADER } from '@portal/domain/contract/saude/token-servico';
import { callEndpoint, downloadEndpoint } from '../../../platform/api/endpoint-client';
import { downloadBlob } from '../../../platform/api/download';

const headers = (token: string) => ({ [SERVICE_TOKEN_HEADER]: token });

const agendamentoPublicoQuery = (token: string) =>
  queryOptions({
    queryKey: [agendamentoPublicoCalls.listagem.path, token],
    queryFn: ({ signal }) =>
      callEndpoint(agendamentoPublicoCalls.listagem, {
        headers: headers(token),
        signal,
        ignoreRedirect: true,
      }),
    retry: false,
  });

export const useAgendamentoPublico = (token: string) => useQuery(agendamentoPublicoQuery(token));

export type AcaoPublica = 'confirmar' | 'cancelar';

export function useAcaoPublica(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acao: AcaoPublica) => {
      const args = { headers: headers(token), ignoreRedirect: true };
      return acao === 'confirmar'
        ? callEndpoint(agendamentoPublicoCalls.confirmar, args)
        : callEndpoint(agendamentoPublicoCalls.cancelar, args);
    },
    onSuccess: (resposta) =>
      queryClient.setQueryData(agendamentoPublicoQuery(token).queryKey, resposta.agendamento),
  });
}

/** "Adicionar à agenda" on the link's page (issue 37): the same .ics, with the link's token. */
export async function downloadCalendarioPublico(token: string): Promise<void> {
  const file = await downloadEndpoint(agendamentoPublicoCalls.calendario, {
    headers: headers(token),
    ignoreRedirect: true,
  });
  downloadBlob(file.blob, { contentType: file.contentType, fileName: file.fileName ?? 'consulta.ics' });
}
