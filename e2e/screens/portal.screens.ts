// `npm run screens` (README "Revisão visual em um minuto"): a full-page PNG of every screen of the route
// table at the project's width (360 px and 1366 px), in the normal and in the high-contrast theme, under
// screens/<width>/ and screens/<width>-alto-contraste/ at the repository root (git-ignored). Public routes
// signed out; every other route signed in as demo Maria (all permissions), plus the open menus. It asserts
// nothing but that each screen settles: it is for a person's eyes, and the journeys hold the assertions.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '@portal/domain';
import { DEMO, loginAs } from '../support/auth';
import { usesSideMenu } from '../support/shell';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../screens');

/** The public scheduling route needs a token; an unknown one shows the screen's own refusal. */
const SAMPLE_PARAM: Record<string, string> = { token: 'token-de-exemplo' };

function urlOf(route: RouteDef): string {
  if (route.param === 'token') return `${route.path}/${SAMPLE_PARAM.token}`;
  // Screens with a beneficiary or plan parameter pick the member's own / the first plan by themselves.
  return route.path;
}

async function settled(page: Page): Promise<void> {
  // The loader lingers 300 ms after the last call (spec §4); shoot the settled screen.
  await expect(page.getByText('Carregando…').filter({ visible: true })).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

const CONTENT_ALL_DRAWN = '* { content-visibility: visible !important; }';

async function shoot(page: Page, name: string): Promise<void> {
  const width = String(page.viewportSize()?.width ?? 0);
  for (const alto of [false, true]) {
    await page.evaluate((on) => {
      if (on) document.documentElement.dataset.contraste = 'alto';
      else delete document.documentElement.dataset.contraste;
    }, alto);
    const dir = resolve(ROOT, alto ? `${width}-alto-contraste` : width);
    mkdirSync(dir, { recursive: true });
    // What the browser skips drawing until it nears the viewport (content-visibility, issue 11) is drawn
    // for the picture.
    await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true, style: CONTENT_ALL_DRAWN });
  }
  await page.evaluate(() => delete document.documentElement.dataset.contraste);
}

/** `SCREENS=id,id npm run screens` shoots only those route ids (and no menus): a quick look at a few. */
const ONLY = process.env.SCREENS?.split(',').filter(Boolean);
const entries = (Object.entries(ROUTES) as [string, RouteDef][]).filter(([id]) => !ONLY || ONLY.includes(id));

test('telas públicas', async ({ page }) => {
  for (const [id, route] of entries.filter(([, r]) => r.public)) {
    await page.goto(urlOf(route));
    await settled(page);
    await shoot(page, id);
  }
});

test('telas logadas (Maria) e menus abertos', async ({ page }) => {
  await loginAs(page, DEMO.maria.cpf);
  for (const [id, route] of entries.filter(([, r]) => !r.public)) {
    await page.goto(urlOf(route));
    await settled(page);
    await shoot(page, id);
  }
  if (ONLY) return;
  await page.goto(ROUTES.home.path);
  await settled(page);
  if (usesSideMenu(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await shoot(page, 'menu-lateral');
  } else {
    await page.getByRole('button', { name: 'Serviços' }).click();
    await shoot(page, 'menu-servicos');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Olá, Maria!/ }).click();
    await shoot(page, 'menu-usuario');
  }
});
