// drizzle-kit reads the schema and writes SQL migrations into src/db/migrations (committed).
// Run `npm run db:generate -w @portal/server` after changing a file under src/db/schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
