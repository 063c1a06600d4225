// One QueryClient for the portal. Failures are not retried: the API client already waits 90 s, a 4xx
// will not change on retry, and a retried 500 would send the member to the error screen twice.
// Loaded with the first screen that reads through it (app/routing/router.tsx), never on the login screen.
import { QueryClient } from '@tanstack/react-query';
import { onForgetMember } from './member-cache';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});

// Cached answers belong to the member they were fetched for; operator data marked public stays.
onForgetMember(() => queryClient.removeQueries({ predicate: (query) => query.meta?.publico !== true }));
