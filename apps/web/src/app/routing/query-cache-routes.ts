// Screens drawn without the query cache (app/routing/router.tsx): the login, the first load of most visits, gets by
// on the start-up checks and stays without the query library (issue 11); the home draws its greeting and
// services without it and brings it with its cards (app/routing/query-scope.tsx), after its first paint. Every
// other screen loads the cache's chunk with its own, and the build preloads it with them
// (build/route-preloads.ts reads this list).
export const ROUTES_WITHOUT_QUERY_CACHE = ['login', 'home'] as const;

/**
 * Screens drawn as soon as their chunks are here, before the answers the page asked for them (issue 37). Every
 * other screen with the query cache waits for those answers (bounded; platform/api/early-answers-read.ts) and
 * draws them in its first render, a transition, instead of a second, synchronous render of the whole screen
 * after its first paint — the long task Lighthouse counted as blocking (Situação Financeira's TBT 143 → 2 ms,
 * Dados Pessoais' 188 → 113 ms). These two paint their plan's data as their largest element: drawn with it,
 * their first paint came 50–100 ms later, over the LCP budget of 1.8 s (Meu Plano 1.80 → 1.92 s, Cartão
 * Virtual 1.80 → 1.83 s, medians of five), while their blocking time had room.
 */
export const ROUTES_PAINTED_BEFORE_THEIR_ANSWERS = ['meuPlano', 'cartaoVirtual'] as const;
