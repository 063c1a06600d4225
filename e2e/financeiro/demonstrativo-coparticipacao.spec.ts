// Demonstrativo de Taxas de Coparticipação (issue 13): plan tabs, a month-year period (§5 MM/yyyy rule
// and its exact messages) and a beneficiary filter, the events with totals per beneficiary and overall,
// and the PDF of the same. Demo uses with co-participation fall in every one of the last 18 months.
import type { Page } from '@playwright/test';
import { extractPdfText } from '@portal/test-support/pdf-text';
import { DEMO } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { receivePdf } from '../support/pdf';
import { recordNames } from '../support/responsive-list';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import { centavos, hojeOperador, mesAno, mesesDepois } from './periodo-support';
import { routePath, ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';

const EVENTOS = 'Eventos com coparticipação';
const TOTAIS = 'Totais por beneficiário';

async function filtrar(page: Page, inicio: string, fim: string, beneficiario?: string) {
  await page.getByLabel('Mês/ano inicial').fill(inicio);
  await page.getByLabel('Mês/ano final').fill(fim);
  if (beneficiario)
    await page.getByLabel('Beneficiário', { exact: true }).selectOption({ label: beneficiario });
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

/** The values of one column of the visible list (table cells or the cards' labelled values). */
async function coluna(page: Page, caption: string, header: string): Promise<string[]> {
  const table = page.getByRole('table', { name: caption });
  if (await table.isVisible()) {
    const index = (await table.locator('thead th').allTextContents()).indexOf(header);
    return table.locator(`tbody tr > :nth-child(${index + 1})`).allTextContents();
  }
  return page.getByRole('list', { name: caption }).locator(`dt:text-is("${header}") + dd`).allTextContents();
}

test.describe('Demonstrativo de Coparticipação', () => {
  test('Maria filters by a month-year period and a beneficiary', async ({ page }) => {
    test.slow(); // the PDF and the scans of both themes
    const hoje = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, ROUTES.demonstrativoCoparticipacao.path);
    await expect(page).toHaveURL(naTela('demonstrativoCoparticipacao', '100001'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demonstrativo de Taxas de Coparticipação' }),
    ).toBeVisible();
    // The last 12 months by default, both beneficiaries.
    await expect(page.getByLabel('Mês/ano inicial')).toHaveValue(mesAno(mesesDepois(hoje, -11)));
    await expect(recordNames(page, TOTAIS)).toHaveText([DEMO.maria.nome, DEMO.joao.nome]);
    await expectAccessible(page, 'demonstrativo de coparticipação');

    // Three months, Maria only.
    const inicio = mesesDepois(hoje, -4);
    const fim = mesesDepois(hoje, -2);
    await filtrar(page, mesAno(inicio), mesAno(fim), DEMO.maria.nome);
    await expect(recordNames(page, TOTAIS)).toHaveText([DEMO.maria.nome]);
    const nomes = await coluna(page, EVENTOS, 'Beneficiário');
    expect(nomes.length).toBeGreaterThan(0);
    expect(new Set(nomes)).toEqual(new Set([DEMO.maria.nome]));
    for (const data of await coluna(page, EVENTOS, 'Data')) {
      const [, mm, yyyy] = data.split('/').map(Number);
      const mes = yyyy! * 12 + mm!;
      expect(mes).toBeGreaterThanOrEqual(inicio.year * 12 + inicio.month);
      expect(mes).toBeLessThanOrEqual(fim.year * 12 + fim.month);
    }
    // The overall total is the sum of the events, and Maria's total.
    const valores = (await coluna(page, EVENTOS, 'Coparticipação')).map(centavos);
    const total = centavos((await page.getByTestId('total-coparticipacao').textContent())!);
    expect(valores.reduce((a, b) => a + b, 0)).toBe(total);
    expect((await coluna(page, TOTAIS, 'Total')).map(centavos)).toEqual([total]);

    const pdf = await receivePdf(page, () =>
      page.getByRole('button', { name: 'Baixar demonstrativo (PDF)' }).click(),
    );
    if (pdf) {
      const { text } = await extractPdfText(pdf.bytes);
      expect(text).toContain(DEMO.maria.nome);
      expect(text).not.toContain(DEMO.joao.nome);
      expect(text).toContain((await page.getByTestId('total-coparticipacao').textContent())!);
    }
  });

  test('a typed invalid month-year period shows the exact §5 message', async ({ page }) => {
    const hoje = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, routePath('demonstrativoCoparticipacao', '100001'));
    await expect(recordNames(page, TOTAIS).first()).toBeVisible();
    const casos: [string, string, string][] = [
      ['13/2025', mesAno(hoje), 'Mês inválido!'],
      [mesAno(hoje), mesAno(mesesDepois(hoje, -1)), 'Verifique o período selecionado.'],
      [`01/${hoje.year + 1}`, `02/${hoje.year + 1}`, 'Verifique o período selecionado.'],
      [`01/${hoje.year - 6}`, mesAno(hoje), 'Ano inválido'],
    ];
    for (const [inicio, fim, mensagem] of casos) {
      await filtrar(page, inicio, fim);
      await expect(page.getByRole('alert').filter({ hasText: mensagem })).toHaveText(`⚠${mensagem}`);
      await expect(page.getByLabel('Mês/ano inicial')).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
