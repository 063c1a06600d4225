import { useState, type InputHTMLAttributes } from 'react';
import { INPUT_MAX_LENGTH_DEFAULT } from '@portal/domain/constants';
import { cn } from '../cn';
import { Icon } from '../icon';
import { FieldShell, INPUT_CLASSES, STATUS_BORDER, useField, type FieldBaseProps } from './field';

export const SHOW_PASSWORD_LABEL = 'Mostrar senha';

export interface PasswordFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'
    > {}

/** Spec §2 "Password field toggles hidden or shown": a toggle button with aria-pressed. */
export function PasswordField({
  name,
  label,
  hint,
  optional,
  className,
  maxLength = INPUT_MAX_LENGTH_DEFAULT,
  ...inputProps
}: PasswordFieldProps) {
  const wiring = useField({ name, hint });
  const { field } = wiring.controller;
  const [shown, setShown] = useState(false);
  return (
    <FieldShell label={label} hint={hint} optional={optional} wiring={wiring} className={className}>
      <div className="relative">
        <input
          {...inputProps}
          id={wiring.inputId}
          {...wiring.bindings}
          type={shown ? 'text' : 'password'}
          value={typeof field.value === 'string' ? field.value : ''}
          maxLength={maxLength}
          required={!optional}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={wiring.status === 'error'}
          aria-describedby={wiring.describedBy}
          onChange={(event) => field.onChange(event.target.value)}
          className={cn(INPUT_CLASSES, STATUS_BORDER[wiring.status], 'pr-14')}
        />
        {/* The name comes from hidden text, not aria-label, so looking the input up by its label
            ('Senha') finds only the input. */}
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={wiring.inputId}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-1 right-1 flex min-w-11 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-surface-muted"
        >
          <Icon name={shown ? 'eye-off' : 'eye'} className="size-6" />
          <span className="sr-only">{SHOW_PASSWORD_LABEL}</span>
        </button>
      </div>
    </FieldShell>
  );
}
