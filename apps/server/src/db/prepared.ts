// Statements every signed-in call runs, prepared once per database handle (issue 18, decision 0012): drizzle
// would otherwise build the same SQL text on every request, and PostgreSQL keeps a named statement parsed
// and planned per connection, so each call only binds and executes it.
import type { Database } from './client.js';

/** `build(db)` once per database handle (tests open several); the statement's name must be unique. */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
