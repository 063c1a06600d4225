// Issue 37: the second accessibility engine of support/a11y.ts (HTML_CodeSniffer, pa11y's) can fail. A page
// with two faults axe lets pass — a link whose accessible name leaves out its visible text (WCAG 2.5.3)
// and a phone field whose `autocomplete` its type does not admit (1.3.5) — fails `expectAccessible`
// naming both; the same page written as the portal now writes them passes.
import { expectAccessible, htmlcsFailures } from '../support/a11y';
import { expect, test } from '../support/test';

const page = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main><h1>Teste</h1>${body}</main></body></html>`;

const WITH_FAULTS = page(`
  <a href="/informe" aria-label="Informe para Imposto de Renda">Informe para IR</a>
  <label for="tel">Telefone</label><input id="tel" type="tel" autocomplete="tel-national">`);
const FIXED = page(`
  <a href="/informe" aria-label="Informe para IR – Imposto de Renda">Informe para IR</a>
  <label for="tel">Telefone</label><input id="tel" type="text" inputmode="tel" autocomplete="tel-national">`);

test('HTML_CodeSniffer fails a page on what axe lets pass, and passes it fixed', async ({ page: tab }) => {
  await tab.setContent(WITH_FAULTS);
  expect(
    (await htmlcsFailures(tab))
      .map((f) => f.code.replace(/^WCAG2AA\.Principle\d\.Guideline\d_\d\./, ''))
      .sort(),
  ).toEqual(['1_3_5.H98', '2_5_3.F96']);
  await expect(expectAccessible(tab, 'página com defeitos')).rejects.toThrow(
    /HTML_CodeSniffer \(WCAG2AA\) errors on página com defeitos[\s\S]*F96[\s\S]*Informe para IR/,
  );

  await tab.setContent(FIXED);
  expect(await htmlcsFailures(tab)).toEqual([]);
  await expectAccessible(tab, 'página corrigida');
});
