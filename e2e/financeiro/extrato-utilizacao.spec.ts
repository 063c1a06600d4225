// Extrato de Utilização (issue 13): the beneficiary picker, the date-range picker (presets, calendar by
// keyboard, typed period with the §5 messages), the multi-select by kind of service and the uses in one
// expandable block per month. Demo uses are seeded relative to the seeding day (decision 0015): every
// month of the last 18 has uses by Maria (day 5, and day 12 every third month) and João (day 19).
import type { Page } from '@playwright/test';
import { daysInMonth, ROUTES } from '@portal/domain';
import { DEMO } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { recordNames } from '../support/responsive-list';
import { expect, PHONE, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import {
  chave,
  diaBr,
  diasEntre,
  hojeOperador,
  mesesDepois,
  mesExtenso,
  semestrePassado,
} from './periodo-support';
import { naTela } from '../support/rotas';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { daApi } from '../support/api';

const PATH = ROUTES.extratoUtilizacao.path;
const periodo = (page: Page) => page.getByRole('textbox', { name: 'Período' });
const calendario = (page: Page) => page.getByRole('dialog', { name: 'Selecionar período' });
const tipos = (page: Page) => page.getByRole('button', { name: /^Tipo de atendimento/ });
const resumo = (page: Page) => page.getByRole('status').filter({ hasText: /utilizaç(ão|ões) de / });
/** The block of a month: its button (the heading) and the uses listed inside once it is open. */
const mes = (page: Page, titulo: string) => ({
  botao: page.getByRole('button', { name: titulo, exact: true }),
  datas: recordNames(page, `Utilizações de ${titulo.toLowerCase()}`),
});

async function escolherPreset(page: Page, preset: string) {
  await page.getByRole('button', { name: 'Abrir calendário' }).click();
  await calendario(page).getByRole('button', { name: preset }).click();
  await expect(calendario(page).getByRole('button', { name: preset })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test.describe('Extrato de Utilização', () => {
  test('Maria picks "Semestre passado" and sees only the uses of that half-year', PHONE, async ({ page }) => {
    test.slow(); // the calendar chunk, six month blocks and the scans of both themes
    const hoje = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Extrato de Utilização' })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(DEMO.maria.nome) })).toBeChecked();

    // It starts on the whole previous month (spec §9), the only block, open.
    const anterior = mesesDepois(hoje, -1);
    const ultimoDia = daysInMonth(anterior.year, anterior.month);
    await expect(periodo(page)).toHaveValue(`${diaBr(anterior)} - ${diaBr({ ...anterior, day: ultimoDia })}`);
    await expect(mes(page, mesExtenso(anterior)).botao).toHaveAttribute('aria-expanded', 'true');
    await expect(mes(page, mesExtenso(anterior)).datas.first()).toBeVisible();
    await expectAccessible(page, 'extrato de utilização');

    // The calendar: presets, two months (one on a phone), "N dias", Ok.
    await escolherPreset(page, 'Semestre passado');
    const { inicio, fim } = semestrePassado(hoje);
    await expect(calendario(page).getByTestId('intervalo')).toHaveText(
      `${diaBr(inicio)} - ${diaBr(fim)} (${diasEntre(inicio, fim)} dias)`,
    );
    const grades = calendario(page).getByRole('grid');
    await expect(grades).toHaveCount(test.info().project.use.isMobile ? 1 : 2);
    // Week starting on Sunday (the weekday row is hidden from assistive technology: every day's name says it).
    await expect(grades.first().locator('thead th').first()).toHaveText(/^dom/i);
    await expectAccessible(page, 'calendário do extrato');
    await calendario(page).getByRole('button', { name: 'Ok' }).click();
    await expect(calendario(page)).toBeHidden();
    await expect(periodo(page)).toHaveValue(`${diaBr(inicio)} - ${diaBr(fim)}`);
    await expect(resumo(page)).toContainText(`de ${diaBr(inicio)} a ${diaBr(fim)}`);

    // One block per month of the half-year, newest first, each listing only its own days.
    const meses = [5, 4, 3, 2, 1, 0].map((n) => mesExtenso(mesesDepois(inicio, n)));
    const titulos = page.getByRole('heading', { level: 2 }).getByRole('button');
    await expect(titulos).toHaveText(meses);
    for (const [index, titulo] of meses.entries()) {
      const bloco = mes(page, titulo);
      if (index > 0) await bloco.botao.click();
      await expect(bloco.botao).toHaveAttribute('aria-expanded', 'true');
      await expect(bloco.datas.first()).toBeVisible();
      const primeiroDia = mesesDepois(inicio, 5 - index);
      for (const data of await bloco.datas.allTextContents()) {
        expect(chave(data)).toBeGreaterThanOrEqual(chave(diaBr(primeiroDia)));
        expect(chave(data)).toBeLessThan(chave(diaBr(mesesDepois(primeiroDia, 1))));
      }
    }
    // The expandable block closes again on Enter.
    await mes(page, meses[0]!).botao.focus();
    await page.keyboard.press('Enter');
    await expect(mes(page, meses[0]!).botao).toHaveAttribute('aria-expanded', 'false');

    // Another beneficiary: the cpf goes in the URL and the list is João's.
    // (The choice goes through the URL, so the radio is checked once the navigation renders: click, then look.)
    const joao = page.getByRole('radio', { name: new RegExp(DEMO.joao.nome) });
    await joao.click();
    await expect(joao).toBeChecked();
    await expect(page).toHaveURL(naTela('extratoUtilizacao', '45678912364'));
    await expect(page.getByRole('heading', { name: `Utilizações de ${DEMO.joao.nome}` })).toBeVisible();
  });

  test('the calendar and the multi-select work from the keyboard', async ({ page }) => {
    const hoje = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, PATH);
    await expect(periodo(page)).not.toHaveValue('');

    // Calendar: focus starts on the range's first day; Enter restarts there, 9 days on, Enter ends it.
    const abrir = page.getByRole('button', { name: 'Abrir calendário' });
    await abrir.focus();
    await page.keyboard.press('Enter');
    await expect(calendario(page)).toBeVisible();
    const anterior = mesesDepois(hoje, -1);
    await expect(calendario(page).locator('button:focus')).toHaveAttribute('aria-label', /(^|, )1 de /);
    await page.keyboard.press('Enter');
    await expect(calendario(page).getByTestId('intervalo')).toHaveText('Escolha o dia final');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const dia10 = { ...anterior, day: 10 };
    await expect(calendario(page).getByTestId('intervalo')).toHaveText(
      `${diaBr(anterior)} - ${diaBr(dia10)} (10 dias)`,
    );
    await page.keyboard.press('Tab');
    await expect(calendario(page).getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(calendario(page)).toBeHidden();
    await expect(periodo(page)).toHaveValue(`${diaBr(anterior)} - ${diaBr(dia10)}`);
    await expect(abrir).toBeFocused();
    // Escape is Cancelar: nothing changes.
    await page.keyboard.press('Enter');
    await expect(calendario(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendario(page)).toBeHidden();
    await expect(periodo(page)).toHaveValue(`${diaBr(anterior)} - ${diaBr(dia10)}`);

    // A year of uses, then the multi-select: ArrowDown opens, Space ticks, Escape closes back. The filtered
    // answers are slowed so the year's list stays on screen while they load: the newest month of the filtered
    // list must still open (its block was once keyed by the filter being fetched and so stayed closed).
    await page.route(
      (url) => daApi(extratoUtilizacaoEndpoints.extrato, url) && url.searchParams.has('tipos'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      },
    );
    await escolherPreset(page, 'Ano passado');
    await calendario(page).getByRole('button', { name: 'Ok' }).click();
    await expect(resumo(page)).toContainText(`de 01/01/${hoje.year - 1} a 31/12/${hoje.year - 1}`);
    await expect(tipos(page)).toHaveText(/^Tipo de atendimento$/);
    await tipos(page).focus();
    await page.keyboard.press('ArrowDown');
    const lista = page.getByRole('listbox', { name: /Tipo de atendimento/ });
    await expect(lista).toBeFocused();
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(lista.getByRole('option', { selected: true })).toHaveText([/Consulta$/, /Terapia$/]);
    await page.keyboard.press('Escape');
    await expect(lista).toBeHidden();
    await expect(tipos(page)).toBeFocused();
    await expect(tipos(page)).toHaveAccessibleName('Tipo de atendimento: Consulta; Terapia');
    await expect(page.getByTestId('multi-select-badge')).toHaveText('2');

    // Only consultations and therapies are listed (no lab, no hospital), once the filtered answer is in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const aberto = page.locator('section:has(button[aria-expanded="true"])').first();
    await expect(aberto.locator('tbody tr').first()).toBeVisible();
    await expect(aberto.locator('tbody')).not.toContainText('Laboratório');
    await expect(aberto.locator('tbody')).not.toContainText('Hospital');

    // A press outside closes the list.
    await tipos(page).click();
    await expect(lista).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(lista).toBeHidden();
  });

  test('a typed invalid period shows the exact §5 message and keeps the list', async ({ page }) => {
    const hoje = hojeOperador();
    await loginTo(page, DEMO.maria.cpf, PATH);
    const antes = await periodo(page).inputValue();
    await expect(resumo(page)).toBeVisible();
    const anterior = mesesDepois(hoje, -1);
    const casos: [string, string][] = [
      [`${diaBr({ ...anterior, day: 10 })} - ${diaBr(anterior)}`, 'Período inicial está maior que final'],
      [`${diaBr(anterior)} - ${diaBr(mesesDepois(hoje, 1))}`, 'Sua data está no futuro'],
      [`31/04/${hoje.year - 1} - ${diaBr(anterior)}`, 'Período inicial é inválido'],
      [`${diaBr(anterior)} - 31/02/${hoje.year}`, 'Período final é inválido'],
      [`32/13/${hoje.year} - 45/13/${hoje.year}`, 'Ambas as datas são inválidas'],
      [`01/01/${hoje.year - 6} - ${diaBr(anterior)}`, 'Período selecionado tem mais de 5 anos'],
      [`${diaBr(anterior)} - 1`, 'Preenchimento incompleto'],
    ];
    for (const [texto, mensagem] of casos) {
      await periodo(page).fill(texto);
      await periodo(page).press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: mensagem })).toHaveText(`⚠${mensagem}`);
      await expect(periodo(page)).toHaveAttribute('aria-invalid', 'true');
    }
    // The list still shows the last valid period; fixing the text applies it.
    await expect(resumo(page)).toContainText(`de ${antes.replace(' - ', ' a ')}`);
    const novo = `${diaBr(mesesDepois(hoje, -3))} - ${diaBr(anterior)}`;
    await periodo(page).fill(novo);
    await periodo(page).press('Tab');
    await expect(periodo(page)).toHaveAttribute('aria-invalid', 'false');
    await expect(resumo(page)).toContainText(`de ${novo.replace(' - ', ' a ')}`);
  });
});
