// The portal's log during the journeys (issue 18): every line into a file that support/log-scan.ts reads once
// the run is over, and only warnings and errors (pino levels 40+) on to Playwright's console, which would
// otherwise drown in one line per request. Usage: `node apps/server/dist/main.js 2>&1 | node log-tee.mjs FILE`.
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

const file = createWriteStream(process.argv[2], { flags: 'a' });
const WARN = 40;

for await (const line of createInterface({ input: process.stdin })) {
  file.write(`${line}\n`);
  let level = WARN;
  try {
    level = JSON.parse(line).level ?? WARN;
  } catch {
    // Not a pino line (a crash's stack trace): always shown.
  }
  if (level >= WARN) process.stderr.write(`${line}\n`);
}
file.end();
