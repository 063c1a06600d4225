// route-preloads.json (issue 11): for each route of the route tables below, the
// chunks its screen needs beyond what index.html already preloads. The server adds them to index.html as
// modulepreload links when a visit starts on that route, so the screen's chunks download beside the entry
// instead of after it. A link page's table is a chunk the entry loads lazily: it is preloaded too.
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { ROUTES_WITHOUT_QUERY_CACHE } from '../src/app/routing/query-cache-routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
// The private screens' table too: a visit that starts on one (a bookmark, a link in an e-mail) gets its
// screen's chunks beside the entry instead of two round trips after it (the table, then the screen).
const ROUTE_TABLES = [
  'src/app/routing/route-modules.ts',
  'src/app/routing/private-route-modules.ts',
  'src/app/routing/link-pages.ts',
];
/** The query cache's module: every screen but those of ROUTES_WITHOUT_QUERY_CACHE loads it with its own. */
const QUERY_CACHE_MODULE = 'src/platform/api/query-provider.tsx';
/** `routeId: () => import('./path')` entries of a route table, the import maybe on the next line. */
const ROUTE_IMPORT = /^\s*(\w+): \(\) =>\s*import\('([^']+)'\)/gm;

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
      /** The module of a source file (its id ends with the file's path) and the chunk that holds it. */
      const holding = (file: string) => {
        for (const chunk of chunks) {
          const id = chunk.moduleIds.find((moduleId) => moduleId.replaceAll('\\', '/').endsWith(file));
          if (id) return { id, chunk };
        }
        throw new Error(`route-preloads: no chunk holds ${file}`);
      };
      const queryCacheChunk = holding(QUERY_CACHE_MODULE).chunk;
      for (const tableFile of ROUTE_TABLES) {
        const { id: table, chunk: tableChunk } = holding(tableFile);
        const entries = [...readFileSync(table, 'utf8').matchAll(ROUTE_IMPORT)];
        for (const [, routeId = '', specifier = ''] of entries) {
          const resolved = await this.resolve(specifier, table);
          // A screen grouped with other modules (vite.config.ts codeSplitting) is not its chunk's facade.
          const page =
            chunks.find((chunk) => chunk.facadeModuleId === resolved?.id) ??
            chunks.find((chunk) => resolved !== null && chunk.moduleIds.includes(resolved.id));
          if (!page) throw new Error(`route-preloads: no chunk for ${routeId} (${specifier})`);
          const needed = staticClosure(bundle, page.fileName, staticClosure(bundle, tableChunk.fileName));
          if (!(ROUTES_WITHOUT_QUERY_CACHE as readonly string[]).includes(routeId))
            staticClosure(bundle, queryCacheChunk.fileName, needed);
          preloads[routeId] = [...needed]
            .filter((name) => !loadedByEntry.has(name))
            .map((name) => `/${name}`);
        }
        if (entries.length === 0) throw new Error(`route-preloads: nothing read from ${tableFile}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
