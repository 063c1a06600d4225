// First access (issue 3): a beneficiary without an account (a fresh family's titular, so Lucas stays
// without one for people trying the portal) proves a contact is hers with a code read from the e-mail the
// portal really sent (SMTP on loopback), creates a password under the live policy, accepts the terms of
// use and the privacy policy and is signed in by the sign-up itself (issue 37).
import { CADASTRO_MESSAGES, MESSAGES, ROUTES, SERVER_MESSAGES } from '@portal/domain';
import { expect, test } from '../support/family';
import { bannerMessage, errorBanner, successBanner } from '../support/feedback';
import { CODE_SUBJECT, NOTICE_SUBJECT, codeIn, waitForMail } from '../support/mail';
import { expectAccessible } from '../support/a11y';
import { expectGreeting } from '../support/shell';
import { expectConsoleErrors, failedCall, PHONE } from '../support/test';
import { naTela } from '../support/rotas';
import { primeiroAcessoEndpoints } from '@portal/domain/contract/auth/primeiro-acesso';
import { urlDaApi } from '../support/api';

const NOVA_SENHA = 'Cerrado#Azul2026';

test.describe('first access', () => {
  test.use({ familyKind: 'semConta' });

  test(
    'a beneficiary creates her account with a code sent by e-mail, accepts the terms and is signed in',
    PHONE,
    async ({ page, family }) => {
      // Four steps, scans in both themes and an e-mail: longer than the default budget on 2 workers.
      test.slow();
      const { titular } = family;
      const address = titular.email!;
      await page.goto(ROUTES.cadastro.path);
      await expect(page.getByRole('heading', { level: 1, name: 'Primeiro Acesso' })).toBeVisible();
      await expectAccessible(page, 'cadastro: CPF');
      await page.getByLabel('CPF').fill(titular.cpf);
      await page.getByRole('button', { name: 'Continuar' }).click();

      await expect(page.getByRole('heading', { name: 'Para onde enviamos o código?' })).toBeFocused();
      // Contact picker: nothing chosen until a kind is; her only e-mail ('livia.NNN@email.test') is then
      // chosen by itself, in bullets.
      await expect(page.getByRole('button', { name: 'Enviar código' })).toBeDisabled();
      // Issue 37: "none of these?" comes after the contacts it asks about, not before any is listed.
      const noneOfThese = page.getByRole('button', { name: MESSAGES.contactNoneOfThese });
      await expect(noneOfThese).toHaveCount(0);
      await page.getByRole('radio', { name: 'E-mail' }).check();
      const listed = page.getByRole('group', { name: 'Enviar para o e-mail' });
      await expect(listed.getByRole('radio')).toHaveCount(1);
      const list = (await listed.boundingBox())!;
      expect((await noneOfThese.boundingBox())!.y).toBeGreaterThanOrEqual(list.y + list.height);
      const email = page.getByRole('radio', { name: 'li•••••••@e••••.test' });
      await expect(email).toBeChecked();
      await page.getByRole('radio', { name: 'SMS' }).check();
      await expect(page.getByRole('radio', { name: '(••) •••••-4004' })).toBeChecked();
      await page.getByRole('radio', { name: 'E-mail' }).check();
      await expect(page.getByRole('button', { name: MESSAGES.contactNoneOfThese })).toBeVisible();
      await expectAccessible(page, 'cadastro: contato');

      const since = Date.now();
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeFocused();
      await expect(
        page.getByText(/Enviamos um código de 6 dígitos para o e-mail li•••••••@e••••\.test/),
      ).toBeVisible();
      const code = codeIn(await waitForMail(address, since, CODE_SUBJECT));
      await expectAccessible(page, 'cadastro: código');
      // A wrong code on purpose: the server answers 400 with its message.
      expectConsoleErrors(failedCall(400, urlDaApi(primeiroAcessoEndpoints.validarCodigo)));
      await page.getByLabel('Código recebido').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirmar código' }).click();
      await expect(bannerMessage(errorBanner(page))).toHaveText(SERVER_MESSAGES.invalidCode);
      await page.getByLabel('Código recebido').fill(code);
      await page.getByRole('button', { name: 'Confirmar código' }).click();

      await expect(page.getByRole('heading', { name: 'Crie sua senha' })).toBeFocused();
      const requisitos = page.getByRole('list', { name: 'Requisitos da senha' });
      const item = (text: string) => requisitos.getByRole('listitem').filter({ hasText: text });
      // Before anything is typed every requirement is neutral: no ✗ and no ✓ yet.
      await expect(requisitos.getByRole('listitem').first()).toBeVisible();
      await expect(requisitos.locator('li:not([data-valido="pendente"])')).toHaveCount(0);
      await expect(requisitos).not.toContainText(/[✗✓]/);
      await page.getByLabel('Senha', { exact: true }).fill('senha');
      await expect(item('Uma letra maiúscula')).toHaveAttribute('data-valido', 'false');
      await expect(item('Uma letra minúscula')).toHaveAttribute('data-valido', 'true');
      await page.getByLabel('Senha', { exact: true }).fill('Senha@123');
      // Only the server knows the common-password list: its verdict arrives in the list too.
      await expect(item('senha muito comum')).toHaveAttribute('data-valido', 'false');
      await page.getByLabel('Senha', { exact: true }).fill(NOVA_SENHA);
      await expect(requisitos.locator('[data-valido="true"]')).toHaveCount(9);
      await expectAccessible(page, 'cadastro: senha');
      await page.getByLabel('Confirme a senha').fill(NOVA_SENHA);
      // The legal texts open in new tabs (the form stays); without their acceptance no account is made.
      await expect(page.getByRole('link', { name: /^Termos de uso/ })).toHaveAttribute(
        'href',
        ROUTES.termosDeUso.path,
      );
      await expect(page.getByRole('link', { name: /^Política de privacidade/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      const aceite = page.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ });
      await expect(aceite).not.toBeChecked();
      await page.getByRole('button', { name: 'Criar minha conta' }).click();
      await expect(aceite).toHaveAccessibleDescription(CADASTRO_MESSAGES.termsNotAccepted);
      await aceite.check();
      await page.getByRole('button', { name: 'Criar minha conta' }).click();

      // Signed in by the sign-up: home, greeted, with the success message; nothing to type again.
      await expect(page).toHaveURL(naTela('home'));
      await expect(bannerMessage(successBanner(page))).toHaveText(CADASTRO_MESSAGES.registered);
      await expectGreeting(page, titular.primeiroNome);
      const notice = await waitForMail(address, since, NOTICE_SUBJECT);
      expect(notice.text).toContain('Sua conta no Portal do Beneficiário foi criada');
    },
  );
});

test('someone whose contacts are not listed reaches the operator channels', async ({ page }) => {
  await page.goto(ROUTES.cadastro.path);
  // A valid CPF of nobody: the portal answers as for anyone (made-up masked contacts), never "not found".
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Which channels the made-up list shows follows from the server's secret (decision 0011), so it changes
  // from run to run: the way out is the same whatever the list holds, once a list is shown (a lone kind
  // is chosen by itself; checking a checked radio changes nothing).
  await page
    .getByRole('group', { name: 'Como você quer receber o código?' })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: MESSAGES.contactNoneOfThese }).click();
  await expect(page.getByRole('heading', { name: 'Fale com a operadora' })).toBeVisible();
  await expect(page.getByRole('link', { name: /0800 777 1500/ })).toHaveAttribute('href', 'tel:08007771500');
  await expect(page.getByRole('link', { name: 'sac@valeverdesaude.example' })).toHaveAttribute(
    'href',
    'mailto:sac@valeverdesaude.example',
  );
  await expectAccessible(page, 'cadastro: contatos da operadora');
});
