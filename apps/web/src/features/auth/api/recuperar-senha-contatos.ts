// GET /api/recuperar-senha/contatos?cpf&captcha (spec §7).
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { api } from '../../../lib/api-client';

export const fetchRecuperarSenhaContatos = (
  cpfDigits: string,
  captcha: string,
): Promise<ContatoMascarado[]> =>
  api.get<ContatoMascarado[]>('/recuperar-senha/contatos', { query: { cpf: cpfDigits, captcha } });
