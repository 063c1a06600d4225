// One QueryClient for the portal. Failures are not retried: the API client already waits 90 s, a 4xx
// will not change on retry, and a retried 500 would send the member to the error screen twice.
// Loaded with the first screen that reads through it (app/routing/router.tsx), never on the login screen.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { onForgetMember } from './member-cache';
import { avisarTermosPendentes } from './termos-pendentes';

export const queryClient = new QueryClient({
  // A new version of the terms published while the member is in (issue 38): the next screen's reads say so.
  queryCache: new QueryCache({ onError: avisarTermosPendentes }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});

// Cached answers belong to the member they were fetched for; operator data marked public stays.
onForgetMember(() => queryClient.removeQueries({ predicate: (query) => query.meta?.publico !== true }));
