// What every form control shares: label, '(opcional)', hint, error text and the neutral/error/valid
// states of spec §8, wired to react-hook-form through the Form wrapper's context.
import { useId, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { cn } from './cn';

export type FieldStatus = 'neutral' | 'error' | 'valid';

export interface FieldBaseProps {
  name: string;
  label: string;
  hint?: string;
  /** Not required: the label says '(opcional)' (spec §5). */
  optional?: boolean;
}

export interface FieldWiring {
  controller: UseControllerReturn<FieldValues, string>;
  /** Spread on the native control: ref (focus on error), name and blur (the "touched" moment). */
  bindings: Pick<ControllerRenderProps, 'ref' | 'name' | 'onBlur'>;
  inputId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
  status: FieldStatus;
  error: string | undefined;
}

/** Connects a control to the surrounding Form and works out its ids and state. */
export function useField({ name, hint }: Pick<FieldBaseProps, 'name' | 'hint'>): FieldWiring {
  const { control } = useFormContext();
  const controller = useController({ name, control });
  const baseId = useId();
  const { error, isTouched } = controller.fieldState;
  const message = error?.message;
  const hasValue = controller.field.value !== '' && controller.field.value != null;
  const status: FieldStatus = message ? 'error' : isTouched && hasValue ? 'valid' : 'neutral';
  const hintId = `${baseId}-dica`;
  const errorId = `${baseId}-erro`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  const { ref, name: fieldName, onBlur } = controller.field;
  return {
    controller,
    bindings: { ref, name: fieldName, onBlur },
    inputId: `${baseId}-campo`,
    hintId,
    errorId,
    describedBy: describedBy || undefined,
    status,
    error: message,
  };
}

export const INPUT_CLASSES =
  'block w-full min-h-11 rounded-md border-2 bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted';

export const STATUS_BORDER: Record<FieldStatus, string> = {
  neutral: 'border-line-strong',
  error: 'border-danger',
  valid: 'border-success',
};

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
      {wiring.error && (
        <p id={wiring.errorId} className="flex items-center gap-1 text-sm font-semibold text-danger">
          <span aria-hidden="true">⚠</span>
          {wiring.error}
        </p>
      )}
    </div>
  );
}
