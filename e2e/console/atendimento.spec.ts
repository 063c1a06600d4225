// Member support in the console (issue 39, decision 0042): the attendant (role atendimento) cannot search
// before giving a reason; with one, a name typed without accents and with a typo finds Maria, and her page
// shows her plans and bills but no health area; the attendant with the health scope sees the Saúde tab (one
// check). Maria then finds "Central de atendimento da operadora (Ligação do beneficiário)" in Quem Acessou
// Meus Dados — never the attendant's name. No action is carried out here (Maria's sessions and mailbox are
// other journeys' too): the confirmation dialog is opened and cancelled. Both engines, both themes, on every
// new screen and the dialog.
import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { EQUIPE_DEMO } from '@portal/domain/contract/console/demo';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { entrarNoConsole } from '../support/console';
import { expect, test } from '../support/test';

const CENTRAL = 'Central de atendimento da operadora (Ligação do beneficiário)';

async function buscarMaria(page: Page): Promise<void> {
  await page.getByLabel('Categoria').selectOption({ label: 'Ligação do beneficiário' });
  await page.getByLabel('Descrição').fill('Beneficiária ligou pedindo a fatura deste mês.');
  await page.getByLabel('CPF, número do cartão ou nome').fill('maria aparesida souza');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('row', { name: /Maria Aparecida Souza/ }).first()).toBeVisible();
}

test('an attendant looks Maria up with a reason; Maria sees the service desk in Quem Acessou Meus Dados', async ({
  page,
  browser,
}) => {
  test.slow(); // two staff members and a member, each screen scanned in both themes
  await entrarNoConsole(page, 'atendimento', 'atendimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar beneficiário' })).toBeVisible();
  await expectAccessible(page, 'Buscar beneficiário');

  // Nothing is searched before a reason.
  await page.getByLabel('CPF, número do cartão ou nome').fill('maria');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Escolha o motivo do atendimento.')).toBeVisible();
  await expect(page.getByLabel('Categoria')).toBeFocused();
  await expect(page.getByRole('table')).toHaveCount(0);

  await buscarMaria(page);
  const linha = page.getByRole('row', { name: /Maria Aparecida Souza/ }).first();
  await expect(linha).toContainText('***.533.447-**');
  await expect(linha).not.toContainText('390.533.447-05');
  await expectAccessible(page, 'Buscar beneficiário (resultado)');

  await linha.getByRole('link', { name: 'Maria Aparecida Souza' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiário' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Maria Aparecida Souza' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cadastro e planos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Saúde' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /Cartões do plano/ }).first()).toBeVisible();
  await expectAccessible(page, 'Beneficiário (cadastro e planos)');
  // The tabs by keyboard: the arrow moves to Faturas and reads them.
  await page.getByRole('tab', { name: 'Cadastro e planos' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Faturas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 3, name: 'Em aberto' })).toBeVisible();
  await expectAccessible(page, 'Beneficiário (faturas)');
  await page.getByRole('tab', { name: 'Solicitações e protocolos' }).click();
  await expect(page.getByRole('table', { name: 'Solicitações e protocolos do beneficiário' })).toBeVisible();

  // An action asks for its reason and a confirmation; cancelled here.
  const acoes = page.getByRole('region', { name: 'Ações' });
  await acoes.getByLabel('Encerrar as sessões abertas').check();
  await acoes.getByLabel('Categoria').selectOption({ label: 'Ligação do beneficiário' });
  await acoes.getByLabel('Descrição').fill('Só conferindo a confirmação, sem encerrar.');
  await acoes.getByRole('button', { name: 'Continuar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Encerrar as sessões abertas?' });
  await expect(dialogo).toBeVisible();
  await expectAccessible(page, 'Beneficiário (confirmação de uma ação)');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();

  // The attendant with the health scope: the Saúde tab opens her health areas.
  const comSaude = await browser.newContext();
  try {
    const saude = await comSaude.newPage();
    await entrarNoConsole(saude, 'atendimento-saude', 'atendimento');
    await buscarMaria(saude);
    await saude
      .getByRole('row', { name: /Maria Aparecida Souza/ })
      .first()
      .getByRole('link', { name: 'Maria Aparecida Souza' })
      .click();
    await saude.getByRole('tab', { name: 'Saúde' }).click();
    await expect(saude.getByRole('heading', { level: 3, name: 'Autorizações' })).toBeVisible();
    await expectAccessible(saude, 'Beneficiário (saúde)');
  } finally {
    await comSaude.close();
  }

  // Maria sees the service desk, with the reason's category, and never the attendant's name.
  const membro = await browser.newContext();
  try {
    const maria = await membro.newPage();
    await signInAs(maria, DEMO.maria.cpf, ROUTES.acessosDados.path);
    await expect(maria.getByRole('heading', { level: 1, name: 'Quem Acessou Meus Dados' })).toBeVisible();
    // One option of the who-filter for the desk, whatever the category; chosen, the list is the desk's only
    // (other journeys' sign-ins as Maria cannot push these rows off the first page).
    const quem = maria.getByRole('combobox', { name: 'Quem acessou' });
    const opcao = quem.getByRole('option', { name: /^Central de atendimento da operadora — \d+ acessos?$/ });
    await expect(opcao).toHaveCount(1);
    await quem.selectOption('Central de atendimento da operadora');
    const daCentral = maria
      .getByRole('list', { name: 'Acessos aos seus dados' })
      .getByRole('listitem')
      .filter({ hasText: CENTRAL });
    await expect(daCentral.filter({ hasText: 'Encontrou seu cadastro numa busca' }).first()).toBeVisible();
    await expect(daCentral.filter({ hasText: 'Consultou suas faturas' }).first()).toBeVisible();
    await expect(maria.getByText(EQUIPE_DEMO.atendimento.nome)).toHaveCount(0);
  } finally {
    await membro.close();
  }
});
