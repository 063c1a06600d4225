// A labelled field: its label above, its hint and its error below, both tied to it (aria-describedby), and
// aria-invalid while it has an error.
import type { InputHTMLAttributes } from 'react';

export interface CampoProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  rotulo: string;
  dica?: string;
  erro?: string | undefined;
}

export function Campo({ id, rotulo, dica, erro, className = '', ...props }: CampoProps) {
  const descricao = [dica ? `${id}-dica` : null, erro ? `${id}-erro` : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {rotulo}
      </label>
      {dica && (
        <p id={`${id}-dica`} className="text-sm text-ink-muted">
          {dica}
        </p>
      )}
      <input
        id={id}
        aria-invalid={erro ? true : undefined}
        aria-describedby={descricao || undefined}
        className="min-h-11 w-full rounded border border-line-strong bg-surface px-3 text-ink aria-invalid:border-danger"
        {...props}
      />
      {erro && (
        <p id={`${id}-erro`} className="text-sm font-semibold text-danger">
          {erro}
        </p>
      )}
    </div>
  );
}
