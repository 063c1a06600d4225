// Spec §4 session: after every API call the record moves 30 minutes ahead; the expiry is checked on load
// and every 60 s. The server keeps its own idle limit with the same length, so both end together.
import { SESSION_CHECK_INTERVAL_MS, SESSION_DURATION_MS } from '@portal/domain/constants';
import { readStored, writeStored } from './storage';

export function touchSession(now: number = Date.now()): void {
  writeStored('session', { valor: now, dataExpiracao: now + SESSION_DURATION_MS });
}

/** True when the member is signed in but the record is missing or past its expiry. */
export function hasSessionExpired(now: number = Date.now()): boolean {
  if (readStored('alreadyAuthenticated') !== true) return false;
  const record = readStored('session');
  return !record || typeof record.dataExpiracao !== 'number' || record.dataExpiracao <= now;
}

/** Calls `onExpired` at once if the session already ended, then on each check; returns the stopper. */
export function watchSession(onExpired: () => void): () => void {
  const check = () => {
    if (hasSessionExpired()) onExpired();
  };
  check();
  const id = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
  return () => window.clearInterval(id);
}
