// Declaração de Quitação de Débitos (Lei 12.007/2009; issue 36's worked example): Maria finds the screen in
// the Financeiro group of the services panel, reads her contract's years (the year in progress says when its
// declaration can be issued and offers none) and downloads last year's declaration, whose PDF names the law,
// the year and her CPF. The server tests prove each year's rule against the bill rows. At 360 px the entry
// is in the side menu and the years are cards (the PDF opens in a new window). Issue 41: in January the home
// flags last year's declaration (the browser's clock set to January; the server keeps the seeded days), and
// each paid bill of the history has its receipt (comprovante de pagamento).
import { ROUTES } from '@portal/domain';
import { extractPdfText } from '@portal/test-support/pdf-text';
import { expectAccessible } from '../support/a11y';
import { expectStill } from '../support/estabilidade';
import { DEMO, signInAs } from '../support/auth';
import { receivePdf } from '../support/pdf';
import { record, recordNames } from '../support/responsive-list';
import { naTela } from '../support/rotas';
import { usesSideMenu } from '../support/shell';
import { expect, test } from '../support/test';
import { hojeOperador } from './periodo-support';

const TITULO = ROUTES.declaracaoQuitacao.title;

test.describe('Declaração de Quitação de Débitos', () => {
  test('Maria downloads a paid-up year’s declaration from the Financeiro menu', async ({ page }) => {
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

  test('in January the home flags last year’s declaration and leads to the screen', async ({ page }) => {
    const hoje = hojeOperador();
    // Mid-January of this year in the browser: the card reads the seeded years of the server as they are.
    await page.clock.install({ time: new Date(Date.UTC(hoje.year, 0, 15, 15)) });
    await signInAs(page, DEMO.maria.cpf);
    const card = page.getByRole('region', { name: TITULO });
    await expect(card.getByTestId('aviso-quitacao')).toContainText(String(hoje.year - 1));
    await expectStill(page, 'home em janeiro');
    await card.getByRole('link', { name: 'Ver declarações' }).click();
    await expect(page).toHaveURL(naTela('declaracaoQuitacao'));
  });

  test('Maria downloads a paid bill’s receipt from the bill history', async ({ page }) => {
    await signInAs(page, DEMO.maria.cpf);
    await page.goto(ROUTES.situacaoFinanceira.path);
    // The history is newest first; the seed's newest payment was by Pix.
    const baixar = page.getByRole('button', { name: /^Baixar comprovante de pagamento de / }).first();
    const pdf = await receivePdf(page, () => baixar.click());
    expect(pdf!.name).toMatch(/^Comprovante de pagamento \d+\.pdf$/);
    const { text } = await extractPdfText(pdf!.bytes);
    for (const trecho of ['Comprovante de pagamento', 'Registro na ANS', 'Data do pagamento', 'Valor pago'])
      expect(text).toContain(trecho);
    expect(text).toContain('Forma de pagamento Pix');
    expect(text).toContain(DEMO.carlos.cpf); // family A is billed to its contratante
  });
});
