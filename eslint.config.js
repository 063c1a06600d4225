// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The sub-folders of `dir` (empty when it does not exist), so a new feature or module is covered at once. */
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** Siblings never import each other: `<dir>/<a>` may not reach into `<dir>/<b>`. */
const siblingZones = (dir, message) =>
  foldersIn(dir).map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [`./${name}`],
    message,
  }));

const web = './apps/web/src';
const server = './apps/server/src';

// The import graph (ARCHITECTURE §Conventions 6, issue 8 §4). Web layers: platform ← ui ← shared-domain ← features ← app;
// server: config ← db, platform ← shared-domain ← modules ← app; packages/* import no app; e2e drives the built
// apps from outside and shares code with them only through a package.
const webZones = [
  ...siblingZones('apps/web/src/features', 'Uma feature não importa outra: componha em app/.'),
  {
    target: `${web}/shared-domain`,
    from: [`${web}/features`, `${web}/app`],
    message: 'shared-domain (componentes do domínio comuns) não importa features nem app.',
  },
  {
    target: `${web}/ui`,
    from: [`${web}/features`, `${web}/app`, `${web}/shared-domain`],
    message: 'ui (primitivos) não conhece o domínio: não importa shared-domain, features nem app.',
  },
  {
    target: `${web}/platform`,
    from: [`${web}/features`, `${web}/ui`, `${web}/shared-domain`, `${web}/app`],
    message: 'platform (a infraestrutura) é a base: não importa features, ui, shared-domain nem app.',
  },
];

const serverZones = [
  ...siblingZones(
    'apps/server/src/modules',
    'Um módulo não importa outro: regra de negócio comum vai para shared-domain/, infraestrutura para platform/.',
  ),
  {
    target: [`${server}/platform`, `${server}/shared-domain`, `${server}/db`],
    from: `${server}/modules`,
    message: 'platform/, shared-domain/ e db/ não importam módulos.',
  },
  {
    target: `${server}/platform`,
    from: `${server}/shared-domain`,
    message:
      'platform/ (a infraestrutura) não importa shared-domain/ (as regras de negócio comuns aos módulos).',
  },
  {
    target: [`${server}/config.ts`, `${server}/config`],
    from: server,
    except: ['./config'],
    message: 'A configuração só lê o ambiente: os tipos que ela descreve ficam em config/, não em platform/.',
  },
];

// The Console da Operadora (issue 38): the same layers as the web (platform ← ui ← features ← app), and
// neither app ever imports the other (shared pure logic goes to packages/domain).
const consoleApp = './apps/console/src';
const consoleZones = [
  ...siblingZones('apps/console/src/features', 'Uma feature do console não importa outra: componha em app/.'),
  {
    target: `${consoleApp}/ui`,
    from: [`${consoleApp}/features`, `${consoleApp}/app`],
    message: 'ui (primitivos) do console não importa features nem app.',
  },
  {
    target: `${consoleApp}/platform`,
    from: [`${consoleApp}/features`, `${consoleApp}/ui`, `${consoleApp}/app`],
    message: 'platform do console é a base: não importa features, ui nem app.',
  },
  { target: './apps/console', from: './apps/web', message: 'O console não importa o app do beneficiário.' },
  { target: './apps/web', from: './apps/console', message: 'O app do beneficiário não importa o console.' },
];

const e2eZone = {
  target: './e2e',
  from: './apps',
  message: 'O e2e usa os apps de fora: código comum com o servidor vai para packages/test-support.',
};

const importZones = [
  ...webZones,
  ...serverZones,
  ...consoleZones,
  e2eZone,
  // packages/domain is pure; packages/test-support (shared by e2e and server tests) must not lean on the server.
  { target: './packages', from: './apps', message: 'Um pacote não importa apps (o domínio é puro).' },
];

// The endpoint objects carry zod schemas the web never runs: importing one puts zod on that screen's load.
// The web calls endpoints through the schema-free calls of contract/calls/** (issue 11).
const SEM_ENDPOINTS_NA_WEB = {
  group: ['@portal/domain/contract/*'],
  importNamePattern: 'Endpoints$',
  message: 'Use o xCalls de @portal/domain/contract/calls/… (sem esquemas zod) no lugar de xEndpoints.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources import './x.js' (NodeNext) or './x' (Bundler); workspace packages resolve to
      // their source through the `portal-source` condition. Without these the import rules see nothing
      // (import-x only follows files whose extension it knows).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['portal-source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // Import cycles, type-only ones included, are `npm run lint:cycles` (dependency-cruiser,
      // .dependency-cruiser.cjs): import-x/no-cycle skips `import type` and took longer.
    },
  },
  {
    // A lookup keyed by outside text must not answer for what an object inherits ('constructor' in {} is
    // true): use a Map or Object.hasOwn. A string literal on the left (`'erro' in r`) only narrows a union.
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='in']:not([left.type='Literal'])",
          message:
            'Chave vinda de fora: use um Map ou Object.hasOwn (o operador in também vê o que é herdado).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [SEM_ENDPOINTS_NA_WEB] }],
    },
  },
  {
    // A screen's page module is on its first load: a form's zod rules there put zod and the schemas chunk
    // (≈ 21 KiB, tens of ms of a phone's main thread) before its first paint (issue 37, Direitos do Titular).
    // They live in a *-schema.ts module the page loads through ui/form/lazy-schema.ts.
    files: ['apps/web/src/**/pages/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SEM_ENDPOINTS_NA_WEB],
          paths: [
            {
              name: 'zod',
              message:
                'Regras de formulário num módulo *-schema.ts carregado por lazySchema (ui/form/lazy-schema.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
