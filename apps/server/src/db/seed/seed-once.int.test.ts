// The demo seed runs once even when instances start together on one PostgreSQL (issue 18): `npm run cluster`
// starts its three instances at once on an empty database. Two seeds at the same time: one seeds, the other
// waits for it under the advisory lock, finds the database seeded and answers null — without the lock both
// saw it empty and the second failed on the unique CPFs. On PGlite the two run one after the other.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.js';
import { pessoas } from '../schema/pessoas.js';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../../test/test-database.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { seedDemoIfEmpty } from './seed.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once when two instances ask at the same time', async () => {
    const options = { passwordHash: await hashPassword(DEMO_PASSWORD), hoje: TEST_TODAY };
    const results = await Promise.all([
      seedDemoIfEmpty(database.db, options),
      seedDemoIfEmpty(database.db, options),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const [before] = await database.db.select({ n: count() }).from(pessoas);
    expect(before!.n).toBeGreaterThan(0);
    // A later start finds it seeded.
    expect(await seedDemoIfEmpty(database.db, options)).toBeNull();
    const [after] = await database.db.select({ n: count() }).from(pessoas);
    expect(after!.n).toBe(before!.n);
  });
});
