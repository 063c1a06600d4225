// The query cache for a part of a screen drawn without it (app/routing/query-cache-routes.ts): the home's cards and
// topics. Its chunk loads when the part is first drawn; every scope shares the one client (platform/api/query-client),
// so what the home's cards fetched is still cached on the next screen.
import { lazy } from 'react';

export const QueryScope = lazy(() =>
  import('../../platform/api/query-provider').then(({ QueryProvider }) => ({ default: QueryProvider })),
);
