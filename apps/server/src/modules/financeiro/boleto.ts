// The boleto's numbers (FEBRABAN "Layout Padrão de Arrecadação/Recebimento com Utilização do Código de
// Barras" for bank slips; BCB Carta-Circular 2.926/2000): the 44-digit barcode and the 47-digit linha
// digitável derived from it. The library we use elsewhere (@brazilian-utils/brazilian-utils) only
// validates and parses boletos — it cannot build one from our fields — so the arithmetic is here, small
// and tested against published lines and against the library's validator (boleto.test.ts).
import { daysBetween, type CalendarDate } from '@portal/domain';

/** Real ('9' in position 4 of the barcode). */
const MOEDA_REAL = '9';

/** Day zero of the due-date factor (FEBRABAN): 07/10/1997. */
const FATOR_BASE: CalendarDate = { year: 1997, month: 10, day: 7 };
/**
 * The factor ran out at 9999 on 21/02/2025 and restarted at 1000 on 22/02/2025 (FEBRABAN; Bradesco's
 * "Layout da Cobrança" reproduces the rule): from 03/07/2000 (factor 1000) on, the factor cycles through
 * 1000…9999, 9000 days per cycle.
 */
const FATOR_MINIMO = 1000;
const FATOR_CICLO = 9000;

/** The 4-digit due-date factor of a day from 03/07/2000 on. */
export function fatorVencimento(vencimento: CalendarDate): string {
  const days = daysBetween(FATOR_BASE, vencimento);
  if (days < FATOR_MINIMO) throw new Error('Vencimento anterior a 03/07/2000 não tem fator no ciclo atual');
  return String(((days - FATOR_MINIMO) % FATOR_CICLO) + FATOR_MINIMO);
}

/** Módulo 10 of the linha digitável fields: weights 2, 1, 2, … from the right, digits of products summed. */
export function modulo10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: módulo 11, weights 2…9 from the right; 0, 10 and 11 become 1. */
export function modulo11Boleto(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

export interface BoletoInput {
  /** COMPE code of the collecting bank ('001'). */
  banco: string;
  vencimento: CalendarDate;
  valorCentavos: number;
  /** The bank's 25-digit free field (campoLivreConvenio7 for Banco do Brasil). */
  campoLivre: string;
}

/** 44 digits: bank(3) currency(1) DV(1) factor(4) value(10) free field(25). */
export function codigoDeBarras({ banco, vencimento, valorCentavos, campoLivre }: BoletoInput): string {
  if (!/^\d{3}$/.test(banco)) throw new Error('Banco do boleto: 3 dígitos');
  if (!/^\d{25}$/.test(campoLivre)) throw new Error('Campo livre do boleto: 25 dígitos');
  if (!Number.isInteger(valorCentavos) || valorCentavos <= 0 || valorCentavos > 99_999_999_99) {
    throw new Error('Valor do boleto fora da faixa de 10 dígitos');
  }
  const semDv = `${banco}${MOEDA_REAL}${fatorVencimento(vencimento)}${String(valorCentavos).padStart(10, '0')}${campoLivre}`;
  return `${semDv.slice(0, 4)}${modulo11Boleto(semDv)}${semDv.slice(4)}`;
}

/** 47 digits: three fields with their módulo-10 DVs, the general DV, then factor and value. */
export function linhaDigitavel(barras: string): string {
  if (!/^\d{44}$/.test(barras)) throw new Error('Código de barras: 44 dígitos');
  const campoLivre = barras.slice(19);
  const campo1 = `${barras.slice(0, 4)}${campoLivre.slice(0, 5)}`;
  const campo2 = campoLivre.slice(5, 15);
  const campo3 = campoLivre.slice(15, 25);
  return (
    `${campo1}${modulo10(campo1)}${campo2}${modulo10(campo2)}${campo3}${modulo10(campo3)}` +
    `${barras[4]}${barras.slice(5, 19)}`
  );
}

/**
 * Banco do Brasil's free field for a 7-digit agreement ("convênio"), carteira 17/18: six zeros, the
 * 17-digit nosso número (agreement + 10-digit sequence) and the 2-digit carteira.
 */
export function campoLivreConvenio7(nossoNumero: string, carteira: string): string {
  if (!/^\d{17}$/.test(nossoNumero)) throw new Error('Nosso número: 17 dígitos');
  if (!/^\d{2}$/.test(carteira)) throw new Error('Carteira: 2 dígitos');
  return `000000${nossoNumero}${carteira}`;
}
