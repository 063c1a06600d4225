// Installable portal and Web Push (issue 42, decision 0053), desktop. Maria's browser is a real profile
// (launchPersistentContext: Chromium says an incognito context — every Playwright context — cannot install an
// app, nor has a push service). The portal is installable (DevTools Page.getInstallabilityErrors: none). She turns
// push on in Notificações (the permission granted as if she said yes; it is asked only on that click), and the
// subscription reaches the server. Headless Chromium cannot reach a vendor's push service here (no Internet):
// the page's PushManager.subscribe answers a subscription to the local push service instead, with keys the test
// holds (the one stand-in of the journey). A notice is delivered to the service worker through DevTools
// (ServiceWorker.deliverPushMessage): it shows (registration.getNotifications), and its click — the worker's own
// notificationclick handler, dispatched in the worker with the real notification, since no DevTools command
// clicks a notification — takes the open portal window to the screen. Then she turns push off again.
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { EVENTOS_NOTIFICACAO } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import { iniciarServicoPush, novasChavesNavegador } from '@portal/test-support/servico-push';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs } from '../support/auth';
import { E2E_PORT } from '../support/mail';
import { naTela } from '../support/rotas';
import { expect, test } from '../support/test';

/** The local push service of this run: the portal allows it by PORTAL_PUSH_ORIGENS (playwright.config.ts). */
const PORTA_SERVICO_PUSH = E2E_PORT + 1005;
const ORIGEM = `http://localhost:${E2E_PORT}`;

interface Assinatura {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The page's PushManager as a browser with a reachable push service would behave: subscribe makes one
 * subscription (kept across reloads), getSubscription finds it, unsubscribe forgets it.
 */
function pushManagerLocal(assinatura: Assinatura): void {
  const CHAVE = 'push-de-teste';
  const buffer = (texto: string): ArrayBuffer => {
    const b64 = texto.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer;
  };
  const feita = (chave: string) => ({
    endpoint: assinatura.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: buffer(chave) },
    toJSON: () => ({
      endpoint: assinatura.endpoint,
      expirationTime: null,
      keys: { p256dh: assinatura.p256dh, auth: assinatura.auth },
    }),
    unsubscribe: () => {
      localStorage.removeItem(CHAVE);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function (opcoes?: PushSubscriptionOptionsInit) {
    const chave = typeof opcoes?.applicationServerKey === 'string' ? opcoes.applicationServerKey : '';
    localStorage.setItem(CHAVE, chave);
    return Promise.resolve(feita(chave) as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    const chave = localStorage.getItem(CHAVE);
    return Promise.resolve(chave === null ? null : (feita(chave) as unknown as PushSubscription));
  };
}

/** The portal's service worker registration id, as DevTools names it. */
async function registroDoServiceWorker(cdp: CDPSession): Promise<string> {
  const registros: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registros.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registros.some((r) => !r.isDeleted && r.scopeURL === `${ORIGEM}/`)).toBe(true);
  return registros.find((r) => !r.isDeleted && r.scopeURL === `${ORIGEM}/`)!.registrationId;
}

async function navegadorReal(pasta: string): Promise<BrowserContext> {
  const contexto = await chromium.launchPersistentContext(pasta, {
    executablePath: '/usr/bin/chromium',
    baseURL: ORIGEM,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
    // The test runner hands its `use` options to contexts launched by hand too: the config blocks workers.
    serviceWorkers: 'allow',
  });
  // As support/test.ts does for every context: third parties answer an empty script (no Internet here).
  await contexto.route(/^(?!https?:\/\/(localhost|127\.0\.0\.1)[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return contexto;
}

test.describe('Portal instalável e notificações push', () => {
  test('Maria installs the portal, turns push on here, and a notice shows and opens its screen', async () => {
    const servico = await iniciarServicoPush(PORTA_SERVICO_PUSH);
    const chaves = novasChavesNavegador();
    const assinatura = { endpoint: servico.novoEndpoint(), p256dh: chaves.p256dh, auth: chaves.auth };
    const contexto = await navegadorReal(test.info().outputPath('perfil'));
    const erros: string[] = [];
    contexto.on('console', (m) => {
      if (m.type() === 'error') erros.push(m.text());
    });
    try {
      await contexto.grantPermissions(['notifications'], { origin: ORIGEM });
      await contexto.addInitScript(pushManagerLocal, assinatura);
      const page = contexto.pages()[0] ?? (await contexto.newPage());
      await loginAs(page, DEMO.maria.cpf);

      // Installable: the manifest with the operator's brand, the service worker, the icons.
      const cdp = await contexto.newCDPSession(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const manifesto = await cdp.send('Page.getAppManifest');
      expect(manifesto.errors).toEqual([]);
      expect(JSON.parse(manifesto.data ?? '{}')).toMatchObject({
        name: 'Portal do Beneficiário · Vale Verde Saúde',
        short_name: 'Vale Verde',
        display: 'standalone',
      });

      await page.goto(ROUTES.notificacoes.path);
      const secao = page.getByRole('region', { name: 'Notificações neste aparelho' });
      await expect(secao.getByRole('status')).toHaveText('Este aparelho não recebe notificações do portal.');
      await secao.getByRole('button', { name: 'Ativar neste aparelho' }).click();
      await expect(secao.getByRole('status')).toHaveText('Este aparelho recebe notificações do portal.');
      // The server holds the subscription: it counts this device.
      await expect(secao).toContainText('1 aparelho da sua conta recebe notificações.');
      await expectAccessible(page, 'notificacoes-push');

      // A notice as the server sends it for a decided authorization: the catalogue's neutral text, the screen.
      const { titulo, corpo } = EVENTOS_NOTIFICACAO.AUTORIZACAO_DECIDIDA.push;
      const registrationId = await registroDoServiceWorker(cdp);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: ORIGEM,
        registrationId,
        data: JSON.stringify({ titulo, corpo, url: ROUTES.autorizacoes.path }),
      });
      const notificacoes = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            titulo: n.title,
            corpo: n.body,
            url: (n.data as { url: string }).url,
          })),
        );
      await expect.poll(notificacoes).toEqual([{ titulo, corpo, url: ROUTES.autorizacoes.path }]);

      // The click: the worker's handler focuses this window and takes it to the screen.
      const [worker] = contexto.serviceWorkers();
      await worker!.evaluate(async () => {
        const escopo = globalThis as unknown as {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (tipo: string, init: { notification: Notification }) => Event;
          dispatchEvent(evento: Event): boolean;
        };
        const [notificacao] = await escopo.registration.getNotifications();
        escopo.dispatchEvent(
          new escopo.NotificationEvent('notificationclick', { notification: notificacao! }),
        );
      });
      await expect(page).toHaveURL(naTela('autorizacoes'));
      await expect(page.getByRole('heading', { level: 1, name: ROUTES.autorizacoes.title })).toBeVisible();
      await expect.poll(notificacoes).toEqual([]);

      // Off again (Maria is the demo's, shared by other journeys): the server forgets this device.
      await page.goto(ROUTES.notificacoes.path);
      await secao.getByRole('button', { name: 'Desativar neste aparelho' }).click();
      await expect(secao.getByRole('status')).toHaveText('Este aparelho não recebe notificações do portal.');
      await expect(secao).toContainText('Nenhum aparelho da sua conta recebe notificações.');
      expect(erros).toEqual([]);
    } finally {
      await contexto.close();
      await servico.fechar();
    }
  });
});
