// `npm run contract:calls`: rewrites packages/domain/src/contract/calls.ts from the endpoint contract.
import { writeFileSync } from 'node:fs';
import { CALLS_FILE, renderCalls } from './render.js';

writeFileSync(CALLS_FILE, await renderCalls());
console.log(`contract:calls: wrote ${CALLS_FILE}`);
