// The home: the shell's page with the cards of app/composition/home-cards.tsx above the service groups and the
// operator's topics below them (the cards and topics read several features' data, so they are composed
// here, where features meet). The topics are a chunk of their own: the home does not wait for them. The
// home is drawn without the query cache; its cards and topics bring it (query-scope.tsx).
import { lazy, Suspense } from 'react';
import HomePage from '../../features/shell/pages/home-page';
import { HomeCards, useHomeCallsReady } from '../composition/home-cards';
import { openPaVirtual } from '../composition/pa-virtual-entry';
import { QueryScope } from '../routing/query-scope';

const Topicos = lazy(() => import('../composition/topicos-home-com-uso'));

export default function HomeRoute() {
  // Below the fold: loaded with the cards (issue 11).
  const ready = useHomeCallsReady();
  return (
    <HomePage
      cards={<HomeCards />}
      openPaVirtual={openPaVirtual}
      noticias={
        <Suspense fallback={null}>
          {ready && (
            <QueryScope>
              <Topicos />
            </QueryScope>
          )}
        </Suspense>
      }
    />
  );
}
