import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '@portal/domain';
import { addDiasUteis, isDiaUtil, isFeriadoNacional, pascoa } from './dias-uteis.js';

const day = (iso: string) => parseIsoDate(iso)!;
const prazo = (iso: string, n = 7) => formatIsoDate(addDiasUteis(day(iso), n));

describe('pascoa', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, iso) => {
    expect(formatIsoDate(pascoa(year))).toBe(iso);
  });
});

describe('national holidays', () => {
  it('knows the fixed ones, Good Friday and Consciência Negra from 2024 on', () => {
    for (const iso of ['2026-01-01', '2026-04-21', '2026-05-01', '2026-09-07', '2026-10-12', '2026-11-02']) {
      expect(isFeriadoNacional(day(iso)), iso).toBe(true);
    }
    expect(isFeriadoNacional(day('2026-11-15'))).toBe(true);
    expect(isFeriadoNacional(day('2026-11-20'))).toBe(true);
    expect(isFeriadoNacional(day('2023-11-20'))).toBe(false);
    expect(isFeriadoNacional(day('2026-12-25'))).toBe(true);
    expect(isFeriadoNacional(day('2026-04-03'))).toBe(true); // Good Friday 2026
    expect(isFeriadoNacional(day('2025-04-18'))).toBe(true); // Good Friday 2025
  });

  it('counts Carnival and Corpus Christi (pontos facultativos) as business days', () => {
    expect(isDiaUtil(day('2026-02-16'))).toBe(true); // Carnival Monday
    expect(isDiaUtil(day('2026-02-17'))).toBe(true); // Carnival Tuesday
    expect(isDiaUtil(day('2026-06-04'))).toBe(true); // Corpus Christi
    expect(isDiaUtil(day('2026-02-18'))).toBe(true); // Ash Wednesday
  });

  it('weekends are never business days', () => {
    expect(isDiaUtil(day('2026-11-21'))).toBe(false);
    expect(isDiaUtil(day('2026-11-22'))).toBe(false);
  });
});

describe('addDiasUteis (RN 623: 7 business days after the filing day)', () => {
  it('an ordinary week: Monday → the Wednesday of the next week', () => {
    expect(prazo('2026-03-02')).toBe('2026-03-11');
  });

  it('a filing on a Saturday starts counting on Monday', () => {
    expect(prazo('2026-03-07')).toBe('2026-03-17');
  });

  it('skips Consciência Negra (Friday 20/11/2026)', () => {
    // 17/11 Tue → 18, 19, (20 holiday), 23, 24, 25, 26, 27.
    expect(prazo('2026-11-17')).toBe('2026-11-27');
    // Before Lei 14.759/2023, 20/11 was a business day: Friday 17/11/2023 → Tuesday 28/11.
    expect(prazo('2023-11-17')).toBe('2023-11-28');
    expect(prazo('2026-11-13')).toBe('2026-11-25'); // 16, 17, 18, 19, (20), 23, 24, 25
  });

  it('skips Good Friday (03/04/2026) and Tiradentes (21/04/2026)', () => {
    // 30/03 Mon → 31, 01, 02, (03 Good Friday), 06, 07, 08, 09.
    expect(prazo('2026-03-30')).toBe('2026-04-09');
    // 15/04 Wed → 16, 17, 20, (21 Tiradentes), 22, 23, 24, 27.
    expect(prazo('2026-04-15')).toBe('2026-04-27');
  });

  it('crosses Christmas and New Year', () => {
    // 23/12/2026 Wed → 24, (25), 28, 29, 30, 31, (01/01), 04, 05.
    expect(prazo('2026-12-23')).toBe('2027-01-05');
  });
});
