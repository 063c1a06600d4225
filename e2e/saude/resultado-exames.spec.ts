// Resultado de Exames (issue 15): demo Maria widens the period, ticks three results and downloads one ZIP
// holding their three PDFs; 'Selecionar todos' ticks every available result and a result still at the lab
// cannot be ticked.
import { readFile } from 'node:fs/promises';
import { addMonths, ROUTES } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { expect, PHONE, test } from '../support/test';
import { readZip } from '../support/zip';
import { loginTo } from '../meus-dados/plano-support';
import { diaBr, diaDemo, hojeOperador } from '../financeiro/periodo-support';

const PATH = ROUTES.resultadoDeExames.path;
const periodo = (page: Page) => page.getByRole('textbox', { name: 'Período de realização' });
const caixas = (page: Page) => page.getByRole('checkbox', { name: /^Selecionar .+ de \d{2}\/\d{2}\/\d{4}$/ });

test('Maria selects three results of a period and downloads a ZIP of three PDFs', PHONE, async ({ page }) => {
  test.slow(); // a ZIP of three reports, both themes scanned
  await loginTo(page, DEMO.maria.cpf, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de Exames' })).toBeVisible();
  await expect(periodo(page)).not.toHaveValue('');

  // Two years back from the seeding to today: every result seeded for her.
  const hoje = hojeOperador();
  const inicio = addMonths({ ...diaDemo(), day: 1 }, -23);
  await periodo(page).fill(`${diaBr(inicio)} - ${diaBr(hoje)}`);
  await periodo(page).press('Enter');
  await expect(page.getByRole('heading', { name: /^\d+ resultados de / })).toBeVisible();
  const habilitadas = caixas(page).and(page.locator(':enabled'));
  expect(await habilitadas.count()).toBeGreaterThanOrEqual(3);
  await expect(caixas(page).and(page.locator(':disabled')).first()).toBeVisible();
  await expectAccessible(page, 'resultado de exames: lista');

  const baixar = page.getByRole('button', { name: 'Baixar selecionados' });
  await expect(baixar).toBeDisabled();
  const nomes: string[] = [];
  for (const index of [0, 1, 2]) {
    const caixa = habilitadas.nth(index);
    nomes.push(((await caixa.getAttribute('aria-label')) ?? '').replace(/^Selecionar /, ''));
    await caixa.check();
  }
  await expect(page.getByRole('status').filter({ hasText: /selecionado/ })).toHaveText('3 selecionados');

  const chegando = page.waitForEvent('download');
  await baixar.click();
  const download = await chegando;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entradas = readZip(await readFile(await download.path()));
  expect(entradas).toHaveLength(3);
  for (const entrada of entradas) {
    expect(entrada.name).toMatch(/\.pdf$/);
    expect(entrada.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }

  // 'Selecionar todos' ticks every available one; again, none.
  const todos = page.getByRole('checkbox', { name: 'Selecionar todos' });
  await todos.check();
  await expect(page.getByRole('status').filter({ hasText: /selecionado/ })).toHaveText(
    `${await habilitadas.count()} selecionados`,
  );
  await todos.uncheck();
  await expect(page.getByRole('status').filter({ hasText: /selecionado/ })).toHaveText('Nenhum selecionado');
  expect(nomes).toHaveLength(3);
});
