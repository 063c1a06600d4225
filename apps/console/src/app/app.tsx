// The console's root: one query client (no retry of a refused call: staff see the message at once), the
// router with /console as its base, and the 401 reaction — back to the sign-in screen, returning here after.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { CONSOLE_PATH } from '@portal/domain/contract/console/acesso';
import { setAoNaoAutenticado } from '../platform/api/cliente';
import { CAMINHO_ENTRAR } from './rotas';
import { roteador } from './router';
import { CHAVE_SESSAO } from './sessao';

const clienteConsultas = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

// The cache goes after the navigation: removed before it, the layout still on screen would ask again.
setAoNaoAutenticado(() => {
  // The router's own state keeps the basename (/console) in the path; navigate() adds it back.
  const { pathname: completo, search } = roteador.state.location;
  const pathname = completo.startsWith(CONSOLE_PATH) ? completo.slice(CONSOLE_PATH.length) || '/' : completo;
  if (pathname === CAMINHO_ENTRAR) return;
  const volta = pathname === '/' ? '' : `?volta=${encodeURIComponent(pathname + search)}`;
  void roteador
    .navigate(`${CAMINHO_ENTRAR}${volta}`, { replace: true })
    .then(() => clienteConsultas.removeQueries({ queryKey: CHAVE_SESSAO }));
});

export function App() {
  return (
    <QueryClientProvider client={clienteConsultas}>
      <RouterProvider router={roteador} />
    </QueryClientProvider>
  );
}
