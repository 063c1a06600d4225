// Copies the committed SQL migrations next to the compiled client (dist/db/migrations), where
// db/client.js looks for them at run time.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = resolve(root, 'src/db/migrations');
const to = resolve(root, 'dist/db/migrations');

if (!existsSync(resolve(from, 'meta/_journal.json'))) {
  process.stderr.write(`copy-migrations: no migrations in ${from}\n`);
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
process.stdout.write(`copy-migrations: ${from} -> ${to}\n`);
