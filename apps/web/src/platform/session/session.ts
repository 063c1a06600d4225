// Spec §4 session: after every API call the record moves ahead; the expiry is checked on load and every
// 60 s. How far ahead is the server's word (the remaining-time header of a call made with the session:
// 30 minutes, less near the 12 h limit, seconds in the expiry journeys); a call without it moves the
// record the spec's 30 minutes. The record is in localStorage, shared by the member's tabs: a call in one
// tab extends the others (issue 17, the expiry warning listens to it).
import { SESSION_CHECK_INTERVAL_MS, SESSION_DURATION_MS, STORAGE_KEYS } from '@portal/domain/constants';
import { readStored, writeStored, type SessionRecord } from './storage';
import { createStore, useStore } from '../state/store';

/** The record as this tab last saw it: written here, or by another tab (the `storage` event). */
const recordStore = createStore<SessionRecord | null>(readStored('session'));

export function touchSession(now: number = Date.now(), remainingMs: number = SESSION_DURATION_MS): void {
  const record: SessionRecord = { valor: now, dataExpiracao: now + remainingMs, duracao: remainingMs };
  writeStored('session', record);
  recordStore.set(record);
}

/** The remaining time a response announced, when it carries a sane one. */
export function announcedRemainingMs(value: string | null): number | undefined {
  const ms = Number(value ?? Number.NaN);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** The session record, kept current across this browser's tabs. */
export function useSessionRecord(): SessionRecord | null {
  return useStore(recordStore);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
    // Another tab's sign-out removes the record: this tab keeps the last one it saw, so its own countdown
    // still ends its session (with the expiry message) instead of leaving it signed in on screen.
    const record = readStored('session');
    if (record) recordStore.set(record);
  });
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
