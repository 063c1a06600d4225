// The route table (rotas.ts) as React Router routes under /console: public screens alone, signed-in ones
// inside the layout. Each screen's chunk loads when first opened.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CONSOLE_PATH } from '@portal/domain/contract/console/acesso';
import { Layout } from './layout';
import { PaginaPublica } from './pagina-publica';
import { ROTAS, ROTAS_PUBLICAS, type RotaConsole, type Tela } from './rotas';
import type { HandleRota } from './titulo';

const preguicoso = (tela: Tela) => async () => ({ Component: (await tela()).default });

const rotas: RouteObject[] = [
  {
    element: <PaginaPublica />,
    children: ROTAS_PUBLICAS.map((rota) => ({
      path: rota.path,
      handle: { titulo: rota.titulo } satisfies HandleRota,
      lazy: preguicoso(rota.tela),
    })),
  },
  {
    element: <Layout />,
    children: [
      ...ROTAS.map((rota: RotaConsole) => ({
        ...(rota.path === '' ? { index: true } : { path: rota.path }),
        handle: { titulo: rota.titulo, papeis: rota.papeis } satisfies HandleRota,
        lazy: preguicoso(rota.tela),
      })),
      {
        path: '*',
        handle: { titulo: 'Página não encontrada' } satisfies HandleRota,
        lazy: preguicoso(() => import('../features/shell/nao-encontrada-page')),
      },
    ],
  },
];

export const roteador = createBrowserRouter(rotas, { basename: CONSOLE_PATH });
