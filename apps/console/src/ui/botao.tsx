import type { ButtonHTMLAttributes } from 'react';

const VARIANTES = {
  primario: 'rounded px-4 bg-primary text-on-primary font-semibold hover:bg-primary-strong',
  secundario: 'rounded px-4 border border-line-strong bg-surface text-ink',
  perigo: 'rounded px-4 border-2 border-danger bg-surface text-danger font-semibold',
  link: 'text-left text-link underline',
} as const;

export interface BotaoProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: keyof typeof VARIANTES;
}

/** A button at least 44 px tall; `type="button"` unless said otherwise. */
export function Botao({ variante = 'secundario', className = '', type = 'button', ...props }: BotaoProps) {
  return (
    <button
      type={type}
      className={`min-h-11 disabled:opacity-70 ${VARIANTES[variante]} ${className}`}
      {...props}
    />
  );
}
