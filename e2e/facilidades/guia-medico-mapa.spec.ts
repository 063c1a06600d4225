// Guia Médico's map of results (issue 40, decision 0046 "Mapa dos resultados"): the results are a list first;
// "Ver no mapa" loads the map (Leaflet, its own chunk) of the page's locations only when pressed — no tile is
// asked before —, one numbered marker per location of the list, each a button that takes the keyboard to the
// location in the list. The tile host is answered here with a local PNG (CI has no Internet), and once
// blocked: the box then says in a line that the map did not load and the list stands alone. The map's journey
// runs at 360 px too (the box holds the page still there, markers and keyboard the same); the blocked one at
// desktop only.
import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { MAPA_TILES_ORIGIN } from '@portal/domain/contract/facilidades/mapa-tiles';
import { BUSCAS_REDE_DEMO, PRODUTOS_REDE_DEMO } from '@portal/test-support/rede-demo';
import { expectAccessible } from '../support/a11y';
import { CLS_BUDGET, cumulativeLayoutShift, layoutShifts, waitUntilLoaded } from '../support/estabilidade';
import { expect, expectConsoleErrors, PHONE, test } from '../support/test';

const { pediatraPerto } = BUSCAS_REDE_DEMO;
const { essencial } = PRODUTOS_REDE_DEMO;
const TILES = new RegExp(`^${MAPA_TILES_ORIGIN.replace(/[./]/g, '\\$&')}/`);
/** A 1×1 PNG: what a tile host answers, as far as the browser can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Now, on the page's clock: what the map's shifts are counted from. */
const agora = (page: Page) => page.evaluate(() => performance.now());

/**
 * The map's box holds the page still: the CLS of what moved from `desde` on (the press on "Ver no mapa"),
 * once everything has loaded. (Opening a search's address moves the footer as the results arrive: that is
 * the results' load, measured by the guide's own journeys, not the map's.)
 */
async function semSaltosDesde(page: Page, desde: number, label: string): Promise<void> {
  await waitUntilLoaded(page);
  const { value, window } = cumulativeLayoutShift(
    (await layoutShifts(page)).filter((s) => s.startTime >= desde),
  );
  const detalhe = window.map((s) => `${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join('\n');
  expect(value, `CLS de ${label}: ${detalhe}`).toBeLessThanOrEqual(CLS_BUDGET);
}

const resultados = (page: Page) =>
  page.getByRole('list', { name: 'Locais encontrados' }).getByRole('article');

/** The pediatricians near the demo's CEP, as the address of a search (a visitor's). */
async function abrirBusca(page: Page): Promise<number> {
  const busca = new URLSearchParams({
    produto: essencial.registroAns,
    servico: pediatraPerto.servico,
    cep: pediatraPerto.cep.replace(/\D/g, ''),
  });
  await page.goto(`${ROUTES.guiaMedico.path}?${busca.toString()}`);
  await expect(resultados(page).first()).toBeVisible();
  return resultados(page).count();
}

test(
  'the map of a page of results: asked for, numbered as the list, its markers lead to the list',
  PHONE,
  async ({ page }) => {
    test.slow(); // scans in both themes
    const tiles: string[] = [];
    page.on('request', (r) => {
      if (TILES.test(r.url())) tiles.push(r.url());
    });
    await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
    const n = await abrirBusca(page);
    expect(n).toBeGreaterThan(1);
    expect(tiles, 'nothing reaches the tile host before the member asks').toEqual([]);

    const desde = await agora(page);
    await page.getByRole('button', { name: 'Ver no mapa' }).click();
    const mapa = page.getByRole('region', { name: 'Mapa dos locais desta página' });
    const marcadores = mapa.getByRole('button', { name: /^\d+\. .+: ver na lista$/ });
    await expect(marcadores).toHaveCount(n);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Fechar o mapa' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Each marker carries the number and the name the list shows in the same place.
    for (let i = 0; i < n; i++) {
      const nome = await resultados(page).nth(i).getByRole('heading', { level: 3 }).textContent();
      await expect(mapa.getByRole('button', { name: `${i + 1}. ${nome}: ver na lista` })).toHaveCount(1);
    }
    await semSaltosDesde(page, desde, 'guia médico: mapa dos resultados');
    await expectAccessible(page, 'guia médico: mapa dos resultados');

    // From the keyboard: the second marker, Enter, and the focus is on the second location of the list.
    const segundo = mapa.getByRole('button', { name: /^2\. / });
    await segundo.focus();
    await page.keyboard.press('Enter');
    await expect(resultados(page).nth(1).getByRole('heading', { level: 3 }).getByRole('link')).toBeFocused();

    await page.getByRole('button', { name: 'Fechar o mapa' }).click();
    await expect(mapa).toHaveCount(0);
  },
);

test('when the tiles cannot load, the list stands alone with a line saying so', async ({ page }) => {
  // The blocked tiles are the point: Chromium logs each refused image.
  expectConsoleErrors(/net::ERR_BLOCKED_BY_CLIENT/, /net::ERR_FAILED/);
  await page.route(TILES, (route) => route.abort('blockedbyclient'));
  const n = await abrirBusca(page);
  const desde = await agora(page);
  await page.getByRole('button', { name: 'Ver no mapa' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'O mapa não pôde ser carregado agora.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa dos locais desta página' })).toHaveCount(0);
  await expect(resultados(page)).toHaveCount(n);
  await semSaltosDesde(page, desde, 'guia médico: mapa que não carregou');
});
