// Guia Médico (issue 40): the operator's network inside the portal. A visitor picks a plan and finds a
// pediatrician near a CEP (picking the catalogue's suggestion in the combobox); Maria's search is in her own
// plan and she calls a clinic (the tel: link); a misspelt name finds the provider, whose page explains its
// quality attributes and says whether each location is in her plans; the hospital leaving her plan shows on
// her home with the way to its substitute; the network changes list the one that left. Every screen scanned
// (axe and the second engine, both themes); on a phone, each screen and the home stay still (CLS ≤ 0.02).
// The demo's well-known rows come from the seed's own table (@portal/test-support/rede-demo).
import type { Page } from '@playwright/test';
import { addDays, formatDate, formatIsoDate, ROUTES, routePath } from '@portal/domain';
import { guiaMedicoEndpoints } from '@portal/domain/contract/facilidades/guia-medico';
import { ALTERACOES_REDE_DEMO, BUSCAS_REDE_DEMO, PRODUTOS_REDE_DEMO } from '@portal/test-support/rede-demo';
import { expectAccessible } from '../support/a11y';
import { daApi } from '../support/api';
import { DEMO, signInAs } from '../support/auth';
import { expectStill } from '../support/estabilidade';
import { diaDemo } from '../financeiro/periodo-support';
import { expect, PHONE, test } from '../support/test';
import { naTela, padraoDaTela } from '../support/rotas';

const { pediatraPerto, nomeComErro } = BUSCAS_REDE_DEMO;
const { essencial, odonto } = PRODUTOS_REDE_DEMO;
const { saidaProxima, saidaPassada } = ALTERACOES_REDE_DEMO;

const telDe = (digitos: string) => `tel:+55${digitos}`;
const resultados = (page: Page) =>
  page.getByRole('list', { name: 'Locais encontrados' }).getByRole('article');

/** Types into the "what" field and picks the catalogue's suggestion (the ARIA combobox). */
async function escolherSugestao(page: Page, termo: string, sugestao: string): Promise<void> {
  const campo = page.getByRole('combobox', { name: 'Especialidade, serviço ou nome' });
  await campo.fill(termo);
  const opcao = page.getByRole('option', { name: new RegExp(`^${sugestao}`) });
  await expect(opcao).toBeVisible();
  await campo.press('ArrowDown');
  await expect(campo).toHaveAttribute('aria-activedescendant', (await opcao.getAttribute('id'))!);
  await campo.press('Enter');
  await expect(campo).toHaveValue(sugestao);
  await expect(campo).toHaveAttribute('aria-expanded', 'false');
}

test('a visitor finds a pediatrician near a CEP in the plan they pick', async ({ page }) => {
  test.slow(); // scans in both themes
  await page.goto(ROUTES.guiaMedico.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Guia Médico' })).toBeVisible();
  await expectStill(page, ROUTES.guiaMedico.path);
  await expectAccessible(page, 'guia médico (visitante)');

  // No plan chosen: the form says so beside the field, and nothing is asked of the server.
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Escolha o plano para buscar na rede dele.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Plano' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('combobox', { name: 'Plano' }).selectOption({ label: `${essencial.nome} (médico)` });
  await escolherSugestao(page, pediatraPerto.termo, pediatraPerto.servicoNome);
  await page.getByRole('textbox', { name: /^CEP/ }).fill(pediatraPerto.cep);
  const busca = page.waitForRequest((r) => daApi(guiaMedicoEndpoints.busca, r.url()));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const pedido = new URL((await busca).url());
  expect(pedido.searchParams.get('produto')).toBe(essencial.registroAns);
  expect(pedido.searchParams.get('servico')).toBe(pediatraPerto.servico);

  await expect(page.getByText(`Mostrando resultados de ${pediatraPerto.servicoNome}.`)).toBeVisible();
  const primeiro = resultados(page).first();
  await expect(primeiro.getByRole('heading', { level: 3 })).toHaveText(pediatraPerto.primeiro.nome);
  await expect(primeiro).toContainText('0 m');
  await expect(primeiro.locator('address')).toContainText(pediatraPerto.primeiro.bairro);
  await expect(
    primeiro.getByRole('link', { name: new RegExp(`^Ligar para ${pediatraPerto.primeiro.nome}: `) }),
  ).toHaveAttribute('href', telDe(pediatraPerto.primeiro.telefone));
  await expect(
    primeiro.getByRole('link', { name: `Como chegar a ${pediatraPerto.primeiro.nome} (abre em nova aba)` }),
  ).toBeVisible();
  // The search is in the address: a reload shows the same results.
  await expect(page).toHaveURL(/[?&]cep=13025001/);
  await expectAccessible(page, 'guia médico: resultados');
  await page.reload();
  await expect(resultados(page).first().getByRole('heading', { level: 3 })).toHaveText(
    pediatraPerto.primeiro.nome,
  );
});

test('Maria searches her own plan and calls a clinic with one tap', PHONE, async ({ page }) => {
  await signInAs(page, DEMO.maria.cpf);
  // The Facilidades entry opens the portal's own guide (the demo sets no external URL_GUIA_MEDICO).
  await page
    .getByRole('region', { name: 'Facilidades' })
    .getByRole('link', { name: 'Guia Médico', exact: true })
    .click();
  await expect(page).toHaveURL(naTela('guiaMedico'));
  // Her plans, chosen for her: the medical one first, the dental one beside it; no product list of the operator.
  const planos = page.getByRole('group', { name: 'Buscar na rede do seu plano' });
  await expect(planos.getByRole('radio', { name: `${essencial.nome} (médico)` })).toBeChecked();
  await expect(planos.getByRole('radio', { name: `${odonto.nome} (odontológico)` })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Plano' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Especialidade, serviço ou nome' }).fill(pediatraPerto.termo);
  await page.getByRole('textbox', { name: /^CEP/ }).fill(pediatraPerto.cep);
  const busca = page.waitForRequest((r) => daApi(guiaMedicoEndpoints.busca, r.url()));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  expect(new URL((await busca).url()).searchParams.get('produto')).toBe(essencial.registroAns);
  const clinica = resultados(page).filter({ hasText: pediatraPerto.primeiro.nome }).first();
  const ligar = clinica.getByRole('link', {
    name: new RegExp(`^Ligar para ${pediatraPerto.primeiro.nome}: `),
  });
  await expect(ligar).toHaveAttribute('href', telDe(pediatraPerto.primeiro.telefone));
  await expectAccessible(page, 'guia médico (Maria)');
});

test('a misspelt name finds the provider, whose page explains it and names Maria’s plans', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.maria.cpf, ROUTES.guiaMedico.path);
  await page.getByRole('combobox', { name: 'Especialidade, serviço ou nome' }).fill(nomeComErro.termo);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const achado = resultados(page).filter({ hasText: nomeComErro.nome }).first();
  await achado.getByRole('link', { name: nomeComErro.nome, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${padraoDaTela('guiaMedico', 'prestador-')}\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: nomeComErro.nome })).toBeVisible();
  const local = page
    .getByRole('region', { name: /^Loca(l|is) de atendimento$/ })
    .getByRole('article', { name: nomeComErro.nome });
  await expect(local).toContainText(`Atende pelo seu plano ${essencial.nome}`);
  await expect(local).toContainText(`Não atende pelo seu plano ${odonto.nome}`);
  // Opened as a page of its own (the shifts counted are a load's), it stays still too.
  await page.reload();
  await expect(local).toBeVisible();
  await expectStill(page, 'prestador');
  await expectAccessible(page, 'guia médico: prestador');
  // The breadcrumb goes back to the same search.
  await page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link').click();
  await expect(page).toHaveURL(/[?&]termo=quaresmera/);
  await expect(resultados(page).filter({ hasText: nomeComErro.nome }).first()).toBeVisible();
});

test('the hospital leaving Maria’s plan shows on her home, with the way to its substitute', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.maria.cpf);
  const card = page.getByRole('region', { name: 'Guia Médico' });
  const saida = formatDate(formatIsoDate(addDays(diaDemo(), saidaProxima.diasAteSaida)));
  await expect(card.getByTestId('aviso-rede')).toHaveText(
    new RegExp(`^${saidaProxima.local.nome} deixa a rede do seu plano em ${saida.replaceAll('/', '\\/')}\\.`),
  );
  // The notice arrives in a card drawn at its size from the first paint: the home does not move.
  await page.reload();
  await expect(card.getByTestId('aviso-rede')).toBeVisible();
  await expectStill(page, 'início com o aviso da rede');
  await card.getByRole('link', { name: `Substituto: ${saidaProxima.substituto.nome}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: saidaProxima.substituto.nome })).toBeVisible();
  await expectAccessible(page, 'guia médico: substituto');

  // The network changes: the one that left is listed, with its date.
  await page.goto(routePath('guiaMedico', 'alteracoes'));
  const saiu = page.getByRole('article', { name: saidaPassada.local.nome });
  await expect(saiu).toContainText(/Saiu da rede em \d{2}\/\d{2}\/\d{4}/);
  const proxima = page.getByRole('article', { name: saidaProxima.local.nome });
  await expect(proxima).toContainText(`Deixa a rede em ${saida}`);
  await expect(proxima.getByRole('link', { name: saidaProxima.substituto.nome })).toBeVisible();
  await expectStill(page, 'alterações da rede');
  await expectAccessible(page, 'guia médico: alterações');
});

test('"Perto de mim" asks for the location only when pressed, and says what to do when refused', async ({
  page,
  context,
}) => {
  const pedidos: string[] = [];
  page.on('request', (r) => {
    if (daApi(guiaMedicoEndpoints.busca, r.url())) pedidos.push(r.url());
  });
  await page.goto(ROUTES.guiaMedico.path);
  await page.getByRole('combobox', { name: 'Plano' }).selectOption({ label: `${essencial.nome} (médico)` });
  // Refused (no permission given): a Portuguese message, and no search leaves.
  await page.getByRole('button', { name: 'Perto de mim' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Você não permitiu o uso da sua localização. Informe um CEP ou a cidade para buscar perto de um lugar.',
  );
  expect(pedidos).toEqual([]);
  // Allowed: the position goes to the search, and the distances are measured from it.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -22.8935, longitude: -47.0517 });
  const busca = page.waitForRequest((r) => daApi(guiaMedicoEndpoints.busca, r.url()));
  await page.getByRole('button', { name: 'Perto de mim' }).click();
  const pedido = new URL((await busca).url());
  expect(pedido.searchParams.get('latitude')).toBe('-22.89350');
  expect(pedido.searchParams.get('longitude')).toBe('-47.05170');
  await expect(page.getByText('Perto de você', { exact: true })).toBeVisible();
  await expect(resultados(page).first()).toContainText(/\d+(,\d)? k?m de distância/);
});
