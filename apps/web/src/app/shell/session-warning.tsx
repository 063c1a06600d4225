// Issue 17, WCAG 2.2.1: before the session ends the member is warned and may extend it. This part is in
// the shell and tiny (timers over the shared session record); the dialog, with Radix behind it, loads only
// when a warning is due. The rules are app/shell/session-warning-rules.ts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../platform/session/auth-store';
import { useSessionRecord } from '../../platform/session/session';
import { secondsLeft, sessionPhase } from './session-warning-rules';
import { endSession } from '../session/session-end';

const SessionWarningDialog = lazy(() => import('./session-warning-dialog'));

/**
 * The current time, re-read exactly when the phase can change: at the warning's start, then every second
 * of the countdown. A new record (a call in this tab or, through `storage`, in another) restarts it.
 */
function usePhaseClock(active: boolean) {
  const record = useSessionRecord();
  const [tick, setTick] = useState(() => Date.now());
  // A new record is written at the moment of its call: its time is at least as current as the last tick.
  const now = Math.max(tick, record?.valor ?? 0);
  const phase = sessionPhase(record, now);
  useEffect(() => {
    if (!active) return;
    const current = sessionPhase(record, now);
    let wait: number | null = null;
    if (current.fase === 'ativa') wait = current.avisoEm - now;
    // The next whole second of the countdown (rounded up, as shown).
    else if (current.fase === 'aviso') wait = current.restanteMs % 1000 || 1000;
    if (wait === null) return;
    const id = window.setTimeout(() => setTick(Date.now()), Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(id);
  }, [active, record, now]);
  return phase;
}

export function SessionWarning() {
  const { authenticated } = useAuth();
  const phase = usePhaseClock(authenticated);
  const expired = authenticated && phase.fase === 'expirada';
  useEffect(() => {
    // The countdown reached zero: the same end as the 60 s check of spec §4, without its delay.
    if (expired) endSession('expired');
  }, [expired]);
  if (!authenticated || phase.fase !== 'aviso') return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog seconds={secondsLeft(phase.restanteMs)} />
    </Suspense>
  );
}
