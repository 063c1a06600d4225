import { describe, expect, it } from 'vitest';
import { formatCompetencia, formatLinhaDigitavel, maskBankNumber } from './bank.js';
import { formatCents } from './money.js';

describe('bank and bill formats', () => {
  it('masks all but the last three characters, keeping separators', () => {
    expect(maskBankNumber('45102-3')).toBe('***02-3');
    expect(maskBankNumber('3064-X')).toBe('**64-X');
    expect(maskBankNumber('0057')).toBe('*057');
  });

  it('prints the linha digitável in its groups', () => {
    expect(formatLinhaDigitavel('00190000090114971860168524522114675860000102656')).toBe(
      '00190.00009 01149.718601 68524.522114 6 75860000102656',
    );
    expect(formatLinhaDigitavel('123')).toBe('123');
  });

  it('names competence months and shows cents as money', () => {
    expect(formatCompetencia('2026-03')).toBe('Março/2026');
    expect(formatCompetencia('2026-13')).toBe('');
    expect(formatCents(102_333)).toBe('R$ 1.023,33');
    expect(formatCents(-150)).toBe('-R$ 1,50');
    expect(formatCents(1.5)).toBe('');
  });
});
