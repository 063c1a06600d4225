// The boleto's numbers against a published line and the FEBRABAN factor rule on both sides of the
// February 2025 restart; the library (@brazilian-utils/brazilian-utils) validates our lines
// independently of our arithmetic.
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { parseIsoDate, type CalendarDate } from '@portal/domain';
import {
  campoLivreConvenio7,
  codigoDeBarras,
  fatorVencimento,
  linhaDigitavel,
  modulo10,
  modulo11Boleto,
} from './boleto.js';

const day = (iso: string): CalendarDate => parseIsoDate(iso)!;

/**
 * A Banco do Brasil line published as the example of the library's documentation (and of BB's
 * "cobrança" material): bank 001, factor 7586 (15/07/2018), R$ 1.026,56.
 */
const PUBLISHED_LINE = '00190000090114971860168524522114675860000102656';
/** The 44-digit barcode that line stands for (fields moved back into FEBRABAN barcode order). */
const barcodeOf = (line: string): string =>
  `${line.slice(0, 4)}${line[32]}${line.slice(33)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;

describe('FEBRABAN due-date factor', () => {
  it.each([
    ['2000-07-03', '1000'],
    ['2018-07-15', '7586'],
    ['2025-02-21', '9999'],
    ['2025-02-22', '1000'],
    ['2025-02-23', '1001'],
    ['2026-03-10', '1381'],
  ])('%s → %s', (iso, fator) => expect(fatorVencimento(day(iso))).toBe(fator));

  it('refuses a day before the first cycle', () => {
    expect(() => fatorVencimento(day('2000-07-02'))).toThrow();
  });
});

describe('check digits', () => {
  it('módulo 10 of the three fields of the published line', () => {
    expect(modulo10('001900000')).toBe(9);
    expect(modulo10('0114971860')).toBe(1);
    expect(modulo10('6852452211')).toBe(4);
  });

  it('módulo 11 of the published barcode gives its general DV (6), and 0, 10, 11 become 1', () => {
    const barras = barcodeOf(PUBLISHED_LINE);
    expect(modulo11Boleto(`${barras.slice(0, 4)}${barras.slice(5)}`)).toBe(6);
    // 11 − (sum mod 11) = 11 when the sum is a multiple of 11: '0…0' sums to 0.
    expect(modulo11Boleto('0000')).toBe(1);
  });
});

describe('barcode and linha digitável', () => {
  it('rebuilds the published line from its bank, factor, value and free field', () => {
    const barras = barcodeOf(PUBLISHED_LINE);
    const rebuilt = codigoDeBarras({
      banco: '001',
      vencimento: day('2018-07-15'),
      valorCentavos: 102_656,
      campoLivre: barras.slice(19),
    });
    expect(rebuilt).toBe(barras);
    expect(linhaDigitavel(rebuilt)).toBe(PUBLISHED_LINE);
  });

  it.each(['2025-02-21', '2025-02-22', '2026-04-30'])(
    'a bill due %s gives a line the library accepts, with our value and due date',
    (iso) => {
      const barras = codigoDeBarras({
        banco: '001',
        vencimento: day(iso),
        valorCentavos: 123_456,
        campoLivre: campoLivreConvenio7('23456781000012603', '17'),
      });
      const linha = linhaDigitavel(barras);
      expect(barras).toHaveLength(44);
      expect(linha).toHaveLength(47);
      expect(isValidBoleto(linha)).toBe(true);
      const info = getBoletoInfo(linha, { referenceDate: new Date(`${iso}T12:00:00Z`) });
      expect(info?.amount).toBe(123_456);
      expect(info?.bankCode).toBe('001');
      expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe(iso);
    },
  );

  it('a changed digit breaks the line (the DVs are real)', () => {
    const wrong = `${PUBLISHED_LINE.slice(0, 40)}${(Number(PUBLISHED_LINE[40]) + 1) % 10}${PUBLISHED_LINE.slice(41)}`;
    expect(isValidBoleto(PUBLISHED_LINE)).toBe(true);
    expect(isValidBoleto(wrong)).toBe(false);
  });

  it('refuses values and fields a barcode cannot carry', () => {
    const base = { banco: '001', vencimento: day('2026-03-10'), campoLivre: '0'.repeat(25) };
    expect(() => codigoDeBarras({ ...base, valorCentavos: 0 })).toThrow();
    expect(() => codigoDeBarras({ ...base, valorCentavos: 10_000_000_000 })).toThrow();
    expect(() => codigoDeBarras({ ...base, valorCentavos: 100, campoLivre: '1' })).toThrow();
  });
});
