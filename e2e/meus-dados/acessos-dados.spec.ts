// Quem Acessou Meus Dados (issue 17; paged and filtered by who since issue 37): Maria opens the screen from
// the Meus Dados menu group and sees, for the last 30 days, ten accesses at a time with 'Mostrar mais' (on a
// phone the first page is a few screens, not the 9,000 px of the whole month, and it does not jump while
// it loads). Around the seeded days she keeps only Carlos (the contratante), who read her bills from his
// phone, with the 'Quem acessou' filter; 20 days back only her own sign-in; an empty period says so. A fresh
// titular who opens Solicitação de Reembolso (two reads of her reimbursements at once) finds one
// 'Consultou seus reembolsos' for that visit. Scanned in both themes; at 360 px by the route's visit
// (foundation/estabilidade.spec.ts, which also keeps it still while it loads).
import { addDays, ROUTES, VISITA_FORMATO, type CalendarDate } from '@portal/domain';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { daApi } from '../support/api';
import { DEMO, signInAs } from '../support/auth';
import { expect, FRESH_PASSWORD, test as comFamilia } from '../support/family';
import { PHONE_ONLY, test } from '../support/test';
import { diaBr, diaDemo, hojeOperador } from '../financeiro/periodo-support';
import { naTela } from '../support/rotas';
import { loginTo } from './plano-support';

const periodo = (page: Page) => page.getByRole('textbox', { name: 'Período dos acessos' });
const quem = (page: Page) => page.getByRole('combobox', { name: 'Quem acessou' });
const acessos = (page: Page) =>
  page.getByRole('list', { name: 'Acessos aos seus dados' }).getByRole('listitem');
const mostrarMais = (page: Page) => page.getByRole('button', { name: /^Mostrar mais \d+$/ });

async function filtrar(page: Page, inicio: CalendarDate, fim: CalendarDate): Promise<void> {
  await periodo(page).fill(`${diaBr(inicio)} - ${diaBr(fim)}`);
  await periodo(page).press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: `Acessos de ${diaBr(inicio)} a ${diaBr(fim)}` }),
  ).toBeVisible();
}

test(
  'at 360 px the first page of accesses is a few screens, not the whole month',
  PHONE_ONLY,
  async ({ page }) => {
    await signInAs(page, DEMO.maria.cpf, ROUTES.acessosDados.path);
    await expect(acessos(page)).toHaveCount(10);
    // Issue 37: the whole month was 9,132 px at 360 px.
    const altura = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(altura).toBeLessThan(4_000);
  },
);

test('Maria sees who accessed her data a page at a time, by who and by period', async ({ page }) => {
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
  // The seeded month (db/seed/acessos-dados.ts) and today's sign-ins hold more than a page: ten cards,
  // newest first (today's accesses head the list), and how many there are.
  await expect(acessos(page)).toHaveCount(10);
  await expect(acessos(page).first()).toContainText(diaBr(hoje));
  const mostrando = page.getByRole('status').filter({ hasText: /^Mostrando \d+ de \d+ acessos\.$/ });
  await expect(mostrando).toHaveText(/^Mostrando 10 de \d+ acessos\.$/);
  const total = Number(/de (\d+) acessos/.exec((await mostrando.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(10);
  await expectAccessible(page, 'quem acessou meus dados: últimos 30 dias');

  // The next page comes from the server after the last card, and the count follows.
  await mostrarMais(page).click();
  await expect(acessos(page)).toHaveCount(Math.min(20, total));
  await expect(mostrando).toHaveText(`Mostrando ${Math.min(20, total)} de ${total} acessos.`);

  // Around the seeded days: a clinic through the shared card, Carlos from his phone, then Carlos only.
  const semeadura = diaDemo();
  await filtrar(page, addDays(semeadura, -7), addDays(semeadura, -2));
  await expect(acessos(page)).toHaveCount(3);
  await expect(quem(page).getByRole('option')).toHaveText([
    'Todos',
    'Carlos (contratante) — 2 acessos',
    'Link do cartão compartilhado — 1 acesso',
  ]);
  await quem(page).selectOption('Carlos (contratante)');
  await expect(
    page.getByText('2 acessos de Carlos (contratante), do mais recente ao mais antigo.'),
  ).toBeVisible();
  await expect(acessos(page)).toHaveCount(2);
  await expect(acessos(page).nth(0)).toContainText('Baixou a 2ª via de um boleto');
  await expect(acessos(page).nth(1)).toContainText('Consultou suas faturas');
  for (const card of await acessos(page).all()) {
    await expect(card).toContainText('189.40.12.77');
    await expect(card).toContainText('Chrome no Android');
  }
  await expect(page.getByText('Link do cartão compartilhado', { exact: true })).toHaveCount(0);
  await expect(mostrarMais(page)).toHaveCount(0);
  await expectAccessible(page, 'quem acessou meus dados: só Carlos');

  // Around 20 days before the seeding (another period starts with everyone): her own sign-in and reading
  // of her personal data, from her iPhone.
  await filtrar(page, addDays(semeadura, -22), addDays(semeadura, -18));
  await expect(quem(page)).toHaveValue('');
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

comFamilia('one visit to a screen that reads twice is one row', async ({ page, family }) => {
  // Solicitação de Reembolso asks for the last reimbursements (with the accounts) and for all of them.
  const leituras = [reembolsoEndpoints.ultimos, reembolsoEndpoints.reembolsos].map((endpoint) =>
    page.waitForResponse((r) => daApi(endpoint, r.url()) && r.ok()),
  );
  await loginTo(page, family.titular.cpf, ROUTES.solicitacaoReembolso.path, FRESH_PASSWORD);
  await Promise.all(leituras);

  await page.goto(ROUTES.acessosDados.path);
  await quem(page).selectOption('Você');
  await expect(acessos(page).first()).toBeVisible();
  await expect(acessos(page).filter({ hasText: 'Consultou seus reembolsos' })).toHaveCount(1);
});

comFamilia(
  "a screen opened by its address reads its first data with the page, in the page's visit: one row",
  async ({ page, family }) => {
    // Issue 37 (contract/shell/route-first-calls.ts): the page itself asks for Situação Financeira's bills, with a
    // visit the web then continues; the screen takes that answer instead of asking again. Not the home first: its
    // bill card reads the same call.
    await loginTo(page, family.titular.cpf, ROUTES.acessosDados.path, FRESH_PASSWORD);
    const visitas: string[] = [];
    page.on('request', (request) => {
      if (daApi(situacaoFinanceiraEndpoints.titulos, request.url()))
        visitas.push(request.headers()['x-visita'] ?? '');
    });
    await page.goto(ROUTES.situacaoFinanceira.path);
    await expect(
      page.getByRole('heading', { level: 1, name: ROUTES.situacaoFinanceira.title }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('Carregando…')).toHaveCount(0);
    expect(visitas).toHaveLength(1);
    expect(visitas[0]).toMatch(VISITA_FORMATO);

    await page.goto(ROUTES.acessosDados.path);
    await quem(page).selectOption('Você');
    await expect(acessos(page).first()).toBeVisible();
    await expect(acessos(page).filter({ hasText: 'Consultou suas faturas' })).toHaveCount(1);
  },
);
