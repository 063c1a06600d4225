// Notícias e dicas de saúde (issue 17): Maria finds the operator's topics below the service groups,
// newest first, opens one in a dialog (title, date, sanitised body with a safe external link), and the
// opening is recorded as the spec's resource usage 'TOPICO' (and which topic, as a functionality use).
// Scanned in both themes with the dialog open, on a phone too.
import { addDays } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs } from '../support/auth';
import { expect, test } from '../support/test';
import { diaBr, diaDemo } from '../financeiro/periodo-support';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { urlDaApi } from '../support/api';

const GRIPE = 'Vacinação contra a gripe: já chegou a sua vez?';

test('Maria opens a health topic from the home and its use is recorded', async ({ page }) => {
  await signInAs(page, DEMO.maria.cpf);
  const secao = page.getByRole('region', { name: 'Notícias e dicas de saúde' });
  // The seed's topics, in this order (a console journey may have published one for Maria meanwhile).
  await expect(secao.getByRole('heading', { level: 3 })).toContainText([
    GRIPE,
    'Outubro Rosa: o cuidado que começa com você',
    'Pronto-socorro ou consulta? Saiba onde ir',
    'Calor: beba água antes de sentir sede',
  ]);
  const gripe = secao.getByRole('article', { name: GRIPE });
  await expect(gripe).toContainText(diaBr(addDays(diaDemo(), -2)));

  const recurso = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(urlDaApi(usuarioEndpoints.utilizacaoRecurso)),
  );
  const funcionalidade = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(urlDaApi(usuarioEndpoints.utilizacaoFuncionalidade)),
  );
  const ler = gripe.getByRole('button', { name: `Ler mais: ${GRIPE}` });
  await ler.click();
  const dialogo = page.getByRole('dialog', { name: GRIPE });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(`Publicado em ${diaBr(addDays(diaDemo(), -2))}`);
  await expect(dialogo.getByRole('heading', { level: 3, name: 'Quem deve se vacinar' })).toBeVisible();
  await expect(dialogo.getByRole('listitem')).toHaveCount(4);
  const link = dialogo.getByRole('link', { name: 'site do Ministério da Saúde' });
  await expect(link).toHaveAttribute('href', 'https://www.gov.br/saude/pt-br/vacinacao');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const [usoRecurso, usoFuncionalidade] = await Promise.all([recurso, funcionalidade]);
  expect(usoRecurso.postDataJSON()).toEqual({ recurso: 'TOPICO' });
  expect(usoFuncionalidade.postDataJSON()).toMatchObject({ recurso: 'TOPICO', complemento: GRIPE });
  expect((await usoRecurso.response())?.status()).toBeLessThan(300);
  expect((await usoFuncionalidade.response())?.status()).toBeLessThan(300);
  await expectAccessible(page, 'tópico aberto');

  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(ler).toBeFocused();
  await expectAccessible(page, 'início com tópicos');
});
