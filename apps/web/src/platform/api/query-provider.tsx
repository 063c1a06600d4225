// The query cache around a screen (app/routing/router.tsx wraps every screen but login in it). Every screen shares
// the one client, so its cache outlives the screen that filled it.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
// Every call from a screen names its visit (issue 37): loaded here, off the login's first load.
import './visita';
// With the cache's chunk, not the entry: only a screen drawn inside the cache reads the early answers.
export { earlyAnswersRead } from './early-answers-read';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
