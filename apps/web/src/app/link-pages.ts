// Screens opened from a link the operator sent (a booking notice, a reminder), not on the way to the login:
// public, yet their import lists — the contract's schemas among them — stay out of the entry, which the
// login's first load pays for (route-modules.ts). One small chunk more on those visits.
import type { PageModule } from './page-module';

export const agendamentoPublico: PageModule = () =>
  import('../features/agendamento/pages/agendamento-publico-page');
