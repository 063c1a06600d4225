// Notificações (issue 42, decision 0052): Maria opens the screen from the Meus Dados menu, turns on the
// notification on the device for authorizations, keeps e-mail for bills, saves and reads the confirmation;
// after a reload the saved choice is there. The security notices show fixed. axe and the second engine in
// both themes. The choice is put back at the end: Maria is the demo's, shared by other journeys (a push
// choice sends nothing without a device, so nothing else sees it meanwhile).
import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { NOTIFICACOES_MESSAGES } from '@portal/domain/contract/meus-dados/notificacoes';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { expect, test } from '../support/test';
import { loginTo } from './plano-support';
import { naTela } from '../support/rotas';

const pushAutorizacao = (page: Page) =>
  page.getByRole('checkbox', { name: 'Notificação no aparelho para Autorização analisada' });
const emailFatura = (page: Page) => page.getByRole('checkbox', { name: 'E-mail para Fatura disponível' });

async function salvar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByRole('status').getByText(NOTIFICACOES_MESSAGES.salvo)).toBeVisible();
}

test.describe('Notificações', () => {
  test('Maria turns on push for authorizations, keeps e-mail for bills, and finds it after a reload', async ({
    page,
  }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.home.path);
    await page
      .getByRole('region', { name: 'Meus Dados' })
      .getByRole('link', { name: 'Notificações', exact: true })
      .click();
    await expect(page).toHaveURL(naTela('notificacoes'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();

    const saude = page.getByRole('group', { name: 'Saúde' });
    await expect(saude).toBeVisible();
    await expect(page.getByRole('group', { name: 'Avisos de segurança' })).toContainText(
      'Sempre por e-mail (não pode ser desligado)',
    );
    await expect(emailFatura(page)).toBeChecked();
    await expect(pushAutorizacao(page)).not.toBeChecked();
    await expectAccessible(page, 'notificacoes');

    await pushAutorizacao(page).check();
    await salvar(page);

    await page.reload();
    await expect(pushAutorizacao(page)).toBeChecked();
    await expect(emailFatura(page)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'E-mail para Autorização analisada' })).toBeChecked();

    await pushAutorizacao(page).uncheck();
    await salvar(page);
  });
});
