// PUT /api/recuperar-senha/alterar-senha with cpf, token, novaSenha.
import type { Mensagem } from '@portal/domain/contract/auth/primeiro-acesso';
import type { AlterarSenhaRecuperacaoBody } from '@portal/domain/contract/auth/recuperar-senha';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { recuperarSenhaCalls } from '@portal/domain/contract/calls/auth/recuperar-senha';

export const putRecuperarSenhaAlterarSenha = (body: AlterarSenhaRecuperacaoBody): Promise<Mensagem> =>
  callEndpoint(recuperarSenhaCalls.alterarSenha, { body });
