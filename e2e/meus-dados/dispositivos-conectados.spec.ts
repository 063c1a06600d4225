// Dispositivos conectados (issue 42, decision 0055): Maria signs in on a second browser (an iPhone's, a user
// agent no other journey uses, so the journey ends only its own session) and the new-device notice reaches the
// local mailbox, naming the browser and no IP; on her computer she opens the screen from the Meus Dados menu,
// sees this device marked and the iPhone listed, ends the iPhone after the confirmation, and the iPhone's next
// action lands on the login. "Encerrar todas as outras" is only opened and cancelled: Maria is the demo's and
// other journeys hold sessions of hers (the server tests end them all). axe and the second engine in both themes.
// One layout at every width (cards), so desktop only.
import { DISPOSITIVOS_MESSAGES as M } from '@portal/domain/contract/meus-dados/dispositivos-conectados-mensagens';
import { ROUTES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs } from '../support/auth';
import { waitForMail } from '../support/mail';
import { naTela } from '../support/rotas';
import { expect, test } from '../support/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MARIA_EMAIL = 'maria.souza@email.test';

test.describe('Dispositivos conectados', () => {
  test('Maria ends the access of another browser, whose next action goes to the login', async ({
    page,
    browser,
  }) => {
    await loginAs(page, DEMO.maria.cpf);

    const desde = Date.now();
    const iphone = await browser.newContext({ userAgent: IPHONE });
    const outra = await iphone.newPage();
    await loginAs(outra, DEMO.maria.cpf);
    const aviso = await waitForMail(MARIA_EMAIL, desde, 'Novo acesso à sua conta', 'Safari no iPhone');
    expect(aviso.text).toContain('Dispositivos conectados');
    expect(aviso.text).not.toMatch(/127\.0\.0\.1|::1|390\.533\.447-05/);

    await page
      .getByRole('region', { name: 'Meus Dados' })
      .getByRole('link', { name: 'Dispositivos Conectados', exact: true })
      .click();
    await expect(page).toHaveURL(naTela('dispositivosConectados'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dispositivos Conectados' })).toBeVisible();
    const lista = page.getByRole('list', { name: /dispositivos? conectados?/i });
    const este = lista.getByRole('listitem').filter({ hasText: M.esteDispositivo });
    await expect(este).toHaveCount(1);
    await expect(este).toContainText('Chrome no ');
    await expect(lista.getByRole('listitem').first()).toContainText(M.esteDispositivo);
    const doIphone = lista.getByRole('listitem').filter({ hasText: 'Safari no iPhone' });
    await expect(doIphone).toHaveCount(1);
    await expectAccessible(page, 'dispositivos-conectados');

    // All the others: the question, then "Cancelar" (focus back on the button).
    const todas = page.getByRole('button', { name: M.encerrarTodosBotao });
    await todas.click();
    await expect(page.getByRole('alertdialog', { name: M.encerrarTodosTitulo })).toBeVisible();
    await page.getByRole('button', { name: M.cancelar }).click();
    await expect(todas).toBeFocused();

    await doIphone.getByRole('button', { name: /Encerrar o acesso do dispositivo Safari no iPhone/ }).click();
    const dialogo = page.getByRole('alertdialog', { name: M.encerrarTitulo });
    await expect(dialogo).toContainText('Safari no iPhone');
    await dialogo.getByRole('button', { name: M.encerrarConfirmar }).click();
    await expect(page.getByRole('status').getByText(M.encerrado)).toBeVisible();
    await expect(doIphone).toHaveCount(0);

    // The iPhone's next action (opening a screen) asks the server, which no longer knows its session.
    await outra.goto(ROUTES.dadosPessoais.path);
    await expect(outra).toHaveURL(naTela('login'));
    await iphone.close();
  });
});
