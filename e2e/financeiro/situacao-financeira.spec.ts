// Situação Financeira (issue 12): the open bills with Pix and boleto, their PDFs, the history; the same
// bills for the contratante; the permission notice for a dependant. Demo bills are seeded relative to the
// seeding day (decision 0014): family A has one overdue and one open bill, the rest history. The whole
// screen is checked on the phone too (PHONE); the access rules only on the desktop (support/test.ts).
import type { Page } from '@playwright/test';
import { extractPdfText } from '@portal/test-support/pdf-text';
import { DEMO, loginAs, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { bannerMessage, successBanner } from '../support/feedback';
import { receivePdf } from '../support/pdf';
import { pixProblems } from '@portal/test-support/pix';
import { recordNames, record } from '../support/responsive-list';
import { chooseUserMenuItem } from '../support/shell';
import { expect, PHONE, test } from '../support/test';
import { ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';

const HISTORICO = 'Histórico (últimos 12 meses)';
/** 'Março/2026' and the like: each open bill's heading. */
const COMPETENCIA =
  /^(Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro)\/\d{4}$/;

/** The one status of an overdue bill (issue 37). */
const VENCIDO_HA = /^Vencido há \d+ dias?$/;
const vencidoHa = (dias: number) => `Vencido há ${dias === 1 ? '1 dia' : `${dias} dias`}`;
/** Days from a 'dd/mm/yyyy' date to today in São Paulo (the portal's day). */
function diasDesde(data: string): number {
  const [d, m, a] = data.split('/').map(Number);
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return Math.round((Date.parse(`${hoje}T00:00:00Z`) - Date.UTC(a!, m! - 1, d)) / 86_400_000);
}

const bills = (page: Page) => page.getByRole('region', { name: 'Títulos em aberto' }).getByRole('article');

async function openBillsAndHistory(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Situação Financeira' })).toBeVisible();
  await expect(bills(page)).toHaveCount(2);
  return {
    abertos: await bills(page).locator('header > h3').allTextContents(),
    historico: await recordNames(page, HISTORICO).allTextContents(),
  };
}

test.describe('Situação Financeira', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'Maria copies the Pix code and the line, and receives the second copy and the statement',
    PHONE,
    async ({ page }) => {
      test.slow(); // two PDFs and the scans of both themes
      await signInAs(page, DEMO.maria.cpf);
      // The home card shows the bill due first (the overdue one) at the value to pay today, with its
      // original due date and one status: how long it is overdue (issue 37).
      const card = page.getByRole('region', { name: 'Situação Financeira' });
      await expect(card.getByTestId('home-valor-titulo')).toHaveText(/^R\$ [\d.]+,\d{2}$/);
      const valorHome = await card.getByTestId('home-valor-titulo').textContent();
      const statusHome = (await card.getByText(VENCIDO_HA).textContent())!;
      await expect(card.getByText('Pendente', { exact: true })).toHaveCount(0);
      const vencimentoHome = (await card.getByText(/^Vencimento: /).textContent())!.slice(
        'Vencimento: '.length,
      );
      expect(statusHome).toBe(vencidoHa(diasDesde(vencimentoHome)));
      await card.getByRole('link', { name: 'Ver situação financeira' }).click();
      await expect(page).toHaveURL(naTela('situacaoFinanceira'));

      const { abertos, historico } = await openBillsAndHistory(page);
      for (const heading of abertos) expect(heading).toMatch(COMPETENCIA);
      expect(historico.length).toBeGreaterThan(0);
      const vencido = bills(page).first();
      await expect(vencido.getByText(statusHome, { exact: true })).toBeVisible();
      await expect(vencido.getByText('Pendente', { exact: true })).toHaveCount(0);
      await expect(vencido.locator('dt:text-is("Vencimento") + dd')).toHaveText(vencimentoHome);
      // The overdue bill shows its fine, interest and updated value: the home card's value.
      await expect(vencido.locator('dt', { hasText: 'Multa (2%)' })).toBeVisible();
      await expect(vencido.locator('dt:text-is("Valor atualizado") + dd')).toHaveText(valorHome!);
      await expect(vencido.getByRole('img', { name: /^QR code Pix do título de / })).toBeVisible();
      // History: paid bills with their badge, in either layout.
      await expect(
        record(page, HISTORICO, historico.at(-1)!).getByText('Pago', { exact: true }),
      ).toBeVisible();
      await expectAccessible(page, 'situação financeira');

      // Pix copia e cola: the clipboard holds what the screen shows, and a bank app would accept it.
      await vencido.getByRole('button', { name: /^Copiar código Pix/ }).click();
      await expect(bannerMessage(successBanner(page))).toHaveText('Código Pix copiado.');
      const pix = await page.evaluate(() => navigator.clipboard.readText());
      expect(pixProblems(pix)).toEqual([]);
      await expect(vencido.getByLabel('Pix copia e cola')).toHaveValue(pix);

      // The boleto line: 47 digits, the ones shown in their groups.
      await vencido.getByRole('button', { name: /^Copiar linha digitável/ }).click();
      await expect(bannerMessage(successBanner(page))).toHaveText('Linha digitável copiada.');
      const linha = await page.evaluate(() => navigator.clipboard.readText());
      expect(linha).toMatch(/^\d{47}$/);
      const linhaFormatada = (await vencido.getByTestId('linha-digitavel').textContent())!;
      expect(linhaFormatada.replace(/\D/g, '')).toBe(linha);

      // The composition opens on demand.
      const detalhes = vencido.getByRole('button', { name: 'Composição do título' });
      await detalhes.click();
      await expect(detalhes).toHaveAttribute('aria-expanded', 'true');
      await expect(vencido.getByRole('region', { name: 'Mensalidade' })).toBeVisible();

      // Second copy: a boleto billed to family A's contratante, with the line shown on screen.
      const boleto = await receivePdf(page, () =>
        vencido.getByRole('button', { name: /^Baixar 2ª via do boleto \(PDF\)/ }).click(),
      );
      if (boleto) {
        expect(boleto.name).toMatch(/^Boleto \d+\.pdf$/);
        const { text } = await extractPdfText(boleto.bytes);
        expect(text).toContain(DEMO.carlos.nome);
        expect(text).toContain(linhaFormatada);
      }
      const demonstrativo = await receivePdf(page, () =>
        vencido.getByRole('button', { name: /^Baixar demonstrativo \(PDF\)/ }).click(),
      );
      if (demonstrativo) {
        expect(demonstrativo.name).toMatch(/^Demonstrativo \d+\.pdf$/);
        const { text } = await extractPdfText(demonstrativo.bytes);
        expect(text).toContain('Mensalidade');
        expect(text).toContain(DEMO.maria.nome);
      }
    },
  );

  test('Carlos, the contratante, sees the same bills as Maria', async ({ page }) => {
    await loginAs(page, DEMO.maria.cpf);
    await page.goto(ROUTES.situacaoFinanceira.path);
    const maria = await openBillsAndHistory(page);
    await chooseUserMenuItem(page, 'Maria', 'Sair');
    await expect(page).toHaveURL(naTela('login'));
    await loginAs(page, DEMO.carlos.cpf);
    await page.goto(ROUTES.situacaoFinanceira.path);
    expect(await openBillsAndHistory(page)).toEqual(maria);
  });

  test('João, a dependant, is sent to the permission notice', async ({ page }) => {
    await signInAs(page, DEMO.joao.cpf);
    for (const path of [ROUTES.situacaoFinanceira.path, ROUTES.debitoConta.path]) {
      await page.goto(path);
      await expect(page).toHaveURL(naTela('avisoPermissao'));
    }
    // The home asks for no bill either.
    await page.goto(ROUTES.home.path);
    await expect(page.getByRole('region', { name: 'Situação Financeira' })).toHaveCount(0);
  });
});
