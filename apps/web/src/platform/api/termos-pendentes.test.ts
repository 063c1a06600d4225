import { describe, expect, it } from 'vitest';
import { ACEITE_TERMOS_MESSAGES } from '@portal/domain/contract/auth/aceite-termos-mensagens';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { MESSAGES } from '@portal/domain/messages';
import { authStore, signIn, signOut } from '../session/auth-store';
import { ApiError } from './api-client';
import { avisarTermosPendentes } from './termos-pendentes';

const maria: Usuario = {
  nomeCompleto: 'Maria Aparecida Souza',
  nomeSocial: null,
  imagem: null,
  nrCpf: '39053344705',
  credenciaisNaoExpiradas: true,
  aceiteTermosPendente: false,
  permissionamento: { tela: [], menu: [], funcao: [] },
};
const pendente = () => authStore.get().user?.aceiteTermosPendente;

describe('a new version of the terms met by an open session (issue 38)', () => {
  it('marks the member only on the server’s 403 that names the terms', () => {
    signIn(maria);
    avisarTermosPendentes(new ApiError(403, { mensagem: MESSAGES.expiredPassword }));
    avisarTermosPendentes(new ApiError(500, { mensagem: ACEITE_TERMOS_MESSAGES.termosPendentes }));
    avisarTermosPendentes(new Error(ACEITE_TERMOS_MESSAGES.termosPendentes));
    expect(pendente()).toBe(false);
    avisarTermosPendentes(new ApiError(403, { mensagem: ACEITE_TERMOS_MESSAGES.termosPendentes }));
    expect(pendente()).toBe(true);
  });

  it('does nothing once signed out', () => {
    signOut('logout');
    avisarTermosPendentes(new ApiError(403, { mensagem: ACEITE_TERMOS_MESSAGES.termosPendentes }));
    expect(authStore.get().user).toBeNull();
  });
});
