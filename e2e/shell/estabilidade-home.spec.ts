// Issue 37, "Every screen as fast and still as the home": the home at 360 px. Its cards are drawn first as
// frames (title and loader) and filled when their chunk and answer arrive, after the first paint; a card
// taller loaded than its frame pushes every card below it, the service groups and the topics down. Maria's
// Situação Financeira card (an overdue bill: its status badge wraps under the competence) was 22 px taller
// than the frame, so the next card moved at ~1.7 s: a 0.0015 shift on a fresh home, 0.027 once in the
// phone journey of Quem Acessou Meus Dados, which signs in and leaves from the home. Whether such a shift
// passes the CLS budget depends on what is in the viewport when it lands; the heights do not, so this
// journey compares them, and then asks for a home that did not move at all.
import { ROUTES } from '@portal/domain';
import { DEMO, signInAs } from '../support/auth';
import { layoutShifts, waitUntilLoaded } from '../support/estabilidade';
import { expect, PHONE_ONLY, test } from '../support/family';
import { expectHomeCardsLoaded, MARIA_HOME_CARDS } from '../support/shell';

test(
  'the home’s cards are as tall loaded as their frames, and nothing on the home moves',
  PHONE_ONLY,
  async ({ page }) => {
    await signInAs(page, DEMO.maria.cpf);
    // A fresh load of the home: the one whose shifts count (the sign-in reached it from the login form).
    await page.goto(ROUTES.home.path);
    await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
    await waitUntilLoaded(page);
    // The tallest card loaded: the overdue bill with its status.
    await expect(
      page.getByRole('region', { name: 'Situação Financeira' }).getByText(/^Vencido há \d+ dias?$/),
    ).toBeVisible();

    // Each card (ui/home-card.tsx: a section with aria-busy) loaded, against its frame's height: the
    // min-height every card has while it loads, since a frame's own content (title, loader) is shorter.
    const cartoes = await page
      .getByRole('main')
      .locator('section[aria-busy]')
      .evaluateAll((sections) =>
        sections.map((s) => ({
          titulo: s.querySelector('h2')?.textContent ?? '',
          altura: s.getBoundingClientRect().height,
          moldura: parseFloat(getComputedStyle(s).minHeight),
        })),
      );
    expect(cartoes.map((c) => c.titulo)).toEqual(
      expect.arrayContaining(['Cartão Virtual', 'Situação Financeira', 'Pontos de Atendimento']),
    );
    for (const { titulo, altura, moldura } of cartoes)
      expect(altura, `${titulo}: ${altura} px loaded, its frame ${moldura} px`).toBeLessThanOrEqual(moldura);

    // And so nothing on the home moved while it loaded: no layout shift at all (the budget is 0.02).
    const shifts = (await layoutShifts(page)).filter((s) => !s.afterInput);
    expect(shifts, shifts.map((s) => s.sources.join('; ')).join('\n')).toEqual([]);
  },
);
