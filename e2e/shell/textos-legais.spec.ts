// Terms of use and privacy policy (issue 3): the operator's text from the database, sanitised, with the
// accessibility bar hidden; reachable signed out and, in a new tab, from the user menu. Issue 37: a way
// back — to the page it was opened from, else to the home (signed in) or the login.
import { expect, test } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { chooseUserMenuItem } from '../support/shell';
import { ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';

test('the terms of use and the privacy policy show the operator text without the accessibility bar', async ({
  page,
}) => {
  await page.goto(ROUTES.termosDeUso.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Acesso e cadastro' })).toBeVisible();
  await expect(page.getByText('Atualizado em 15/01/2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveCount(0);
  await expectAccessible(page, 'termos-de-uso');

  await page.goto(ROUTES.politicaDePrivacidade.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  // The policy, then the LGPD notice under it (issue 38): its own call, its own article, citing the law too.
  const politica = page.getByRole('main').locator('article').first();
  await expect(politica.getByText(/Lei n° 13\.709\/2018/)).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Aviso LGPD' }).getByText(/Lei n° 13\.709\/2018/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacidade@valeverdesaude.example' })).toHaveAttribute(
    'href',
    'mailto:privacidade@valeverdesaude.example',
  );
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveCount(0);
  await expectAccessible(page, 'politica-de-privacidade');
  // Opened by its address, signed out: nothing behind it in the portal, so the way out is the login.
  await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ir para o login' }).first().click();
  await expect(page).toHaveURL(naTela('login'));
});

test('from the login, the terms go back to the login', async ({ page }) => {
  await page.goto(ROUTES.login.path);
  await page
    .getByRole('navigation', { name: 'Textos legais' })
    .getByRole('link', { name: 'Termos de uso' })
    .click();
  await expect(page).toHaveURL(naTela('termosDeUso'));
  await expect(page.getByRole('heading', { level: 2, name: '1. Acesso e cadastro' })).toBeVisible();
  // Above and below the text; either goes back to the page it came from.
  await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Voltar' }).last().click();
  await expect(page).toHaveURL(naTela('login'));
});

test('a signed-in member opens the terms from the user menu in a new tab', async ({ page }) => {
  await signInAs(page, DEMO.carlos.cpf);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    chooseUserMenuItem(page, 'Carlos', 'Termos de uso'),
  ]);
  await expect(tab).toHaveURL(naTela('termosDeUso'));
  await expect(tab.getByRole('heading', { level: 2, name: '1. Acesso e cadastro' })).toBeVisible();
  // A new tab has no page behind it: the way back is the home.
  await tab.getByRole('link', { name: 'Ir para o início' }).first().click();
  await expect(tab).toHaveURL(naTela('home'));
});
