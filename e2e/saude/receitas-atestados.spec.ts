// Receitas e Atestados Digitais (issue 15): demo Maria sees her prescriptions and certificates, newest
// first, with the doctor's CRM and the prescriptions' validity, and opens one (a PDF: a download on a
// computer, a new window on a phone).
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { receivePdf } from '../support/pdf';
import { record } from '../support/responsive-list';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import { ROUTES } from '@portal/domain';

const PATH = ROUTES.receitasEAtestados.path;

test('Maria opens a prescription', async ({ page }) => {
  await loginTo(page, DEMO.maria.cpf, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Receitas e Atestados Digitais' })).toBeVisible();
  const lista = `Receitas e atestados de ${DEMO.maria.nome}`;
  const receita = record(page, lista, /Receita/).first();
  await expect(receita).toBeVisible();
  await expect(receita).toContainText(/CRM \d+\/[A-Z]{2}/);
  await expect(record(page, lista, /Atestado/).first()).toBeVisible();
  await expectAccessible(page, 'receitas e atestados');
  const pdf = await receivePdf(page, () => receita.getByRole('button', { name: /^Abrir / }).click());
  if (pdf) expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
