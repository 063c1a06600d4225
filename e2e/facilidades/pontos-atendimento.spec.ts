// Pontos de Atendimento (issue 17): from the home card to the screen, Maria sees the operator's own units by
// city — address in text, phone (tel:), "Como chegar" and a lazily loaded map whose address carries the
// unit's coordinates — scanned in both themes, on a phone too. The maps service is fulfilled with a tiny
// page (an external service, and CI has no Internet); its frame loading proves the CSP allows it.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs } from '../support/auth';
import { expect, PHONE, test } from '../support/test';
import { naTela } from '../support/rotas';

const MAPA_ORIGIN = 'https://www.openstreetmap.org';

async function fulfilMaps(page: Page): Promise<string[]> {
  const pedidos: string[] = [];
  await page.route(`${MAPA_ORIGIN}/**`, (route) => {
    pedidos.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>Mapa</title><p id="mapa">mapa</p></html>',
    });
  });
  return pedidos;
}

test(
  'Maria finds the service points from the home, with phone, directions and a map',
  PHONE,
  async ({ page }) => {
    test.slow(); // the scan runs in both themes with three maps on the page
    const pedidos = await fulfilMaps(page);
    await signInAs(page, DEMO.maria.cpf);
    const card = page.getByRole('region', { name: 'Pontos de Atendimento' });
    await expect(card).toContainText('3 unidades próprias em Campinas e São Paulo.');
    await card.getByRole('link', { name: 'Ver pontos de atendimento' }).click();
    await expect(page).toHaveURL(naTela('pontosAtendimento'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pontos de Atendimento' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Campinas - SP',
      'São Paulo - SP',
    ]);

    const paulista = page.getByRole('article', { name: 'Centro Médico Vale Verde Paulista' });
    // The address is text: the map is never the only way to it.
    await expect(paulista.locator('address')).toHaveText(/Av\. Paulista, 1578 - Bela Vista\s*São Paulo - SP/);
    await expect(
      paulista.getByRole('link', { name: /Ligar para Centro Médico Vale Verde Paulista/ }),
    ).toHaveAttribute('href', 'tel:+551131457000');
    await expect(paulista.getByRole('link', { name: /Como chegar/ })).toHaveAttribute(
      'href',
      /-23\.5614,-46\.6559/,
    );
    const mapa = paulista.locator('iframe[title="Mapa: Centro Médico Vale Verde Paulista"]');
    await expect(mapa).toHaveAttribute('loading', 'lazy');
    const src = new URL((await mapa.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe(`${MAPA_ORIGIN}/export/embed.html`);
    expect(src.searchParams.get('marker')).toBe('-23.5614,-46.6559');
    await mapa.scrollIntoViewIfNeeded();
    // The frame loads (the CSP's frame-src allows the maps origin) with the coordinates in its address.
    await expect(mapa.contentFrame().locator('#mapa')).toHaveText('mapa');
    expect(pedidos.some((url) => url.includes('marker=-23.5614%2C-46.6559'))).toBe(true);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectAccessible(page, 'pontos de atendimento');
  },
);
