// PUT /api/recuperar-senha/alterar-senha with cpf, token, novaSenha.
import type { Mensagem } from '@portal/domain/contract/auth/primeiro-acesso';
import {
  recuperarSenhaEndpoints,
  type AlterarSenhaRecuperacaoBody,
} from '@portal/domain/contract/auth/recuperar-senha';
import { callEndpoint } from '../../../lib/endpoint-client';

export const putRecuperarSenhaAlterarSenha = (body: AlterarSenhaRecuperacaoBody): Promise<Mensagem> =>
  callEndpoint(recuperarSenhaEndpoints.alterarSenha, { body });
