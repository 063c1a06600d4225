// The Guia Médico's breadcrumb (issue 40): the guide, then the screen the member is on. From a result, the
// guide's link returns to the same search (the result's link hands its address over in the history state).
import { Link, useLocation } from 'react-router';
import { ROUTES, routePath, type RouteId } from '@portal/domain';

/** The history state a result's link carries: the search it came from (`?produto=…`). */
export interface EstadoDoGuia {
  buscaGuia?: string;
}

export function VoltarAoGuia({ atual }: { atual: RouteId }) {
  const state = useLocation().state as EstadoDoGuia | null;
  const busca = state?.buscaGuia?.startsWith('?') ? state.buscaGuia : '';
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        <li>
          <Link
            to={`${routePath('guiaMedico')}${busca}`}
            className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-2"
          >
            {ROUTES.guiaMedico.title}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page">{ROUTES[atual].title}</li>
      </ol>
    </nav>
  );
}
