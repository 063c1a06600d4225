// Passkeys in the member's browser (issue 42, decision 0054) through @simplewebauthn/browser, loaded only when
// a passkey is used (the login's first load stays within its budget), with the browser's refusals said in
// Portuguese: a member who closes the browser's dialog, or whose device has no passkey for the portal, is told
// what to do next instead of seeing an English DOMException. The console has its own words for its staff.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { CHAVES_ACESSO_MESSAGES as M } from '@portal/domain/contract/auth/chaves-acesso-mensagens';

export class ErroChaveAcesso extends Error {
  override name = 'ErroChaveAcesso';
}

function traduzir(erro: unknown): ErroChaveAcesso {
  const nome = erro instanceof Error ? erro.name : '';
  const codigo = (erro as { code?: string } | null)?.code;
  if (codigo === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || nome === 'InvalidStateError') {
    return new ErroChaveAcesso(M.jaNoDispositivo);
  }
  if (nome === 'NotAllowedError' || nome === 'AbortError' || codigo === 'ERROR_CEREMONY_ABORTED') {
    return new ErroChaveAcesso(M.cancelada);
  }
  if (nome === 'SecurityError') return new ErroChaveAcesso(M.enderecoRecusado);
  return new ErroChaveAcesso(M.navegadorSemSuporte);
}

/**
 * The browser's answer as the contract's JSON (its interfaces spread into plain objects: the contract's
 * schema admits more fields than it names).
 */
const paraEnvio = <R extends { response: object }>(resposta: R) => ({
  ...resposta,
  response: { ...resposta.response },
});

/** Whether this browser can use passkeys at all (WebAuthn present). */
export const navegadorTemChaveAcesso = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Asks the browser for one of the portal's passkeys on this device (discoverable: it lists them). */
export async function usarChaveAcesso(opcoes: { challenge: string }): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return paraEnvio(await startAuthentication({ optionsJSON: opcoes }));
  } catch (erro) {
    throw traduzir(erro);
  }
}

/** Asks the browser to create a passkey for the portal. */
export async function criarChaveAcesso(opcoes: { challenge: string }): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return paraEnvio(
      await startRegistration({ optionsJSON: opcoes as unknown as PublicKeyCredentialCreationOptionsJSON }),
    );
  } catch (erro) {
    throw traduzir(erro);
  }
}
