// Drafts of long forms kept on the device (issue 14: a reimbursement request survives a reload, a closed tab
// and a session expiry). IndexedDB, because a draft holds files (Blobs) and localStorage holds text only.
// One database, two stores:
//   drafts  [account, id] → the screen's draft (structured clone: Blobs stay Blobs)
//   keys    account       → a non-extractable AES-GCM CryptoKey of that account
// `account` is a SHA-256 of the member's CPF, so the database names nobody. What must not sit in clear
// text (bank data) is sealed with the account's key: the raw IndexedDB files hold only ciphertext, and the
// key itself cannot be read out of the browser (extractable: false). forgetDrafts (logout) deletes both.
// Every function tolerates a browser without IndexedDB (some private windows): no draft, nothing saved.

const DB_NAME = 'portal-rascunhos';
const DRAFTS = 'drafts';
const KEYS = 'keys';

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(DRAFTS);
      request.result.createObjectStore(KEYS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB indisponível'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  action: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = action(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The account a draft belongs to: a hash of the member's CPF (digits). */
export async function draftAccount(cpf: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`portal:${cpf}`)));
}

const accountRange = (account: string) => IDBKeyRange.bound([account], [account, []]);

export async function loadDraft<T>(account: string, id: string): Promise<T | null> {
  try {
    return ((await run(DRAFTS, 'readonly', (s) => s.get([account, id]))) as T | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function saveDraft<T>(account: string, id: string, draft: T): Promise<void> {
  try {
    await run(DRAFTS, 'readwrite', (s) => s.put(draft, [account, id]));
  } catch {
    // Storage full or blocked: the form keeps working, only the draft is not kept.
  }
}

export async function deleteDraft(account: string, id: string): Promise<void> {
  try {
    await run(DRAFTS, 'readwrite', (s) => s.delete([account, id]));
  } catch {
    // Nothing stored to delete.
  }
}

/** Logout: every draft of the account and its key. */
export async function forgetDrafts(account: string): Promise<void> {
  try {
    await run(DRAFTS, 'readwrite', (s) => s.delete(accountRange(account)));
    await run(KEYS, 'readwrite', (s) => s.delete(account));
  } catch {
    // Nothing stored to forget.
  }
}

async function accountKey(account: string): Promise<CryptoKey> {
  const stored = (await run(KEYS, 'readonly', (s) => s.get(account))) as CryptoKey | undefined;
  if (stored) return stored;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // Two tabs may race here: `add` keeps the first key, and the loser reads it back.
  try {
    await run(KEYS, 'readwrite', (s) => s.add(key, account));
    return key;
  } catch {
    return (await run(KEYS, 'readonly', (s) => s.get(account))) as CryptoKey;
  }
}

/** JSON sealed with the account's key (AES-GCM, a fresh 96-bit IV each time). */
export async function sealJson(account: string, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await accountKey(account), plain);
  return { iv, data };
}

/** The sealed value, or null when it cannot be opened (key forgotten, data altered). */
export async function openJson<T>(account: string, sealed: Sealed): Promise<T | null> {
  try {
    const key = await accountKey(account);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}
