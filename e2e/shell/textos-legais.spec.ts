// Terms of use and privacy policy (issue 3): the operator's text from the database, sanitised, with the
// accessibility bar hidden; reachable signed out and, in a new tab, from the user menu.
import { expect, test, PHONE } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { chooseUserMenuItem } from '../support/shell';
import { ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';

test(
  'the terms of use and the privacy policy show the operator text without the accessibility bar',
  PHONE,
  async ({ page }) => {
    await page.goto(ROUTES.termosDeUso.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Acesso e cadastro' })).toBeVisible();
    await expect(page.getByText('Atualizado em 15/01/2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveCount(0);
    await expectAccessible(page, 'termos-de-uso');

    await page.goto(ROUTES.politicaDePrivacidade.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByText(/Lei n° 13\.709\/2018/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacidade@valeverdesaude.example' })).toHaveAttribute(
      'href',
      'mailto:privacidade@valeverdesaude.example',
    );
    await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveCount(0);
    await expectAccessible(page, 'politica-de-privacidade');
  },
);

test('a signed-in member opens the terms from the user menu in a new tab', PHONE, async ({ page }) => {
  await signInAs(page, DEMO.carlos.cpf);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    chooseUserMenuItem(page, 'Carlos', 'Termos de uso'),
  ]);
  await expect(tab).toHaveURL(naTela('termosDeUso'));
  await expect(tab.getByRole('heading', { level: 2, name: '1. Acesso e cadastro' })).toBeVisible();
});
