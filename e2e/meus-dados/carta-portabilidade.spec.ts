import { expect, test } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { receivePdf } from '../support/pdf';
import { beneficiarioPicker, pickBeneficiario } from '../support/beneficiario';
import { routePath, ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

test.describe('Carta de portabilidade', () => {
  test('Maria downloads João’s letter as a PDF', async ({ page }) => {
    test.slow();
    await signInAs(page, DEMO.maria.cpf, ROUTES.cartaPortabilidade.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Carta de Portabilidade' })).toBeVisible();
    const picker = beneficiarioPicker(page);
    await expect(picker.getByRole('radio', { name: /Maria Aparecida Souza/ })).toBeChecked();
    await expect(picker.getByRole('radio', { name: /Carlos Souza/ })).toHaveCount(0);
    await expectAccessible(page, 'carta de portabilidade');

    await pickBeneficiario(page, /João Pedro Souza/);
    await expect(page).toHaveURL(naTela('cartaPortabilidade', digits(DEMO.joao.cpf)));
    const pdf = await receivePdf(page, () =>
      page.getByRole('button', { name: 'Baixar carta (PDF)' }).click(),
    );
    if (pdf) {
      expect(pdf.name).toBe('Carta de portabilidade - João Pedro Souza.pdf');
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test('João opens the screen by his own cpf in the URL', async ({ page }) => {
    await signInAs(page, DEMO.joao.cpf, routePath('cartaPortabilidade', digits(DEMO.joao.cpf)));
    await expect(
      page.getByRole('heading', { name: `Carta de portabilidade de ${DEMO.joao.nome}` }),
    ).toBeVisible();
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf, ROUTES.cartaPortabilidade.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
  });
});
