// The portal's frame around every screen: start-up checks (maintenance, public parameters), the route
// guards, the accessibility bar, header, footer, alert banner, loader, the edit-mode leave prompt and the
// session-expiry warning.
import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { NOT_FOUND_TITLE, ROUTES, type RouteDef } from '@portal/domain/access/routes';
import { LoaderOverlay, LoadingBlock } from '../ui/loader';
import { useAlert } from '../platform/state/alert';
import { useAuth } from '../platform/session/auth-store';
import { BotCheckConfigProvider } from '../platform/third-party/captcha';
import { useMarkFirstPaint } from '../platform/browser/first-paint';
import { useLoaderVisible } from '../platform/state/loader-state';
import {
  useParametrosPublicos,
  useStatusManutencao,
  type ParametrosPublicos,
} from '../features/shell/api/startup-checks';
import { MAINTENANCE_TITLE } from '../features/shell/pages/maintenance-title';
import { decideGuard, isInternalApp, type GuardDecision } from './routing/guards';
import { openPaVirtual } from './composition/pa-virtual-entry';
import type { RouteHandle } from './routing/route-handle';
import { AccessibilityBar, MAIN_CONTENT_ID, SkipLink } from './shell/a11y-bar';
import { LeavePrompt } from './shell/leave-prompt';
import { SessionWarning } from './shell/session-warning';
import { PageFrame } from './shell/page-frame';
import { SiteFooter } from './shell/site-footer';
import { AlertSlot } from './shell/alert-slot';
import { SiteHeader } from './shell/site-header';
import { useRouteGuard } from './routing/use-route-guard';
import { useSessionLifecycle } from './session/use-session-lifecycle';
import { useThirdPartyWidgets } from './shell/use-third-party-widgets';
import { useTokenLogin } from './session/use-token-login';

const MaintenancePage = lazy(() => import('../features/shell/pages/maintenance-page'));

const WAIT: GuardDecision = { kind: 'wait' };
/**
 * Issue 37: with a footer after it, the content area is at least a screen tall, so the footer starts below the
 * first screenful: a screen still loading does not show it under its loader and then push it down as answers
 * arrive (the shift every signed-in screen had, 0.1 to 0.4 at 360 px). A CSS rule, not a prop: the first load
 * of /login has no byte to spare (npm run size).
 */
const MAIN_CLASSES = 'flex-1 outline-none has-[+footer]:min-h-screen';

export function RootLayout() {
  const status = useStatusManutencao();
  const parametros = useParametrosPublicos();
  if (!status.settled || !parametros.settled) return <LoadingBlock />;
  // Neither check may hide the portal when it fails: no notice, and the footer says what is missing.
  if (status.data?.emManutencao) return <MaintenanceScreen mensagem={status.data.mensagem} />;
  return <Portal parametros={parametros.data ?? {}} />;
}

function MaintenanceScreen({ mensagem }: { mensagem: string | null }) {
  return (
    <div className="flex min-h-screen flex-col">
      <AccessibilityBar />
      <SiteHeader user={null} urls={{}} alert={null} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={MAIN_CLASSES}>
        <PageFrame title={MAINTENANCE_TITLE} internal={false}>
          <Suspense fallback={<LoadingBlock />}>
            <MaintenancePage mensagem={mensagem} />
          </Suspense>
        </PageFrame>
      </main>
    </div>
  );
}

function Portal({ parametros }: { parametros: ParametrosPublicos }) {
  const location = useLocation();
  const state: unknown = location.state;
  const matches = useMatches();
  const navigation = useNavigation();
  const { authenticated, user } = useAuth();
  const alert = useAlert();
  const loaderVisible = useLoaderVisible();

  useSessionLifecycle();
  const tokenPending = useTokenLogin();

  const routeId = (matches.at(-1)?.handle as RouteHandle | undefined)?.routeId;
  const route: RouteDef | undefined = routeId ? ROUTES[routeId] : undefined;
  const internal = isInternalApp(route, location.search, state);
  const decision = tokenPending ? WAIT : decideGuard({ routeId, authenticated, user });
  useRouteGuard(decision);
  useMarkFirstPaint(decision.kind === 'render');
  useThirdPartyWidgets(parametros, internal, authenticated);

  const botCheckConfig = useMemo(
    () => ({ provedor: parametros.CAPTCHA_PROVEDOR, chaveSite: parametros.CAPTCHA_CHAVE_SITE }),
    [parametros.CAPTCHA_PROVEDOR, parametros.CAPTCHA_CHAVE_SITE],
  );
  const urls = useMemo(
    () => ({ guiaMedico: parametros.URL_GUIA_MEDICO, paVirtual: openPaVirtual }),
    [parametros.URL_GUIA_MEDICO],
  );
  // Not beside a loader: the footer would show under it and then jump below the fold when the screen
  // arrives (issue 11: a 0.4 layout shift on the signed-in home).
  const showFooter =
    decision.kind === 'render' &&
    (route?.showFooter === true || (!internal && !route?.public && authenticated));

  return (
    <BotCheckConfigProvider value={botCheckConfig}>
      <div className="flex min-h-screen flex-col">
        {!internal && (route?.hideA11yBar ? <SkipLink /> : <AccessibilityBar />)}
        {!internal && <SiteHeader user={authenticated ? user : null} urls={urls} alert={alert} />}
        {alert && <AlertSlot alert={alert} />}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={MAIN_CLASSES}>
          {decision.kind === 'render' ? (
            <PageFrame title={route?.title ?? NOT_FOUND_TITLE} internal={internal} narrow={route?.botCheck}>
              <Outlet />
            </PageFrame>
          ) : (
            <LoadingBlock />
          )}
        </main>
        {showFooter && <SiteFooter parametros={parametros} />}
        <LoaderOverlay visible={loaderVisible || navigation.state === 'loading'} />
        <LeavePrompt />
        <SessionWarning />
      </div>
    </BotCheckConfigProvider>
  );
}
