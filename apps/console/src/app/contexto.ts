// What the layout hands every signed-in screen: who is signed in and the screens their roles open (for a
// screen that links to others, like the start screen). A leaf module, so screens never import the route
// table that imports them.
import { useOutletContext } from 'react-router';
import type { SessaoEquipe } from './sessao';

export interface TelaDoMenu {
  path: string;
  titulo: string;
}

export interface ContextoConsole {
  equipe: SessaoEquipe;
  telas: readonly TelaDoMenu[];
}

export const useContextoConsole = (): ContextoConsole => useOutletContext<ContextoConsole>();
