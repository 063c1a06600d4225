// `npm run lint:cycles` (part of `npm run lint`, issue 36): no import cycle anywhere in the repository's
// sources, type-only imports included. eslint's import-x/no-cycle skips `import type` by design, so a cycle
// of types (harmless at run time, but two files that can only be understood together) went unseen; the
// layer rules stay in eslint (import-x/no-restricted-paths). Measured on this repository: the whole tree
// (about 1,100 modules) in under 5 s of CPU, against 16 s for import-x/no-cycle, which this replaces.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Um ciclo de imports (tipos incluídos): mova o que os dois lados compartilham para um arquivo-folha que nenhum deles importe de volta.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results|playwright-report)/' },
    // `import type` and type-only re-exports are edges too.
    tsPreCompilationDeps: true,
    // Workspace packages resolve to their TypeScript sources, as in the typecheck and the tests.
    enhancedResolveOptions: {
      conditionNames: ['portal-source', 'import', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
    },
  },
};
