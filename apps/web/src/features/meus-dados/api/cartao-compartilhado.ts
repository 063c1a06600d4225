// The shared card's public page (issue 37): no session; the token from the page's URL travels in the
// service-token header, never in the API's URL (which servers and proxies log). Read once per visit: each
// reading is an opening the card's holder sees in "Quem acessou meus dados". The PDF is the link's own
// path outside /api, which a browser follows as a plain link.
import { useQuery } from '@tanstack/react-query';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';
import { SERVICE_TOKEN_HEADER } from '@portal/domain/contract/saude/token-servico';
import { callEndpoint } from '../../../platform/api/endpoint-client';

export const useCartaoCompartilhado = (token: string) =>
  useQuery({
    queryKey: [cartaoVirtualCalls.cartaoCompartilhado.path, token],
    queryFn: ({ signal }) =>
      callEndpoint(cartaoVirtualCalls.cartaoCompartilhado, {
        headers: { [SERVICE_TOKEN_HEADER]: token },
        signal,
        ignoreRedirect: true,
      }),
    retry: false,
    staleTime: Infinity,
  });

/** "Baixar cartão em PDF": the card's PDF under the same token. */
export const cartaoCompartilhadoPdfHref = (token: string): string =>
  endpointPath(cartaoVirtualCalls.compartilhado.path, { token });
