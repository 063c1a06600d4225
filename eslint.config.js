// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Features never import each other; components/ui and lib never import a feature (ARCHITECTURE §Conventions 6).
const featureZones = [
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: 'Uma feature não importa outra: componha em app/.',
  })),
  {
    target: './apps/web/src/components',
    from: `./${featuresDir}`,
    message: 'components/ui não importa features.',
  },
  { target: './apps/web/src/lib', from: `./${featuresDir}`, message: 'lib não importa features.' },
  { target: './packages/domain', from: './apps', message: 'O domínio é puro: não importa apps.' },
  {
    target: ['./e2e', './packages/test-support'],
    from: './apps',
    message: 'e2e e test-support não importam apps/: o apoio comum aos testes fica em @portal/test-support.',
  },
];

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
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
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
