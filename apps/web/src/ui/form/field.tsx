// What every form control shares: label, '(opcional)', hint, error text and the neutral/error/valid
// states of spec §8, wired to the surrounding Form's store (form-store.ts): a field re-renders when its own
// value, error or touched flag changes, not when another field's does.
import { useId, type ReactNode } from 'react';
import { charCounter } from '@portal/domain/messages';
import { cn } from '../cn';
import { useFieldState, useFormStore } from './form-store';

export type FieldStatus = 'neutral' | 'error' | 'valid';

export interface FieldBaseProps {
  name: string;
  label: string;
  hint?: string;
  /** Not required: the label says '(opcional)' (spec §5). */
  optional?: boolean;
}

/** The field's value and its two events, for the native control. */
export interface FieldController {
  field: {
    name: string;
    value: unknown;
    onChange: (value: unknown) => void;
    onBlur: () => void;
  };
  fieldState: { error: string | undefined; isTouched: boolean };
}

export interface FieldWiring {
  controller: FieldController;
  /** Spread on the native control: name (focus on error finds it) and blur (the "touched" moment). */
  bindings: { name: string; onBlur: () => void };
  inputId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
  status: FieldStatus;
  error: string | undefined;
}

/** Connects a control to the surrounding Form and works out its ids and state. */
export function useField({ name, hint }: Pick<FieldBaseProps, 'name' | 'hint'>): FieldWiring {
  const form = useFormStore();
  const baseId = useId();
  const { value, error: message, isTouched } = useFieldState(form, name);
  const hasValue = value !== '' && value != null;
  const status: FieldStatus = message ? 'error' : isTouched && hasValue ? 'valid' : 'neutral';
  const hintId = `${baseId}-dica`;
  const errorId = `${baseId}-erro`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  const onBlur = () => form.blur(name);
  return {
    controller: {
      field: { name, value, onChange: (next) => form.change(name, next), onBlur },
      fieldState: { error: message, isTouched },
    },
    bindings: { name, onBlur },
    inputId: `${baseId}-campo`,
    hintId,
    errorId,
    describedBy: describedBy || undefined,
    status,
    error: message,
  };
}

/** A field's value as the text a native input shows (numbers as digits, anything else empty). */
export const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const INPUT_CLASSES =
  'block w-full min-h-11 rounded-md border-2 bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted';

export const STATUS_BORDER: Record<FieldStatus, string> = {
  neutral: 'border-line-strong',
  error: 'border-danger',
  valid: 'border-success',
};

/** Spec §5 "An optional counter shows 'n/255 Caracteres', or 'n/max'": under text inputs and areas. */
export function CharCounter({ length, max }: { length: number; max: number }) {
  return (
    <p className="self-end text-sm text-ink-muted" aria-live="polite">
      {charCounter(length, max)}
    </p>
  );
}

export function FieldShell({
  label,
  hint,
  optional,
  wiring,
  children,
  className,
}: Omit<FieldBaseProps, 'name'> & { wiring: FieldWiring; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={wiring.inputId} className="font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink-muted"> (opcional)</span>}
      </label>
      {hint && (
        <p id={wiring.hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children}
      {wiring.error && <FieldErrorText id={wiring.errorId}>{wiring.error}</FieldErrorText>}
    </div>
  );
}

/**
 * A field's error line (spec §8 error state). `announce` makes it an alert, for widgets that check on Enter
 * or on leaving the field rather than through the Form (the period widgets).
 */
export function FieldErrorText({
  id,
  children,
  announce = false,
}: {
  id: string;
  children: ReactNode;
  announce?: boolean;
}) {
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className="flex items-center gap-1 text-sm font-semibold text-danger"
    >
      <span aria-hidden="true">⚠</span>
      {children}
    </p>
  );
}
