// Who is signed in. The session cookie is HttpOnly, so the browser only knows "already authenticated" from
// the stored flag (spec §3) and the member from the stored user; GET /api/usuario confirms both at start.
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { hasSessionExpired } from './session';
import { clearMemberStorage, readStored, writeStored } from './storage';
import { createStore, useStore } from '../state/store';

/** Why a session ended: only an explicit logout forgets the page the member was on. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'token-failed';

export interface AuthState {
  authenticated: boolean;
  /** The member in memory; filled from storage or GET /api/usuario (spec §2 guards). */
  user: Usuario | null;
  endReason: SessionEndReason | null;
}

/**
 * Decided before the portal's first call: every call renews the session record, so checking after the
 * start-up calls would find a fresh record and miss that the session had already ended (spec §4).
 */
function initialState(): AuthState {
  if (readStored('alreadyAuthenticated') !== true)
    return { authenticated: false, user: null, endReason: null };
  if (hasSessionExpired()) {
    clearMemberStorage();
    return { authenticated: false, user: null, endReason: 'expired' };
  }
  // Spec §2: signed in with no member in memory → the stored one. Taken here, not after the first render,
  // so a reload draws the screen in its first paint instead of a loader first (issue 11: the home's LCP).
  return { authenticated: true, user: readStored('user'), endReason: null };
}

export const authStore = createStore<AuthState>(initialState());

export const useAuth = (): AuthState => useStore(authStore);

/**
 * Whether the session has been checked in this page's life: at sign-in, or once GET /api/usuario has answered
 * the start-up check for the stored member with anything but 401 (a 401 ends the session instead). A store of
 * its own: the answer usually changes nothing shown, and only what waits for it (the home's cards) redraws.
 * The cards' calls wait for it because a session that ended while the portal was closed would answer each of
 * them 401 as well; on any other failure they go ahead and show their own error, as before.
 */
const checked = createStore(false);

export const useSessionChecked = (): boolean => useStore(checked);

/** Marks the browser as signed in and keeps the member for later page loads. */
export function signIn(user: Usuario): void {
  writeStored('alreadyAuthenticated', true);
  writeStored('user', user);
  authStore.set({ authenticated: true, user, endReason: null });
  checked.set(true);
}

/** The start-up check's answer: the member as the server has them now. */
export function confirmUser(user: Usuario): void {
  if (!authStore.get().authenticated) return;
  setUser(user);
  checked.set(true);
}

/** The start-up check failed for another reason than the session (offline, a server error): the stored member stays. */
export function keepStoredUser(): void {
  if (authStore.get().authenticated) checked.set(true);
}

/**
 * Replaces the member in memory and storage (a fresher GET /api/usuario, a changed password). Ignored once
 * signed out: a late answer must not bring the member back.
 */
export function setUser(user: Usuario): void {
  const current = authStore.get();
  if (!current.authenticated) return;
  // The start-up confirmation usually brings the member already shown: the same member is not set again,
  // which would redraw every screen and the shell around it (issue 11: the signed-in home's blocking time).
  if (current.user && JSON.stringify(current.user) === JSON.stringify(user)) return;
  writeStored('user', user);
  authStore.set((state) => ({ ...state, user }));
}

/**
 * Spec §2: signed in with no member in memory → take the stored one; a stored member whose full name
 * differs from the one in memory (another tab signed in as someone else) replaces it.
 */
export function syncUserFromStorage(): void {
  const { authenticated, user } = authStore.get();
  const stored = readStored('user');
  if (!authenticated || !stored) return;
  if (!user || stored.nomeCompleto !== user.nomeCompleto)
    authStore.set((state) => ({ ...state, user: stored }));
}

/** Forgets the member everywhere in the browser except the device's own choices (high contrast). */
export function signOut(reason: SessionEndReason): void {
  clearMemberStorage();
  checked.set(false);
  authStore.set({ authenticated: false, user: null, endReason: reason });
}
