// Issue 11: the first paint is the screen. The start-up calls' answers come with the page and its inline
// script (allowed by the CSP's hash: a blocked script would be a console error and fail the test) hands them
// to the client: the calls never reach the network. Neither the login nor a signed-in reload of the home
// paints a loader first.
import type { Page, Request } from '@playwright/test';
import {
  PERIODO_RECENTE,
  ROUTE_CHOICE_CALLS,
  ROUTE_FIRST_CALLS,
  VALOR_ESCOLHIDO,
} from '@portal/domain/contract/shell/route-first-calls';
import { periodoRecente } from '@portal/domain/contract/shell/escolha-inicial';
import { EARLY_ANSWERS_BOUND_MARK } from '@portal/domain/contract/shell/primeiras-respostas';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_VISIT_GLOBAL,
  STARTUP_CALL_URLS,
} from '@portal/domain/contract/shell/startup-calls';
import { expect, test } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import { expectGreeting, expectHomeCardsLoaded, MARIA_HOME_CARDS } from '../support/shell';
import { ROUTES, type RouteId } from '@portal/domain';
import { LOADING_TEXT } from '../support/estabilidade';

/**
 * The loader drawn instead of a screen: the whole page's (start-up checks, the router's first module) or the
 * main area's (a guard waiting for the member). A card's own loader inside a screen is not it.
 */
const LOADER_IN_PLACE_OF_THE_SCREEN = '#root > [role="status"], main > [role="status"]';

/** Watches the page from its first byte: whether the loader was ever drawn, and each start-up call made. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript((loaderAtScreen) => {
    const seen = { loader: false };
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    new MutationObserver(() => {
      if (document.querySelector(loaderAtScreen)) seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  }, LOADER_IN_PLACE_OF_THE_SCREEN);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (STARTUP_CALL_URLS.includes(`${pathname}${search}`)) calls.push(`${pathname}${search}`);
  });
  return {
    calls,
    sawLoader: () =>
      page.evaluate(() => (window as unknown as { __firstPaint: { loader: boolean } }).__firstPaint.loader),
  };
}

test('the login is the first thing painted, with the start-up answers the page brought', async ({ page }) => {
  const watch = await watchFirstPaint(page);
  await page.goto(ROUTES.login.path);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // The operator's name comes with the public parameters: the answer the page brought was taken.
  await expect(
    page.getByText('Portal do Beneficiário da Vale Verde Saúde Cooperativa Médica.'),
  ).toBeVisible();
  expect(await watch.sawLoader()).toBe(false);
  expect(watch.calls).toEqual([]);
});

test('a signed-in reload paints the home with the member, then the bar and the cards', async ({ page }) => {
  await signInAs(page, DEMO.maria.cpf);
  const watch = await watchFirstPaint(page);
  await page.reload();
  await expect(page.getByRole('main').getByText('Olá, Maria! O que você precisa hoje?')).toBeVisible();
  await expectGreeting(page, 'Maria'); // the signed-in bar's user menu, drawn once the home is painted
  const card = page.getByRole('region', { name: 'Cartão Virtual' });
  await expect(card.getByTestId('home-numero-carteira')).not.toBeEmpty();
  expect(await watch.sawLoader()).toBe(false);
  expect(watch.calls).toEqual([]);
});

// Issue 37: the calls the page starts for a screen (contract/shell/route-first-calls.ts) are the ones the
// screen makes first. Opened signed in, every screen of the table takes each early answer (the page's
// global no longer holds it) and asks none of them again: each URL reaches the network once, from the page's
// own script. A URL the screen stopped asking for stays in the global (an audited read of nothing shown); one
// the screen asks in another spelling (a query, another path) is a second request. The calls for the
// beneficiary or plan the screen starts on (ROUTE_CHOICE_CALLS: Maria herself; her first plan, which the
// screen puts in its URL) are started by the page's script too — they are in its visit's list — once each.
test('each screen takes the first calls the page started for it, and asks none of them again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.maria.cpf);
  // The home's cards ask for data after its first paint, the bills among them: a request of the home still on
  // its way when the first screen (Situação Financeira) is opened would count as that screen's second. The
  // network going quiet was not enough on a busy CI machine (the bill card's chunk was still being evaluated,
  // its request not yet made, in stop 64's rehearsal): every card is waited for, drawn with its answer.
  await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
  await page.waitForLoadState('networkidle');
  const routeIds = new Set([...Object.keys(ROUTE_FIRST_CALLS), ...Object.keys(ROUTE_CHOICE_CALLS)]);
  for (const routeId of routeIds as Set<RouteId>) {
    const path = ROUTES[routeId].path;
    const asked: string[] = [];
    const onRequest = (request: Request) => {
      const { pathname, search } = new URL(request.url());
      asked.push(`${pathname}${search}`);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page, routeId).toHaveURL(new RegExp(`${path}(/|$)`));
    // A plan screen's choice is in its URL once the tabs have replaced the bare path with the first plan's.
    if (ROUTE_CHOICE_CALLS[routeId]?.some((chamada) => chamada.escolha === 'plano'))
      await expect(page, routeId).toHaveURL(new RegExp(`${path}/[^/]+$`));
    const plano = decodeURIComponent(new URL(page.url()).pathname.slice(path.length + 1));
    const escolhidas = (ROUTE_CHOICE_CALLS[routeId] ?? []).flatMap((chamada) =>
      chamada.urls.map((url) =>
        url.replace(VALOR_ESCOLHIDO, chamada.escolha === 'plano' ? plano : DEMO.maria.cpf.replace(/\D/g, '')),
      ),
    );
    // Quem Acessou's first page is of the last 30 days: the days the page's script put in (this clock's).
    const periodo = periodoRecente(Date.now(), PERIODO_RECENTE.dias);
    const primeiras = (ROUTE_FIRST_CALLS[routeId] ?? []).map((url) =>
      url.replace(PERIODO_RECENTE.inicio, periodo.inicio).replace(PERIODO_RECENTE.fim, periodo.fim),
    );
    const urls = [...primeiras, ...escolhidas];
    await expect
      .poll(
        () =>
          page.evaluate(
            ({ global, wanted }) => {
              const answers = (window as unknown as Record<string, Record<string, unknown> | undefined>)[
                global
              ];
              return wanted.filter((url) => answers && url in answers);
            },
            { global: EARLY_ANSWERS_GLOBAL, wanted: urls },
          ),
        { message: `${routeId}: early answers the screen did not take` },
      )
      .toEqual([]);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(
      asked.filter((url) => urls.includes(url)).sort(),
      `${routeId}: requests of its first calls`,
    ).toEqual([...urls].sort());
    if (escolhidas.length > 0) {
      const started = await page.evaluate(
        (global) => (window as unknown as Record<string, { urls: string[] } | undefined>)[global]?.urls ?? [],
        EARLY_VISIT_GLOBAL,
      );
      expect(started, `${routeId}: calls for the choice the page's script started`).toEqual(
        expect.arrayContaining(escolhidas),
      );
    }
  }
});

// Issue 37: a screen whose first answers the page asked early (and, for Dados Pessoais, 2ª Via de Cartão,
// Protocolos and Agendamento, the chosen beneficiary's data after them; for Quem Acessou, the default period's
// first page) draws them in its first render — a transition, done in slices — instead of drawing its loader and
// then the whole screen again in one long task after its first paint (platform/api/early-answers-read.ts). Opened signed in, no screen shows its
// loading block. The wait for those answers is bounded (1 s): past it the screen is drawn with its loader by
// design, and the page marks that in its timeline — on a busy CI machine a chain of two calls took longer, twice
// in a row once, so a screen whose page says so is opened again, up to three times in all. A loader without that
// mark fails at once.
test('a screen opened with its answers already asked draws them in its first render', async ({ page }) => {
  await signInAs(page, DEMO.maria.cpf);
  await page.addInitScript((texto) => {
    const seen = { loader: false };
    (window as unknown as { __carregando: typeof seen }).__carregando = seen;
    new MutationObserver(() => {
      const loaders = Array.from(document.querySelectorAll('main [role="status"]'), (s) => s.textContent);
      if (loaders.some((text) => text?.includes(texto))) seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  }, LOADING_TEXT);
  const sawLoader = () =>
    page.evaluate(() => (window as unknown as { __carregando: { loader: boolean } }).__carregando.loader);
  const waitedPastTheBound = () =>
    page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, EARLY_ANSWERS_BOUND_MARK);
  const drawnWithItsAnswers = async (name: string, path: string, drawn: () => Promise<void>) => {
    for (let attempt = 0; ; attempt++) {
      await page.goto(path);
      await drawn();
      const loader = await sawLoader();
      if (!loader || attempt >= 2 || !(await waitedPastTheBound())) {
        expect(loader, name).toBe(false);
        return;
      }
    }
  };

  await drawnWithItsAnswers('Situação Financeira', ROUTES.situacaoFinanceira.path, () =>
    expect(page.getByRole('region', { name: 'Títulos em aberto' }).getByRole('article')).toHaveCount(2),
  );
  await drawnWithItsAnswers('Dados Pessoais', ROUTES.dadosPessoais.path, () =>
    expect(page.getByLabel('Nome completo')).toHaveValue(DEMO.maria.nome),
  );
  // Maria's cards, asked by the page's script once the list of whom she may ask for was in.
  await drawnWithItsAnswers('2ª Via de Cartão', ROUTES.segundaViaCartao.path, () =>
    expect(page.getByRole('group', { name: 'Cartões' }).getByRole('checkbox')).toHaveCount(2),
  );
  // Maria's protocols and her appointments, each asked by the page's script once its list of beneficiaries was in.
  await drawnWithItsAnswers('Protocolos', ROUTES.protocolos.path, () =>
    expect(page.getByRole('heading', { name: /^Protocolos de / })).toBeVisible(),
  );
  await drawnWithItsAnswers('Agendamento', ROUTES.agendamento.path, () =>
    expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible(),
  );
  // Its first page of the last 30 days, asked by the page's script for the days the screen opens on.
  await drawnWithItsAnswers('Quem Acessou Meus Dados', ROUTES.acessosDados.path, () =>
    expect(page.getByRole('list', { name: 'Acessos aos seus dados' })).toBeVisible(),
  );
});
