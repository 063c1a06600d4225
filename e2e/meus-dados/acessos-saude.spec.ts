// Quem Pode Ver Meus Dados de Saúde (issue 33): João (adult dependant) authorizes Maria (his titular) to see
// his exams; Maria sees his results on Resultado de Exames; João revokes (after a confirmation); Maria's
// picker no longer lists him and says why. The demo seed has João → Maria for scheduling only: the journey
// edits that grant (adding exams), revokes it, and at the end gives back exactly what it found, so the demo
// data (and the journeys that read it) are as before. Scanned in both themes. One layout at every width
// (cards), so desktop only.
import type { Browser, Page } from '@playwright/test';
import { ACESSO_SAUDE_MESSAGES as M, ROUTES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs, signInAs } from '../support/auth';
import { expect, test } from '../support/test';

const PATH = ROUTES.acessosSaude.path;
const MARIA = DEMO.maria.nome;
const AREAS = {
  SAUDE: 'Saúde (exames, receitas, atestados, autorizações, protocolos e utilização)',
  AGENDAMENTO: 'Agendamento de consultas',
  REEMBOLSO: 'Reembolsos',
} as const;
type Area = keyof typeof AREAS;

const concedidos = (page: Page) =>
  page.getByRole('list', { name: 'Quem pode ver seus dados de saúde' }).getByRole('listitem');
const cartaoDeMaria = (page: Page) => concedidos(page).filter({ hasText: MARIA });

/** The areas of João's grant to Maria in force, as the screen shows them (none: no grant). */
async function areasDeMaria(page: Page): Promise<Area[]> {
  await expect(
    page.getByRole('heading', { level: 2, name: 'Quem pode ver seus dados de saúde' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /Autorizar alguém|Alterar o acesso/ }),
  ).toBeVisible();
  if ((await cartaoDeMaria(page).count()) === 0) return [];
  const texto = (await cartaoDeMaria(page).textContent()) ?? '';
  return (Object.keys(AREAS) as Area[]).filter((a) => texto.includes(AREAS[a]));
}

/** Authorizes Maria for exactly these areas (a new grant, or the one in force changed). */
async function autorizar(page: Page, areas: readonly Area[]): Promise<void> {
  const existente = (await cartaoDeMaria(page).count()) > 0;
  if (existente) {
    await page.getByRole('button', { name: `Alterar o acesso de ${MARIA}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Alterar o acesso de ${MARIA}` })).toBeFocused();
  } else {
    await page.getByLabel('Quem pode ver', { exact: true }).selectOption({ label: MARIA });
  }
  for (const area of Object.keys(AREAS) as Area[]) {
    await page.getByRole('checkbox', { name: AREAS[area] }).setChecked(areas.includes(area));
  }
  await page.getByRole('button', { name: existente ? 'Salvar alteração' : 'Autorizar' }).click();
  await expect(page.getByText(M.concedido(MARIA))).toBeVisible();
  await expect(cartaoDeMaria(page)).toHaveCount(1);
  for (const area of areas) await expect(cartaoDeMaria(page)).toContainText(AREAS[area]);
}

async function mariaEmExames(browser: Browser) {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await loginAs(page, DEMO.maria.cpf);
  return { page, fechar: () => contexto.close() };
}

test('João authorizes Maria to see his exams, she sees them, he revokes, her picker says why', async ({
  page,
  browser,
}) => {
  test.slow(); // two members, both themes scanned twice
  await signInAs(page, DEMO.joao.cpf);
  await page
    .getByRole('region', { name: 'Meus Dados' })
    .getByRole('link', { name: 'Quem Pode Ver Meus Dados de Saúde' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quem Pode Ver Meus Dados de Saúde' }),
  ).toBeVisible();
  const antes = await areasDeMaria(page);
  await expectAccessible(page, 'quem pode ver meus dados de saúde: início');

  try {
    // Exams added to whatever he had given her.
    await autorizar(page, [...new Set<Area>([...antes, 'SAUDE'])]);
    await expectAccessible(page, 'quem pode ver meus dados de saúde: autorizado');

    // Maria picks João on Resultado de Exames and sees his results.
    const maria = await mariaEmExames(browser);
    try {
      await maria.page.goto(ROUTES.resultadoDeExames.path);
      await expect(maria.page.getByRole('heading', { level: 1, name: 'Resultado de Exames' })).toBeVisible();
      const joao = maria.page.getByRole('radio', { name: new RegExp(DEMO.joao.nome) });
      await joao.click();
      await expect(joao).toBeChecked();
      await expect(maria.page.getByText('Hemograma completo').first()).toBeVisible();

      // João revokes, after a confirmation; focus comes back to the list's heading.
      await page.getByRole('button', { name: `Revogar o acesso de ${MARIA}` }).click();
      const dialogo = page
        .getByRole('alertdialog', { name: 'Revogar este acesso?' })
        .or(page.getByRole('dialog', { name: 'Revogar este acesso?' }));
      await expect(dialogo).toContainText(`${MARIA} deixará de ver seus dados de saúde imediatamente.`);
      await dialogo.getByRole('button', { name: 'Revogar' }).click();
      await expect(page.getByText(M.revogado(MARIA))).toBeVisible();
      await expect(cartaoDeMaria(page)).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Quem pode ver seus dados de saúde' }),
      ).toBeFocused();

      // Maria's picker no longer lists him, and says why.
      await maria.page.reload();
      await expect(maria.page.getByRole('heading', { level: 1, name: 'Resultado de Exames' })).toBeVisible();
      await expect(maria.page.getByText(M.adultoSemAutorizacao('João', 'M'))).toBeVisible();
      await expect(maria.page.getByRole('radio', { name: new RegExp(DEMO.joao.nome) })).toHaveCount(0);
    } finally {
      await maria.fechar();
    }
  } finally {
    // Back to the demo's state: what João had given Maria before the journey, or nothing.
    await page.goto(PATH);
    const agora = await areasDeMaria(page);
    if (antes.length > 0 && agora.join() !== antes.join()) await autorizar(page, antes);
    if (antes.length === 0 && agora.length > 0) {
      await page.getByRole('button', { name: `Revogar o acesso de ${MARIA}` }).click();
      await page.getByRole('button', { name: 'Revogar', exact: true }).last().click();
      await expect(cartaoDeMaria(page)).toHaveCount(0);
    }
  }
});
