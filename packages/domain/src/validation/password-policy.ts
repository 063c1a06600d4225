// The password policy (issue 3): the default items the server publishes at GET /api/senha/politica, and
// one evaluation used by the server (every endpoint that sets a password) and by the web (the live list).
// Spec §5: length '{min} a {max} caracteres', strength '{label} inválido', disallowed characters
// 'Caractere não permitido'; the common-password and personal-data refusals are worded in messages.ts.
import type {
  FuncaoValidadora,
  ItemAvaliado,
  PoliticaItem,
  PoliticaSenha,
  UsoPolitica,
} from '../contract/auth/senha.js';
import {
  MENSAGEM_SENHA_COMUM,
  MENSAGEM_SENHA_DADOS_PESSOAIS,
  MESSAGES,
  invalidLabel,
  lengthBetween,
} from '../messages.js';
import { onlyDigits } from '../format/digits.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const uso = (funcaoValidadora: FuncaoValidadora, u: UsoPolitica, descricao: string): PoliticaItem => ({
  descricao,
  funcaoValidadora,
  uso: u,
});

/** The operator's policy; the four class settings mirror the items (spec §3 "Password-rule settings"). */
export const DEFAULT_PASSWORD_POLICY: PoliticaSenha = {
  tamanhoMinimo: PASSWORD_MIN_LENGTH,
  tamanhoMaximo: PASSWORD_MAX_LENGTH,
  usoLetraMaiuscula: 'OBRIGATORIO',
  usoLetraMinuscula: 'OBRIGATORIO',
  usoNumero: 'OBRIGATORIO',
  usoCaractereEspecial: 'OBRIGATORIO',
  itens: [
    uso('TAMANHO', 'OBRIGATORIO', lengthBetween(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)),
    uso('LETRA_MAIUSCULA', 'OBRIGATORIO', 'Uma letra maiúscula'),
    uso('LETRA_MINUSCULA', 'OBRIGATORIO', 'Uma letra minúscula'),
    uso('NUMERO', 'OBRIGATORIO', 'Um número'),
    uso('CARACTERE_ESPECIAL', 'OBRIGATORIO', 'Um caractere especial (como ! @ # $ %)'),
    uso('ASPAS', 'NAO_PERMITIDO', 'Sem aspas simples ou duplas'),
    uso('CARACTERE_NAO_PERMITIDO', 'NAO_PERMITIDO', 'Sem espaços'),
    uso('SENHA_COMUM', 'NAO_PERMITIDO', 'Não ser uma senha muito comum (como Senha@123)'),
    uso('DADOS_PESSOAIS', 'NAO_PERMITIDO', 'Não conter seu CPF nem sua data de nascimento'),
  ],
};

/** What the evaluation knows about the member and the common-password list. */
export interface PasswordContext {
  /** CPF digits of the account whose password is being set. */
  cpf?: string | null;
  /** Birth date as yyyy-MM-dd (server only). */
  dataNascimento?: string | null;
  /** The common-password check (server only); absent means "not known here". */
  isCommon?: (senha: string) => boolean;
}

// Spec §5 strength: uppercase and lowercase in any alphabet, a digit, and a "special" that is a non-word
// character or underscore (the same classes as validatePasswordStrength).
const CLASS_RULES = {
  LETRA_MAIUSCULA: /\p{Lu}/u,
  LETRA_MINUSCULA: /\p{Ll}/u,
  NUMERO: /\d/,
  CARACTERE_ESPECIAL: /[\W_]/,
  ASPAS: /['"]/,
  CARACTERE_NAO_PERMITIDO: /[\s\p{Cc}\p{Cf}]/u,
} as const;

/** Birth date written the ways people put it in passwords: ddMMyyyy, yyyyMMdd and ddMMyy. */
function birthDateForms(isoDate: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return [];
  const [, y = '', m = '', d = ''] = match;
  return [`${d}${m}${y}`, `${y}${m}${d}`, `${d}${m}${y.slice(2)}`];
}

/**
 * Whether the password "has" the item's thing (a class, a length in bounds, a personal value); null when
 * this side cannot know (the common list and the birth date live on the server).
 */
function hasFeature(
  funcao: FuncaoValidadora,
  senha: string,
  politica: PoliticaSenha,
  context: PasswordContext,
): boolean | null {
  switch (funcao) {
    case 'TAMANHO': {
      const length = [...senha].length;
      return length >= politica.tamanhoMinimo && length <= politica.tamanhoMaximo;
    }
    case 'LETRA_MAIUSCULA':
    case 'LETRA_MINUSCULA':
    case 'NUMERO':
    case 'CARACTERE_ESPECIAL':
    case 'ASPAS':
    case 'CARACTERE_NAO_PERMITIDO':
      return CLASS_RULES[funcao].test(senha);
    case 'SENHA_COMUM':
      return context.isCommon ? context.isCommon(senha) : null;
    case 'DADOS_PESSOAIS': {
      const digits = onlyDigits(senha);
      const cpf = context.cpf ? onlyDigits(context.cpf) : '';
      if (cpf.length === 11 && digits.includes(cpf)) return true;
      if (context.dataNascimento === undefined) return null;
      return birthDateForms(context.dataNascimento ?? '').some((form) => digits.includes(form));
    }
  }
}

/** Item validity: null while unknown on this side (the server always decides). */
export type ItemEvaluation = Omit<ItemAvaliado, 'valido'> & { valido: boolean | null };

export function evaluatePasswordPolicy(
  politica: PoliticaSenha,
  senha: string,
  context: PasswordContext = {},
): ItemEvaluation[] {
  return politica.itens.map((item) => {
    if (item.uso === 'OPCIONAL') return { ...item, valido: true };
    const has = hasFeature(item.funcaoValidadora, senha, politica, context);
    return { ...item, valido: has === null ? null : item.uso === 'OBRIGATORIO' ? has : !has };
  });
}

/** The message of the first failing item, in the spec's words; null when every known item passes. */
export function passwordPolicyMessage(
  politica: PoliticaSenha,
  items: readonly ItemEvaluation[],
  label: string,
): string | null {
  const failing = new Set(items.filter((i) => i.valido === false).map((i) => i.funcaoValidadora));
  if (failing.has('CARACTERE_NAO_PERMITIDO')) return MESSAGES.forbiddenCharacter;
  if (failing.has('TAMANHO')) return lengthBetween(politica.tamanhoMinimo, politica.tamanhoMaximo);
  const strength: FuncaoValidadora[] = [
    'LETRA_MAIUSCULA',
    'LETRA_MINUSCULA',
    'NUMERO',
    'CARACTERE_ESPECIAL',
    'ASPAS',
  ];
  if (strength.some((f) => failing.has(f))) return invalidLabel(label);
  if (failing.has('SENHA_COMUM')) return MENSAGEM_SENHA_COMUM;
  if (failing.has('DADOS_PESSOAIS')) return MENSAGEM_SENHA_DADOS_PESSOAIS;
  return null;
}

/** Evaluation and message in one call (the server's check before any password is stored). */
export function validatePasswordPolicy(
  politica: PoliticaSenha,
  senha: string,
  label: string,
  context: PasswordContext = {},
): string | null {
  return passwordPolicyMessage(politica, evaluatePasswordPolicy(politica, senha, context), label);
}
