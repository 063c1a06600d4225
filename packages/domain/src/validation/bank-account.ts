// Débito em Conta (spec §2) and the bank variation settings of spec §3: the agency and the account a
// member types are checked the same way by the form (as the member types) and by the server (before
// anything is saved). Three layers, in order:
// 1. shape: only what the bank's mask allows, between the bank's minimum length and the mask's length;
// 2. spec §5 "Bank account and agency" (validateBankAccount: repeated digits, X as DV);
// 3. the check digit, where the bank publishes its algorithm: the account's through
//    @brazilian-utils/brazilian-utils (BB, Santander, Caixa, Bradesco, Nubank, Itaú), Banco do Brasil's
//    agency DV (mod 11, 10 → X) by hand (the library checks accounts only).
// Every failure is the spec's '{label} inválido'.
import { isValidBankAccount } from '@brazilian-utils/brazilian-utils';
import { MESSAGES, invalidLabel } from '../messages.js';
import { validateBankAccount } from './bank.js';
import { isEmptyValue, type ValidationResult } from './required.js';

/** Spec §3 "Bank variation settings" of one bank, plus its COMPE code and name. */
export interface BancoVariacao {
  /** Three-digit COMPE code ('001'). */
  codigo: string;
  nome: string;
  /** The agency's input mask: '9999-X' (DV that may be X), '9999-9' (digit DV) or '9999' (no DV). */
  mascaraDVAgencia: string;
  /** Letters and digits (DV included, separators not) the agency needs at least. */
  tamanhoMinimoAgencia: number;
  /** The account's input mask, e.g. '99999999-X', '99999-9'. */
  mascaraDVConta: string;
  /** Letters and digits (DV included) the account needs at least. */
  tamanhoMinimoContaCorrente: number;
}

export const AGENCIA_LABEL = 'Agência';
export const CONTA_LABEL = 'Conta';

const alnum = (text: string): string => text.replace(/[^0-9A-Za-z]/g, '');
const hasDv = (mask: string): boolean => mask.includes('-') || /x/i.test(mask);

/** The typed value split at its DV: '1234-5' → ['1234', '5']; '12345' with a DV mask → ['1234', '5']. */
export function splitDv(value: string, mask: string): { numero: string; dv: string } {
  const text = value.trim();
  if (!hasDv(mask)) return { numero: alnum(text), dv: '' };
  const cut = text.includes('-') ? text.lastIndexOf('-') : text.length - 1;
  return { numero: alnum(text.slice(0, cut)), dv: alnum(text.slice(cut)).toUpperCase() };
}

/**
 * The input mask of an agency or account field (spec §5 "Formatters run on each value"), shaped by the
 * bank's mask: digits only, at most the mask's number length, then '-' and one DV — a digit, or also X
 * where the mask says X. The member may type the '-' (a short number with its DV: '12345-6'); typing past
 * the number's full length puts it in by itself ('30643' → '3064-3'). Anything else is dropped as typed.
 */
export function formatBankNumber(value: string, mask: string): string {
  const size = alnum(mask).length - (hasDv(mask) ? 1 : 0);
  if (!hasDv(mask)) return value.replace(/\D/g, '').slice(0, size);
  const letterDv = /x/i.test(mask);
  const dash = value.indexOf('-');
  const head = (dash === -1 ? value : value.slice(0, dash)).replace(letterDv ? /[^0-9Xx]/g : /\D/g, '');
  const tail = dash === -1 ? '' : value.slice(dash + 1);
  // A letter is only ever a DV: an X typed in the number ends it.
  const x = head.search(/x/i);
  const numero = (x === -1 ? head : head.slice(0, x)).slice(0, size);
  if (!numero) return '';
  const rest = head.slice(numero.length) + tail;
  const dv = rest
    .replace(letterDv ? /[^0-9Xx]/g : /\D/g, '')
    .slice(0, 1)
    .toUpperCase();
  if (dv) return `${numero}-${dv}`;
  return dash !== -1 && numero ? `${numero}-` : numero;
}

/** Only digits, one '-', and a letter only as the DV of an X mask; length within the bank's bounds. */
function validShape(value: string, mask: string, minLength: number): boolean {
  const letterDv = /x/i.test(mask);
  const pattern = letterDv ? /^\d+-?[0-9A-Za-z]$/ : hasDv(mask) ? /^\d+-?\d$/ : /^\d+$/;
  const length = alnum(value).length;
  return pattern.test(value.trim()) && length >= minLength && length <= alnum(mask).length;
}

/** Banco do Brasil agency DV: weights 5, 4, 3, 2 over four digits; 11 − sum mod 11, 10 → X, 11 → 0. */
export function bancoDoBrasilAgenciaDv(agencia: string): string {
  const digits = agencia.padStart(4, '0').slice(-4);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (5 - i), 0);
  const dv = 11 - (sum % 11);
  return dv === 10 ? 'X' : dv === 11 ? '0' : String(dv);
}

/** Banks whose account check digit follows a published algorithm, and the account length it runs over. */
const ACCOUNT_DIGITS: Record<string, number> = {
  '001': 8,
  '033': 8,
  '104': 11,
  '237': 7,
  '260': 0,
  '341': 5,
};

function common(value: string | null | undefined, mask: string, minLength: number, label: string) {
  if (isEmptyValue(value)) return MESSAGES.required;
  const text = (value ?? '').trim();
  if (!validShape(text, mask, minLength)) return invalidLabel(label);
  return validateBankAccount(text, { mask, minLength }, label);
}

/** The agency with its DV as typed ('1234-5'); null when valid. */
export function validateAgencia(value: string | null | undefined, banco: BancoVariacao): ValidationResult {
  const error = common(value, banco.mascaraDVAgencia, banco.tamanhoMinimoAgencia, AGENCIA_LABEL);
  if (error) return error;
  if (banco.codigo === '001') {
    const { numero, dv } = splitDv(value ?? '', banco.mascaraDVAgencia);
    if (bancoDoBrasilAgenciaDv(numero) !== dv) return invalidLabel(AGENCIA_LABEL);
  }
  return null;
}

/** The account with its DV as typed ('12345-6'); the agency is part of some banks' DV (Itaú, Santander, Caixa). */
export function validateContaCorrente(
  value: string | null | undefined,
  banco: BancoVariacao,
  agencia: string,
): ValidationResult {
  const error = common(value, banco.mascaraDVConta, banco.tamanhoMinimoContaCorrente, CONTA_LABEL);
  if (error) return error;
  const length = ACCOUNT_DIGITS[banco.codigo];
  if (length === undefined) return null;
  const { numero, dv } = splitDv(value ?? '', banco.mascaraDVConta);
  const valid = isValidBankAccount({
    bankCode: banco.codigo,
    agency: splitDv(agencia, banco.mascaraDVAgencia).numero.padStart(4, '0'),
    account: numero.padStart(length, '0'),
    digit: dv,
  });
  return valid ? null : invalidLabel(CONTA_LABEL);
}

/** Both fields at once, keyed as the activation form names them; {} when both are valid. */
export function validateDadosBancarios(
  dados: { agencia: string; conta: string },
  banco: BancoVariacao,
): { agencia?: string; conta?: string } {
  const agencia = validateAgencia(dados.agencia, banco);
  // The account's DV depends on the agency for some banks: judge it only against a valid agency.
  const conta = agencia ? null : validateContaCorrente(dados.conta, banco, dados.agencia);
  return { ...(agencia ? { agencia } : {}), ...(conta ? { conta } : {}) };
}
