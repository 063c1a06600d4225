// Journeys that change state sign in as a family of their own (issue 8 §6), like epic-stack's
// insertNewUser: the e2e seed (apps/server/scripts/seed-e2e.ts) inserts a pool of fresh families before
// the portal starts, and each test that asks for `family` claims an unused one. Claims are files created
// exclusively ('wx') next to the run's database, so parallel workers and retries never share a family,
// and a new run (a new database) starts with every family free.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from './test';
import {
  E2E_FAMILY_POOL,
  freshFamily,
  type FreshFamily,
  type FreshFamilyKind,
} from '@portal/test-support/fresh-families';
import { E2E_PORT } from './mail';

export { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';

// Under the data folder the webServer command empties at the start of every run.
const CLAIMS = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../.e2e-data',
  String(E2E_PORT),
  'claims',
);

function claimFamily(kind: FreshFamilyKind): FreshFamily {
  mkdirSync(CLAIMS, { recursive: true });
  for (let n = 0; n < E2E_FAMILY_POOL[kind]; n += 1) {
    try {
      closeSync(openSync(resolve(CLAIMS, `${kind}-${n}`), 'wx'));
      return freshFamily(kind, n);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(
    `Todas as ${E2E_FAMILY_POOL[kind]} famílias "${kind}" já foram usadas: aumente E2E_FAMILY_POOL.`,
  );
}

/** `family`: a fresh family nobody else uses; `familyKind` (test.use) chooses its shape (default `ativa`). */
export const test = base.extend<{ familyKind: FreshFamilyKind; family: FreshFamily }>({
  familyKind: ['ativa', { option: true }],
  family: async ({ familyKind }, use) => {
    await use(claimFamily(familyKind));
  },
});

export { expect } from '@playwright/test';
export { PHONE, PHONE_ONLY } from './test';
