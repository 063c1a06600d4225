import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS_FILE, renderCalls } from './render.js';

describe('packages/domain/src/contract/calls.ts', () => {
  it('matches the contract (run `npm run contract:calls` after changing an endpoint)', async () => {
    const written = readFileSync(CALLS_FILE, 'utf8');
    expect(written).toBe(await renderCalls());
  });
});
