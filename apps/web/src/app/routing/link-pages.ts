// Screens opened from a link the operator or a member sent (a booking notice, a reminder, a shared card),
// not on the way to the login: public, yet their import lists — the contract's schemas among them — stay
// out of the entry, which the login's first load pays for (route-modules.ts). The build preloads this table's chunk with the screen's
// (build/route-preloads.ts), so a visit that starts on the link costs no extra round trip.
import type { PageModule, PublicPageRouteId } from './page-module';

export const LINK_PAGE_MODULES = {
  agendamentoPublico: () => import('../../features/saude/pages/agendamento-publico-page'),
  cartaoCompartilhado: () => import('../../features/meus-dados/pages/cartao-compartilhado-page'),
} satisfies Partial<Record<PublicPageRouteId, PageModule>>;

export const { agendamentoPublico, cartaoCompartilhado } = LINK_PAGE_MODULES;
