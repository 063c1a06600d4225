import { expect, test } from '../support/test';
import { MESSAGES, ROUTES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs, submitLogin, signInAs } from '../support/auth';
import { naTela, padraoDaTela } from '../support/rotas';

test.describe('route guards', () => {
  test('a deep link sends a visitor to login and back to the link after signing in', async ({ page }) => {
    await page.goto(`${ROUTES.contatos.path}?origem=email`);
    await expect(page).toHaveURL(naTela('login'));
    await submitLogin(page, DEMO.maria.cpf);
    await expect(page).toHaveURL(new RegExp(`${padraoDaTela('contatos')}\\?origem=email$`));
    await expect(page).toHaveTitle('Portal do Beneficiário | Contatos');
    await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  });

  test('a screen outside the member permissions shows the no-permission notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf);
    // Carlos, the contratante, holds the financial permissions and, in Meus Dados, only his own data in a
    // file (LGPD), who accessed his data (issue 17, decision 0022), his rights as a data subject (issue 39) and
    // his account's notices, passkeys and devices (issue 42).
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Financeiro' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Meus Dados' }).getByRole('link')).toHaveText([
      'Meus Dados em um Arquivo',
      'Quem Acessou Meus Dados',
      'Meus Direitos sobre os Dados',
      'Notificações',
      'Chaves de Acesso',
      'Dispositivos Conectados',
    ]);
    await page.goto(ROUTES.meuPlano.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de Permissão' })).toBeVisible();
    await expectAccessible(page, 'aviso-permissao');
  });

  test('a dependant without financial permissions sees no financial services', async ({ page }) => {
    await signInAs(page, DEMO.joao.cpf);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Meus Dados' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Financeiro' })).toHaveCount(0);
    await page.goto(ROUTES.situacaoFinanceira.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
  });

  test('expired credentials lead to the expired-password screen with the alert', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    await submitLogin(page, DEMO.fernanda.cpf);
    await expect(page).toHaveURL(naTela('senhaExpirada'));
    await expect(page.getByText(MESSAGES.expiredPassword)).toBeVisible();
    await page.goto(ROUTES.home.path);
    await expect(page).toHaveURL(naTela('senhaExpirada'));
  });

  test('an unknown path shows page-not-found; the error screen offers a retry', async ({ page }) => {
    // fora da tabela de rotas: a path no screen has, for the not-found page.
    await signInAs(page, DEMO.maria.cpf, '/rota-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expectAccessible(page, 'not-found');
    await page.goto(ROUTES.erroInesperado.path);
    await expect(page.getByText(MESSAGES.unexpectedErrorPanel)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.reload })).toBeVisible();
    await expectAccessible(page, 'erro-inesperado');
  });

  test('the client session expires after 30 idle minutes with the expiry message', async ({ page }) => {
    await page.clock.install();
    await loginAs(page, DEMO.maria.cpf);
    await page.clock.fastForward('31:00');
    await expect(page).toHaveURL(naTela('login'));
    await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();
  });
});
