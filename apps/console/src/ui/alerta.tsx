import type { ReactNode } from 'react';

const ESTILOS = {
  erro: 'border-danger bg-danger-soft',
  sucesso: 'border-success bg-success-soft',
  atencao: 'border-warning bg-warning-soft',
  info: 'border-line-strong bg-surface-muted',
} as const;

/** A message box: an error is announced at once (role="alert"), anything else politely (role="status"). */
export function Alerta({ tipo, children }: { tipo: keyof typeof ESTILOS; children: ReactNode }) {
  return (
    <div
      role={tipo === 'erro' ? 'alert' : 'status'}
      className={`my-3 rounded border-l-4 p-3 text-ink ${ESTILOS[tipo]}`}
    >
      {children}
    </div>
  );
}
