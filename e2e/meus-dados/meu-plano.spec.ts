import type { Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectAccessible } from '../support/a11y';
import { receivePdf, PDF_MINIMO } from '../support/pdf';
import { loginTo, planTabs } from './plano-support';
import { expectConsoleErrors, failedCall, PHONE_ONLY } from '../support/test';
import { routePath, ROUTES } from '@portal/domain';
import { naTela, padraoDaTela } from '../support/rotas';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { urlDaApi } from '../support/api';
import { fotoGrande } from '../support/foto';

/** Opens a closed disclosure (a heading holding a button with aria-expanded). */
async function openDisclosure(page: Page, name: string): Promise<void> {
  const button = page.getByRole('heading', { name }).getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test.describe('Meu Plano', () => {
  test('Maria sees her plans as tabs, the members, and downloads the stay declaration', async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.meuPlano.path);
    // A bare path is replaced by the first plan's.
    await expect(page).toHaveURL(naTela('meuPlano', '100001'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Plano' })).toBeVisible();
    const tabs = planTabs(page);
    await expect(tabs.getByRole('link', { name: /Vale Verde Essencial Apartamento/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A table on desktop, one card per member on a phone (ResponsiveList): the names show either way.
    for (const nome of [DEMO.maria.nome, DEMO.joao.nome, DEMO.ana.nome])
      await expect(page.getByText(nome, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancelar o contrato' })).toBeVisible();
    // Irreversible actions start closed.
    await expect(page.getByRole('form', { name: 'Cancelar o contrato' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Certidão de óbito de dependente' })).toHaveCount(0);
    await expectAccessible(page, 'meu plano');

    const pdf = await receivePdf(page, () =>
      page.getByRole('button', { name: 'Baixar declaração de permanência (PDF)' }).click(),
    );
    if (pdf) {
      expect(pdf.name).toBe('Declaração de permanência 100001.pdf');
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // The second plan tab is a link to the path plus its code.
    await tabs.getByRole('link', { name: /Vale Verde Odonto/ }).click();
    await expect(page).toHaveURL(naTela('meuPlano', '100002'));
    await expect(page.getByRole('heading', { name: 'Contrato n° 100002' })).toBeVisible();
    // Back returns to the first plan, the address the bare path was replaced by (plan-tabs.tsx names it
    // without a router navigation), and back once more leaves the screen: the replacement added no entry.
    await page.goBack();
    await expect(page).toHaveURL(naTela('meuPlano', '100001'));
    await expect(page.getByRole('heading', { name: 'Contrato n° 100001' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /Vale Verde Essencial Apartamento/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(padraoDaTela('meuPlano')));
  });

  test(
    'on a phone: the active plan tab shows whole, members are cards with every value labelled',
    PHONE_ONLY,
    async ({ page }) => {
      await loginTo(page, DEMO.maria.cpf, routePath('meuPlano', '100002'));
      const active = planTabs(page).locator('[aria-current="page"]');
      await expect(active).toContainText('Vale Verde Odonto');
      // Whole (a sub-pixel edge aside), not cut at the strip's edge.
      await expect(active).toBeInViewport({ ratio: 0.99 });

      await expect(page.getByRole('table', { name: 'Beneficiários' })).toBeHidden();
      const card = page
        .getByRole('list', { name: 'Beneficiários' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: DEMO.maria.nome }) });
      // No column is left out, and documents never break across lines.
      await expect(card.getByRole('term')).toHaveText(['Vínculo', 'CPF', 'Carteira', 'Inclusão']);
      const cpf = card.locator('dt:text-is("CPF") + dd > span');
      await expect(cpf).toHaveText('390.533.447-05');
      expect(await cpf.evaluate((el) => el.getClientRects().length)).toBe(1);
      const carteira = card.locator('dt:text-is("Carteira") + dd > span');
      expect(await carteira.evaluate((el) => el.getClientRects().length)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page, 'meu plano (360 px)');
    },
  );

  test('a titular sends a dependant’s death certificate and downloads it back', async ({ page, family }) => {
    const [contrato] = family.contratos;
    const dependente = family.dependente!;
    await loginTo(page, family.titular.cpf, routePath('meuPlano', contrato), FRESH_PASSWORD);
    // The upload pipeline refuses a file whose bytes are not its extension's, before sending anything.
    await openDisclosure(page, 'Certidão de óbito de dependente');
    const form = page.getByRole('form', { name: 'Certidão de óbito de dependente' });
    await form.getByLabel('Dependente').selectOption({ label: dependente.nome });
    const input = form.getByLabel('Certidão de óbito', { exact: true });
    await input.setInputFiles({
      name: 'certidao.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf'),
    });
    await expect(form.getByText('- Formato de arquivo inválido.')).toBeVisible();
    // A single-file field keeps only the last file chosen.
    await input.setInputFiles({
      name: 'certidao-dependente.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMO,
    });
    const files = form.getByRole('list', { name: 'Arquivos de Certidão de óbito' });
    await expect(files.getByRole('listitem')).toHaveCount(1);
    await expect(files.getByText('Pronto para envio')).toBeVisible();
    await form.getByRole('button', { name: 'Enviar certidão' }).click();
    await expect(page.getByText(/Certidão de óbito enviada\. Protocolo n° \d{20}\./)).toBeVisible();
    const sent = page.getByRole('list', { name: 'Certidões enviadas' });
    await expect(sent).toContainText('certidao-dependente.pdf');

    const certidao = await receivePdf(page, () =>
      sent.getByRole('button', { name: `Baixar certidão de ${dependente.nome}` }).click(),
    );
    if (certidao) expect(certidao.bytes.equals(PDF_MINIMO)).toBe(true);
  });

  test('the upload field says "Solte o arquivo aqui!" while a file is dragged over it', async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, routePath('meuPlano', '100001'));
    await openDisclosure(page, 'Certidão de óbito de dependente');
    const form = page.getByRole('form', { name: 'Certidão de óbito de dependente' });
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await form
      .locator('[data-arrastando], div.border-dashed')
      .first()
      .dispatchEvent('dragover', { dataTransfer });
    await expect(form.getByText('Solte o arquivo aqui!')).toBeVisible();
  });

  test('a photo above the size limit is compressed in the browser and becomes valid', async ({ page }) => {
    test.slow();
    await loginTo(page, DEMO.maria.cpf, routePath('meuPlano', '100001'));
    // The screen has loaded before the photo is made: making it keeps the page's thread busy, and a
    // screen still loading under a loaded machine then missed the disclosure's wait (a flaky failure).
    await openDisclosure(page, 'Certidão de óbito de dependente');
    const foto = await fotoGrande(page, 'certidao-foto.jpg');
    expect(foto.tamanho).toBeGreaterThan(5 * 1_048_576);
    const form = page.getByRole('form', { name: 'Certidão de óbito de dependente' });
    await form.getByLabel('Certidão de óbito', { exact: true }).setInputFiles(foto.caminho);
    const item = form.getByRole('listitem').filter({ hasText: 'certidao-foto.jpg' });
    await expect(item).toHaveAttribute('data-status', 'valido', { timeout: 60_000 });
    await expect(item).toContainText(/comprimido em \d+%/);
  });

  test('João, a dependant, sees only himself and cannot cancel or send certificates', async ({ page }) => {
    await loginTo(page, DEMO.joao.cpf, routePath('meuPlano', '100001'));
    await expect(
      page.getByText(DEMO.joao.nome, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancelar o contrato' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Certidão de óbito de dependente' })).toHaveCount(0);
    await expectAccessible(page, 'meu plano (dependente)');
  });

  test('Roberto (family B) cannot reach family A’s contract by URL', async ({ page }) => {
    // Family A's contract by URL: 404 "Registro não encontrado." on purpose.
    expectConsoleErrors(
      failedCall(404, urlDaApi(meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } })),
    );
    await loginTo(page, DEMO.roberto.cpf, routePath('meuPlano', '100001'));
    await expect(page.getByText('Registro não encontrado.')).toBeVisible();
    await expect(page.getByText(DEMO.maria.nome)).toHaveCount(0);
    await expect(planTabs(page).getByRole('link')).toHaveText([/Vale Verde Clássico Enfermaria/]);
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf, ROUTES.meuPlano.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
  });

  test('a titular cancels a contract after the RN 412 notice and gets a protocol number', async ({
    page,
    family,
  }) => {
    test.slow(); // two more scans: the confirmation in both themes
    const [contrato] = family.contratos;
    await loginTo(page, family.titular.cpf, ROUTES.meuPlano.path, FRESH_PASSWORD);
    await expect(page).toHaveURL(naTela('meuPlano', contrato));
    await openDisclosure(page, 'Cancelar o contrato');
    const form = page.getByRole('form', { name: 'Cancelar o contrato' });
    await expect(form).toContainText('O cancelamento tem efeito imediato');
    await form.getByRole('button', { name: 'Solicitar cancelamento' }).click();
    await expect(form.getByText('Campo obrigatório')).toHaveCount(2);
    await form.getByLabel('Motivo do cancelamento').selectOption({ label: 'Outros motivos' });
    await form.getByLabel('Li e estou ciente').check();
    await form.getByRole('button', { name: 'Solicitar cancelamento' }).click();
    await expect(form.getByText('Campo obrigatório')).toBeVisible();
    await form.getByLabel(/Observação/).fill('Mudança para o exterior.');
    // A last question names the contract; saying no sends nothing.
    const enviar = form.getByRole('button', { name: 'Solicitar cancelamento' });
    await enviar.click();
    const dialog = page.getByRole('alertdialog', { name: `Cancelar o contrato n° ${contrato}?` });
    await expect(dialog).toContainText(`contrato n° ${contrato}`);
    await expectAccessible(page, 'meu plano: confirmar cancelamento');
    await dialog.getByRole('button', { name: 'Não, manter o contrato' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(enviar).toBeFocused();
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
    await enviar.click();
    await dialog.getByRole('button', { name: 'Sim, cancelar o contrato' }).click();
    await expect(page.getByText(/Cancelamento solicitado\. Protocolo n° \d{20}\./).first()).toBeVisible();
    await expect(page.getByText(/^Cancelamento solicitado em .* Protocolo n° \d{20}\.$/)).toBeVisible();
    await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancelar o contrato' })).toHaveCount(0);
    // The cancelled plan has no card to present any more.
    await page.goto(routePath('cartaoVirtual', contrato));
    await expect(
      page.getByText('Este contrato está cancelado: não há cartão válido para apresentar.'),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
