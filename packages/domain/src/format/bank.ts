// Bank data and payment codes as a member reads them (Débito em Conta, Situação Financeira).
import { MONTHS } from '../constants.js';
import { onlyDigits } from './digits.js';

/** How many characters of an agency or account stay visible when masked (the DV and the digits before it). */
const VISIBLE_TAIL = 3;

/**
 * Agency or account with every character but the last three hidden by asterisks (the web draws them as
 * bullets, as it does for masked contacts): '0123456-7' → '*****56-7'. Separators stay where they are.
 */
export function maskBankNumber(value: string, visible = VISIBLE_TAIL): string {
  let seen = 0;
  return [...value]
    .reverse()
    .map((ch) => {
      if (!/[0-9A-Za-z]/.test(ch)) return ch;
      seen += 1;
      return seen <= visible ? ch : '*';
    })
    .reverse()
    .join('');
}

/**
 * The boleto's 47-digit linha digitável in its printed groups:
 * '00190.00009 01149.718601 68524.522114 6 75860000102656'. Anything else comes back as given.
 */
export function formatLinhaDigitavel(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 47) return value;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

/** 'yyyy-MM' competence month as the bill names it: '2026-03' → 'Março/2026'. */
export function formatCompetencia(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month}/${match[1]}` : '';
}
