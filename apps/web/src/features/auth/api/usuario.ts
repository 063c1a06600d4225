// GET /api/usuario (spec §3 "Logged-in user"): who is signed in, with the permission lists.
import { usuarioEndpoints, type Usuario } from '@portal/domain/contract/auth/usuario';
import type { RequestOptions } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

export const fetchUsuario = (options?: Pick<RequestOptions, 'background' | 'signal'>): Promise<Usuario> =>
  callEndpoint(usuarioEndpoints.usuario, options);
