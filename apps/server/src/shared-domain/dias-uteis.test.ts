import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '@portal/domain';
import { addDiasUteis, diasUteisAte, isDiaUtil, isFeriadoNacional } from './dias-uteis.js';

const day = (iso: string) => parseIsoDate(iso)!;
const prazo = (iso: string, n = 7) => formatIsoDate(addDiasUteis(day(iso), n));

describe('Good Friday (two days before Easter, from the calendar library)', () => {
  it.each([['2024-03-29'], ['2025-04-18'], ['2026-04-03'], ['2027-03-26'], ['2038-04-23']])(
    '%s is a national holiday, and the Thursday before it is not',
    (iso) => {
      expect(isFeriadoNacional(day(iso))).toBe(true);
      expect(isFeriadoNacional(addDays(day(iso), -1))).toBe(false);
    },
  );
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

describe('RN 623 deadlines of issue 15 across national holidays (5 and 10 business days)', () => {
  it('5 business days across Good Friday and Tiradentes', () => {
    // Wed 01/04/2026 → 02, (03 Good Friday), 06, 07, 08, 09.
    expect(prazo('2026-04-01', 5)).toBe('2026-04-09');
    // Fri 17/04/2026 → 20, (21 Tiradentes), 22, 23, 24, 27.
    expect(prazo('2026-04-17', 5)).toBe('2026-04-27');
  });

  it('10 business days from Christmas Eve into January', () => {
    // Thu 24/12/2026 → (25), 28, 29, 30, 31, (01/01), 04, 05, 06, 07, 08, 11.
    expect(prazo('2026-12-24', 10)).toBe('2027-01-11');
  });

  it('5 business days across Carnival count Carnival (ponto facultativo)', () => {
    // Fri 13/02/2026 → 16, 17, 18, 19, 20.
    expect(prazo('2026-02-13', 5)).toBe('2026-02-20');
  });
});

describe('diasUteisAte (business days left to a deadline)', () => {
  it('is 0 on the deadline, positive before it, skipping holidays', () => {
    expect(diasUteisAte(day('2026-04-09'), day('2026-04-09'))).toBe(0);
    // From Wed 01/04: 02, (03), 06, 07, 08, 09.
    expect(diasUteisAte(day('2026-04-01'), day('2026-04-09'))).toBe(5);
    // A Saturday before a Monday deadline: one business day left.
    expect(diasUteisAte(day('2026-03-07'), day('2026-03-09'))).toBe(1);
  });

  it('is negative once overdue, counting only business days', () => {
    // Deadline Thu 31/12/2026; today Mon 04/01/2027: (01/01), 04 → -1.
    expect(diasUteisAte(day('2027-01-04'), day('2026-12-31'))).toBe(-1);
    expect(diasUteisAte(day('2026-04-22'), day('2026-04-17'))).toBe(-2);
  });
});
