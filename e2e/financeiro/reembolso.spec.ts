// Solicitação de Reembolso (issue 14). A fresh family's titular files a request for the dependant with a
// receipt photo too big to send as it is (compressed in the browser), a PDF bill and the bank account of an
// earlier request, and gets an ANS protocol and the answer deadline; the provider's CNPJ and a too-big
// file are refused with the spec's words; a reload in the middle of the form brings the draft back (fields
// and files, bank data never in clear text in IndexedDB), and a logout deletes it; demo Maria downloads a
// file of her paid request; Carlos (contratante, financial permissions only) sees the family's amounts
// without clinical details and is told why he cannot file for them (issue 33).
import {
  ACESSO_SAUDE_MESSAGES,
  BYTES_PER_MB,
  fileTooLarge,
  FINANCEIRO_MESSAGES,
  formatFileSize,
  MESSAGES,
  ROUTES,
} from '@portal/domain';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from '../support/beneficiario';
import { PDF_MINIMO } from '../support/pdf';
import { fotoGrande } from '../support/foto';
import { DEMO } from '../support/auth';
import { expect, FRESH_PASSWORD, test, type FreshFamily } from '../support/family';
import { record } from '../support/responsive-list';
import { chooseUserMenuItem, clickHomeInMenu } from '../support/shell';
import { PHONE } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';
import { naTela } from '../support/rotas';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { daApi } from '../support/api';
import { diasAtrasDigitado } from './periodo-support';

const PATH = ROUTES.solicitacaoReembolso.path;
const FORM = 'Nova solicitação de reembolso';
/** The operator's file limit in the seed (TAMANHO_MAXIMO_ARQUIVO_MB = 5): also the compression target. */
const MAX_BYTES = 5 * BYTES_PER_MB;

const form = (page: Page) => page.getByRole('form', { name: FORM });
/** A card as the screens show it: the number in groups of four, then "(plan — segmentation)". */
const CARTAO_COM_PLANO = /^\d{4}( \d{1,4})+ \(Vale Verde [^—]+ — .+\)$/;

/** Beneficiary chosen: a card, then the form (a lone card is chosen by itself). */
async function openForm(page: Page): Promise<void> {
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar.or(form(page))).toBeVisible();
  if (await continuar.isVisible()) {
    const cartoes = page.getByRole('group', { name: 'Cartão' }).getByRole('radio');
    if ((await cartoes.count()) > 1) await cartoes.first().check();
    await continuar.click();
  }
  await expect(form(page)).toBeVisible();
}

/** The titular signed in, on the form for themself. */
async function titularForm(page: Page, family: FreshFamily) {
  await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
  await openForm(page);
  return form(page);
}

async function fillService(page: Page): Promise<void> {
  const f = form(page);
  await f.getByLabel('Data do atendimento').pressSequentially(diasAtrasDigitado(3));
  await f.getByLabel('Valor do atendimento').pressSequentially('35000');
  await expect(f.getByLabel('Valor do atendimento')).toHaveValue('R$ 350,00');
  await f.getByLabel('Tipo de atendimento').selectOption({ index: 1 });
  await f.getByLabel('Motivo do reembolso').selectOption({ index: 1 });
  await f.getByLabel('Local de atendimento').fill('Clínica Boa Saúde');
  await f.getByLabel('UF', { exact: true }).selectOption('SP');
  await f.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await f.getByLabel('CPF ou CNPJ do prestador').pressSequentially('11222333000181');
}

test(
  'a titular files a request for the dependant: compressed photo, PDF bill, reused bank data, protocol',
  PHONE,
  async ({ page, family }) => {
    test.slow(); // a large photo compressed on the page, four screen states scanned
    const dependente = family.dependente!;
    await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Reembolso' })).toBeVisible();
    await pickBeneficiario(page, dependente.nome);
    await expect(page).toHaveURL(new RegExp(`${PATH}/${dependente.cpf.replace(/\D/g, '')}$`));
    await openForm(page);
    await expectAccessible(page, 'reembolso: formulário');

    await fillService(page);
    const f = form(page);
    // The portal's own Portuguese picker (issue 37): the camera on a phone, dragging on a desktop.
    await expect(f.getByText('Nenhum arquivo escolhido.').first()).toBeVisible();
    await expect(f.getByText('Escolher arquivos').first()).toBeVisible();
    const mobile = test.info().project.use.isMobile === true;
    await expect(f.getByRole('button', { name: 'Tirar foto' }).first()).toBeVisible({ visible: mobile });
    await expect(f.getByText(/Ou arraste o arquivo até aqui/).first()).toBeVisible({ visible: !mobile });
    const foto = await fotoGrande(page, 'recibo.jpg');
    expect(foto.tamanho).toBeGreaterThan(MAX_BYTES);
    await f.getByLabel('Notas fiscais ou recibos').setInputFiles(foto.caminho);
    await f
      .getByLabel('Contas hospitalares')
      .setInputFiles({ name: 'conta.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO });
    await expect(f.getByText('Pronto para envio')).toHaveCount(2, { timeout: 60_000 });
    await expect(f.getByText('recibo.jpg escolhido.')).toBeVisible();
    await expect(f.getByText(/comprimido em \d+%/)).toBeVisible();

    // The titular's earlier request offers its account, masked; it is reused by reference.
    const contas = f.getByRole('radiogroup', { name: 'Conta para o pagamento' }).getByRole('radio');
    await expect(contas.first()).toBeVisible();
    await expect(contas.filter({ hasNotText: 'Informar outra conta' }).first()).not.toHaveAccessibleName(
      /\d{6}/,
    );
    await contas.first().check();

    await f.getByRole('button', { name: 'Revisar solicitação' }).click();
    await expect(f.getByRole('heading', { name: 'Confira sua solicitação' })).toBeVisible();
    // The card as spec §5 formats it (digits grouped), with its plan and segmentation (issue 37).
    await expect(f.locator('dd').filter({ hasText: CARTAO_COM_PLANO })).toBeVisible();
    await expect(f.getByText('Clínica Boa Saúde')).toBeVisible();
    await expect(f.getByText('recibo.jpg')).toBeVisible();
    await expect(f.getByText('conta.pdf')).toBeVisible();
    await expectAccessible(page, 'reembolso: revisão');

    const envios: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && daApi(reembolsoEndpoints.solicitar, request.url()))
        envios.push(request.url());
    });
    const enviar = f.getByRole('button', { name: 'Enviar solicitação' });
    await enviar.click();
    const resultado = page.getByRole('heading', {
      name: /^Solicitação de reembolso registrada\. Protocolo n° \d{20}\./,
    });
    await expect(resultado).toBeVisible({ timeout: 30_000 });
    await expect(resultado).toBeFocused();
    const protocolo = (await page.getByTestId('protocolo').textContent()) ?? '';
    expect(protocolo).toMatch(/^\d{20}$/);
    await expect(page.getByTestId('prazo')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(envios).toHaveLength(1);
    // The history is read again: the new request is on its first page, 'Solicitado'.
    await expect(record(page, 'Seus reembolsos', protocolo)).toContainText('Solicitado');
    await expectAccessible(page, 'reembolso: protocolo');
  },
);

test('a wrong provider CNPJ and a file above the limit are refused with the spec messages', async ({
  page,
  family,
}) => {
  const f = await titularForm(page, family);
  const cnpj = f.getByLabel('CPF ou CNPJ do prestador');
  await cnpj.pressSequentially('11222333000180');
  await cnpj.blur();
  await expect(f.getByText(MESSAGES.invalidCpfCnpj)).toBeVisible();
  await expect(cnpj).toHaveAttribute('aria-invalid', 'true');

  const grande = Buffer.concat([PDF_MINIMO, Buffer.alloc(MAX_BYTES + 1024, 0x20)]);
  await f
    .getByLabel('Notas fiscais ou recibos')
    .setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: grande });
  await expect(f.getByText(fileTooLarge(formatFileSize(MAX_BYTES)), { exact: true })).toBeVisible();

  // Reviewing refuses to go on: the first field in error takes focus.
  await f.getByRole('button', { name: 'Revisar solicitação' }).click();
  await expect(f.getByLabel('Data do atendimento')).toBeFocused();
  await expect(f.getByRole('heading', { name: 'Confira sua solicitação' })).toHaveCount(0);
  await expectAccessible(page, 'reembolso: erros');
});

/** The raw records of the drafts database, as structured clones turned into text. */
const rawDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal-rascunhos');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.map((draft: unknown) =>
                JSON.stringify(draft, (_key, value: unknown) =>
                  value instanceof ArrayBuffer
                    ? `ArrayBuffer(${value.byteLength})`
                    : value instanceof Blob
                      ? `Blob(${value.size})`
                      : value,
                ),
              ),
            );
        };
      }),
  );

test('a reload in the middle of the form brings the draft back; a logout deletes it', async ({
  page,
  family,
}) => {
  const f = await titularForm(page, family);
  await f.getByLabel('Local de atendimento').fill('Hospital Central');
  await f.getByLabel('Valor do atendimento').pressSequentially('12345');
  await f
    .getByLabel('Notas fiscais ou recibos')
    .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO });
  await f.getByRole('radio', { name: 'Informar outra conta' }).check();
  await f.getByLabel('Nome do titular').fill('Titular Da Conta');
  await f.getByLabel('Agência', { exact: true }).fill('3064');
  await f.getByLabel('Conta', { exact: true }).fill('98765432');
  await expect(f.getByText('Pronto para envio')).toBeVisible();

  // Saved as typed: bank data only as ciphertext, the rest as typed.
  await expect.poll(async () => (await rawDrafts(page)).join()).toContain('Hospital Central');
  const raw = (await rawDrafts(page)).join();
  expect(raw).toContain('Blob(');
  expect(raw).not.toContain('98765432');
  expect(raw).not.toContain('Titular Da Conta');

  // The kept draft opens the form on its own card once read (after the card step's first paint): picking a card
  // here would race it.
  await page.reload();
  await expect(form(page)).toBeVisible();
  await expect(page.getByText(FINANCEIRO_MESSAGES.draftRestored)).toBeVisible();
  await expect(f.getByLabel('Local de atendimento')).toHaveValue('Hospital Central');
  await expect(f.getByLabel('Valor do atendimento')).toHaveValue('R$ 123,45');
  await expect(f.getByLabel('Conta', { exact: true })).toHaveValue('98765432');
  await expect(f.getByLabel('Nome do titular')).toHaveValue('Titular Da Conta');
  await expect(f.getByText('recibo.pdf', { exact: true })).toBeVisible();
  await expect(f.getByText('Pronto para envio')).toBeVisible();
  await expectAccessible(page, 'reembolso: rascunho recuperado');

  // Leaving asks first (unsaved work, spec §4): 'Não' stays on the form.
  await clickHomeInMenu(page);
  const pergunta = page.getByRole('alertdialog', { name: MESSAGES.leaveTitle });
  await expect(pergunta).toBeVisible();
  await pergunta.getByRole('button', { name: MESSAGES.leaveCancel }).click();
  await expect(f.getByLabel('Local de atendimento')).toHaveValue('Hospital Central');

  // Logging out (confirmed) deletes the member's drafts from the device.
  await chooseUserMenuItem(page, family.titular.primeiroNome, 'Sair');
  await page.getByRole('alertdialog').getByRole('button', { name: MESSAGES.leaveConfirm }).click();
  await expect(page).toHaveURL(naTela('login'));
  await expect.poll(() => rawDrafts(page)).toEqual([]);
});

test('demo Maria downloads a file of her paid request', async ({ page }) => {
  await loginTo(page, DEMO.maria.cpf, PATH);
  // Her two cards say which is the medical plan and which the dental one (issue 37).
  const cartoes = page.getByRole('group', { name: 'Cartão' }).getByRole('radio');
  await expect(cartoes).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Vale Verde Odonto — Odontológico/ })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: /Vale Verde Essencial Apartamento — Ambulatorial \+ Hospitalar/ }),
  ).toBeVisible();
  // The seed's paid one (other journeys may leave more of Maria's paid: the request queues' pays one).
  const pago = record(page, 'Seus reembolsos', /\d{20}/)
    .filter({ has: page.locator('[data-status="PAGO"]') })
    .filter({ hasText: 'R$ 480,00' });
  await expect(pago).toBeVisible();
  await pago.getByRole('button', { name: /Arquivos/ }).click();
  const baixar = pago.getByRole('button', { name: /^Baixar .+\.pdf$/ });
  await expect(baixar).toBeVisible();
  const nome = ((await baixar.getAttribute('aria-label')) ?? '').replace(/^Baixar /, '');
  const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
  expect(download.suggestedFilename()).toBe(nome);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page, 'reembolso: arquivos de um pedido pago');
});

test('Carlos sees reimbursement amounts without clinical details', async ({ page }) => {
  await loginTo(page, DEMO.carlos.cpf, PATH);
  const maria = page.getByRole('radio', { name: new RegExp(DEMO.maria.nome) });
  await expect(maria).toBeChecked();
  const todos = 'Seus reembolsos';
  // The seed's paid one (other journeys may leave more of Maria's paid: the request queues' pays one).
  const pago = record(page, todos, /\d{20}/)
    .filter({ has: page.locator('[data-status="PAGO"]') })
    .filter({ hasText: 'R$ 480,00' });
  await expect(pago).toContainText('R$ 480,00');
  await expect(pago).toContainText('R$ 410,00');
  await expect(pago).toContainText(ACESSO_SAUDE_MESSAGES.somenteValores);
  // No place, reason or file of Maria's care anywhere on the screen.
  const main = page.getByRole('main');
  for (const clinico of [
    'Clínica Bem Viver',
    'Espaço Equilíbrio Terapias',
    'sem cobertura',
    'Pronto-Socorro',
  ]) {
    await expect(main).not.toContainText(clinico);
  }
  await expect(page.getByRole('button', { name: /^Arquivos/ })).toHaveCount(0);
  // He may not file for her: the screen says why instead of offering the form.
  const novo = page.getByRole('region', { name: 'Nova solicitação de reembolso' });
  await expect(novo).toContainText('Maria tem 18 anos ou mais: peça a ela acesso aos dados de saúde.');
  await expect(novo.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
  await expectAccessible(page, 'reembolso: valores sem detalhes clínicos');

  // João's, the same.
  const joao = page.getByRole('radio', { name: new RegExp(DEMO.joao.nome) });
  await joao.click();
  await expect(joao).toBeChecked();
  await expect(record(page, todos, /\d{20}/).first()).toContainText(ACESSO_SAUDE_MESSAGES.somenteValores);
  await expect(novo).toContainText('João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.');
});
