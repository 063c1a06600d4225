// The month-year period of the co-participation filter (spec §5 "Month-year period", MM/yyyy start and
// end): two labelled inputs that mask digits into MM/aaaa and one message for the pair, the exact §5
// words from the domain's validateMonthYearPeriod (the screen checks the pair when the member filters).
import { useId } from 'react';
import { cn } from './cn';
import { FieldErrorText, INPUT_CLASSES, STATUS_BORDER } from './form/field';
import { maskMonthYear } from './period-masks';

export interface MonthYearPeriodValue {
  inicio: string;
  fim: string;
}

export interface MonthYearPeriodProps {
  legend: string;
  value: MonthYearPeriodValue;
  onChange: (value: MonthYearPeriodValue) => void;
  /** The period's message, shown under both inputs and tied to them. */
  error: string | null;
  className?: string;
}

export function MonthYearPeriod({ legend, value, onChange, error, className }: MonthYearPeriodProps) {
  const id = useId();
  const errorId = `${id}-erro`;
  const input = (key: keyof MonthYearPeriodValue, label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="mm/aaaa"
        maxLength={7}
        value={value[key]}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange({ ...value, [key]: maskMonthYear(event.target.value) })}
        className={cn(INPUT_CLASSES, STATUS_BORDER[error ? 'error' : 'neutral'])}
      />
    </div>
  );
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1 font-bold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {input('inicio', 'Mês/ano inicial')}
        {input('fim', 'Mês/ano final')}
      </div>
      {error && (
        <FieldErrorText id={errorId} announce>
          {error}
        </FieldErrorText>
      )}
    </fieldset>
  );
}
