// The portal's buttons. Variants share one focus style (styles.css) and keep AA contrast in both themes.
import { useId, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { Spinner } from './loader';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-on-primary border-2 border-primary hover:bg-primary-strong hover:border-primary-strong contraste:hover:bg-ink contraste:hover:text-page',
  secondary: 'bg-surface text-link border-2 border-primary hover:bg-surface-muted',
  // Irreversible actions (cancel a contract). White on the danger tone keeps AA in every theme (styles.css).
  danger:
    'bg-danger text-on-danger border-2 border-danger hover:bg-danger-strong hover:border-danger-strong contraste:hover:bg-ink contraste:hover:text-page',
  ghost: 'bg-transparent text-ink border-2 border-transparent hover:border-line',
  link: 'bg-transparent text-link underline underline-offset-2 border-0 px-0 py-0 min-h-0',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and marks the button busy; the button stays in the tab order. */
  loading?: boolean;
  /**
   * What is missing while the button is disabled (issue 10: a disabled button always says why). Shown
   * under the button and tied to it with aria-describedby; gone once the button is enabled.
   */
  disabledReason?: string;
}

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md px-5 py-2 text-base font-semibold',
    'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed',
    VARIANTS[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  loading = false,
  className,
  children,
  type,
  disabled,
  disabledReason,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  const button = (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, className)}
      aria-busy={loading || undefined}
      aria-describedby={reason ? reasonId : undefined}
      disabled={disabled}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
  if (!reason) return button;
  return (
    <>
      {button}
      {/* basis-full: in a row of buttons the reason takes its own line. */}
      <p id={reasonId} data-motivo-desabilitado className="basis-full text-sm text-ink-muted">
        {reason}
      </p>
    </>
  );
}
