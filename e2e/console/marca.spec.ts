// The operator's brand from the console (issue 38): a low-contrast palette is refused with the failing pair
// named; a good one, published, changes the member portal's header colour without a rebuild (the colour read
// from the member page's computed style); the preview frames the member home in both themes. The Marca screen
// is scanned by both accessibility engines. The journey publishes the portal's own palette again at the end,
// and never changes the operator's names (other journeys read them in cards and PDFs).
import type { Browser, Page } from '@playwright/test';
import { routePath } from '@portal/domain/access/routes';
import { consoleMarcaCalls } from '@portal/domain/contract/calls/console/marca';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { expectAccessible, expectNoHorizontalScroll } from '../support/a11y';
import { entrarNoConsole } from '../support/console';
import { expect, expectConsoleErrors, failedCall, PHONE_ONLY, test } from '../support/test';

const CABECALHO_NORMAL = 'Cor do cabeçalho';

/** The normal theme's colour field (the first of the two fieldsets). */
const campoCor = (page: Page, rotulo: string) =>
  page.getByRole('group', { name: 'Tema normal' }).getByRole('textbox', { name: rotulo, exact: true });

async function publicar(page: Page) {
  await page.getByRole('button', { name: 'Salvar e publicar' }).click();
}

/** The member header's background, as the browser paints it, on a fresh signed-out visit. */
async function corDoCabecalho(browser: Browser, baseURL: string | undefined): Promise<string> {
  const contexto = await browser.newContext({ baseURL });
  const membro = await contexto.newPage();
  try {
    await membro.goto(routePath('login'));
    const barra = membro.locator('header [data-superficie="escura"]');
    await expect(barra).toBeVisible();
    return await barra.evaluate((el) => getComputedStyle(el).backgroundColor);
  } finally {
    await contexto.close();
  }
}

test('a low-contrast palette is refused; a good one changes the member header without a rebuild', async ({
  page,
  browser,
  baseURL,
}) => {
  const cabecalho = () => corDoCabecalho(browser, baseURL);
  await entrarNoConsole(page, 'parametros', 'marca');
  await expect(page.getByRole('heading', { level: 1, name: 'Marca' })).toBeVisible();
  await expect(page.getByText('Todos os pares atingem o contraste mínimo nos dois temas.')).toBeVisible();
  await expectAccessible(page, 'Marca');
  expect(await cabecalho()).toBe('rgb(10, 99, 53)');

  // A light header under white text: the screen says so as it is typed, the server refuses to publish.
  await campoCor(page, CABECALHO_NORMAL).fill('#8fd19e');
  const falha = 'Tema normal — Texto branco sobre a cor do cabeçalho (#8fd19e): 1,7:1 (mínimo 4,5:1)';
  await expect(
    page.getByText('Não passa — Texto branco sobre a cor do cabeçalho (#8fd19e): 1,7:1'),
  ).toBeVisible();
  // The server's 422 is the refusal under test (Chromium logs every failed call).
  expectConsoleErrors(failedCall(422, `${CONSOLE_PREFIX}${consoleMarcaCalls.publicar.path}`));
  await publicar(page);
  const recusa = page.getByRole('alert');
  await expect(recusa).toContainText('A paleta não tem contraste suficiente para ser publicada:');
  await expect(recusa.getByRole('listitem').filter({ hasText: falha })).toBeVisible();
  await expectAccessible(page, 'Marca (paleta recusada)');
  expect(await cabecalho()).toBe('rgb(10, 99, 53)');

  // A dark blue header and primary: published, and the next member page has it.
  await campoCor(page, CABECALHO_NORMAL).fill('#123b6d');
  await campoCor(page, 'Cor primária (botões e links)').fill('#0b4f8a');
  await expect(page.getByText('Todos os pares atingem o contraste mínimo nos dois temas.')).toBeVisible();
  await publicar(page);
  await expect(page.getByRole('status').filter({ hasText: 'Marca publicada.' })).toBeVisible();
  expect(await cabecalho()).toBe('rgb(18, 59, 109)');

  // The preview: the member home in four frames, the high-contrast ones in that theme.
  await page.getByRole('button', { name: 'Mostrar pré-visualização' }).click();
  const alto = page.frameLocator('iframe[title="Pré-visualização: Alto contraste, celular (360 px)"]');
  await expect(alto.locator('html[data-contraste="alto"] header')).toBeVisible();
  const normal = page.frameLocator('iframe[title="Pré-visualização: Tema normal, computador (1280 px)"]');
  await expect(normal.locator('header [data-superficie="escura"]')).toHaveCSS(
    'background-color',
    'rgb(18, 59, 109)',
  );

  // The portal's own palette again, for the journeys after this one.
  await campoCor(page, CABECALHO_NORMAL).fill('#0a6335');
  await campoCor(page, 'Cor primária (botões e links)').fill('#0a6335');
  await publicar(page);
  await expect(page.getByRole('status').filter({ hasText: 'Marca publicada.' })).toBeVisible();
  expect(await cabecalho()).toBe('rgb(10, 99, 53)');
});

test('the Marca screen and its preview fit a phone', PHONE_ONLY, async ({ page }) => {
  await entrarNoConsole(page, 'parametros', 'marca');
  await expect(page.getByRole('heading', { level: 1, name: 'Marca' })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar pré-visualização' }).click();
  await expect(page.locator('iframe')).toHaveCount(4);
  await expectNoHorizontalScroll(page, 'Marca com a pré-visualização');
  await expectAccessible(page, 'Marca (celular)');
});
