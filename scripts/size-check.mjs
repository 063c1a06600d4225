#!/usr/bin/env node
// `npm run size` (part of `npm test`): the JavaScript budgets of issue 11, checked on the built web app.
// Sizes are gzip level 9 of each chunk as built, so the check is deterministic; timings stay in the bench.
//  - first load of /login: the entry and everything it imports, plus the login screen's chunks;
//  - after login, home: the home screen's and the signed-in header's chunks not already loaded;
//  - every other chunk on its own (the entry chunk counts in the first load).
// The budget for the first load is the issue's 120 KiB, reached on 2026-11-24. What keeps it there: the
// login path (app/, platform/, ui/ it uses, the login page) imports @portal/domain by subpath
// (@portal/domain/constants, /messages, /access/routes, /format/…, /validation/…), never the package
// index, which would bring every validator, formatter and area message along; the query cache loads with
// the first screen that uses it; bot-check widgets only when configured. History: 150 KiB before the shared endpoint contract (issue 8) put zod back on the first load;
// 176 KiB with the alert slot and the operator's legal links (issue 10); 152 KiB since the web calls
// endpoints through the schema-free contract/calls/** (issue 11), which took zod off the login path; 138 KiB
// since forms use our own store (ui/form/form-store.ts) instead of react-hook-form; 137 KiB with the
// entry's whole static graph in one chunk (vite.config.ts), whatever lazy screens share with it; 133 KiB
// with the calls split per contract module and the bank check-digit library off the domain barrel; 119 KiB
// with start-up checks without TanStack Query, the login path off the domain index and lazy bot-check widgets
// (and @portal/domain declaring no side effects, so the index drags nothing unused along); 119.1 KiB in 4 files
// with the form machinery in the login's chunk (one request fewer beside the entry).
// It fails (exit 1) when a figure passes its budget, and prints every figure either way.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'apps/web/dist';
const KIB = 1024;
const BUDGETS = {
  loginFirstLoad: 120 * KIB,
  homeAfterLogin: 60 * KIB,
  chunk: 40 * KIB,
};
const LOGIN = 'src/app/routes/login-route.tsx';
// The home's route (its page and service groups share a named chunk, vite.config.ts group 'home-route'), the
// signed-in header and the query cache its cards bring.
const HOME = [
  'src/app/routes/home-route.tsx',
  'src/app/shell/signed-in-bar.tsx',
  'src/platform/api/query-provider.tsx',
];

/**
 * Chunks loaded only on a member's request, with budgets of their own: the PDF viewer (ui/pdf-pages.tsx,
 * pdf.js, issue 37) loads when a document is opened on screen, never with a screen. Its worker, a .mjs run
 * off the main thread, is reported beside it.
 */
const ON_DEMAND = {
  'src/ui/pdf-pages.tsx': { label: 'PDF viewer (pdf.js), on opening a document', budget: 120 * KIB },
  // Issue 40: the Guia Médico's map of results (Leaflet), on "Ver no mapa".
  'src/features/facilidades/components/guia-medico-mapa-leaflet.tsx': {
    label: 'Guia Médico map (Leaflet), on "Ver no mapa"',
    budget: 50 * KIB,
  },
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
function closure(key, into = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`size-check: ${key} is not in the build manifest`);
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, into);
  return into;
}
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

// A screen in a named chunk (vite.config.ts groups: 'login', 'home-route', 'consultas') is listed in the manifest under
// that chunk's key, not the screen's source.
const GROUP_OF = {
  [LOGIN]: 'login',
  'src/app/routes/home-route.tsx': 'home-route',
  'src/platform/api/query-provider.tsx': 'consultas',
};
const keyOf = (source) =>
  source in manifest ? source : Object.keys(manifest).find((key) => manifest[key].name === GROUP_OF[source]);
const login = closure(keyOf(LOGIN), closure(entryKey));
const home = new Set(
  HOME.flatMap((source) => [...closure(keyOf(source))]).filter((file) => !login.has(file)),
);
// Issue 40: the Guia Médico's screen, public, on its own budget: what it loads beyond the login's first load
// (the entry) and the query cache every screen shares — its page and what only it (and its sibling pages) use.
const GUIA_MEDICO = 'src/features/facilidades/pages/guia-medico-telas.tsx';
const queryCache = closure(keyOf('src/platform/api/query-provider.tsx'));
const guiaMedico = [...closure(GUIA_MEDICO)].filter((file) => !login.has(file) && !queryCache.has(file));
const onDemand = Object.entries(ON_DEMAND).map(([source, { label, budget }]) => ({
  file: manifest[source]?.file,
  label,
  budget,
}));
const chunks = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js') && `assets/${name}` !== manifest[entryKey].file)
  .filter((name) => !onDemand.some((o) => o.file === `assets/${name}`))
  .map((name) => ({ file: `assets/${name}`, size: sizeOf(`assets/${name}`) }))
  .sort((a, b) => b.size - a.size);

// Issue 37: no screen draws its first paint after zod (the `schemas` chunk, 21 KiB on the wire, ~85 KB to evaluate):
// a form's rules load after the paint (ui/form/lazy-schema.ts). A contract module whose schemas the bundler cannot
// drop (a call it does not know is pure, vite.config.ts) brings zod to every screen importing one of its
// constants — how Direitos do Titular's first paint came 0.15 s later. Zod's chunk is the one naming ZodCustom.
// Signed out, first access and password recovery still validate with the contract's own schemas on their first
// screen; neither is a signed-in screen of the Lighthouse budget.
const ZOD_ON_FIRST_LOAD_ALLOWED = new Set([
  'src/app/routes/cadastro-route.tsx',
  'src/features/auth/pages/recuperar-senha-page.tsx',
]);
const zodIn = new Map();
const hasZod = (file) => {
  if (!zodIn.has(file)) zodIn.set(file, readFileSync(join(DIST, file), 'utf8').includes('ZodCustom'));
  return zodIn.get(file);
};
const screens = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && /\/(pages|routes)\/[^/]+\.tsx$/.test(key),
);
const screensWithZod = screens.filter(
  (key) => !ZOD_ON_FIRST_LOAD_ALLOWED.has(key) && [...closure(key)].some(hasZod),
);

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const rows = [
  { label: `first load of /login (${login.size} files)`, size: total(login), budget: BUDGETS.loginFirstLoad },
  { label: `home after login (${home.size} more files)`, size: total(home), budget: BUDGETS.homeAfterLogin },
  {
    label: `Guia Médico, beyond the login and the query cache (${guiaMedico.length} files)`,
    size: total(guiaMedico),
    budget: BUDGETS.chunk,
  },
  ...onDemand
    .filter((o) => o.file)
    .map(({ file, label, budget }) => ({ label: `${label} ${file}`, size: sizeOf(file), budget })),
  ...chunks.map(({ file, size }) => ({ label: file, size, budget: BUDGETS.chunk, quiet: true })),
];
let failed = 0;
for (const { label, size, budget, quiet } of rows) {
  const over = size > budget;
  if (over) failed++;
  if (over || !quiet) console.log(`${over ? 'OVER' : 'ok  '} ${label}: ${kib(size)} of ${kib(budget)}`);
}
for (const name of readdirSync(join(DIST, 'assets')).filter((n) => /^pdf\.worker.*\.mjs$/.test(n))) {
  console.log(`     its worker (off the main thread) assets/${name}: ${kib(sizeOf(`assets/${name}`))}`);
}
console.log(
  `ok   largest other chunk: ${chunks[0]?.file} ${kib(chunks[0]?.size ?? 0)} of ${kib(BUDGETS.chunk)}`,
);
if (screensWithZod.length > 0) {
  failed++;
  console.log(
    `OVER zod on the first load of: ${screensWithZod.join(', ')} (issue 37; see ZOD_ON_FIRST_LOAD_ALLOWED)`,
  );
} else {
  console.log(
    `ok   zod on no screen's first load (${screens.length - ZOD_ON_FIRST_LOAD_ALLOWED.size} screens; ${ZOD_ON_FIRST_LOAD_ALLOWED.size} signed-out forms allowed)`,
  );
}
if (failed > 0) {
  console.error(`size-check: ${failed} budget(s) passed (issue 11)`);
  process.exitCode = 1;
}
