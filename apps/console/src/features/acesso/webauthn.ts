// Passkeys in the browser through @simplewebauthn/browser (loaded only when a passkey is used), with the
// browser's refusals said in Portuguese: a person who closes the browser's dialog, or whose device has no
// passkey for this console, is told what to do next instead of seeing an English DOMException.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

export class ErroPasskey extends Error {
  override name = 'ErroPasskey';
}

const CANCELADA =
  'A chave de acesso não foi usada: a janela do navegador foi fechada ou o tempo acabou. Tente de novo ou use outra forma de entrar.';

function traduzir(erro: unknown, acao: 'entrar' | 'cadastrar'): ErroPasskey {
  const nome = erro instanceof Error ? erro.name : '';
  const codigo = (erro as { code?: string } | null)?.code;
  if (codigo === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || nome === 'InvalidStateError') {
    return new ErroPasskey('Este dispositivo já tem uma chave de acesso sua para este console.');
  }
  if (nome === 'NotAllowedError' || nome === 'AbortError' || codigo === 'ERROR_CEREMONY_ABORTED') {
    return new ErroPasskey(CANCELADA);
  }
  if (nome === 'SecurityError') {
    return new ErroPasskey(
      'O navegador recusou a chave de acesso neste endereço. Abra o console pelo endereço oficial.',
    );
  }
  return new ErroPasskey(
    acao === 'entrar'
      ? 'Não foi possível usar a chave de acesso neste navegador. Use o código do aplicativo autenticador.'
      : 'Não foi possível criar a chave de acesso neste navegador. Use o aplicativo autenticador.',
  );
}

/**
 * The browser's answer as the contract's JSON (its interfaces spread into plain objects: the contract's
 * schema admits more fields than it names).
 */
export const paraEnvio = <R extends { response: object }>(resposta: R) => ({
  ...resposta,
  response: { ...resposta.response },
});

/** Whether this browser can use passkeys at all (WebAuthn present). */
export const navegadorTemPasskey = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Asks the browser for a passkey of this console (discoverable: it lists them). */
export async function usarPasskey(opcoes: { challenge: string }): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({
      optionsJSON: opcoes,
    });
  } catch (erro) {
    throw traduzir(erro, 'entrar');
  }
}

/** Asks the browser to create a passkey for this console. */
export async function criarPasskey(opcoes: { challenge: string }): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({
      optionsJSON: opcoes as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (erro) {
    throw traduzir(erro, 'cadastrar');
  }
}

/** A name for the device the passkey is on, to tell it apart later ("Chrome no Linux"). */
export function nomeProvavelDoDispositivo(agente = navigator.userAgent): string {
  const navegador = /Edg\//.test(agente)
    ? 'Edge'
    : /Firefox\//.test(agente)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(agente)
        ? 'Chrome'
        : /Safari\//.test(agente)
          ? 'Safari'
          : 'Navegador';
  const sistema = /Android/.test(agente)
    ? 'Android'
    : /iPhone|iPad/.test(agente)
      ? 'iOS'
      : /Windows/.test(agente)
        ? 'Windows'
        : /Mac OS X/.test(agente)
          ? 'macOS'
          : /Linux/.test(agente)
            ? 'Linux'
            : null;
  return sistema ? `${navegador} no ${sistema}` : navegador;
}
