// Issue 37: the W3C checker refused the favicon's `data:` URL, which had bare spaces. No URL in the page's
// shell may hold whitespace (a space in a URL is percent-encoded, %20).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const urls = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);

describe('index.html', () => {
  it('writes every URL without whitespace', () => {
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /\s/.test(url))).toEqual([]);
  });
});
