// PUT /api/recuperar-senha/alterar-senha with cpf, token, novaSenha.
import type { Mensagem } from '@portal/domain/contract/auth/primeiro-acesso';
import type { AlterarSenhaRecuperacaoBody } from '@portal/domain/contract/auth/recuperar-senha';
import { api } from '../../../lib/api-client';

export const putRecuperarSenhaAlterarSenha = (body: AlterarSenhaRecuperacaoBody): Promise<Mensagem> =>
  api.put<Mensagem>('/recuperar-senha/alterar-senha', body);
