import { RouterProvider } from 'react-router';
import { startStartupChecks } from '../features/shell/api/startup-checks';
import { router } from './router';

// Started before React renders, in parallel with the first screen's chunk.
startStartupChecks();

export function App() {
  return <RouterProvider router={router} />;
}
