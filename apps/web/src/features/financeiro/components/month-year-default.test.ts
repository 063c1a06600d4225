import { describe, expect, it } from 'vitest';
import { validateMonthYearPeriod } from '@portal/domain';
import { ultimos12Meses } from './month-year-default';

describe('co-participation filter default (last 12 months)', () => {
  it('ends on the current month and starts 11 months before, across the year', () => {
    expect(ultimos12Meses({ year: 2026, month: 11, day: 24 })).toEqual({ inicio: '12/2025', fim: '11/2026' });
    expect(ultimos12Meses({ year: 2026, month: 12, day: 31 })).toEqual({ inicio: '01/2026', fim: '12/2026' });
  });

  it('is a period the §5 month-year rule accepts', () => {
    const today = { year: 2026, month: 1, day: 1 };
    const { inicio, fim } = ultimos12Meses(today);
    expect(validateMonthYearPeriod(inicio, fim, { today: new Date(2026, 0, 1) })).toBeNull();
  });
});
