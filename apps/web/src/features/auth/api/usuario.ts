// GET /api/usuario (spec §3 "Logged-in user"): who is signed in, with the permission lists.
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import type { RequestOptions } from '../../../platform/api/api-client';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { usuarioCalls } from '@portal/domain/contract/calls/auth/usuario';

export const fetchUsuario = (options?: Pick<RequestOptions, 'background' | 'signal'>): Promise<Usuario> =>
  callEndpoint(usuarioCalls.usuario, options);
