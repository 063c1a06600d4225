// A stand-in for the web build (WEB_DIST) in server tests: the page shell, an assets folder and the
// route-preloads file the build writes, in a fresh temporary folder the caller removes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder's path; `preloads` is route-preloads.json's content (each screen's chunks beyond the entry's). */
export function criarWebDist(preloads: Record<string, string[]> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><title>Portal</title></head><body><div id="root"></div></body>',
  );
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  return dist;
}
