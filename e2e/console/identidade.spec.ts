// The Console da Operadora's staff identity (issue 38): an administrator invites a new administrator, who
// enrols a passkey from the one-time link (Chromium's virtual authenticator) and signs in with it; she
// invites a content editor, who enrols an authenticator app (the code computed here from the secret the
// screen shows) and later signs in once with a recovery code. A member's session opening /console gets the
// console's sign-in, not member data. Every console screen is scanned by both accessibility engines.
// New accounts per run (unique e-mails), so the demo staff stay as seeded.
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { consoleConviteCalls, consoleSessaoCalls } from '@portal/domain/contract/calls/console/equipe';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs } from '../support/auth';
import {
  autenticadorVirtual,
  caminhoConsole,
  codigoTotp,
  entrarNoConsole,
  naTelaDoConsole,
} from '../support/console';
import { expect, expectConsoleErrors, failedCall, PHONE_ONLY, test } from '../support/test';
import type { Page } from '@playwright/test';

const unico = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const URL_EU = `${CONSOLE_PREFIX}${consoleSessaoCalls.eu.path}`;

/** Fills the invitation form (the page is on it) and answers the enrolment link shown once. */
async function convidar(page: Page, nome: string, email: string, papel: string): Promise<string> {
  await page.getByLabel('Nome', { exact: true }).fill(nome);
  await page.getByLabel('E-mail de trabalho').fill(email);
  await page.getByRole('checkbox', { name: papel, exact: true }).check();
  await page.getByRole('button', { name: 'Convidar', exact: true }).click();
  const link = page.getByRole('textbox', { name: 'Link de cadastro' });
  await expect(link).toBeVisible();
  return link.inputValue();
}

/** The enrolment's last step: ten recovery codes shown once; answers them and goes on to the console. */
async function guardarCodigos(page: Page, contexto: string): Promise<string[]> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guarde seus códigos de recuperação' }),
  ).toBeVisible();
  const codigos = await page
    .getByRole('list', { name: 'Códigos de recuperação' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codigos).toHaveLength(10);
  await expectAccessible(page, contexto);
  await page.getByRole('button', { name: 'Continuar para o console' }).click();
  await expect(page.getByText('Confirme que guardou os códigos antes de continuar.')).toBeVisible();
  await page.getByLabel('Guardei os códigos de recuperação em lugar seguro').check();
  await page.getByRole('button', { name: 'Continuar para o console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  return codigos;
}

test('an administrator enrols a passkey and signs in with it, and invites a content editor who enrols an authenticator app', async ({
  browser,
  page,
}) => {
  // Three browsers, eleven screens scanned in both themes.
  test.slow();
  const admin = { nome: `Administradora ${unico()}`, email: `admin.${unico()}@operadora.example` };
  const editora = { nome: `Editora ${unico()}`, email: `editora.${unico()}@operadora.example` };

  // The demo administrator invites the new administrator; the form says what is missing first.
  await entrarNoConsole(page, 'administrador', 'equipe/convidar');
  await expect(page.getByRole('heading', { level: 1, name: 'Convidar pessoa' })).toBeVisible();
  await page.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expect(page.getByText('Informe o nome da pessoa.')).toBeVisible();
  await expect(page.getByText('Escolha ao menos um papel.')).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
  await expectAccessible(page, 'console: convidar (erros)');
  const linkAdmin = await convidar(page, admin.nome, admin.email, 'Administrador');
  await expectAccessible(page, 'console: link de cadastro');

  // She opens the link in her own browser, with a platform authenticator, and creates a passkey.
  const contextoAdmin = await browser.newContext();
  const paginaAdmin = await contextoAdmin.newPage();
  const { cdp, authenticatorId } = await autenticadorVirtual(paginaAdmin);
  await paginaAdmin.goto(linkAdmin);
  await expect(
    paginaAdmin.getByRole('heading', { level: 1, name: 'Cadastre seu acesso ao console' }),
  ).toBeVisible();
  await expect(paginaAdmin.getByText(admin.email)).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: cadastro');
  await paginaAdmin.getByRole('button', { name: 'Criar chave de acesso' }).click();
  await guardarCodigos(paginaAdmin, 'console: códigos de recuperação');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Signs out, and in again with the passkey alone.
  await paginaAdmin.getByRole('button', { name: 'Sair' }).click();
  await expect(paginaAdmin).toHaveURL(naTelaDoConsole('entrar?saiu=1'));
  await expect(paginaAdmin.getByText('Você saiu do console.')).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: entrar');
  await paginaAdmin.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(paginaAdmin.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(paginaAdmin.getByText(admin.nome, { exact: true })).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: início');

  // Her account lists the passkey, used just now; the only factor cannot be removed.
  const menuAdmin = paginaAdmin.getByRole('navigation', { name: 'Menu do console' });
  await menuAdmin.getByRole('link', { name: 'Minha conta' }).click();
  await expect(paginaAdmin.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeFocused();
  // The device's name the form offered: the browser and its system (Desktop Chrome's user agent).
  await expect(paginaAdmin.getByText(/^Chrome no (Windows|Linux|macOS)$/)).toBeVisible();
  await expect(paginaAdmin.getByText(/^Último uso em /)).toBeVisible();
  await expect(paginaAdmin.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
  await expect(paginaAdmin.getByText('Seu único fator de acesso não pode ser removido')).toBeVisible();
  await expect(paginaAdmin.getByText('Restam 10 códigos de recuperação.')).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: minha conta');

  // She invites a content editor.
  await menuAdmin.getByRole('link', { name: 'Equipe', exact: true }).click();
  await expectAccessible(paginaAdmin, 'console: equipe');
  await paginaAdmin.getByRole('link', { name: 'Convidar pessoa' }).click();
  const linkEditora = await convidar(paginaAdmin, editora.nome, editora.email, 'Conteúdo');

  // The editor enrols an authenticator app: the QR code, and the secret to type, whose code she confirms.
  const contextoEditora = await browser.newContext();
  const paginaEditora = await contextoEditora.newPage();
  await paginaEditora.goto(linkEditora);
  await paginaEditora.getByRole('button', { name: 'Usar aplicativo autenticador' }).click();
  await expect(
    paginaEditora.getByRole('img', { name: 'QR code para cadastrar o console no aplicativo autenticador' }),
  ).toBeVisible();
  const segredo = (await paginaEditora.getByTestId('segredo-totp').innerText()).replace(/\s/g, '');
  expect(segredo).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(paginaEditora, 'console: cadastro do aplicativo autenticador');
  // A wrong code first (not this step's): the server refuses it and says why.
  const errado = String((Number(await codigoTotp(segredo)) + 500_000) % 1_000_000).padStart(6, '0');
  await paginaEditora.getByLabel('Código do aplicativo').fill(errado);
  expectConsoleErrors(failedCall(400, `${CONSOLE_PREFIX}${consoleConviteCalls.confirmarTotp.path}`));
  await paginaEditora.getByRole('button', { name: 'Confirmar aplicativo' }).click();
  await expect(paginaEditora.getByRole('alert')).toContainText(MENSAGENS_CONSOLE.codigoTotpInvalido);
  await paginaEditora.getByLabel('Código do aplicativo').fill(await codigoTotp(segredo));
  await paginaEditora.getByRole('button', { name: 'Confirmar aplicativo' }).click();
  const codigosEditora = await guardarCodigos(paginaEditora, 'console: códigos de recuperação (editora)');

  // Her roles show in the header; the menu has no staff screens, and the staff list says it is not hers.
  await expect(paginaEditora.getByRole('banner').getByText('Conteúdo', { exact: true })).toBeVisible();
  const menu = paginaEditora.getByRole('navigation', { name: 'Menu do console' });
  await expect(menu.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Equipe', exact: true })).toHaveCount(0);
  await paginaEditora.goto(caminhoConsole('equipe'));
  await expect(paginaEditora.getByRole('alert')).toHaveText(
    'Seus papéis não dão acesso a esta tela. Fale com um administrador do console.',
  );
  await expectAccessible(paginaEditora, 'console: tela fora dos papéis');

  // The administrator sees her enrolled, then the audit of the invitations.
  await paginaAdmin.goto(caminhoConsole('equipe'));
  const linha = paginaAdmin.getByRole('row').filter({ hasText: editora.email });
  await expect(linha).toContainText('Conteúdo');
  await expect(linha).toContainText('Ativo');
  await expect(linha).toContainText('aplicativo autenticador');
  await linha.getByRole('link', { name: editora.nome }).click();
  await expect(paginaAdmin.getByRole('heading', { level: 2, name: editora.nome })).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: pessoa da equipe');
  await menuAdmin.getByRole('link', { name: 'Auditoria da equipe' }).click();
  // The audit's own field once its screen is up ('Ação' is also inside 'Integração', a role's checkbox on the
  // page just left).
  await expect(paginaAdmin.getByRole('heading', { level: 1, name: 'Auditoria da equipe' })).toBeVisible();
  await paginaAdmin.getByLabel('Ação', { exact: true }).fill('equipe.convidar');
  await paginaAdmin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(paginaAdmin).toHaveURL(/acao=equipe\.convidar/);
  await expect(paginaAdmin.getByRole('row').filter({ hasText: admin.nome }).first()).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: auditoria da equipe');

  // Later the editor, without her phone, signs in once with a recovery code: the console sends her to
  // Minha conta to enrol a new factor.
  const contextoRecuperacao = await browser.newContext();
  const paginaRecuperacao = await contextoRecuperacao.newPage();
  await paginaRecuperacao.goto(caminhoConsole('entrar'));
  await paginaRecuperacao.getByRole('button', { name: 'Usar código de recuperação' }).click();
  await paginaRecuperacao.getByLabel('E-mail de trabalho').fill(editora.email);
  await paginaRecuperacao.getByLabel('Código de recuperação').fill(codigosEditora[0]!);
  await paginaRecuperacao.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(paginaRecuperacao).toHaveURL(naTelaDoConsole('minha-conta'));
  await expect(paginaRecuperacao.getByText(MENSAGENS_CONSOLE.cadastreFator)).toBeVisible();
  await expect(paginaRecuperacao.getByText('Restam 9 códigos de recuperação.')).toBeVisible();

  // The administrator gives her the parameters role too, then resets her factors: a confirmation first, then a
  // new one-time link shown once; her session ends.
  await paginaAdmin.goto(caminhoConsole('equipe'));
  await linha.getByRole('link', { name: editora.nome }).click();
  await paginaAdmin.getByRole('checkbox', { name: 'Parâmetros', exact: true }).check();
  await paginaAdmin.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(paginaAdmin.getByText('Alterações salvas.')).toBeVisible();
  await paginaAdmin.getByRole('button', { name: 'Redefinir fatores de acesso' }).click();
  const confirmacao = paginaAdmin.getByRole('dialog', {
    name: `Redefinir os fatores de acesso de ${editora.nome}?`,
  });
  await expect(confirmacao).toBeVisible();
  await expectAccessible(paginaAdmin, 'console: confirmar redefinição de fatores');
  await confirmacao.getByRole('button', { name: 'Redefinir fatores', exact: true }).click();
  await expect(confirmacao).toBeHidden();
  await expect(paginaAdmin.getByRole('textbox', { name: 'Link de cadastro' })).toHaveValue(
    /\/console\/cadastro#/,
  );
  await expect(paginaAdmin.getByRole('definition').filter({ hasText: /^Nenhum$/ })).toBeVisible();
  expectConsoleErrors(failedCall(401, URL_EU));
  await paginaRecuperacao.reload();
  await expect(paginaRecuperacao.getByRole('heading', { level: 1, name: 'Entrar no console' })).toBeVisible();

  await Promise.all([contextoAdmin.close(), contextoEditora.close(), contextoRecuperacao.close()]);
});

test("a member's session opening the console gets the console's sign-in, never member data", async ({
  page,
}) => {
  // The console asks who is signed in; with no staff session the answer is 401.
  expectConsoleErrors(failedCall(401, URL_EU));
  await loginAs(page, DEMO.maria.cpf);
  await page.goto(caminhoConsole(''));
  await expect(page).toHaveURL(naTelaDoConsole('entrar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no console' })).toBeVisible();
  await expect(page.getByText(DEMO.maria.nome)).toHaveCount(0);
  const resposta = await page.request.get(URL_EU);
  expect(resposta.status()).toBe(401);
  expect(await resposta.text()).not.toContain(DEMO.maria.nome);
});

test('a wrong authenticator code is refused in Portuguese; an unknown console page says so', async ({
  page,
}) => {
  expectConsoleErrors(failedCall(401, `${CONSOLE_PREFIX}${consoleSessaoCalls.entrarTotp.path}`));
  await page.goto(caminhoConsole('entrar'));
  await page.getByRole('button', { name: 'Usar código do aplicativo autenticador' }).click();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe o e-mail de trabalho.')).toBeVisible();
  await expect(page.getByText('Digite o código de 6 dígitos do aplicativo.')).toBeVisible();
  await expect(page.getByLabel('E-mail de trabalho')).toBeFocused();
  await page.getByLabel('E-mail de trabalho').fill('ninguem@operadora.example');
  await page.getByLabel('Código de 6 dígitos').fill('123456');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(MENSAGENS_CONSOLE.entradaRecusada);
  await expectAccessible(page, 'console: entrar com código (recusa)');

  await entrarNoConsole(page, 'administrador', 'nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expectAccessible(page, 'console: página não encontrada');
});

test('two minutes before the idle timeout the console warns, and "Continuar conectado" keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  await entrarNoConsole(page, 'administrador');
  const aviso = page.getByRole('dialog', { name: 'Sua sessão vai terminar' });
  await expect(aviso).toHaveCount(0);
  await page.clock.fastForward('13:05');
  await expect(aviso).toBeVisible();
  await expect(aviso.getByRole('button', { name: 'Continuar conectado' })).toBeFocused();
  await expectAccessible(page, 'console: aviso de inatividade');
  await aviso.getByRole('button', { name: 'Continuar conectado' }).click();
  await expect(aviso).toBeHidden();
  await page.clock.fastForward('05:00');
  await expect(aviso).toBeHidden();
});

test('on a phone the side menu is a button that opens the list', PHONE_ONLY, async ({ page }) => {
  await entrarNoConsole(page, 'administrador');
  const menu = page.getByRole('navigation', { name: 'Menu do console' });
  const botao = menu.getByRole('button', { name: 'Menu' });
  await expect(botao).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Equipe', exact: true })).toBeHidden();
  await botao.click();
  await expect(botao).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Equipe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Equipe', exact: true })).toBeHidden();
  await expectAccessible(page, 'console: equipe (celular)');
});

test('on a phone the header keeps its title clear of a long list of roles', PHONE_ONLY, async ({ page }) => {
  // saude@ holds two roles: "Atendimento, Atendimento — saúde" once squeezed the title into the words beside it.
  await entrarNoConsole(page, 'atendimento-saude');
  const cabecalho = page.getByRole('banner');
  const titulo = (await cabecalho.getByRole('link', { name: 'Console da Operadora' }).boundingBox())!;
  const papeis = (await cabecalho.getByText('Atendimento, Atendimento — saúde').boundingBox())!;
  const separados =
    titulo.x + titulo.width <= papeis.x ||
    papeis.x + papeis.width <= titulo.x ||
    titulo.y + titulo.height <= papeis.y ||
    papeis.y + papeis.height <= titulo.y;
  expect(separados, JSON.stringify({ titulo, papeis })).toBe(true);
  // The title stays on one line.
  expect(titulo.height).toBeLessThan(40);
});
