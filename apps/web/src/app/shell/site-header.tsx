// Spec §2 header: the logo alone before login, the signed-in bar after; the header changes its look while
// an alert banner is shown (the banner itself sits under it, sticky in the viewport: alert-slot.tsx).
import { lazy, Suspense } from 'react';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { cn } from '../../ui/cn';
import type { AlertState, AlertTipo } from '../../platform/state/alert';
import { useFirstPaintDone } from '../../platform/browser/first-paint';
import type { ExternalServiceUrls } from '../../features/shell/components/service-groups';
import { Logo } from './logo';

const SignedInBar = lazy(() => import('./signed-in-bar'));

const ALERT_EDGE: Record<AlertTipo, string> = {
  sucesso: 'border-success',
  erro: 'border-danger',
  atencao: 'border-warning',
  informacao: 'border-info',
};

interface SiteHeaderProps {
  user: Usuario | null;
  urls: ExternalServiceUrls;
  alert: AlertState | null;
}

export function SiteHeader({ user, urls, alert }: SiteHeaderProps) {
  // The bar's menus are not needed to see the screen: the logo holds their place until it is painted.
  const painted = useFirstPaintDone();
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
          {user && painted ? (
            <Suspense fallback={<Logo />}>
              <SignedInBar user={user} urls={urls} />
            </Suspense>
          ) : (
            <Logo />
          )}
        </div>
      </div>
    </header>
  );
}
