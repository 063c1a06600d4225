import { MESSAGES, ROUTES } from '@portal/domain';
import { DEMO, signInAs } from '../support/auth';
import { loginTo } from './plano-support';
import { expect, FRESH_PASSWORD, PHONE, test } from '../support/family';
import { expectAccessible } from '../support/a11y';
import { beneficiarioPicker, pickBeneficiario } from '../support/beneficiario';
import { naTela } from '../support/rotas';

test.describe('2ª via de cartão', () => {
  // On the phone too: the medical plan's name wraps there, and the boxes must keep one size (decision 0072).
  test(
    'a titular asks for a second copy of one card at the address on file and sees the protocol',
    PHONE,
    async ({ page, family }) => {
      test.slow();
      await loginTo(page, family.titular.cpf, ROUTES.segundaViaCartao.path, FRESH_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: '2ª Via de Cartão' })).toBeVisible();
      await expect(page.getByRole('radio', { name: family.titular.nome })).toBeChecked();
      const cards = page.getByRole('group', { name: 'Cartões' });
      await expect(cards.getByRole('checkbox')).toHaveCount(2);
      // Every box the same size, whether the plan's name beside it wraps or not (on the phone the medical plan's
      // does): a squeezed box read as a different kind of control.
      const [um, dois] = await Promise.all(
        (await cards.getByRole('checkbox').all()).map((box) => box.boundingBox()),
      );
      expect(um!.width).toBe(dois!.width);
      const continuar = page.getByRole('button', { name: 'Continuar' });
      await expect(continuar).toBeDisabled();
      await expect(continuar).toHaveAccessibleDescription('Escolha um cartão para continuar.');
      await expectAccessible(page, '2ª via: cartões');

      await cards.getByRole('checkbox').first().check();
      await expect(continuar).toBeEnabled();
      await continuar.click();

      await page.getByLabel('Motivo').selectOption({ label: 'Perda' });
      const { logradouro, numero } = family.endereco;
      await expect(
        page.getByRole('radio', { name: `Endereço cadastrado: ${logradouro}, ${numero}` }),
      ).toBeChecked();
      await expectAccessible(page, '2ª via: pedido');
      await page.getByRole('button', { name: 'Solicitar 2ª via' }).click();

      await expect(
        page.getByRole('heading', { name: /2ª via solicitada. Protocolo n° \d{20}\./ }),
      ).toBeVisible();
      await expect(page.getByText(`Entrega em: ${logradouro}, ${numero}`)).toBeVisible();

      // The request stays visible, and its card is not offered again.
      await page.getByRole('button', { name: 'Nova solicitação' }).click();
      await expect(page.getByRole('heading', { name: 'Solicitações em andamento' })).toBeVisible();
      await expect(page.getByText(/Protocolo \d{20}, solicitado em/)).toBeVisible();
      // The one card left is chosen by itself, so the member can go straight on.
      const left = page.getByRole('group', { name: 'Cartões' }).getByRole('checkbox');
      await expect(left).toHaveCount(1);
      await expect(left).toBeChecked();
      await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    },
  );

  test('a titular sends the dependant’s dental card to a new address found by CEP', async ({
    page,
    family,
  }) => {
    await loginTo(page, family.titular.cpf, ROUTES.segundaViaCartao.path, FRESH_PASSWORD);
    const picker = beneficiarioPicker(page);
    // The titular and the dependant; the contratante holds no card.
    await expect(picker.getByRole('radio')).toHaveCount(2);
    await pickBeneficiario(page, family.dependente!.nome);
    const cards = page.getByRole('group', { name: 'Cartões' });
    await cards.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByLabel('Motivo').selectOption({ label: 'Cartão danificado' });
    await page.getByRole('radio', { name: 'Outro endereço' }).check();
    const novo = page.getByRole('group', { name: 'Novo endereço de entrega' });
    await page.getByRole('button', { name: 'Solicitar 2ª via' }).click();
    await expect(novo.getByText(MESSAGES.required).first()).toBeVisible();
    await novo.getByLabel('CEP').fill('13083859');
    await expect(novo.getByLabel('Logradouro')).toHaveValue('Rua Sérgio Buarque de Holanda');
    await novo.getByLabel('Número', { exact: true }).fill('777');
    await page.getByRole('button', { name: 'Solicitar 2ª via' }).click();
    await expect(page.getByRole('heading', { name: /2ª via solicitada/ })).toBeVisible();
    await expect(page.getByText(/Entrega em: Rua Sérgio Buarque de Holanda, 777/)).toBeVisible();
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf, ROUTES.segundaViaCartao.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
  });
});
