// The password policy on the server: the published policy, the common-password list and the member's own
// data, applied by every endpoint that sets a password (no bypass through the API).
import {
  DEFAULT_PASSWORD_POLICY,
  evaluatePasswordPolicy,
  passwordPolicyMessage,
  type PasswordContext,
} from '@portal/domain';
import type { ItemAvaliado, PoliticaSenha } from '@portal/domain/contract/auth/senha';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

const COMMON_PASSWORDS = new Set(COMMON_PASSWORDS_TEXT.split('\n'));

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (text: string): string => text.replace(/[@40135$7]/g, (ch) => LEET[ch] ?? ch);

/**
 * A listed password, also once the usual decoration is taken off: case, a trailing run of digits and
 * symbols ('Flamengo@2024' → 'flamengo') and look-alike characters ('P@ssw0rd' → 'password').
 */
export function isCommonPassword(senha: string): boolean {
  const lower = senha.toLowerCase();
  const base = lower.replace(/[^\p{L}]+$/u, '');
  const candidates = [lower, unleet(lower)];
  if (base.length >= 4) candidates.push(base, unleet(base));
  return candidates.some((candidate) => COMMON_PASSWORDS.has(candidate));
}

/** The operator's policy (GET /api/senha/politica). */
export const passwordPolicy = (): PoliticaSenha => DEFAULT_PASSWORD_POLICY;

export interface PasswordOwner {
  cpf: string | null;
  /** yyyy-MM-dd, or null when unknown (a candidate checked before the member is identified). */
  dataNascimento: string | null;
}

const contextOf = (owner: PasswordOwner): PasswordContext => ({
  cpf: owner.cpf,
  dataNascimento: owner.dataNascimento,
  isCommon: isCommonPassword,
});

/** Every item decided (the server knows the list and, when identified, the member). */
export function evaluatePassword(senha: string, owner: PasswordOwner): ItemAvaliado[] {
  return evaluatePasswordPolicy(passwordPolicy(), senha, contextOf(owner)).map((item) => ({
    ...item,
    valido: item.valido !== false,
  }));
}

/** The spec's message for the first rule the password breaks, or null when it may be stored. */
export function passwordProblem(senha: string, owner: PasswordOwner, label: string): string | null {
  const politica = passwordPolicy();
  return passwordPolicyMessage(politica, evaluatePasswordPolicy(politica, senha, contextOf(owner)), label);
}
