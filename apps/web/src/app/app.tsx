import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { parametrosPublicosQueryOptions } from '../features/shell/api/parametros-publicos';
import { statusManutencaoQueryOptions } from '../features/shell/api/status-manutencao';
import { router } from './router';

// Started before React renders, in parallel with the first screen's chunk.
void queryClient.prefetchQuery(statusManutencaoQueryOptions());
void queryClient.prefetchQuery(parametrosPublicosQueryOptions());

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
