// Spec §4 login success: load the member (the login answer), the chatbot data and the file parameters,
// register the resource usage, then sign in; the route guard then goes to the saved route.
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import type { ParametroRestrito } from '@portal/domain/contract/shell/parametros';
import { signIn } from '../../platform/session/auth-store';
import { closeSignedOutNotice } from './session-end';
import { removeChatbot } from '../../platform/third-party/chatbot';
import { forgetMember } from '../../platform/api/member-cache';
import { writeStored, type FileParameters } from '../../platform/session/storage';
import { fetchUsuarioChatbot } from '../../features/auth/api/usuario-chatbot';
import { postUtilizacaoRecurso } from '../../features/auth/api/utilizacao-recurso';
import {
  fetchParametrosRestritos,
  type ParametrosRestritos,
} from '../../features/shell/api/parametros-restritos';

const FILE_PARAMETERS: readonly ParametroRestrito[] = ['TAMANHO_MAXIMO_ARQUIVO_MB', 'EXTENSOES_PERMITIDAS'];

export function toFileParameters(parametros: ParametrosRestritos): FileParameters {
  const size = Number(parametros.TAMANHO_MAXIMO_ARQUIVO_MB?.replace(',', '.'));
  return {
    tamanhoMaximoMB: Number.isFinite(size) && size > 0 ? size : null,
    extensoesPermitidas: (parametros.EXTENSOES_PERMITIDAS ?? '')
      .split(/[\s,;|]+/)
      .map((extension) => extension.replace(/^\./, '').toLowerCase())
      .filter(Boolean),
  };
}

/**
 * Spec §4 after login: the chatbot data, the file parameters and the resource usage. A member whose password
 * expired may call nothing but the password change (the server answers 403), so these run once the new
 * password is set (use-session-lifecycle.ts).
 */
export async function openMemberSession(): Promise<void> {
  // None of these may keep a member out: each failure only costs its own feature (chatbot, upload limits).
  // In the background: the Entrar button (or the token-login wait) already shows that something runs.
  const [chatbot, arquivos] = await Promise.allSettled([
    fetchUsuarioChatbot({ ignoreRedirect: true, background: true }),
    fetchParametrosRestritos(FILE_PARAMETERS, { ignoreRedirect: true, background: true }),
    postUtilizacaoRecurso({ recurso: 'ACESSO_PORTAL' }),
  ]);
  if (chatbot.status === 'fulfilled') writeStored('chatbot', chatbot.value);
  if (arquivos.status === 'fulfilled') writeStored('fileParameters', toFileParameters(arquivos.value));
}

export async function completeLogin(user: Usuario): Promise<void> {
  if (user.credenciaisNaoExpiradas) await openMemberSession();
  // A token login may replace a member already signed in here: nothing of theirs may show.
  forgetMember();
  removeChatbot();
  closeSignedOutNotice();
  signIn(user);
}
