// The portal's buttons. Variants share one focus style (styles.css) and keep AA contrast in both themes.
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { Spinner } from './loader';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-on-primary border-2 border-primary hover:bg-primary-strong hover:border-primary-strong contraste:hover:bg-ink contraste:hover:text-page',
  secondary: 'bg-surface text-link border-2 border-primary hover:bg-surface-muted',
  ghost: 'bg-transparent text-ink border-2 border-transparent hover:border-line',
  link: 'bg-transparent text-link underline underline-offset-2 border-0 px-0 py-0 min-h-0',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and marks the button busy; the button stays in the tab order. */
  loading?: boolean;
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
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, className)}
      aria-busy={loading || undefined}
      disabled={disabled}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
