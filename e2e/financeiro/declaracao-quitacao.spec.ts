// Declaração de Quitação de Débitos (Lei 12.007/2009; issue 36's worked example): Maria finds the screen in
// the Financeiro group of the services panel, reads her contract's years (the year in progress says when its
// declaration can be issued and offers none) and downloads last year's declaration, whose PDF names the law,
// the year and her CPF. The server tests prove each year's rule against the bill rows. At 360 px the entry
// is in the side menu and the years are cards (the PDF opens in a new window).
import { ROUTES } from '@portal/domain';
import { extractPdfText } from '@portal/test-support/pdf-text';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs } from '../support/auth';
import { receivePdf } from '../support/pdf';
import { record, recordNames } from '../support/responsive-list';
import { naTela } from '../support/rotas';
import { usesSideMenu } from '../support/shell';
import { expect, PHONE, test } from '../support/test';
import { hojeOperador } from './periodo-support';

const TITULO = ROUTES.declaracaoQuitacao.title;

test.describe('Declaração de Quitação de Débitos', () => {
  test('Maria downloads a paid-up year’s declaration from the Financeiro menu', PHONE, async ({ page }) => {
    const hoje = hojeOperador();
    await signInAs(page, DEMO.maria.cpf);
    const menu = usesSideMenu(page) ? 'Menu' : 'Serviços';
    await page.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('dialog', { name: menu }).getByRole('link', { name: TITULO }).click();
    await expect(page).toHaveURL(naTela('declaracaoQuitacao'));
    await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible();

    // One list per contract, under a heading naming it.
    const contrato = await page
      .getByRole('heading', { level: 2, name: /^Contrato / })
      .first()
      .textContent();
    const caption = `Anos do contrato ${/^Contrato (\S+)/.exec(contrato!)![1]}`;
    const anos = (await recordNames(page, caption).allTextContents()).map(Number);
    // Newest first, the year in progress on top (the seed's open bill may fall due early next year).
    expect(anos[0]).toBeGreaterThanOrEqual(hoje.year);
    expect(anos).toEqual([...anos].sort((a, b) => b - a));
    const atual = record(page, caption, String(anos[0]));
    await expect(atual).toContainText(`A declaração de ${anos[0]} poderá ser emitida a partir de`);
    await expect(atual.getByRole('button')).toHaveCount(0);
    await expectAccessible(page, 'declaração de quitação');

    // A past year whose bills are all paid (the seed's one renegotiated bill spoils at most one year).
    const baixar = page
      .getByRole('button', { name: /Baixar declaração \(PDF\) de quitação de \d{4}/ })
      .first();
    const ano = Number(/de (\d{4})/.exec((await baixar.getAttribute('aria-label'))!)![1]);
    expect(ano).toBeLessThan(hoje.year + 1);
    const pdf = await receivePdf(page, () => baixar.click());
    if (!pdf) return; // a phone opened it in a new window; the desktop project reads its bytes
    expect(pdf.name).toMatch(/\.pdf$/);
    const { text } = await extractPdfText(pdf.bytes);
    expect(text).toContain('Lei nº 12.007');
    expect(text).toContain(`com vencimento entre 01/01/${ano} e 31/12/${ano}`);
    expect(text).toContain(DEMO.maria.cpf);
  });
});
