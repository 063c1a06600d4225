// Pontos de Atendimento (issues 17 and 37): from the home card to the screen, Maria sees the operator's own
// units by city — address in text, phone (tel:), "Abrir no mapa" and "Como chegar", opening hours with
// "Aberto agora"/"Fechado agora", the 24-hour emergency rooms marked and filterable — and a map loaded only
// when she asks, whose address carries the unit's coordinates; scanned in both themes, on a phone too. The
// maps service is fulfilled with a tiny page (an external service, and CI has no Internet); its frame
// loading proves the CSP allows it. When the maps host never answers, the map's box gives way to the
// address and the links.
import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { abertoAgora, type PeriodoFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs } from '../support/auth';
import { expectStill } from '../support/estabilidade';
import { expect, test } from '../support/test';
import { naTela } from '../support/rotas';

const MAPA_ORIGIN = 'https://www.openstreetmap.org';
const PAULISTA = 'Centro Médico Vale Verde Paulista';
const COORDENADAS_PAULISTA = /-23\.5614,-46\.6559/;

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

/** The status the unit must show now (read twice around the page's answer: a minute may turn between). */
const statusPossiveis = (periodos: PeriodoFuncionamento[], antes: Date) =>
  [antes, new Date()].map((agora) =>
    abertoAgora(periodos, false, agora) ? 'Aberto agora' : 'Fechado agora',
  );

const semana = (abre: string, fecha: string, sabado: [string, string]): PeriodoFuncionamento[] => [
  ...[1, 2, 3, 4, 5].map((dia) => ({ dia, abre, fecha })),
  { dia: 6, abre: sabado[0], fecha: sabado[1] },
];

const unidade = (page: Page, nome: string): Locator => page.getByRole('article', { name: nome });

test('Maria finds the service points from the home: hours, 24-hour emergency, phone, directions and a map on request', async ({
  page,
}) => {
  test.slow(); // the scan runs in both themes
  const pedidos = await fulfilMaps(page);
  await signInAs(page, DEMO.maria.cpf);
  const card = page.getByRole('region', { name: 'Pontos de Atendimento' });
  await expect(card).toContainText('4 unidades próprias em Campinas e São Paulo.');
  const antes = new Date();
  await card.getByRole('link', { name: 'Ver pontos de atendimento' }).click();
  await expect(page).toHaveURL(naTela('pontosAtendimento'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pontos de Atendimento' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Campinas - SP',
    'São Paulo - SP',
  ]);
  await expect(page.getByRole('article')).toHaveCount(4);

  const paulista = unidade(page, PAULISTA);
  // The address is text: the map is never the only way to it.
  await expect(paulista.locator('address')).toHaveText(/Av\. Paulista, 1578 - Bela Vista\s*São Paulo - SP/);
  await expect(
    paulista.getByRole('link', { name: `Ligar para ${PAULISTA}: (11) 3145-7000` }),
  ).toHaveAttribute('href', 'tel:+551131457000');
  await expect(
    paulista.getByRole('link', { name: `Abrir no mapa – ${PAULISTA} (abre em nova aba)` }),
  ).toHaveAttribute('href', COORDENADAS_PAULISTA);
  await expect(
    paulista.getByRole('link', { name: `Como chegar a ${PAULISTA} (abre em nova aba)` }),
  ).toHaveAttribute('href', COORDENADAS_PAULISTA);
  // Opening hours as the unit posts them, and whether it is open now on the operator's clock.
  await expect(paulista).toContainText('Horário: Seg a sex, 7h às 20h; sáb, 8h às 13h');
  const status = await paulista.getByText(/^(Aberto|Fechado) agora$/).textContent();
  expect(statusPossiveis(semana('07:00', '20:00', ['08:00', '13:00']), antes)).toContain(status);
  await expect(paulista).not.toContainText('Pronto-socorro 24 horas');

  // The 24-hour emergency rooms are marked (and open whatever the hour); the hospital's other services
  // keep their hours.
  const hospital = unidade(page, 'Hospital Vale Verde Campinas');
  await expect(hospital).toContainText('Pronto-socorro 24 horas');
  await expect(hospital).toContainText('Aberto agora');
  await expect(hospital).toContainText('Demais serviços: Seg a sex, 7h às 21h; sáb, 7h às 13h');
  const santana = unidade(page, 'Pronto Atendimento Vale Verde Santana');
  await expect(santana).toContainText('Pronto-socorro 24 horas');
  await expect(santana).toContainText('Aberto agora');

  // Still while it loads (issue 37: CLS ≤ 0.02; the maps' boxes are reserved from the first paint).
  await expectStill(page, 'pontos de atendimento');
  // Nothing is asked of the maps service until Maria asks for a map.
  expect(pedidos).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page, 'pontos de atendimento');

  await paulista.getByRole('button', { name: `Ver mapa de ${PAULISTA}` }).click();
  const mapa = paulista.locator(`iframe[title="Mapa: ${PAULISTA}"]`);
  // Focus follows the button that went away.
  await expect(mapa).toBeFocused();
  const src = new URL((await mapa.getAttribute('src'))!);
  expect(src.origin + src.pathname).toBe(`${MAPA_ORIGIN}/export/embed.html`);
  expect(src.searchParams.get('marker')).toBe('-23.5614,-46.6559');
  // The frame loads (the CSP's frame-src allows the maps origin) with the coordinates in its address.
  await expect(mapa.contentFrame().locator('#mapa')).toHaveText('mapa');
  expect(pedidos).toHaveLength(1);
  expect(pedidos[0]).toContain('marker=-23.5614%2C-46.6559');
  await expect(page.locator('iframe')).toHaveCount(1);

  // Only the units with a 24-hour emergency room, and back.
  const filtro = page.getByRole('checkbox', { name: 'Só unidades com pronto-socorro 24 horas' });
  await filtro.check();
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    'Hospital Vale Verde Campinas',
    'Pronto Atendimento Vale Verde Santana',
  ]);
  await filtro.uncheck();
  await expect(page.getByRole('article')).toHaveCount(4);
});

test('a map whose host never answers gives way, in its box, to the address and the links', async ({
  page,
}) => {
  test.slow(); // the map gets its whole time limit (8 s) before the fallback
  // The maps host takes the request and never answers (a firewall dropping it, a host down).
  const pedidos: string[] = [];
  await page.route(`${MAPA_ORIGIN}/**`, (route) => {
    pedidos.push(route.request().url());
  });
  await signInAs(page, DEMO.maria.cpf, ROUTES.pontosAtendimento.path);
  const paulista = unidade(page, PAULISTA);
  const caixa = paulista.getByRole('button', { name: `Ver mapa de ${PAULISTA}` }).locator('..');
  const antes = await caixa.boundingBox();
  await paulista.getByRole('button', { name: `Ver mapa de ${PAULISTA}` }).click();
  await expect(paulista.locator('iframe')).toHaveAttribute('title', `Mapa: ${PAULISTA}`);
  await expect.poll(() => pedidos.length).toBe(1);

  const aviso = paulista.getByRole('status').filter({ hasText: 'O mapa não carregou.' });
  await expect(aviso).toBeVisible({ timeout: 15_000 });
  await expect(paulista.locator('iframe')).toHaveCount(0);
  // The fallback is where the map was, the same size: the address and the two links.
  const fallback = aviso.locator('..');
  await expect(fallback.locator('address')).toHaveText('Av. Paulista, 1578 - Bela Vista, São Paulo - SP');
  await expect(fallback.getByRole('link', { name: /^Abrir no mapa/ })).toHaveAttribute(
    'href',
    COORDENADAS_PAULISTA,
  );
  await expect(fallback.getByRole('link', { name: /^Como chegar/ })).toHaveAttribute(
    'href',
    COORDENADAS_PAULISTA,
  );
  // The same box (its place in the page: the viewport may have scrolled to the button).
  const tamanho = (box: { x: number; width: number; height: number } | null) =>
    box && { x: box.x, width: box.width, height: box.height };
  expect(tamanho(await fallback.boundingBox())).toEqual(tamanho(antes));
  await expectAccessible(page, 'pontos de atendimento, mapa indisponível');
});
