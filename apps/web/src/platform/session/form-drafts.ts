// Issue 17: a session that ends by itself (expiry, a 401) must not cost the member what they were typing.
// Forms that ask for it (<Form draftId>) are listed here while in edit mode; when such a session ends
// their values go to the device's draft store (platform/session/drafts.ts: IndexedDB, sealed with the account's
// non-extractable key, since they are personal data) and come back the next time the same account opens
// the same form. An explicit logout deletes them with every other draft (app/shell/use-logout.ts).
// platform/session/drafts.ts loads only when a draft is written or looked for, never with the shell.
import type { Sealed } from './drafts';

export const FORM_DRAFT_RESTORED =
  'Recuperamos as alterações que você não tinha salvado quando a sessão expirou. Confira e salve.';

type Values = Record<string, unknown>;

/** Forms in edit mode now: draft id → their current values. */
const editing = new Map<string, () => Values>();

const key = (id: string) => `formulario:${id}`;

/** Lists a form in edit mode; the returned function takes it off (saved, discarded, left). */
export function registerFormDraft(id: string, read: () => Values): () => void {
  editing.set(id, read);
  return () => {
    if (editing.get(id) === read) editing.delete(id);
  };
}

/**
 * Called as a session ends by itself, before the member is forgotten: the values are read now (the
 * forms are about to go away), then written.
 */
export function keepFormDrafts(cpf: string): Promise<void> {
  const snapshot = [...editing].map(([id, read]) => [id, read()] as const);
  if (snapshot.length === 0) return Promise.resolve();
  return import('./drafts').then(async ({ draftAccount, saveDraft, sealJson }) => {
    const account = await draftAccount(cpf);
    for (const [id, values] of snapshot) await saveDraft(account, key(id), await sealJson(account, values));
  });
}

/** The kept values of this form for this account, or null; `done` deletes them once applied. */
export async function findFormDraft(
  cpf: string,
  id: string,
): Promise<{ values: Values; done: () => Promise<void> } | null> {
  const { deleteDraft, draftAccount, loadDraft, openJson } = await import('./drafts');
  const account = await draftAccount(cpf);
  const sealed = await loadDraft<Sealed>(account, key(id));
  const values = sealed ? await openJson<Values>(account, sealed) : null;
  return values ? { values, done: () => deleteDraft(account, key(id)) } : null;
}
