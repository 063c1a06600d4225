// `npm run contract:calls`: rewrites packages/domain/src/contract/calls/** from the endpoint contract.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CALLS_DIR, renderCalls } from './render.js';

const rendered = await renderCalls();
rmSync(CALLS_DIR, { recursive: true, force: true });
for (const [file, text] of rendered) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`contract:calls: wrote ${rendered.size} modules under ${CALLS_DIR}`);
