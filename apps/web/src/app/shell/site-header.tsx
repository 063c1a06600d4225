// Spec §2 header: the logo alone before login, the signed-in bar after; the alert banner sits in the
// header and changes its look while shown.
import { lazy, Suspense } from 'react';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { AlertBanner } from '../../components/ui/alert-banner';
import { cn } from '../../components/ui/cn';
import { closeAlert, type AlertState, type AlertTipo } from '../../lib/alert';
import type { ExternalServiceUrls } from '../../features/shell/components/service-groups';
import { Logo } from './logo';

const SignedInBar = lazy(() => import('./signed-in-bar'));

const ALERT_EDGE: Record<AlertTipo, string> = {
  sucesso: 'border-success',
  erro: 'border-danger',
  atencao: 'border-warning',
  informacao: 'border-info',
};

export function AlertSlot({ alert }: { alert: AlertState }) {
  return (
    <div className="bg-page px-4 py-3">
      <div className="mx-auto max-w-7xl">
        <AlertBanner
          tipo={alert.tipo}
          mensagem={alert.mensagem}
          titulo={alert.titulo}
          showId={alert.id}
          onClose={closeAlert}
        />
      </div>
    </div>
  );
}

interface SiteHeaderProps {
  user: Usuario | null;
  urls: ExternalServiceUrls;
  alert: AlertState | null;
}

export function SiteHeader({ user, urls, alert }: SiteHeaderProps) {
  return (
    <header
      data-alerta={alert?.tipo}
      className={cn('border-b-4', alert ? ALERT_EDGE[alert.tipo] : 'border-transparent')}
    >
      <div
        data-superficie="escura"
        className={cn(
          'bg-header text-on-header contraste:border-b-2 contraste:border-line',
          alert && 'shadow-md',
        )}
      >
        <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-2 px-4 py-2">
          {user ? (
            <Suspense fallback={<Logo />}>
              <SignedInBar user={user} urls={urls} />
            </Suspense>
          ) : (
            <Logo />
          )}
        </div>
      </div>
      {alert && <AlertSlot alert={alert} />}
    </header>
  );
}
