import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS_DIR, renderCalls } from './render.js';

const writtenFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? writtenFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('packages/domain/src/contract/calls/**', () => {
  it('matches the contract (run `npm run contract:calls` after changing an endpoint)', async () => {
    const rendered = await renderCalls();
    expect(writtenFiles(CALLS_DIR).sort()).toEqual([...rendered.keys()].sort());
    for (const [file, text] of rendered) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });
});
