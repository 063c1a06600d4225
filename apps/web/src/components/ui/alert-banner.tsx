// Spec §8 feedback banner: generic headings, closes by itself after 5 s unless the pointer (or keyboard
// focus, so keyboard users get the same pause) is on it; errors interrupt screen readers, others wait.
import { useEffect, useRef, useState } from 'react';
import { ALERT_AUTO_CLOSE_MS, MESSAGES } from '@portal/domain';
import { cn } from './cn';

export type AlertKind = 'sucesso' | 'erro' | 'atencao' | 'informacao';

/** The spec words only the success and error headings; attention and information follow their tone. */
export const ALERT_HEADINGS: Record<AlertKind, string> = {
  sucesso: MESSAGES.headingSuccess,
  erro: MESSAGES.headingError,
  atencao: 'Atenção!',
  informacao: 'Informação',
};

const STYLES: Record<AlertKind, { box: string; icon: string }> = {
  sucesso: { box: 'border-success bg-success-soft text-success', icon: '✓' },
  erro: { box: 'border-danger bg-danger-soft text-danger', icon: '!' },
  atencao: { box: 'border-warning bg-warning-soft text-warning', icon: '!' },
  informacao: { box: 'border-info bg-info-soft text-info', icon: 'i' },
};

export const CLOSE_ALERT_LABEL = 'Fechar alerta';

export interface AlertBannerProps {
  tipo: AlertKind;
  mensagem: string;
  titulo?: string;
  onClose: () => void;
  /** Restarts the auto-close countdown when it changes (the same alert shown again). */
  showId?: number;
}

export function AlertBanner({ tipo, mensagem, titulo, onClose, showId }: AlertBannerProps) {
  const [paused, setPaused] = useState(false);
  // Hover and keyboard focus each hold the banner open; it resumes only when neither does.
  const holders = useRef({ hover: false, focus: false });
  const hold = (holder: 'hover' | 'focus', on: boolean) => {
    holders.current[holder] = on;
    setPaused(holders.current.hover || holders.current.focus);
  };
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => closeRef.current(), ALERT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, showId]);

  const style = STYLES[tipo];
  return (
    <div
      role={tipo === 'erro' ? 'alert' : 'status'}
      aria-live={tipo === 'erro' ? 'assertive' : 'polite'}
      className={cn('flex items-start gap-3 rounded-md border-2 px-4 py-3 shadow-sm', style.box)}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-current font-bold"
      >
        {style.icon}
      </span>
      <div className="flex-1">
        <p className="font-bold">{titulo ?? ALERT_HEADINGS[tipo]}</p>
        <p className="text-ink">{mensagem}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-surface-muted"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ×
        </span>
        <span className="sr-only">{CLOSE_ALERT_LABEL}</span>
      </button>
    </div>
  );
}
