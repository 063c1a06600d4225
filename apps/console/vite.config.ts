import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

// The Console da Operadora (issue 38): served by the server under /console/ (apps/server/src/platform/
// static-console.ts), so every asset URL starts there. `portal-source` makes @portal/domain resolve to its
// TypeScript sources, as in the member web (decision 0001). Each screen is its own lazy chunk (src/app/rotas.ts).
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['portal-source', ...defaultClientConditions], alias: REACT_ROUTER_PRODUCTION },
  server: {
    // fora do contrato: the dev server forwards the console API to a running portal (npm run dev).
    proxy: { '/console/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Building a zod schema has no side effect (same rule as apps/web/vite.config.ts).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
