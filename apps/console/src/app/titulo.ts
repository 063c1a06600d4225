import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { Papel } from '@portal/domain/contract/console/acesso';

/** What each route of the table carries for the frame: its title and the roles that open it. */
export interface HandleRota {
  titulo: string;
  papeis?: readonly Papel[];
}

/** The handle of the deepest route that has one (its title and roles). */
export function useRotaAtual(): HandleRota | undefined {
  const matches = useMatches();
  return [...matches].reverse().find((m) => m.handle)?.handle as HandleRota | undefined;
}

/** The page's <title>: the screen's, then the console's name. */
export function useTituloDaPagina(titulo: string | undefined): void {
  useEffect(() => {
    document.title = titulo ? `${titulo} — Console da Operadora` : 'Console da Operadora';
  }, [titulo]);
}
