// Autorizações (issue 15): demo Maria filters her guides to denied ones and downloads the denial letter
// (RN 623: the reason and the clause in writing); an authorised guide tells where the procedure can be
// done, city by city, with the providers' phones and maps links.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { receivePdf } from '../support/pdf';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import { ROUTES } from '@portal/domain';
import { PRESTADOR_A_DEFINIR } from '@portal/domain/contract/saude/autorizacoes';

const PATH = ROUTES.autorizacoes.path;
const situacao = (page: Page) => page.getByRole('button', { name: /^Situação/ });
const guias = (page: Page) =>
  page.getByRole('heading', { level: 3 }).getByRole('button', { name: /guia n° \d+/ });

/** Ticks exactly `nomes` in the status multi-select, then closes it. */
async function filtrar(page: Page, nomes: string[]) {
  await situacao(page).click();
  const lista = page.getByRole('listbox', { name: /Situação/ });
  await expect(lista).toBeVisible();
  for (const option of await lista.getByRole('option').all()) {
    const nome = ((await option.textContent()) ?? '').trim();
    const quer = nomes.some((n) => nome.endsWith(n));
    if (((await option.getAttribute('aria-selected')) === 'true') !== quer) await option.click();
  }
  await page.keyboard.press('Escape');
  await expect(lista).toBeHidden();
}

test('Maria filters her authorizations to denied ones and downloads the letter', async ({ page }) => {
  await loginTo(page, DEMO.maria.cpf, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Autorizações' })).toBeVisible();
  // Spec §4: the list starts on PENDENTE (shown as 'Em estudo').
  await expect(situacao(page)).toHaveAccessibleName('Situação: Em estudo');
  await expect(guias(page).first()).toBeVisible();
  for (const text of await page.locator('li [data-status]').allTextContents()) expect(text).toBe('Em estudo');
  // Issue 37: the hint says what the list shows (not "every status" while one is ticked), and a guide whose
  // request named no provider says what that means for the member instead of the ERP's placeholder.
  await expect(page.getByText('Mostrando só guias na situação Em estudo.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('Onde fazer: você escolhe um prestador da rede depois que a guia for autorizada').first(),
  ).toBeVisible();
  await expect(page.getByText(PRESTADOR_A_DEFINIR)).toHaveCount(0);
  await expectAccessible(page, 'autorizações: em estudo');

  await filtrar(page, []);
  await expect(situacao(page)).toHaveAccessibleName('Situação');
  await expect(page.getByText('Mostrando guias de todas as situações.')).toBeVisible();
  await expect(page.locator('li [data-status]', { hasNotText: 'Em estudo' }).first()).toBeVisible();

  await filtrar(page, ['Negada']);
  await expect(situacao(page)).toHaveAccessibleName('Situação: Negada');
  await expect(guias(page).first()).toBeVisible();
  const badges = page.locator('li [data-status]');
  await expect(badges.first()).toHaveText('Negada');
  for (const text of await badges.allTextContents()) expect(text).toBe('Negada');
  await expect(page.getByText(/^Onde fazer:/)).toHaveCount(0);

  await guias(page).first().click();
  await expect(page.getByText('Motivo da negativa:')).toBeVisible();
  await expect(page.getByText('Fundamento:')).toBeVisible();
  await expect(page.getByText(PRESTADOR_A_DEFINIR)).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Procedimentos' })
      .getByText(/TUSS \d{8}/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'autorizações: guia negada aberta');
  const pdf = await receivePdf(page, () =>
    page.getByRole('button', { name: /^Baixar carta de negativa da guia \d+$/ }).click(),
  );
  if (pdf) {
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('an authorised guide lists the providers of a chosen city', async ({ page }) => {
  await loginTo(page, DEMO.maria.cpf, PATH);
  await expect(guias(page).first()).toBeVisible();
  await filtrar(page, ['Autorizada']);
  await expect(page.locator('li [data-status]').first()).toHaveText('Autorizada');
  await guias(page).first().click();
  const onde = page.getByRole('region', { name: 'Onde realizar' });
  await expect(onde).toBeVisible();
  const cidade = onde.getByLabel('Cidade');
  await expect(cidade).toBeEnabled();
  const cidades = (await cidade.locator('option').allTextContents()).filter((c) => c !== 'Escolha a cidade');
  expect(cidades.length).toBeGreaterThanOrEqual(2);
  await cidade.selectOption({ label: cidades.find((c) => c.startsWith('Campinas')) ?? cidades[0]! });
  const prestadores = onde.getByRole('list', { name: 'Prestadores' });
  await expect(prestadores.getByRole('listitem').first()).toBeVisible();
  await expect(prestadores.getByRole('link', { name: /^Ligar para / }).first()).toHaveAttribute(
    'href',
    /^tel:\+55/,
  );
  await expect(prestadores.getByRole('link', { name: /^Como chegar/ }).first()).toHaveAttribute(
    'href',
    /maps/,
  );
  await expectAccessible(page, 'autorizações: onde realizar');
});
