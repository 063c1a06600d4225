// Where the alert banner lives: right under the header and sticky at the top of the viewport, so it is
// seen wherever the member is on the page (a Salvar button 2,400 px down a phone screen, issue 10) without
// covering the header while the page is scrolled to the top. Closing it is always one button away.
import { AlertBanner } from '../../ui/alert-banner';
import { closeAlert, type AlertState } from '../../platform/state/alert';

export function AlertSlot({ alert }: { alert: AlertState }) {
  return (
    <div className="sticky top-0 z-30 px-4 py-2">
      <div className="mx-auto max-w-7xl">
        <AlertBanner
          key={alert.id}
          tipo={alert.tipo}
          mensagem={alert.mensagem}
          titulo={alert.titulo}
          showId={alert.id}
          focus={alert.focus}
          onClose={() => closeAlert()}
        />
      </div>
    </div>
  );
}
