// The web and console builds take React Router's production build by an alias (their vite.config.ts),
// because the package's exports name only the development one. That is safe only
// while the two builds are the same code but for ENABLE_DEV_WARNINGS: an upgrade that makes them differ in
// more fails here, and whoever upgrades reads what changed before keeping the alias.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../node_modules/react-router/dist/', import.meta.url));

/** The build's ES modules, with the chunks' hashed names and the one constant that differs made equal. */
function modules(build: 'development' | 'production'): string[] {
  const dir = join(DIST, build);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) =>
      readFileSync(join(dir, name), 'utf8')
        .replaceAll(/chunk-[A-Z0-9]{8}/g, 'chunk-X')
        .replace('ENABLE_DEV_WARNINGS = true', 'ENABLE_DEV_WARNINGS = false'),
    )
    .sort();
}

describe("React Router's production build", () => {
  it('is the development build with its development warnings off, and nothing else', () => {
    const development = modules('development');
    expect(development.join('').includes('ENABLE_DEV_WARNINGS = false')).toBe(true);
    expect(modules('production')).toEqual(development);
  });
});
