import { describe, expect, it } from 'vitest';
import { MESSAGES, type CalendarDate } from '@portal/domain';
import {
  EMPTY_RANGE,
  PRESETS,
  defaultMonth,
  formatRange,
  intervalLabel,
  isSelectable,
  monthToShow,
  nextRange,
  presetRange,
  previousMonthPeriod,
  readTypedPeriod,
  type Preset,
} from './date-range-rules';
import { maskDatePeriod, maskMonthYear } from './period-masks';

/** 'dd/MM/yyyy' → CalendarDate, to keep the tables readable. */
const d = (text: string): CalendarDate => {
  const [day, month, year] = text.split('/').map(Number);
  return { year: year!, month: month!, day: day! };
};
const range = (start: string, end: string) => ({ start: d(start), end: d(end) });
const today = d('15/08/2026');

describe('presets at every quarter boundary (spec §9: Q1+Q2 first half, Q3+Q4 second)', () => {
  // The first and last day of each quarter: the half-year flips between 30/06 and 01/07 only.
  const cases: [string, Record<Preset, [string, string]>][] = [
    [
      '01/01/2026',
      {
        'Mês atual': ['01/01/2026', '01/01/2026'],
        'Semestre atual': ['01/01/2026', '01/01/2026'],
        'Semestre passado': ['01/07/2025', '31/12/2025'],
        'Ano atual': ['01/01/2026', '01/01/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '31/03/2026',
      {
        'Mês atual': ['01/03/2026', '31/03/2026'],
        'Semestre atual': ['01/01/2026', '31/03/2026'],
        'Semestre passado': ['01/07/2025', '31/12/2025'],
        'Ano atual': ['01/01/2026', '31/03/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '01/04/2026',
      {
        'Mês atual': ['01/04/2026', '01/04/2026'],
        'Semestre atual': ['01/01/2026', '01/04/2026'],
        'Semestre passado': ['01/07/2025', '31/12/2025'],
        'Ano atual': ['01/01/2026', '01/04/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '30/06/2026',
      {
        'Mês atual': ['01/06/2026', '30/06/2026'],
        'Semestre atual': ['01/01/2026', '30/06/2026'],
        'Semestre passado': ['01/07/2025', '31/12/2025'],
        'Ano atual': ['01/01/2026', '30/06/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '01/07/2026',
      {
        'Mês atual': ['01/07/2026', '01/07/2026'],
        'Semestre atual': ['01/07/2026', '01/07/2026'],
        'Semestre passado': ['01/01/2026', '30/06/2026'],
        'Ano atual': ['01/01/2026', '01/07/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '30/09/2026',
      {
        'Mês atual': ['01/09/2026', '30/09/2026'],
        'Semestre atual': ['01/07/2026', '30/09/2026'],
        'Semestre passado': ['01/01/2026', '30/06/2026'],
        'Ano atual': ['01/01/2026', '30/09/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '01/10/2026',
      {
        'Mês atual': ['01/10/2026', '01/10/2026'],
        'Semestre atual': ['01/07/2026', '01/10/2026'],
        'Semestre passado': ['01/01/2026', '30/06/2026'],
        'Ano atual': ['01/01/2026', '01/10/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
    [
      '31/12/2026',
      {
        'Mês atual': ['01/12/2026', '31/12/2026'],
        'Semestre atual': ['01/07/2026', '31/12/2026'],
        'Semestre passado': ['01/01/2026', '30/06/2026'],
        'Ano atual': ['01/01/2026', '31/12/2026'],
        'Ano passado': ['01/01/2025', '31/12/2025'],
      },
    ],
  ];
  for (const [on, expected] of cases) {
    for (const preset of PRESETS) {
      it(`${preset} on ${on}`, () => {
        const [start, end] = expected[preset];
        expect(presetRange(preset, d(on))).toEqual(range(start, end));
      });
    }
  }

  it('offers exactly the five presets of spec §2, in order', () => {
    expect(PRESETS).toEqual(['Mês atual', 'Semestre atual', 'Semestre passado', 'Ano atual', 'Ano passado']);
  });

  it('every preset stays within the selectable days', () => {
    for (const preset of PRESETS) {
      const { start, end } = presetRange(preset, today);
      expect(isSelectable(start, today) && isSelectable(end, today)).toBe(true);
    }
  });
});

describe('click rule (spec §2)', () => {
  const click = (from: { start: CalendarDate | null; end: CalendarDate | null }, on: string) =>
    nextRange(from, d(on), today);

  it('the first click sets the start, the second the end', () => {
    const first = click(EMPTY_RANGE, '03/08/2026');
    expect(first).toEqual({ start: d('03/08/2026'), end: null });
    expect(click(first, '10/08/2026')).toEqual(range('03/08/2026', '10/08/2026'));
  });

  it('a second click on the same day makes a one-day range', () => {
    expect(click({ start: d('03/08/2026'), end: null }, '03/08/2026')).toEqual(
      range('03/08/2026', '03/08/2026'),
    );
  });

  it('an earlier second date becomes the start (the first one becomes the end)', () => {
    expect(click({ start: d('10/08/2026'), end: null }, '03/08/2026')).toEqual(
      range('03/08/2026', '10/08/2026'),
    );
  });

  it('a click on the existing end restarts the range there', () => {
    expect(click(range('03/08/2026', '10/08/2026'), '10/08/2026')).toEqual({
      start: d('10/08/2026'),
      end: null,
    });
  });

  it('a click on the existing start restarts the range there too', () => {
    expect(click(range('03/08/2026', '10/08/2026'), '03/08/2026')).toEqual({
      start: d('03/08/2026'),
      end: null,
    });
  });

  it('on a complete range, a click before the start moves the start and any other moves the end', () => {
    expect(click(range('03/08/2026', '10/08/2026'), '01/08/2026')).toEqual(range('01/08/2026', '10/08/2026'));
    expect(click(range('03/08/2026', '10/08/2026'), '05/08/2026')).toEqual(range('03/08/2026', '05/08/2026'));
    expect(click(range('03/08/2026', '10/08/2026'), '12/08/2026')).toEqual(range('03/08/2026', '12/08/2026'));
  });

  it('ignores days outside 5 years back to today', () => {
    const start = { start: d('03/08/2026'), end: null };
    expect(click(start, '16/08/2026')).toBe(start);
    expect(click(EMPTY_RANGE, '14/08/2021')).toBe(EMPTY_RANGE);
    expect(click(EMPTY_RANGE, '15/08/2021')).toEqual({ start: d('15/08/2021'), end: null });
  });
});

describe('limits and the default month (spec §5, §9)', () => {
  it('selects from the same day 5 years back up to today', () => {
    expect(isSelectable(d('15/08/2021'), today)).toBe(true);
    expect(isSelectable(d('14/08/2021'), today)).toBe(false);
    expect(isSelectable(d('15/08/2026'), today)).toBe(true);
    expect(isSelectable(d('16/08/2026'), today)).toBe(false);
    // 29/02 five years back falls on 28/02 of a common year.
    expect(isSelectable(d('28/02/2023'), d('29/02/2028'))).toBe(true);
    expect(isSelectable(d('27/02/2023'), d('29/02/2028'))).toBe(false);
  });

  it('opens on the previous month, across the new year too', () => {
    expect(defaultMonth(today)).toEqual(d('01/07/2026'));
    expect(defaultMonth(d('31/01/2026'))).toEqual(d('01/12/2025'));
    expect(monthToShow(EMPTY_RANGE, today)).toEqual(d('01/07/2026'));
    expect(monthToShow(range('10/03/2025', '20/04/2025'), today)).toEqual(d('01/03/2025'));
  });

  it('the default period is the whole previous month', () => {
    expect(previousMonthPeriod(today)).toEqual(range('01/07/2026', '31/07/2026'));
    expect(previousMonthPeriod(d('10/03/2024'))).toEqual(range('01/02/2024', '29/02/2024'));
  });
});

describe('interval and text', () => {
  it('counts both ends as days', () => {
    expect(intervalLabel(range('01/08/2026', '01/08/2026'))).toBe('1 dia');
    expect(intervalLabel(range('01/08/2026', '10/08/2026'))).toBe('10 dias');
    expect(intervalLabel(range('01/01/2024', '31/12/2024'))).toBe('366 dias');
    expect(intervalLabel({ start: d('01/08/2026'), end: null })).toBeNull();
  });

  it('writes the range as dd/MM/yyyy - dd/MM/yyyy', () => {
    expect(formatRange(range('01/07/2026', '31/07/2026'))).toBe('01/07/2026 - 31/07/2026');
    expect(formatRange(EMPTY_RANGE)).toBe('');
  });

  it('masks typed digits into the period format', () => {
    expect(maskDatePeriod('0107')).toBe('01/07');
    expect(maskDatePeriod('01072026')).toBe('01/07/2026');
    expect(maskDatePeriod('010720263')).toBe('01/07/2026 - 3');
    expect(maskDatePeriod('0107202631072026')).toBe('01/07/2026 - 31/07/2026');
    expect(maskDatePeriod('01/07/2026 - 31/07/2026 99')).toBe('01/07/2026 - 31/07/2026');
  });

  it('masks typed digits into MM/yyyy', () => {
    expect(maskMonthYear('0')).toBe('0');
    expect(maskMonthYear('03')).toBe('03');
    expect(maskMonthYear('032')).toBe('03/2');
    expect(maskMonthYear('03/20261')).toBe('03/2026');
  });
});

describe('typed period: every §5 message, exact', () => {
  const read = (text: string) => readTypedPeriod(text, today);
  const cases: [string, string][] = [
    ['', MESSAGES.periodIncomplete],
    ['01/07/2026 - 31/07', MESSAGES.periodIncomplete],
    ['32/13/2026 - 45/07/2026', MESSAGES.periodBothInvalid],
    ['01/07/2026 - 31/06/2026', MESSAGES.periodEndInvalid],
    ['31/06/2026 - 01/07/2026', MESSAGES.periodStartInvalid],
    ['10/08/2026 - 01/08/2026', MESSAGES.periodStartAfterEnd],
    ['01/08/2026 - 16/08/2026', MESSAGES.periodFuture],
    ['01/01/2020 - 02/01/2025', MESSAGES.periodOverFiveYears],
    // Within 5 years of its own end but older than the picker's first day.
    ['01/01/2021 - 31/01/2021', MESSAGES.periodOverFiveYears],
  ];
  for (const [text, message] of cases) {
    it(`'${text}' → '${message}'`, () => {
      expect(read(text)).toEqual({ period: null, error: message });
    });
  }

  it('the messages are the spec’s words', () => {
    expect(cases.map(([, m]) => m)).toEqual([
      'Preenchimento incompleto',
      'Preenchimento incompleto',
      'Ambas as datas são inválidas',
      'Período final é inválido',
      'Período inicial é inválido',
      'Período inicial está maior que final',
      'Sua data está no futuro',
      'Período selecionado tem mais de 5 anos',
      'Período selecionado tem mais de 5 anos',
    ]);
  });

  it('answers the range of a valid period, limits included', () => {
    expect(read('15/08/2021 - 15/08/2026')).toEqual({
      period: range('15/08/2021', '15/08/2026'),
      error: null,
    });
  });
});
