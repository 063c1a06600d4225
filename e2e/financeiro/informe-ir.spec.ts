// Informe para IR (issue 13): the base years newest first, only those with a statement offer the PDF;
// Maria downloads last year's (on a phone it opens in a new window, support/pdf.ts). Its values are the
// PAGO bills of the year (server tests prove the sums); here the PDF must parse and hold her CPF and a
// total that adds up its beneficiaries' totals.
import { extractPdfText } from '@portal/test-support/pdf-text';
import { DEMO } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { receivePdf } from '../support/pdf';
import { record, recordNames } from '../support/responsive-list';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import { centavos, hojeOperador } from './periodo-support';
import { ROUTES } from '@portal/domain';

const ANOS = 'Anos-base';

test.describe('Informe para IR', () => {
  test("Maria downloads last year's income-tax statement", async ({ page }) => {
    const hoje = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, ROUTES.informeIr.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Informe para IR' })).toBeVisible();
    // Three base years, newest first (the seed pays bills back to January two years before the newest
    // payment, whatever the seeding day).
    await expect(recordNames(page, ANOS)).toHaveCount(3);
    const anos = (await recordNames(page, ANOS).allTextContents()).map(Number);
    expect(anos).toEqual([anos[0], anos[0]! - 1, anos[0]! - 2]);
    // A base year's statement exists from 1 February of the next year (decision 0015): the others offer no
    // download, only a line saying so.
    const pronto = (ano: number) => hoje.year > ano + 1 || (hoje.year === ano + 1 && hoje.month >= 2);
    for (const ano of anos) {
      const linha = record(page, ANOS, String(ano));
      if (pronto(ano)) await expect(linha.getByRole('button')).toHaveCount(1);
      else {
        await expect(linha.getByRole('button')).toHaveCount(0);
        await expect(linha).toContainText('O demonstrativo deste ano-base ainda não está disponível.');
      }
    }
    await expectAccessible(page, 'informe para IR');

    // Last year's statement (in January, last year's is not out yet: the one before).
    const anoBase = hoje.month >= 2 ? hoje.year - 1 : hoje.year - 2;
    const pdf = await receivePdf(page, () =>
      page.getByRole('button', { name: `Baixar informe (PDF) do ano-base ${anoBase}` }).click(),
    );
    if (!pdf) return; // a phone opened it in a new window; the desktop project reads its bytes
    expect(pdf.name).toMatch(/\.pdf$/);
    const { text } = await extractPdfText(pdf.bytes);
    expect(text).toContain(DEMO.maria.cpf);
    expect(text).toContain(DEMO.maria.nome);
    expect(text).toContain(`ano-base ${anoBase}`);
    const total = new RegExp(`Total pago em ${anoBase}: (R\\$ [\\d.]+,\\d{2})`).exec(text)?.[1];
    expect(total, 'o total do informe').toBeTruthy();
    // Each beneficiary's "Total pago em {ano}" line, then the overall line: the overall is their sum.
    const porBeneficiario = [
      ...text.matchAll(new RegExp(`Total pago em ${anoBase}\\s+(R\\$ [\\d.]+,\\d{2})`, 'g')),
    ];
    expect(porBeneficiario.length).toBeGreaterThan(0);
    expect(porBeneficiario.reduce((sum, m) => sum + centavos(m[1]!), 0)).toBe(centavos(total!));
    expect(centavos(total!)).toBeGreaterThan(0);
  });
});
