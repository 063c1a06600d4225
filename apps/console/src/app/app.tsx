// The console's root: one query client (no retry of a refused call: staff see the message at once), the
// router with /console as its base, and the 401 reaction — back to the sign-in screen, returning here after.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setAoNaoAutenticado } from '../platform/api/cliente';
import { CAMINHO_ENTRAR } from './rotas';
import { roteador } from './router';
import { CHAVE_SESSAO } from './sessao';

const clienteConsultas = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

setAoNaoAutenticado(() => {
  clienteConsultas.removeQueries({ queryKey: CHAVE_SESSAO });
  const { pathname, search } = roteador.state.location;
  if (pathname === CAMINHO_ENTRAR) return;
  const volta = pathname === '/' ? '' : `?volta=${encodeURIComponent(pathname + search)}`;
  void roteador.navigate(`${CAMINHO_ENTRAR}${volta}`, { replace: true });
});

export function App() {
  return (
    <QueryClientProvider client={clienteConsultas}>
      <RouterProvider router={roteador} />
    </QueryClientProvider>
  );
}
