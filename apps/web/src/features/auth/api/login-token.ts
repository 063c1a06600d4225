// POST /api/login/token (spec §2/§7): external access. The token goes as Basic base64(token), the body
// carries the path and query the member was opening; the answer says where to go (whitelisted query).
import type { LoginTokenResponse } from '@portal/domain/contract/auth/login';
import { toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { loginCalls } from '@portal/domain/contract/calls/auth/login';

export interface LoginTokenInput {
  token: string;
  caminho: string;
  parametros: Record<string, string>;
}

export function postLoginToken({ token, caminho, parametros }: LoginTokenInput): Promise<LoginTokenResponse> {
  return callEndpoint(loginCalls.loginToken, {
    body: { caminho, parametros },
    headers: { Authorization: `Basic ${toBase64(token)}` },
    ignoreRedirect: true,
  });
}
