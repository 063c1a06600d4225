// The Guia Médico's addresses under its one route (/guia-medico/prestador-12, /guia-medico/alteracoes) and its
// breadcrumb: the guide, then the screen the member is on. From a result, the guide's link returns to the same
// search (the result's link hands its address over in the history state).
import { Link, useLocation } from 'react-router';
import { ROUTES, routePath } from '@portal/domain';

export const SECAO_ALTERACOES = 'alteracoes';
const PRESTADOR = 'prestador-';

export const caminhoPrestador = (id: number): string => routePath('guiaMedico', `${PRESTADOR}${id}`);
export const caminhoAlteracoes = (): string => routePath('guiaMedico', SECAO_ALTERACOES);

/** The provider's id of a `prestador-<id>` segment; 0 for anything else (a provider not found). */
export function idDoPrestador(secao: string): number {
  const id = secao.startsWith(PRESTADOR) ? Number(secao.slice(PRESTADOR.length)) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The history state a result's link carries: the search it came from (`?produto=…`). */
export interface EstadoDoGuia {
  buscaGuia?: string;
}

export function VoltarAoGuia({ atual }: { atual: string }) {
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
        <li aria-current="page">{atual}</li>
      </ol>
    </nav>
  );
}
