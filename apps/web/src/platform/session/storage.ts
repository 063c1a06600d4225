// Typed access to the browser-local keys of spec §3. Every read tolerates a missing, blocked or corrupt
// store (private windows, a value written by an older version): the portal then behaves as signed out.
import { STORAGE_KEYS } from '@portal/domain/constants';
import type { Chatbot, Usuario } from '@portal/domain/contract/auth/usuario';
import type { ContatoOperadora } from '@portal/domain/contract/shell/contatos-operadora';
import type { CartoesVirtuaisResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import type { TokenAtendimento } from '@portal/domain/contract/meus-dados/token-atendimento';

/** Spec §3 session record: `dataExpiracao` is a millisecond timestamp. */
export interface SessionRecord {
  /** Moment of the call that renewed the session (ms); the cookie itself is HttpOnly and never seen here. */
  valor: number;
  dataExpiracao: number;
  /** The session's length at that call (ms), which sets how early the expiry warning comes (issue 17). */
  duracao?: number;
}

/** Spec §3: file parameters are kept as tamanhoMaximoMB and extensoesPermitidas. */
export interface FileParameters {
  tamanhoMaximoMB: number | null;
  extensoesPermitidas: string[];
}

/** The virtual cards last loaded, per plan, with their QR codes: shown when the network is gone. */
export interface SavedVirtualCards {
  contratos: ContratosResponse | null;
  planos: Record<
    string,
    { cartoes: CartoesVirtuaisResponse; qrCodes: Record<string, string>; salvoEm: number }
  >;
}

export interface StoredValues {
  alreadyAuthenticated: boolean;
  user: Usuario;
  session: SessionRecord;
  highContrast: boolean;
  chatbot: Chatbot;
  fileParameters: FileParameters;
  contatosOperadora: ContatoOperadora[];
  lastRoute: string;
  virtualCards: SavedVirtualCards;
  /** By card number: the secret of each card whose token was opened on this device (issue 41). */
  attendanceTokens: Record<string, TokenAtendimento>;
}

export type StorageKey = keyof typeof STORAGE_KEYS;

export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS[key]);
    return raw === null ? null : (JSON.parse(raw) as StoredValues[K]);
  } catch {
    return null;
  }
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[key], JSON.stringify(value));
  } catch {
    // Storage full or blocked: the portal keeps working for this page view.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

/** Keys that belong to the browser rather than to the signed-in member; they survive sign-out. */
const DEVICE_KEYS: readonly StorageKey[] = ['highContrast'];

/** Removes everything tied to the member's session. */
export function clearMemberStorage(): void {
  for (const key of Object.keys(STORAGE_KEYS) as StorageKey[]) {
    if (!DEVICE_KEYS.includes(key)) removeStored(key);
  }
}
