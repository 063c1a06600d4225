// Screens drawn without the query cache (app/routing/router.tsx): the login, the first load of most visits, gets by
// on the start-up checks and stays without the query library (issue 11); the home draws its greeting and
// services without it and brings it with its cards (app/routing/query-scope.tsx), after its first paint. Every
// other screen loads the cache's chunk with its own, and the build preloads it with them
// (build/route-preloads.ts reads this list).
export const ROUTES_WITHOUT_QUERY_CACHE = ['login', 'home'] as const;
