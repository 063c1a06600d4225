// Issue 37 "the phone's main action first": on every screen whose purpose is to file something
// (reimbursement, authorization request, direct debit, new appointment), the member's main action — the
// form or its first step — starts within the first screenful of a 360×740 phone, history comes after it,
// and no list on the screen repeats another's rows. Demo Maria has a history on each of them; the direct
// debit is shown to a fresh family's titular who pays their own plan, and so is offered the form.
import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { DEMO } from '../support/auth';
import { expect, FRESH_PASSWORD, PHONE_ONLY, test } from '../support/family';
import { loginTo } from '../meus-dados/plano-support';

/** The first screenful of the phone project (playwright.config.ts PHONE). */
const SCREENFUL = 740;

/** The first field is drawn wholly inside the first screenful of the page, scrolled to the top. */
async function expectInFirstScreenful(page: Page, field: Locator): Promise<void> {
  await expect(field).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await field.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom, 'o primeiro campo termina dentro da primeira tela').toBeLessThanOrEqual(SCREENFUL);
}

/**
 * The rows of every list on the screen (table row headers or card titles, whichever the width shows): no
 * row appears in two lists.
 */
async function expectNoListRepeats(page: Page): Promise<void> {
  const lists = await page
    .getByRole('main')
    .locator('table, ul[aria-labelledby]')
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements.map((el) =>
        Array.from(el.querySelectorAll('th[scope=row], :scope > li > h3'), (row) => row.textContent ?? ''),
      ),
    );
  const seen = new Set<string>();
  for (const rows of lists) {
    for (const row of new Set(rows)) {
      expect(seen.has(row), `a linha "${row}" aparece em duas listas`).toBe(false);
      seen.add(row);
    }
  }
}

test.use({ familyKind: 'pagante' });

test.describe('the main action first on a phone', () => {
  test('reimbursement: the card step before the history, one paged list', PHONE_ONLY, async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.solicitacaoReembolso.path);
    const novo = page.getByRole('region', { name: 'Nova solicitação de reembolso' });
    // The first card, as drawn (its label: number and plan), not only its radio dot.
    await expectInFirstScreenful(
      page,
      novo
        .locator('label')
        .filter({ has: page.getByRole('radio') })
        .first(),
    );
    // The history follows the new request, in one list.
    const historico = page.getByRole('list', { name: 'Seus reembolsos' });
    await expect(historico).toBeVisible();
    const [novoBox, historicoBox] = await Promise.all([novo.boundingBox(), historico.boundingBox()]);
    expect(historicoBox!.y).toBeGreaterThan(novoBox!.y + novoBox!.height - 1);
    await expectNoListRepeats(page);
  });

  test('authorization request: the form first', PHONE_ONLY, async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.solicitarAutorizacao.path);
    const form = page.getByRole('form', { name: 'Solicitar autorização' });
    await expectInFirstScreenful(page, form.getByRole('combobox').first());
    await expectNoListRepeats(page);
  });

  test('new appointment: the speciality first', PHONE_ONLY, async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.novoAgendamento.path);
    await expectInFirstScreenful(page, page.getByLabel('Especialidade'));
    await expectNoListRepeats(page);
  });

  test('direct debit: the form first', PHONE_ONLY, async ({ page, family }) => {
    await loginTo(page, family.titular.cpf, ROUTES.debitoConta.path, FRESH_PASSWORD);
    const form = page.getByRole('form', { name: 'Ativar débito em conta' });
    await expectInFirstScreenful(page, form.getByRole('combobox').first());
    await expectNoListRepeats(page);
  });
});
