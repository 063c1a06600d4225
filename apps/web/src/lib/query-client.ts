// One QueryClient for the portal. Failures are not retried: the API client already waits 90 s, a 4xx
// will not change on retry, and a retried 500 would send the member to the error screen twice.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
