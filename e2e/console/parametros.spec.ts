// The console's maintenance mode (issue 38): a scheduled maintenance shows its window, scanned by both
// accessibility engines in both themes. The parameter change is termos/parametros-arquivos.termos.ts: it changes
// the file size limit every upload journey of the shared portal reads, so it runs on a portal of its own.
// Maintenance switched on now is manutencao-ligada.ultima.ts: it closes the shared portal to every journey, so
// it runs after them (playwright.config.ts, project por-ultimo).
import { consoleParametrosCalls } from '@portal/domain/contract/calls/console/parametros';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { expectAccessible } from '../support/a11y';
import { caminhoConsole, entrarNoConsole } from '../support/console';
import { expect, expectConsoleErrors, failedCall, PHONE_ONLY, test } from '../support/test';

const URL_MANUTENCAO = `${CONSOLE_PREFIX}${consoleParametrosCalls.alterarManutencao.path}`;

test('a scheduled maintenance shows its window and refuses an end before its start', async ({ page }) => {
  expectConsoleErrors(failedCall(422, URL_MANUTENCAO));
  await entrarNoConsole(page, 'parametros', 'manutencao');
  await page.getByRole('radio', { name: 'Agendada' }).check();
  await page.getByLabel('Início').fill('2099-12-01T22:00');
  await page.getByLabel('Fim (opcional)').fill('2099-12-01T21:00');
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(page.getByText('O fim da manutenção deve ser depois do início.')).toBeVisible();
  await expect(page.getByLabel('Fim (opcional)')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Manutenção (fim recusado)');

  await page.getByLabel('Fim (opcional)').fill('2099-12-02T02:00');
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(
    page.getByText('Manutenção agendada para 01/12/2099, 22:00 até 02/12/2099, 02:00.'),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'Desligada' }).check();
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(page.getByText('O portal não está em manutenção.')).toBeVisible();
});

test(
  'on a phone the editor, the history drawer and the maintenance form fit the width',
  PHONE_ONLY,
  async ({ page }) => {
    const longo = 'REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO';
    await entrarNoConsole(page, 'parametros', 'parametros');
    const cartao = page.getByRole('article', { name: longo });
    await cartao.getByRole('button', { name: `Alterar ${longo}` }).click();
    await expect(cartao.getByLabel('Novo valor')).toBeVisible();
    await expectAccessible(page, 'Parâmetros (celular, editando)');
    await cartao.getByRole('button', { name: 'Cancelar' }).click();
    await cartao.getByRole('button', { name: `Histórico de ${longo}` }).click();
    const gaveta = page.getByRole('dialog', { name: `Histórico de ${longo}` });
    await expect(gaveta.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'Parâmetros (celular, histórico)');
    await gaveta.getByRole('button', { name: 'Fechar' }).click();
    await expect(gaveta).toBeHidden();

    await page.goto(caminhoConsole('manutencao'));
    await page.getByRole('radio', { name: 'Agendada' }).check();
    await expect(page.getByLabel('Início')).toBeVisible();
    await expectAccessible(page, 'Manutenção (celular)');
  },
);
