// The cards above the home's service groups (issue 10), one place for all of them. Each card is its own
// lazy chunk with its own queries, loader and error state, behind the screen permission of the data it
// shows (the same permission its endpoint checks), so nothing personal appears on the home without it.
//
// Decision: a later issue adds its card here, in one line, when its endpoint exists — the next open bill
// (Situação Financeira, tela-situacao-financeira: issue 12), the next appointment (Agendamento,
// tela-agendamento-consulta) and open protocols with their deadline (Protocolos, tela-consulta-protocolos).
// Until then they do not render: a card without an endpoint would only show an error or invented data.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, isAllowed, operatorDate, type RouteDef, type RouteId } from '@portal/domain';
import { HomeCard } from '../../ui/home-card';
import { useAuth, useSessionChecked } from '../../platform/session/auth-store';
import { useFirstPaintDone } from '../../platform/browser/first-paint';
import { QueryScope } from '../routing/query-scope';

interface HomeCardSlot {
  /** The screen the card summarises: its permission gates the card, its title names the placeholder. */
  screen: RouteId;
  Card: LazyExoticComponent<ComponentType>;
  /** When the card shows at all (a seasonal card), decided before the first paint. */
  quando?: () => boolean;
}

export const HOME_CARDS: readonly HomeCardSlot[] = [
  {
    screen: 'cartaoVirtual',
    Card: lazy(() => import('../../features/meus-dados/components/cartao-virtual-home-card')),
  },
  {
    screen: 'situacaoFinanceira',
    Card: lazy(() => import('../../features/financeiro/components/titulo-home-card')),
  },
  // Issue 17: the service points have no menu entry of the spec; the home leads to them (decision 0022).
  {
    screen: 'pontosAtendimento',
    Card: lazy(() => import('../../features/facilidades/components/pontos-atendimento-home-card')),
  },
  // Issue 40: network changes in the member's plans (from 30 days before), else the way into the guide.
  {
    screen: 'guiaMedico',
    Card: lazy(() => import('../../features/facilidades/components/guia-medico-home-card')),
  },
  // Issue 41: in January, last year's debt-discharge declaration (out on the month's first business day).
  {
    screen: 'declaracaoQuitacao',
    Card: lazy(() => import('../../features/financeiro/components/declaracao-quitacao-home-card')),
    quando: () => operatorDate(new Date()).month === 1,
  },
];

/**
 * Whether the home's own calls (its cards, its topics) may start: once the home has been painted (issue 11)
 * and the session has been checked (a stored member's session may have ended meanwhile).
 */
export function useHomeCallsReady(): boolean {
  const painted = useFirstPaintDone();
  const checked = useSessionChecked();
  return painted && checked;
}

export function HomeCards() {
  const { user } = useAuth();
  // Each card's frame first; the cards' chunks and queries when the home's calls may start.
  const ready = useHomeCallsReady();
  const tela = user?.permissionamento.tela ?? [];
  const visible = HOME_CARDS.filter((slot) => {
    const screen: RouteDef = ROUTES[slot.screen];
    return isAllowed(tela, screen.permission) && (slot.quando?.() ?? true);
  });
  if (visible.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {visible.map(({ screen, Card }) => {
        const frame = <HomeCard title={ROUTES[screen].title} state="loading" onRetry={() => undefined} />;
        // Each card waits for its own chunk: a slow one never holds up the others.
        return (
          <Suspense key={screen} fallback={frame}>
            {ready ? (
              <QueryScope>
                <Card />
              </QueryScope>
            ) : (
              frame
            )}
          </Suspense>
        );
      })}
    </div>
  );
}
