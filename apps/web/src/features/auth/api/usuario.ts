// GET /api/usuario (spec §3 "Logged-in user"): who is signed in, with the permission lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { api, type RequestOptions } from '../../../lib/api-client';

export const fetchUsuario = (options?: Pick<RequestOptions, 'background' | 'signal'>): Promise<Usuario> =>
  api.get<Usuario>('/usuario', options);

export const usuarioQueryOptions = () =>
  queryOptions({ queryKey: ['usuario'], queryFn: ({ signal }) => fetchUsuario({ signal }) });

export const useUsuario = (enabled = true) => useQuery({ ...usuarioQueryOptions(), enabled });
