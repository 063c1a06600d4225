// Issue 38, legal texts: a content editor writes a new version of the terms of use in the console's rich-text
// editor, previews it as members will get it (a script typed in is gone) and publishes it; Maria, signing in,
// is asked to accept it before anything else, accepts, and is in; the terms page then shows version 2 and
// lists version 1, which still reads as before; the privacy page carries the LGPD notice. Runs on a portal of its own (playwright.config.ts, project
// 'termos'): the publication asks every member of that portal to accept it. Both accessibility engines, both
// themes, on the console screen (with the preview), the acceptance dialog and an older version's page.
import { routePath } from '@portal/domain/access/routes';
import { expectAccessible } from '../support/a11y';
import { DEMO, DEMO_PASSWORD } from '../support/auth';
import { entrarNoConsole } from '../support/console';
import { expect, expectConsoleErrors, test } from '../support/test';

const NOVO_PARAGRAFO = 'Cláusula nova: o portal passa a enviar avisos pelo aplicativo.';

test('a new terms version makes Maria accept it at sign-in', async ({ page }) => {
  await entrarNoConsole(page, 'conteudo', 'textos-legais');
  await expect(page.getByRole('heading', { level: 1, name: 'Textos legais' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Termos de uso' })).toBeChecked();
  await expect(page.getByText('Em vigor: versão 1,')).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toContainText('Acesso e cadastro');
  await expectAccessible(page, 'Console: Textos legais');

  // A new paragraph at the top, in bold, and a script the server must drop.
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  // Typed, then selected and made bold: a mark toggled on an empty line before typing was lost once in CI
  // (the toolbar's click and the first keystrokes raced); a selection's mark is applied at once.
  await page.keyboard.type(NOVO_PARAGRAFO);
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await expect(page.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('strong', { hasText: NOVO_PARAGRAFO })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previa = page.getByRole('region', { name: 'Prévia: como os beneficiários verão' });
  await expect(previa.locator('strong', { hasText: NOVO_PARAGRAFO })).toBeVisible();
  // Typed as text, it stays text (escaped), never an element.
  await expect(previa.locator('script')).toHaveCount(0);
  await expectAccessible(page, 'Console: Textos legais (prévia)');

  await page.getByRole('button', { name: 'Publicar nova versão' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Publicar a versão 2?' });
  await expect(confirmar).toContainText('Todos os beneficiários terão de ler e aceitar esta versão');
  await confirmar.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText(/^Versão 2 publicada em /)).toBeVisible();
  await expect(page.getByText('Em vigor: versão 2,')).toBeVisible();

  // Maria signs in to the member portal (its cookies are not the console's): the new terms before anything
  // else. The home behind the dialog asks the server for its cards, which answers 403 until she accepts.
  expectConsoleErrors(/status of 403 .*\/api\//);
  const maria = page;
  await maria.goto(routePath('login'));
  await maria.getByLabel('CPF').fill(DEMO.maria.cpf);
  await maria.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await maria.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialogo = maria.getByRole('dialog', { name: 'Os Termos de uso mudaram' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByText('Versão 2 · Atualizado em')).toBeVisible();
  await expect(dialogo.locator('strong', { hasText: NOVO_PARAGRAFO })).toBeVisible();
  await maria.keyboard.press('Escape');
  await expect(dialogo).toBeVisible();
  await expectAccessible(maria, 'Aceite dos Termos de uso');
  await dialogo.getByRole('button', { name: 'Li e aceito os Termos de uso' }).click();
  await expect(dialogo).toBeHidden();
  await expect(maria.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await maria.reload();
  await expect(maria.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(maria.getByRole('dialog')).toHaveCount(0);

  // The terms page: version 2 in force, version 1 listed and readable as it was.
  await maria.goto(routePath('termosDeUso'));
  await expect(maria.getByText(/^Versão 2 · Atualizado em /)).toBeVisible();
  const anteriores = maria.getByRole('region', { name: 'Versões anteriores' });
  await anteriores.getByRole('link', { name: /^Versão 1, de / }).click();
  await expect(maria).toHaveURL(new RegExp(`${routePath('termosDeUso')}\\?versao=1$`));
  await expect(maria.getByText('Esta é a versão 1, que já foi substituída.')).toBeVisible();
  await expect(maria.getByRole('heading', { name: '1. Acesso e cadastro' })).toBeVisible();
  await expect(maria.getByText(NOVO_PARAGRAFO)).toHaveCount(0);
  await expectAccessible(maria, 'Termos de uso, versão 1');

  // The LGPD notice has no page of its own: the privacy policy's page carries it under the policy.
  await maria.goto(routePath('politicaDePrivacidade'));
  const aviso = maria.getByRole('article', { name: 'Aviso LGPD' });
  await expect(aviso.getByText(/^Versão 1 · Atualizado em /)).toBeVisible();
  await expect(aviso.getByRole('link', { name: 'encarregado@valeverdesaude.example' })).toBeVisible();
  await expectAccessible(maria, 'Política de privacidade com o Aviso LGPD');
});
