// The operator-system client the e2e seed creates (apps/server/scripts/seed-e2e.ts) for the integration
// journey (e2e/financeiro/integracao-operadora.spec.ts). Fixed values: an e2e database only, never a
// portal with real data (the seed refuses a database that already has data).
export const E2E_INTEGRACAO = {
  clientId: 'erp-jornadas-e2e',
  /** 43 characters of [A-Za-z0-9_-], the shape of a generated secret. */
  segredo: 'segredo-das-jornadas-e2e-0123456789abcdefgh',
} as const;
