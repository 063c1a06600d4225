// Request queues (issue 39, decision 0043): demo Maria files a reimbursement (through the portal's API, as her
// screen would); the back office (retaguarda@) finds it in the reimbursements queue, takes it, opens its receipt
// in the page and asks for a document; Maria reads the reason and sends it from her reimbursement screen (part
// E's dialog); the back office sees it back in analysis with the new file and pays it; Maria gets the e-mail
// and sees it paid. Both console screens are scanned by both accessibility engines in both themes.
import { formatIsoDate, operatorDate, ROUTES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { PDF_MINIMO } from '../support/pdf';
import { pedirReembolsoPelaApi } from '../support/reembolso';
import { DEMO } from '../support/auth';
import { caminhoConsole, entrarNoConsole } from '../support/console';
import { waitForMail } from '../support/mail';
import { record } from '../support/responsive-list';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';

const MARIA_EMAIL = 'maria.souza@email.test';
const HISTORICO = 'Seus reembolsos';
const MOTIVO = 'Envie o pedido médico do exame, com a assinatura do médico.';

test('the back office asks Maria for a document, she sends it, and the reimbursement is paid', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, a sign-in to the console, four screens scanned in both themes
  const desde = Date.now();
  await loginTo(page, DEMO.maria.cpf, ROUTES.solicitacaoReembolso.path);
  const protocolo = await pedirReembolsoPelaApi(page, DEMO.maria.cpf, {
    valorCentavos: 32_000,
    tipoAtendimento: 'EXAME',
    localAtendimento: 'Laboratório Central',
    diasAtras: 2,
    arquivo: 'recibo-exame.pdf',
  });

  const equipe = await browser.newContext();
  try {
    const console_ = await equipe.newPage();
    await entrarNoConsole(console_, 'retaguarda', 'solicitacoes');
    await console_.getByLabel('Fila', { exact: true }).selectOption({ label: 'Reembolsos' });
    const linha = console_.getByRole('row').filter({ hasText: protocolo });
    await expect(linha).toContainText(DEMO.maria.nome);
    await expect(linha).toContainText('Faltam 7 dias úteis');
    await expect(console_.getByRole('status').filter({ hasText: 'Reembolsos:' })).toContainText(/atrasada/);
    await expectAccessible(console_, 'Fila de solicitações');

    await linha.getByRole('button', { name: `Ficar com ela: ${protocolo}` }).click();
    await expect(linha).toContainText('Rita Retaguarda');
    await linha.getByRole('link', { name: new RegExp(protocolo) }).click();
    await expect(console_).toHaveURL(new RegExp(`${caminhoConsole(`solicitacoes/${protocolo}`)}$`));
    await expect(console_.getByRole('heading', { level: 2, name: new RegExp(protocolo) })).toBeVisible();
    await expect(console_.getByText('Rita Retaguarda (você)')).toBeVisible();

    // The receipt opens in the page, from the console's own endpoint: inline, sandboxed, nosniff.
    const anexo = console_.waitForResponse((r) => r.url().includes(`/solicitacoes/${protocolo}/anexos/`));
    await console_.getByRole('button', { name: 'Abrir recibo-exame.pdf' }).click();
    const resposta = await anexo;
    expect(resposta.status()).toBe(200);
    const cabecalhos = await resposta.allHeaders();
    expect(cabecalhos['content-type']).toBe('application/pdf');
    expect(cabecalhos['content-disposition']).toMatch(/^inline/);
    expect(cabecalhos['x-content-type-options']).toBe('nosniff');
    expect(cabecalhos['content-security-policy']).toMatch(/^sandbox/);
    await expect(console_.getByTitle('Arquivo recibo-exame.pdf')).toBeVisible();
    await expectAccessible(console_, 'Solicitação de reembolso');

    // Ask for a document: the reason is required, and it is what Maria reads.
    await console_.getByRole('button', { name: 'Pedir documentos' }).click();
    await console_.getByRole('button', { name: 'Confirmar: Pedir documentos' }).click();
    await expect(console_.getByText('Escreva o motivo que o beneficiário vai ler.')).toBeVisible();
    await console_.getByLabel('Motivo (o beneficiário lê este texto)').fill(MOTIVO);
    await expectAccessible(console_, 'Solicitação: pedir documentos');
    await console_.getByRole('button', { name: 'Confirmar: Pedir documentos' }).click();
    await expect(
      console_.getByText('Feito: Pedir documentos. O beneficiário foi avisado por e-mail.'),
    ).toBeVisible();
    await expect(console_.getByRole('region', { name: /Histórico/ })).toContainText(MOTIVO);

    // Maria reads the reason and sends the document from her screen.
    await page.reload();
    const pedido = record(page, HISTORICO, protocolo);
    await expect(pedido).toContainText('Pendente');
    await expect(pedido).toContainText(MOTIVO);
    await pedido.getByRole('button', { name: 'Enviar documentos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Enviar documentos' });
    await dialogo
      .getByLabel('Notas fiscais ou recibos')
      .setInputFiles({ name: 'pedido-medico.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO });
    await expect(dialogo.getByText('Pronto para envio')).toHaveCount(1, { timeout: 30_000 });
    await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(pedido).toContainText('Em análise', { timeout: 30_000 });

    // The back office sees it back in analysis with the new file, and pays it.
    await console_.reload();
    await expect(console_.getByRole('region', { name: /Histórico/ })).toContainText(
      'Documentos enviados pelo beneficiário',
    );
    await expect(console_.getByRole('button', { name: 'Abrir pedido-medico.pdf' })).toBeVisible();
    await console_.getByRole('button', { name: 'Pagar' }).click();
    await console_.getByLabel('Valor pago (R$)').fill('300,00');
    await console_.getByLabel('Data do pagamento').fill(formatIsoDate(operatorDate(new Date())));
    await console_.getByRole('button', { name: 'Confirmar: Pagar' }).click();
    await expect(console_.getByText('Feito: Pagar. O beneficiário foi avisado por e-mail.')).toBeVisible();
    await expect(console_.getByRole('region', { name: /Histórico/ })).toContainText('R$ 300,00');
    await expect(console_.getByText('Solicitação respondida: não há mais o que fazer aqui.')).toBeVisible();
  } finally {
    await equipe.close();
  }

  // Maria is told, and sees it paid.
  const PAGO = 'A situação da sua solicitação mudou para: Pago.';
  const aviso = await waitForMail(MARIA_EMAIL, desde, `Reembolso - protocolo ${protocolo}`, PAGO);
  expect(aviso.text).toContain(PAGO);
  await page.reload();
  await expect(record(page, HISTORICO, protocolo)).toContainText('Pago');
});
