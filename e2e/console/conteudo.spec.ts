// Topics and home banners (issue 38): the content editor publishes a topic and two banners from the console
// — one for every member, one for a product Maria has no plan of — previewing the text through the server's
// sanitiser first; Maria then sees the topic and the first banner on her home, and not the other product's
// banner; withdrawn again, they leave her home. Both console screens (with the editor and the preview open)
// and Maria's home with the banner are scanned by both accessibility engines in both themes.
import { ROUTES } from '@portal/domain';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { entrarNoConsole } from '../support/console';
import { expectStill, layoutShifts, RECORD_SHIFTS } from '../support/estabilidade';
import { expect, test } from '../support/test';

test('the editor publishes a topic and a banner, Maria sees them; another product’s banner is not hers', async ({
  page,
  browser,
}) => {
  const marca = Date.now().toString(36);
  const topico = `Mutirão de vacinação ${marca}`;
  const banner = `Atendimento ampliado ${marca}`;
  const outroProduto = `Só do Clássico ${marca}`;

  await entrarNoConsole(page, 'conteudo', 'topicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Tópicos' })).toBeVisible();
  await expectAccessible(page, 'Tópicos');
  await page.getByRole('button', { name: 'Novo tópico' }).click();
  await page.getByLabel('Título').fill(topico);
  await page.getByLabel('Resumo').fill('Postos abertos no sábado, das 8h às 17h.');
  const corpo = page.getByRole('textbox', { name: 'Texto do tópico' });
  await corpo.click();
  await page.keyboard.type('Leve a carteirinha e um documento com foto.');
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previa = page.getByRole('region', { name: 'Prévia: como os beneficiários verão' });
  await expect(previa.getByText('Leve a carteirinha e um documento com foto.')).toBeVisible();
  await expectAccessible(page, 'Tópicos (novo, prévia)');
  await page.getByRole('button', { name: 'Publicar tópico' }).click();
  await expect(page.getByText(`Tópico “${topico}” salvo: no ar.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(topico) })).toContainText('No ar');

  await page.getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo banner' }).click();
  await page.getByLabel('Título').fill(banner);
  await page.getByRole('radio', { name: 'Atenção' }).check();
  await page.getByRole('textbox', { name: 'Texto do banner' }).click();
  await page.keyboard.type('O pronto-socorro atende 24 horas neste feriado.');
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Atenção: ${banner}` })).toContainText(
    'O pronto-socorro atende 24 horas neste feriado.',
  );
  await expectAccessible(page, 'Banners (novo, prévia)');
  await page.getByRole('button', { name: 'Publicar banner' }).click();
  await expect(page.getByText(`Banner “${banner}” salvo: no ar.`)).toBeVisible();

  await page.getByRole('button', { name: 'Novo banner' }).click();
  await page.getByLabel('Título').fill(outroProduto);
  await page.getByRole('textbox', { name: 'Texto do banner' }).click();
  await page.keyboard.type('Novidade para os clientes do plano Clássico.');
  await page.getByRole('radio', { name: 'Beneficiários de um produto' }).check();
  await page
    .getByLabel('Produto', { exact: true })
    .selectOption({ label: 'Vale Verde Clássico Enfermaria (ANS 487.656/21-0)' });
  await page.getByRole('button', { name: 'Publicar banner' }).click();
  await expect(page.getByText(`Banner “${outroProduto}” salvo: no ar.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(outroProduto) })).toContainText('ANS 487.656/21-0');
  await expectAccessible(page, 'Banners');

  // Maria on a 360 px phone, where late content moves the most: her home, opened afresh with the banners,
  // stays still (they are drawn with the topics, below everything else: decision 0036 §4): nothing moves
  // because of them.
  const membro = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    await membro.addInitScript(RECORD_SHIFTS);
    const maria = await membro.newPage();
    await signInAs(maria, DEMO.maria.cpf);
    await maria.goto(ROUTES.home.path);
    const aviso = maria.getByRole('alert').filter({ hasText: `Atenção: ${banner}` });
    await expect(aviso).toContainText('O pronto-socorro atende 24 horas neste feriado.');
    await expect(maria.getByRole('heading', { level: 3, name: topico })).toBeVisible();
    await expect(maria.getByText(outroProduto)).toHaveCount(0);
    await expectStill(maria, 'início com banners');
    // Measured: 0.0015, all of it the 'Pontos de Atendimento' card's own loading line; nothing moved for them.
    for (const shift of await layoutShifts(maria)) {
      expect(shift.sources.join(' ')).not.toMatch(/Avisos da operadora|Notícias e dicas|footer/);
    }
    await expectAccessible(maria, 'Início com banner');

    // Withdrawn from the console, they leave her home (and the other journeys find the seed's home again).
    for (const titulo of [outroProduto, banner]) {
      await page.getByRole('button', { name: `Retirar ${titulo}` }).click();
      await expect(page.getByText(`“${titulo}”: retirado.`)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Tópicos' }).click();
    await page.getByRole('button', { name: `Retirar ${topico}` }).click();
    await expect(page.getByRole('row', { name: new RegExp(topico) })).toContainText('Retirado');
    await maria.reload();
    await expect(maria.getByRole('heading', { level: 2, name: 'Notícias e dicas de saúde' })).toBeVisible();
    await expect(maria.getByText(banner)).toHaveCount(0);
    await expect(maria.getByText(topico)).toHaveCount(0);
  } finally {
    await membro.close();
  }
});
