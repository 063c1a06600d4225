// Quem Acessou Meus Dados (issue 17): Maria opens the screen from the Meus Dados menu group and sees, for
// the last 30 days, that Carlos (the contratante) read her bills from his phone and that a clinic opened
// her shared card — the demo history seeded relative to the seeding day. A narrower period shows only her
// own sign-in of 20 days ago; an empty one says so. Scanned in both themes, on a phone too.
import { addDays, type CalendarDate } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs } from '../support/auth';
import { expect, PHONE, test } from '../support/test';
import { diaBr, diaDemo, hojeOperador } from '../financeiro/periodo-support';
import { naTela } from '../support/rotas';

const periodo = (page: Page) => page.getByRole('textbox', { name: 'Período dos acessos' });
const acessos = (page: Page) =>
  page.getByRole('list', { name: 'Acessos aos seus dados' }).getByRole('listitem');

async function filtrar(page: Page, inicio: CalendarDate, fim: CalendarDate): Promise<void> {
  await periodo(page).fill(`${diaBr(inicio)} - ${diaBr(fim)}`);
  await periodo(page).press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: `Acessos de ${diaBr(inicio)} a ${diaBr(fim)}` }),
  ).toBeVisible();
}

test('Maria sees who accessed her data and narrows it by period', PHONE, async ({ page }) => {
  test.slow(); // both themes scanned twice
  await signInAs(page, DEMO.maria.cpf);
  await page
    .getByRole('region', { name: 'Meus Dados' })
    .getByRole('link', { name: 'Quem Acessou Meus Dados' })
    .click();
  await expect(page).toHaveURL(naTela('acessosDados'));
  await expect(page.getByRole('heading', { level: 1, name: 'Quem Acessou Meus Dados' })).toBeVisible();
  await expect(page.getByText(/Marco Civil da Internet/)).toBeVisible();

  const hoje = hojeOperador();
  await expect(periodo(page)).toHaveValue(`${diaBr(addDays(hoje, -29))} - ${diaBr(hoje)}`);
  // The seeded history (db/seed/acessos-dados.ts): Carlos on his phone, from another network. Other journeys
  // running at the same time add rows of their own (Carlos reading Maria's bills from this machine, and on the
  // phone project with an Android user agent too), so each expectation names the seeded row by its address,
  // which no journey can share, and checks the device on that row.
  const carlos = acessos(page).filter({ hasText: 'Carlos (contratante)' });
  await expect(
    carlos
      .filter({ hasText: 'Consultou suas faturas' })
      .filter({ hasText: '189.40.12.77' })
      .filter({ hasText: 'Chrome no Android' }),
  ).toHaveCount(1);
  await expect(
    carlos.filter({ hasText: 'Baixou a 2ª via de um boleto' }).filter({ hasText: '189.40.12.77' }),
  ).toHaveCount(1);
  await expect(acessos(page).filter({ hasText: 'Link do cartão compartilhado' }).first()).toContainText(
    'Abriu o cartão compartilhado',
  );
  // Newest first: today's accesses (the home's cards read her card and bills) head the list.
  await expect(acessos(page).first()).toContainText(diaBr(hoje));
  await expect(acessos(page).filter({ hasText: 'Entrou no portal' }).first()).toContainText('Você');
  await expectAccessible(page, 'quem acessou meus dados: últimos 30 dias');

  // Around 20 days before the seeding: only her own sign-in and reading of her personal data, from her iPhone.
  const semeadura = diaDemo();
  await filtrar(page, addDays(semeadura, -22), addDays(semeadura, -18));
  await expect(acessos(page)).toHaveCount(2);
  await expect(acessos(page).nth(0)).toContainText('Consultou seus dados pessoais');
  await expect(acessos(page).nth(1)).toContainText('Entrou no portal');
  await expect(acessos(page).nth(1)).toContainText('Safari no iPhone');
  await expect(page.getByText('Carlos (contratante)')).toHaveCount(0);

  // A period with nothing in it.
  await filtrar(page, addDays(semeadura, -29), addDays(semeadura, -28));
  await expect(
    page.getByRole('status').filter({ hasText: 'Nenhum acesso aos seus dados neste período.' }),
  ).toBeVisible();
  await expectAccessible(page, 'quem acessou meus dados: período vazio');
});
