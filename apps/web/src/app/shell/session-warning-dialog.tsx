// The session-expiry warning itself (issue 17, WCAG 2.2.1): an alert dialog (focus moves in, on
// 'Continuar conectado'; Escape also continues — the safe answer), a visual m:ss timer every second and a
// polite live region that speaks only every 30 s and in the last 10 s (app/shell/session-warning-rules.ts), so a
// screen reader is told without being flooded. Wording: decision 0022.
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/dialog';
import { fetchUsuario } from '../../features/auth/api/usuario';
import { announcementStep, formatCountdown, spokenCountdown } from './session-warning-rules';
import { useLogout } from './use-logout';

export const SESSION_WARNING_TEXTS = {
  title: 'Sua sessão vai expirar',
  description:
    'Por segurança, a sessão termina depois de um tempo sem uso. Continue conectado para não perder o que está fazendo.',
  continuar: 'Continuar conectado',
  sair: 'Sair',
  timer: (countdown: string) => `Sua sessão expira em ${countdown}`,
} as const;

export default function SessionWarningDialog({ seconds }: { seconds: number }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  // Filled just after the dialog is on screen (a live region filled as it mounts is not read by every
  // screen reader), then only when the step changes: the seconds in between must not speak.
  const [spoken, setSpoken] = useState('');
  const current = useRef(seconds);
  useEffect(() => {
    current.current = seconds;
  }, [seconds]);
  const step = announcementStep(seconds);
  useEffect(() => {
    const id = window.setTimeout(() => setSpoken(spokenCountdown(current.current)), 100);
    return () => window.clearTimeout(id);
  }, [step]);

  const continuar = () => {
    if (busy) return;
    setBusy(true);
    // Any call made with the session renews it on the server; GET /api/usuario is the cheapest (one
    // query plus the lastSeenAt write). Its answer moves the shared record, which closes this dialog here
    // and in the member's other tabs. A 401 ends the session as any call does.
    fetchUsuario({ background: true })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <ConfirmDialog
      open
      title={SESSION_WARNING_TEXTS.title}
      description={SESSION_WARNING_TEXTS.description}
      cancelLabel={SESSION_WARNING_TEXTS.continuar}
      cancelVariant="primary"
      confirmLabel={SESSION_WARNING_TEXTS.sair}
      confirmVariant="secondary"
      onCancel={continuar}
      onConfirm={() => void logout()}
    >
      <p role="timer" className="mt-4 text-2xl font-bold tabular-nums">
        {SESSION_WARNING_TEXTS.timer(formatCountdown(seconds))}
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </ConfirmDialog>
  );
}
