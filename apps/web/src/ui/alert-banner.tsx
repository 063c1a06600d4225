// Spec §8 feedback banner: generic headings; success and information close by themselves after 5 s (spec §3)
// unless the pointer (or keyboard focus, so keyboard users get the same pause) is on it. Errors and attention
// stay until the member closes them: they ask for an action, and a phone user may look away (issue 10).
// Errors interrupt screen readers (role=alert), the others wait (role=status, polite).
import { useEffect, useRef, useState } from 'react';
import { ALERT_AUTO_CLOSE_MS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
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

/** Kinds that close by themselves; the others need the member's attention. */
const AUTO_CLOSING: ReadonlySet<AlertKind> = new Set(['sucesso', 'informacao']);

export interface AlertBannerProps {
  tipo: AlertKind;
  mensagem: string;
  titulo?: string;
  onClose: () => void;
  /** Restarts the auto-close countdown when it changes (the same alert shown again). */
  showId?: number;
  /** Takes keyboard focus when shown (the error summary of a failed submit). */
  focus?: boolean;
}

export function AlertBanner({ tipo, mensagem, titulo, onClose, showId, focus }: AlertBannerProps) {
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

  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) boxRef.current?.focus();
  }, [focus, showId]);

  const autoClose = AUTO_CLOSING.has(tipo);
  useEffect(() => {
    if (paused || !autoClose) return;
    const timer = window.setTimeout(() => closeRef.current(), ALERT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, autoClose, showId]);

  const style = STYLES[tipo];
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      data-alerta-banner={tipo}
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
        <p className="text-ink" data-alerta-mensagem>
          {mensagem}
        </p>
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
