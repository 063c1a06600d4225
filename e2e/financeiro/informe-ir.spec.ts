// Informe para IR (issue 13): the base years newest first, only those with a statement offer the PDF;
// Maria downloads last year's (on a phone it opens in a new window, support/pdf.ts). Its values are the
// PAGO bills of the year (server tests prove the sums); here the PDF must parse and hold her CPF and a
// total that adds up its beneficiaries' totals.
import { extractPdfText } from '@portal/test-support/pdf-text';
import { DEMO } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { receivePdf } from '../support/pdf';
import { record, recordNames } from '../support/responsive-list';
import { expect, PHONE, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import { centavos, hojeOperador } from './periodo-support';

const ANOS = 'Anos-base';

test.describe('Informe para IR', () => {
  test("Maria downloads last year's income-tax statement", PHONE, async ({ page }) => {
    const { year } = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, '/informe-ir');
    await expect(page.getByRole('heading', { level: 1, name: 'Informe para IR' })).toBeVisible();
    await expect(recordNames(page, ANOS)).toHaveText([String(year), String(year - 1), String(year - 2)]);
    // The current year has no statement yet: no download, a line saying so.
    const atual = record(page, ANOS, String(year));
    await expect(atual.getByRole('button')).toHaveCount(0);
    await expect(atual).toContainText('O demonstrativo deste ano-base ainda não está disponível.');
    await expectAccessible(page, 'informe para IR');

    const pdf = await receivePdf(page, () =>
      page.getByRole('button', { name: `Baixar informe do ano-base ${year - 1} (PDF)` }).click(),
    );
    if (!pdf) return; // a phone opened it in a new window; the desktop project reads its bytes
    expect(pdf.name).toMatch(/\.pdf$/);
    const { text } = await extractPdfText(pdf.bytes);
    expect(text).toContain(DEMO.maria.cpf);
    expect(text).toContain(DEMO.maria.nome);
    expect(text).toContain(`ano-base ${year - 1}`);
    const total = new RegExp(`Total pago em ${year - 1}: (R\\$ [\\d.]+,\\d{2})`).exec(text)?.[1];
    expect(total, 'o total do informe').toBeTruthy();
    // Each beneficiary's "Total pago em {ano}" line, then the overall line: the overall is their sum.
    const porBeneficiario = [
      ...text.matchAll(new RegExp(`Total pago em ${year - 1}\\s+(R\\$ [\\d.]+,\\d{2})`, 'g')),
    ];
    expect(porBeneficiario.length).toBeGreaterThan(0);
    expect(porBeneficiario.reduce((sum, m) => sum + centavos(m[1]!), 0)).toBe(centavos(total!));
    expect(centavos(total!)).toBeGreaterThan(0);
  });
});
