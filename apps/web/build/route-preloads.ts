// route-preloads.json (issue 11): for each route of src/app/route-modules.ts, the chunks its screen needs
// beyond what index.html already preloads. The server adds them to index.html as modulepreload links
// when a visit starts on that route, so the screen's chunks download beside the entry instead of after it.
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ROUTE_MODULES = 'src/app/route-modules.ts';
/** `routeId: () => import('./path')` lines of the route-modules table. */
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
      const table = chunks
        .flatMap((chunk) => chunk.moduleIds)
        .find((id) => id.replaceAll('\\', '/').endsWith(ROUTE_MODULES));
      if (!entry || !table) throw new Error(`route-preloads: no entry chunk or no ${ROUTE_MODULES}`);
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [, routeId = '', specifier = ''] of readFileSync(table, 'utf8').matchAll(ROUTE_IMPORT)) {
        const resolved = await this.resolve(specifier, table);
        // A screen grouped with other modules (vite.config.ts codeSplitting) is not its chunk's facade.
        const page =
          chunks.find((chunk) => chunk.facadeModuleId === resolved?.id) ??
          chunks.find((chunk) => resolved !== null && chunk.moduleIds.includes(resolved.id));
        if (!page) throw new Error(`route-preloads: no chunk for ${routeId} (${specifier})`);
        preloads[routeId] = [...staticClosure(bundle, page.fileName)]
          .filter((name) => !loadedByEntry.has(name))
          .map((name) => `/${name}`);
      }
      if (Object.keys(preloads).length === 0) throw new Error(`route-preloads: nothing read from ${table}`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
