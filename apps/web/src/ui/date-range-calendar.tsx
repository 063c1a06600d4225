// The calendar of the date-range picker (spec §2): presets, react-day-picker in pt-BR with the week
// starting on Sunday, "N dias", Cancelar and Ok. This module is the only one that imports react-day-picker
// and date-fns: date-range-picker.tsx loads it lazily when the calendar first opens, so the date library
// stays in its own chunk, off every screen that does not open a calendar (decision 0016).
// The choice in progress lives here and reaches the screen only with Ok.
import { useState } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { addMonths, dayKey, toCalendarDate, type CalendarDate } from '@portal/domain';
import { Button } from './button';
import { cn } from './cn';
import {
  PRESETS,
  formatRange,
  intervalLabel,
  monthToShow,
  nextRange,
  presetRange,
  selectableLimits,
  type DayRange,
  type Period,
} from './date-range-rules';

export interface DateRangeCalendarProps {
  initial: DayRange;
  today: CalendarDate;
  /** Two months side by side, or one where two do not fit (a phone). */
  months: 1 | 2;
  onOk: (period: Period) => void;
  onCancel: () => void;
}

const toDate = (day: CalendarDate): Date => new Date(day.year, day.month - 1, day.day);

const DAY = 'size-10 rounded-md text-base';
// Only the portal's tokens, so the light and the high-contrast themes both hold (styles.css).
const CLASS_NAMES: Partial<ClassNames> = {
  root: 'relative',
  months: 'flex flex-wrap justify-center gap-6',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-11 items-center justify-center font-bold capitalize',
  nav: 'absolute inset-x-0 top-0 flex h-11 items-center justify-between',
  button_previous:
    'inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-link hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
  button_next:
    'inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-link hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
  chevron: 'size-5 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 text-sm font-semibold text-ink-muted',
  day: 'p-0 text-center',
  day_button: cn(DAY, 'cursor-pointer hover:bg-surface-muted disabled:cursor-not-allowed'),
  today: 'font-bold underline underline-offset-4',
  outside: 'text-ink-muted',
  disabled: 'text-ink-muted opacity-50',
  range_middle: '[&>button]:bg-surface-muted [&>button]:rounded-none contraste:[&>button]:outline-1',
  range_start: '[&>button]:bg-primary [&>button]:text-on-primary',
  range_end: '[&>button]:bg-primary [&>button]:text-on-primary',
  selected: 'font-semibold',
};

export default function DateRangeCalendar({
  initial,
  today,
  months,
  onOk,
  onCancel,
}: DateRangeCalendarProps) {
  const [draft, setDraft] = useState<DayRange>(initial);
  const limits = selectableLimits(today);
  const lastFirstMonth = addMonths({ ...today, day: 1 }, 1 - months);
  const firstMonth = (range: DayRange): CalendarDate => {
    const month = monthToShow(range, today);
    return dayKey(month) > dayKey(lastFirstMonth) ? lastFirstMonth : month;
  };
  const [month, setMonth] = useState<CalendarDate>(() => firstMonth(initial));
  const complete = draft.start && draft.end ? { start: draft.start, end: draft.end } : null;
  const interval = intervalLabel(draft);
  const chosen = (preset: (typeof PRESETS)[number]) => {
    const range = presetRange(preset, today);
    return formatRange(range) === formatRange(draft);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Períodos prontos" className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={chosen(preset)}
            onClick={() => {
              const range = presetRange(preset, today);
              setDraft(range);
              setMonth(firstMonth(range));
            }}
            className={cn(
              'min-h-11 cursor-pointer rounded-full border-2 px-4 py-1 font-semibold',
              chosen(preset)
                ? 'border-primary bg-primary text-on-primary'
                : 'border-line-strong bg-surface text-link hover:bg-surface-muted',
            )}
          >
            {preset}
          </button>
        ))}
      </div>
      <DayPicker
        mode="range"
        locale={ptBR}
        weekStartsOn={0}
        numberOfMonths={months}
        month={toDate(month)}
        onMonthChange={(next) => setMonth(toCalendarDate(next))}
        startMonth={toDate(limits.start)}
        endMonth={toDate(today)}
        today={toDate(today)}
        disabled={[{ before: toDate(limits.start) }, { after: toDate(today) }]}
        selected={{
          from: draft.start ? toDate(draft.start) : undefined,
          to: draft.end ? toDate(draft.end) : undefined,
        }}
        // react-day-picker's own range rule differs from spec §2: only the day pressed is taken from it.
        onSelect={(_, day) => setDraft((was) => nextRange(was, toCalendarDate(day), today))}
        classNames={CLASS_NAMES}
        showOutsideDays={false}
        autoFocus
      />
      <p aria-live="polite" className="min-h-6 text-center font-semibold" data-testid="intervalo">
        {complete ? `${formatRange(complete)} (${interval})` : draft.start ? 'Escolha o dia final' : ''}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          disabled={!complete}
          disabledReason="Escolha o dia inicial e o final."
          onClick={() => complete && onOk(complete)}
        >
          Ok
        </Button>
      </div>
    </div>
  );
}
