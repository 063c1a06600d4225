// The LGPD desk (issue 39, decision 0045): Maria asks, from Meus Dados, for her social name to be recorded
// (a correction, LGPD art. 18 III) and gets a protocol with the 15-day deadline; the encarregado opens it in
// the console, decides it (atendido, on the data subject's right) and the portal corrects the field; Maria
// reads the answer on her screen and in her e-mail; the encarregado finds it all in the audit search and
// exports it as CSV. Every new screen — Maria's and the console's three — is scanned by both engines in both
// themes. The value Maria asks for is her full name: names shown are "social name or full name", so the other
// journeys sharing this portal read the same names afterwards.
import { readFile } from 'node:fs/promises';
import { ROUTES } from '@portal/domain';
import { EQUIPE_DEMO } from '@portal/domain/contract/console/demo';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { entrarNoConsole } from '../support/console';
import { waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

const MARIA_EMAIL = 'maria.souza@email.test';

test('Maria asks for a correction, the encarregado resolves it in the console, Maria reads the answer', async ({
  page,
  browser,
}) => {
  test.slow(); // seven screens scanned by both engines in both themes: over 60 s on CI's busy cores
  const desde = Date.now();
  const membro = await browser.newContext();
  try {
    const maria = await membro.newPage();
    await signInAs(maria, DEMO.maria.cpf, ROUTES.direitosTitular.path);
    await expect(
      maria.getByRole('heading', { level: 1, name: 'Meus Direitos sobre os Dados' }),
    ).toBeVisible();
    await expect(maria.getByRole('link', { name: 'Meus Dados em um Arquivo' })).toBeVisible();
    await expectAccessible(maria, 'Meus Direitos sobre os Dados');

    const form = maria.getByRole('region', { name: 'Fazer um pedido' });
    await form.getByLabel('O que você quer pedir').selectOption({ label: 'Correção de dados' });
    await form.getByLabel('Qual dado está errado').selectOption({ label: 'Nome social' });
    await form.getByLabel('Valor correto').fill(DEMO.maria.nome);
    await form.getByLabel('Descreva o seu pedido').fill('Quero que meu nome social conste no cadastro.');
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    const registrado = maria.getByText(/Solicitação registrada com o protocolo \d{20}\./);
    await expect(registrado).toBeVisible();
    const protocolo = /(\d{20})/.exec((await registrado.textContent()) ?? '')![1]!;
    const pedido = maria.getByRole('listitem').filter({ hasText: protocolo });
    await expect(pedido).toContainText('Correção de dados');
    await expect(pedido).toContainText('Em Andamento');
    await expectAccessible(maria, 'Meus Direitos sobre os Dados (pedido registrado)');

    // The desk: the queue, the request, the decision carried out.
    await entrarNoConsole(page, 'encarregado-lgpd', 'lgpd/solicitacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos dos titulares' })).toBeVisible();
    const linha = page.getByRole('row', { name: new RegExp(protocolo) });
    await expect(linha).toContainText('Correção de dados');
    await expect(linha).toContainText('15 dias');
    await expectAccessible(page, 'Pedidos dos titulares');
    await linha.getByRole('link', { name: protocolo }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido do titular' })).toBeVisible();
    await expect(page.getByText(`${DEMO.maria.nome} (CPF 39053344705)`)).toBeVisible();
    await expectAccessible(page, 'Pedido do titular');
    await page.getByLabel('Decisão', { exact: true }).selectOption({ label: 'Atendido' });
    await page
      .getByLabel('Base legal')
      .selectOption({ label: 'Direito do titular atendido (LGPD, art. 18)' });
    await page.getByLabel('Resposta ao titular').fill('Seu nome social foi registrado no cadastro.');
    await expect(page.getByLabel('Valor correto')).toHaveValue(DEMO.maria.nome);
    await page.getByRole('button', { name: 'Registrar decisão' }).click();
    const decisao = page.getByRole('region', { name: 'Decisão' });
    await expect(decisao).toContainText(`Nome social corrigido para "${DEMO.maria.nome}"`);
    await expect(decisao).toContainText('Atendido');
    await expectAccessible(page, 'Pedido do titular (decidido)');

    // The audit search finds the request and the decision; the CSV holds the same rows.
    await page.getByRole('link', { name: 'Busca na auditoria' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Busca na auditoria' })).toBeVisible();
    await page.getByLabel('CPF do titular').fill(DEMO.maria.cpf);
    await page.getByLabel('Ação').fill('lgpd.decidir');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('status').filter({ hasText: /1 registro/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /lgpd\.decidir/ })).toContainText(
      EQUIPE_DEMO['encarregado-lgpd'].nome,
    );
    await expectAccessible(page, 'Busca na auditoria');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const linhas = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas[0]).toBe('Trilha;Data e hora;Ação;Descrição;Titular;Autor;Recurso ou alvo;IP;Resultado');
    expect(linhas.slice(1).some((l) => l.startsWith('Equipe;') && l.includes('lgpd.decidir'))).toBe(true);

    // Maria reads the answer, and the e-mail brought it.
    await maria.reload();
    const respondido = maria.getByRole('listitem').filter({ hasText: protocolo });
    await expect(respondido).toContainText('Respondido');
    await expect(respondido).toContainText('Resposta da operadora: Atendido');
    await expect(respondido).toContainText('Seu nome social foi registrado no cadastro.');
    await expectAccessible(maria, 'Meus Direitos sobre os Dados (respondido)');
    const mail = await waitForMail(
      MARIA_EMAIL,
      desde,
      `Correção de dados - protocolo ${protocolo}`,
      'Seu pedido foi respondido: Atendido.',
    );
    expect(mail.text).toContain('Seu nome social foi registrado no cadastro.');
  } finally {
    await membro.close();
  }
});
