// Consulta de Protocolos (issue 15): demo Maria sees the protocols of her requests with their kinds,
// statuses and RN 623 deadlines; an overdue one is flagged and, opened, shows its history and the way to the
// ANS.
import { ROUTES, SAUDE_MESSAGES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';

const PATH = ROUTES.protocolos.path;

test('Maria finds an overdue protocol and the way to the ANS', async ({ page }) => {
  await loginTo(page, DEMO.maria.cpf, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Protocolos' })).toBeVisible();
  const blocos = page
    .getByRole('heading', { level: 3 })
    .getByRole('button', { name: /protocolo n° \d{20}$/ });
  await expect(blocos.first()).toBeVisible();
  expect(await blocos.count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('li [data-status="FECHADO"]').first()).toBeVisible();
  await expectAccessible(page, 'protocolos');

  const atrasado = page.getByRole('listitem').filter({ hasText: SAUDE_MESSAGES.overdueTitle }).first();
  await expect(atrasado).toBeVisible();
  await expect(atrasado).toContainText(/Vencido há \d+ dias? út(eis|il)/);
  await atrasado.getByRole('heading', { level: 3 }).getByRole('button').click();
  await expect(atrasado.getByRole('heading', { name: 'Andamento' })).toBeVisible();
  await expect(atrasado.getByText('Solicitação registrada')).toBeVisible();
  await expect(atrasado.getByText(/ANS/).first()).toBeVisible();
  await expect(atrasado.getByRole('link', { name: /^Ligar para / }).first()).toHaveAttribute('href', /^tel:/);
  await expectAccessible(page, 'protocolos: atrasado aberto');
});
