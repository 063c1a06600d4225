import type { ButtonHTMLAttributes } from 'react';

const VARIANTES = {
  primario: 'bg-primary text-on-primary font-semibold hover:bg-primary-strong',
  secundario: 'border border-line-strong bg-surface text-ink',
  perigo: 'border-2 border-danger bg-surface text-danger font-semibold',
  link: 'text-link underline px-0',
} as const;

export interface BotaoProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: keyof typeof VARIANTES;
}

/** A button at least 44 px tall; `type="button"` unless said otherwise. */
export function Botao({ variante = 'secundario', className = '', type = 'button', ...props }: BotaoProps) {
  return (
    <button
      type={type}
      className={`min-h-11 rounded px-4 disabled:opacity-70 ${VARIANTES[variante]} ${className}`}
      {...props}
    />
  );
}
