// Minhas carências (issue 41, decision 0048): Maria opens the screen from Meu Plano and reads her own plans, all
// over; João's waiting periods are his health data, so her picker first says why he is not there; João
// authorizes her (Quem Pode Ver Meus Dados de Saúde, adding "Saúde" to the scheduling he had given her), and she
// reads his: simple exams over today ("Liberado"), stays and surgeries for 120 more days, his CPT; what he can
// use today at a glance and the legal maxima in a line. At the end João's grant is as the journey found it.
// Scanned (axe and the second engine, both themes) with Maria's and João's answers; the screen holds still
// (CLS) as it loads. Desktop, then 360 px as a link of the consent chain (playwright.config.ts; issue 41).
import type { Page } from '@playwright/test';
import { ACESSO_SAUDE_MESSAGES as M, ROUTES } from '@portal/domain';
import { MAXIMOS_LEGAIS_CARENCIA } from '@portal/domain/contract/plano/carencias-codigos';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs, signInAs } from '../support/auth';
import { expectStill } from '../support/estabilidade';
import { naTela } from '../support/rotas';
import { expect, test } from '../support/test';

const TITULO = ROUTES.minhasCarencias.title;
const MARIA = DEMO.maria.nome;
const SAUDE = 'Saúde (exames, receitas, atestados, autorizações, protocolos e utilização)';
const AGENDAMENTO = 'Agendamento de consultas';

const cartaoDeMaria = (page: Page) =>
  page
    .getByRole('list', { name: 'Quem pode ver seus dados de saúde' })
    .getByRole('listitem')
    .filter({ hasText: MARIA });

/** João's grant to Maria: whether it covers each area (none when there is no grant). */
async function areasDeMaria(page: Page): Promise<{ saude: boolean; agendamento: boolean } | null> {
  await page.goto(ROUTES.acessosSaude.path);
  await expect(
    page.getByRole('heading', { level: 2, name: /Autorizar alguém|Alterar o acesso/ }),
  ).toBeVisible();
  if ((await cartaoDeMaria(page).count()) === 0) return null;
  const texto = (await cartaoDeMaria(page).textContent()) ?? '';
  return { saude: texto.includes(SAUDE), agendamento: texto.includes(AGENDAMENTO) };
}

async function autorizar(page: Page, areas: { saude: boolean; agendamento: boolean }): Promise<void> {
  const existente = (await cartaoDeMaria(page).count()) > 0;
  if (existente) await page.getByRole('button', { name: `Alterar o acesso de ${MARIA}` }).click();
  else await page.getByLabel('Quem pode ver', { exact: true }).selectOption({ label: MARIA });
  await page.getByRole('checkbox', { name: SAUDE }).setChecked(areas.saude);
  await page.getByRole('checkbox', { name: AGENDAMENTO }).setChecked(areas.agendamento);
  await page.getByRole('button', { name: existente ? 'Salvar alteração' : 'Autorizar' }).click();
  await expect(page.getByText(M.concedido(MARIA))).toBeVisible();
}

test('Maria reads her waiting periods and, with his consent, João’s', async ({ page, browser }) => {
  test.slow(); // two members, four scans
  await signInAs(page, DEMO.maria.cpf, ROUTES.meuPlano.path);
  await page.getByRole('link', { name: TITULO }).click();
  await expect(page).toHaveURL(naTela('minhasCarencias'));
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible();

  // Her own, first in the picker: every group over on both plans.
  await expect(
    page.getByRole('heading', { level: 2, name: /^Vale Verde Essencial Apartamento/ }),
  ).toBeVisible();
  await expect(
    page.getByText('Todas as carências deste plano já foram cumpridas', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText(MAXIMOS_LEGAIS_CARENCIA)).toBeVisible();
  await expectStill(page, 'minhas carências');
  await expectAccessible(page, 'minhas carências: Maria');

  // João is an adult: not in her picker until he consents, and the screen says why.
  await expect(page.getByText(M.adultoSemAutorizacao('João', 'M'))).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(DEMO.joao.nome) })).toHaveCount(0);

  const contexto = await browser.newContext();
  const joao = await contexto.newPage();
  await loginAs(joao, DEMO.joao.cpf);
  const antes = await areasDeMaria(joao);
  try {
    await autorizar(joao, { saude: true, agendamento: antes?.agendamento ?? false });

    await page.reload();
    const radio = page.getByRole('radio', { name: new RegExp(DEMO.joao.nome) });
    await radio.click();
    await expect(radio).toBeChecked();
    await expect(
      page.getByText('Hoje você já pode usar: Urgência e emergência, Consultas, Exames simples.'),
    ).toBeVisible();
    await expect(
      page.getByText(/^Ainda em carência: .*Internações e cirurgias \(até \d{2}\/\d{2}\/\d{4}\)/),
    ).toBeVisible();
    const lista = page.getByRole('region', { name: /^Carências do plano Vale Verde Essencial/ });
    // A table row on the desktop, a card (list item headed by the group) at 360 px.
    const linha = (grupo: string) =>
      lista
        .getByRole('row', { name: new RegExp(`^${grupo}`) })
        .or(lista.getByRole('listitem').filter({ has: page.getByRole('heading', { name: grupo }) }));
    await expect(linha('Exames simples')).toContainText('Liberado');
    await expect(linha('Internações e cirurgias')).toContainText(
      /Liberado em \d{2}\/\d{2}\/\d{4} \(faltam 120 dias\)/,
    );
    const cpt = page.getByRole('region', { name: /Cobertura parcial temporária/ });
    await expect(cpt).toContainText('Hérnia de disco lombar (CID M51.1)');
    await expect(cpt).toContainText('Sem cobertura para cirurgias');
    await expectAccessible(page, 'minhas carências: João');
  } finally {
    // Back to what João had given Maria before the journey.
    await areasDeMaria(joao);
    if (antes) await autorizar(joao, antes);
    else {
      await joao.getByRole('button', { name: `Revogar o acesso de ${MARIA}` }).click();
      await joao.getByRole('button', { name: 'Revogar', exact: true }).last().click();
      await expect(cartaoDeMaria(joao)).toHaveCount(0);
    }
    await contexto.close();
  }
});
