// route-preloads.json (issue 11): for each route of src/app/route-modules.ts and src/app/link-pages.ts, the
// chunks its screen needs beyond what index.html already preloads. The server adds them to index.html as
// modulepreload links when a visit starts on that route, so the screen's chunks download beside the entry
// instead of after it. A link page's table is a chunk the entry loads lazily: it is preloaded too.
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ROUTE_TABLES = ['src/app/route-modules.ts', 'src/app/link-pages.ts'];
/** `routeId: () => import('./path')` lines of a route table. */
const ROUTE_IMPORT = /^\s*(\w+): \(\) => import\('([^']+)'\),?$/gm;

function staticClosure(bundle: OutputBundle, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = bundle[start] as OutputChunk;
  for (const name of chunk.imports) staticClosure(bundle, name, into);
  return into;
}

export function routePreloads(): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: no entry chunk');
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const tableFile of ROUTE_TABLES) {
        const table = chunks
          .flatMap((chunk) => chunk.moduleIds)
          .find((id) => id.replaceAll('\\', '/').endsWith(tableFile));
        const tableChunk = chunks.find((chunk) => table !== undefined && chunk.moduleIds.includes(table));
        if (!table || !tableChunk) throw new Error(`route-preloads: no chunk holds ${tableFile}`);
        const before = Object.keys(preloads).length;
        for (const [, routeId = '', specifier = ''] of readFileSync(table, 'utf8').matchAll(ROUTE_IMPORT)) {
          const resolved = await this.resolve(specifier, table);
          // A screen grouped with other modules (vite.config.ts codeSplitting) is not its chunk's facade.
          const page =
            chunks.find((chunk) => chunk.facadeModuleId === resolved?.id) ??
            chunks.find((chunk) => resolved !== null && chunk.moduleIds.includes(resolved.id));
          if (!page) throw new Error(`route-preloads: no chunk for ${routeId} (${specifier})`);
          const needed = staticClosure(bundle, page.fileName, staticClosure(bundle, tableChunk.fileName));
          preloads[routeId] = [...needed]
            .filter((name) => !loadedByEntry.has(name))
            .map((name) => `/${name}`);
        }
        if (Object.keys(preloads).length === before)
          throw new Error(`route-preloads: nothing read from ${tableFile}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
