import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

/**
 * The zod schemas the domain's contract declares (`const x = z…`, exported or not, or a function building one): a call
 * on one of them (`isoDate.nullable()`, `cpfDigitsSchema.optional()`, `enderecoSchema.extend(…)`) is as free
 * of side effects as `z.object(…)`, but the bundler cannot know it of an imported or a local constant, so
 * such a call kept its whole schema, and zod, in a screen that imported its contract module for a constant
 * (issue 37: Acessos à Saúde, through common.ts's isoDate and cpfDigitsSchema). The names are the contract's
 * own (…Schema, isoDate, centavos, tuss): a call of one is dropped where its result is unused, which only a
 * schema's builder may allow.
 */
function contractSchemaNames(): string[] {
  const root = fileURLToPath(new URL('../../packages/domain/src/contract', import.meta.url));
  const names = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.startsWith('calls')) continue;
    const source = readFileSync(join(root, file), 'utf8');
    for (const m of source.matchAll(
      /^(?:export )?const (\w+)\s*=\s*(?:z\b|(?:<[^>]*>\s*)?\([^)]*\)\s*=>\s*z\b)/gm,
    ))
      names.add(m[1]!);
  }
  // The bundler applies these names to every module, libraries included: a plain word ('data', 'nome',
  // 'texto', 'limite') is a function somewhere else — pdf.js's data() call was dropped and no PDF rendered.
  // Only camelCase names (…Schema, isoDate, idParams) and the two plain ones that are the contract's own.
  return [...names].filter((name) => /[A-Z]/.test(name) || SCHEMAS_SEM_MAIUSCULA.has(name));
}
const SCHEMAS_SEM_MAIUSCULA = new Set(['centavos', 'tuss']);

/**
 * React Router's production build: the package's exports name only its development build (remix-run/react-router
 * #12532, #14102), whose development warnings then ran in every browser. scripts/vite/react-router-producao.test.ts
 * holds the two builds to the same code but for that switch.
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

// `portal-source` makes @portal/domain resolve to its TypeScript sources (decision 0001), so the web build
// never depends on a stale domain dist; Vite's own conditions stay in place for every other package.
export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), inlineCss(), precompress()],
  resolve: { conditions: ['portal-source', ...defaultClientConditions], alias: REACT_ROUTER_PRODUCTION },
  server: {
    // The API prefix is @portal/domain's API_BASE, but Vite loads this file against the domain's compiled dist,
    // absent on a fresh clone before `npm run build`. fora do contrato: importing it would break the dev server.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each screen loads, read by scripts/size-check.mjs.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect: a contract module imported for a constant or a type
      // guard then brings no schema, and no zod, into the chunk (issue 11, first load of /login). Nor does
      // declaring an endpoint (identity helpers), nor reading a property: a screen importing a constant of
      // its contract module (Histórico de Reajuste's kinds of adjustment) kept that module's endpoints, whose
      // `access: TELA.x` reads kept their schemas and so zod (the `schemas` chunk, 21 KiB on the wire) on
      // the way to its largest paint (issue 37). No module here reads a property for its effect.
      treeshake: {
        manualPureFunctions: [
          'z',
          'defineEndpoint',
          'contratosEndpoint',
          'listagemBeneficiariosEndpoint',
          // Helpers the contract calls inside its schemas: a message for a field, a schema of §5 rules.
          'invalidLabel',
          'ruled',
          ...contractSchemaNames(),
        ],
        propertyReadSideEffects: false,
      },
      output: {
        // Everything the entry loads before the first screen goes into one chunk. Left to itself the
        // bundler splits that set differently whenever a lazy screen starts sharing a module with it (the
        // financial screens split four small chunks off the entry), which costs gzip ratio and requests on
        // every first visit (issue 11); lazy screens still get chunks of their own.
        // The form machinery (store, wrapper, feedback, field shell) also stays in one chunk, the login's: a
        // screen that uses only a field's styles (the period widgets) would otherwise split it in two.
        codeSplitting: {
          groups: [
            { name: 'inicial', tags: ['$initial'] },
            // The login screen with the form machinery (store, wrapper, feedback, field shell) and the field
            // and validation modules it needs: one request instead of ten. Each tiny file cost a round trip on
            // the first visit's critical path (issue 11, Lighthouse fifth pass), and every request in flight
            // beside the entry shares its bandwidth on a slow network (seventh pass); screens with a form load
            // this chunk, ≈ 3 KiB of login code more, which a member who signed in already holds.
            {
              name: 'login',
              test: /\/src\/(app\/routes\/login-route|ui\/form\/(form|form-store|form-feedback|field))\.tsx?$/,
            },
            // The operator's calendar and its date formats (the domain's format/dates and format/calendar): the
            // home's cards and most data screens show dates. Caught by the home-route group below as its
            // dependency, they made every other screen that shows a date load the home's route to get them
            // (Cartão Virtual's card face: 5 KiB on its largest paint's path, issue 37).
            { name: 'datas', test: /\/packages\/domain\/(src|dist)\/format\/(dates|calendar)\.[jt]s$/ },
            // Cartão Virtual's own modules that other entries share (the saved cards with the home's card and the
            // token, the card's face with the shared card's public page, the calls): one request instead of three
            // on the path of its largest paint (the card's QR code), ≈ 4 KiB together (issue 37).
            {
              name: 'cartao-virtual',
              test: /\/(features\/meus-dados\/components\/cartao-virtual-(salvo|card)\.tsx?|contract\/calls\/meus-dados\/cartao-virtual\.ts)$/,
            },
            // The home's route with its service groups: one request fewer before the signed-in first paint
            // (issue 11); the signed-in bar's menus, which draw the same groups, load it too (≈ 2 KiB).
            {
              name: 'home-route',
              test: /\/src\/(app\/routes\/home-route|features\/shell\/components\/service-groups)\.tsx$/,
            },
            // The query library and the portal's query cache, which every signed-in screen but the home's
            // first paint loads (issue 37): one chunk instead of six of 1–5 KiB, preloaded beside the entry on
            // every data screen. Lighthouse's simulation splits the slow network among all requests in flight,
            // so each small file beside the entry put off the first paint (docs/desempenho-primeira-pintura.md).
            // With them the rule of whom or which plan a screen starts on (contract/shell/escolha-inicial.ts),
            // which the beneficiary and plan screens share: no request of its own for half a KiB. And the query
            // options with the early answers' reading (decision 0065): alone, a request of 0.6 KiB on every
            // data screen's path, which put Cartão Virtual's LCP 0.1 s later.
            {
              name: 'consultas',
              test: /\/node_modules\/@tanstack\/|\/src\/platform\/api\/(query-provider|query-client|endpoint-client|endpoint-query|early-answers-read|visita)\.tsx?$|\/contract\/shell\/escolha-inicial\.ts$/,
            },
            // The media-query hook, alone (≈ 0.3 KiB): the signed-in bar needs it on the home, and the plan tabs in
            // the 'comum' group below use it too; caught by that group as its dependency, it made the home load
            // all of 'comum' (≈ 7 KiB, home after login 54 → 60.4 KiB, over its budget).
            { name: 'media-query', test: /\/src\/platform\/browser\/media-query\.ts$/ },
            // The small shared pieces most data screens draw (friendly messages, document numbers, status
            // badges, the beneficiary picker's state, the plans' list, download buttons, the lazy confirmation
            // dialog…): one file of ≈ 6 KiB instead of three to nine of 0.3–2 KiB each. Lighthouse's simulation
            // (Lantern) runs at most ten requests at once, and each batch of files past the entry put a
            // screen's largest paint ≈ 0.15 s later (issue 37: Autorizações 20 → 12
            // files, LCP 1.83 → 1.66 s; Cartão Virtual 13 → 8); screens that use few of them load ≈ 3 KiB more.
            {
              name: 'comum',
              test: /\/src\/(shared-domain\/(friendly-message|plano-contratos|use-beneficiario-selecionado|status-badge|beneficiario-screen)|ui\/(doc-number|responsive-list|download-button|confirm-dialog-lazy|use-pergunta)|platform\/api\/download|messages-meus-dados)\.tsx?$/,
            },
          ],
        },
      },
    },
    // Vite's defaults already name chunks assets/[name]-[hash].js: the server caches them for a year and
    // revalidates index.html; precompress() writes their .br and .gz copies.
  },
});
