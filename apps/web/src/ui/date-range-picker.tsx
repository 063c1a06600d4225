// Spec §2 "Date-range picker": the period as text the member may type ('dd/MM/yyyy - dd/MM/yyyy', checked
// by the §5 period rules with their exact messages, on Enter or on leaving the field) and a button that
// opens the calendar in a dialog (focus kept inside, Escape = Cancelar, focus back on the button after).
// The dialog and the calendar with its date library load only when first wanted (date-range-dialog.tsx,
// date-range-calendar.tsx, decision 0016; issue 37); pointing at or focusing the button starts that load early.
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toCalendarDate, type CalendarDate } from '@portal/domain';
import { buttonClasses } from './button';
import { cn } from './cn';
import { FieldErrorText, INPUT_CLASSES, STATUS_BORDER } from './form/field';
import { formatRange, readTypedPeriod, type Period } from './date-range-rules';
import { maskDatePeriod } from './period-masks';

const loadDialog = () => import('./date-range-dialog');
const DateRangeDialog = lazy(async () => ({ default: (await loadDialog()).DateRangeDialog }));

export const OPEN_CALENDAR_LABEL = 'Abrir calendário';
export { CALENDAR_TITLE } from './date-range-rules';

export interface DateRangePickerProps {
  label: string;
  value: Period;
  onChange: (period: Period) => void;
  /** The member's calendar day (tests move it); defaults to the device's today. */
  today?: CalendarDate;
  className?: string;
}

export function DateRangePicker({ label, value, onChange, today, className }: DateRangePickerProps) {
  const day = today ?? toCalendarDate(new Date());
  const shown = formatRange(value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The dialog is mounted from the first opening on (its chunk loaded), then kept for its closing focus. */
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const inputId = `${id}-campo`;
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;

  // A period chosen in the calendar (or by the screen) replaces what was typed.
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setError(null);
  }

  const apply = () => {
    if (text === shown) {
      setError(null);
      return;
    }
    const typed = readTypedPeriod(text, day);
    setError(typed.error);
    if (typed.period) onChange(typed.period);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        dd/mm/aaaa - dd/mm/aaaa
      </p>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          maxLength={23}
          aria-invalid={error !== null}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setText(maskDatePeriod(event.target.value))}
          onBlur={apply}
          onKeyDown={onKeyDown}
          className={cn(INPUT_CLASSES, 'min-w-0 flex-1', STATUS_BORDER[error ? 'error' : 'neutral'])}
        />
        <button
          ref={button}
          type="button"
          aria-label={OPEN_CALENDAR_LABEL}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          className={buttonClasses('secondary', 'min-w-11 shrink-0 px-3')}
        >
          <CalendarIcon />
        </button>
        {mounted && (
          <Suspense fallback={null}>
            <DateRangeDialog
              open={open}
              onOpenChange={setOpen}
              returnFocus={() => button.current?.focus()}
              value={value}
              today={day}
              onOk={(period) => {
                setOpen(false);
                onChange(period);
              }}
            />
          </Suspense>
        )}
      </div>
      {error && (
        <FieldErrorText id={errorId} announce>
          {error}
        </FieldErrorText>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="4" width="14" height="13" rx="1" />
      <path d="M3 8h14M7 2v4M13 2v4" />
    </svg>
  );
}
