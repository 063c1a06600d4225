// Maintenance switched on from the console (issue 38) is what a member opening the portal sees, and switched off
// again the portal is back. It closes the portal every other journey uses, so it runs after all of them: the
// project por-ultimo (playwright.config.ts) depends on desktop and phone, which a run of this file alone runs
// first (the whole suite) unless told `--no-deps`.
import { routePath } from '@portal/domain/access/routes';
import { expectAccessible } from '../support/a11y';
import { entrarNoConsole } from '../support/console';
import { expect, test } from '../support/test';

test('maintenance switched on from the console is what members see, and off again the portal is back', async ({
  page,
  browser,
}) => {
  await entrarNoConsole(page, 'parametros', 'manutencao');
  await expect(page.getByRole('heading', { level: 1, name: 'Manutenção' })).toBeVisible();
  await expect(page.getByText('O portal não está em manutenção.')).toBeVisible();
  await expectAccessible(page, 'Manutenção');

  const mensagem = 'Estamos atualizando o portal. Voltamos às 14h.';
  await page.getByRole('radio', { name: 'Ligada agora' }).check();
  await page.getByLabel('Mensagem aos beneficiários').fill(mensagem);
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(page.getByText('Manutenção salva.')).toBeVisible();
  await expect(page.getByText('Em manutenção agora:')).toBeVisible();
  await expectAccessible(page, 'Manutenção (ligada)');

  const membro = await browser.newContext();
  try {
    const portal = await membro.newPage();
    await portal.goto(routePath('login'));
    await expect(portal.getByRole('heading', { level: 1, name: 'Portal em manutenção' })).toBeVisible();
    await expect(portal.getByText(mensagem)).toBeVisible();

    await page.getByRole('radio', { name: 'Desligada' }).check();
    await page.getByRole('button', { name: 'Salvar manutenção' }).click();
    await expect(page.getByText('O portal não está em manutenção.')).toBeVisible();

    await portal.goto(routePath('login'));
    await expect(portal.getByRole('heading', { level: 1, name: 'Portal em manutenção' })).toBeHidden();
    await expect(portal.getByLabel('CPF')).toBeVisible();
  } finally {
    await membro.close();
  }
});
