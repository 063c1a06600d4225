// Issue 37, "Every screen as fast and still as the home": every screen of the route table, opened on a
// 360 px phone as a member opens it (a fresh page load), stays still while it loads: CLS ≤ 0.02
// (support/estabilidade.ts). Run once, on the phone project: a phone's narrow column is where late
// content moves the most, and the desktop journeys do not change it. Public screens signed out; signed-in
// ones as demo Maria (every permission); the exceptions say why in VISITAS. A route added to the table
// without an entry here fails the typecheck (VISITAS is a Record of every RouteId) and the first test.
// The same visit is each screen's 360 px accessibility check (decision 0072): both engines on the settled
// screen and no sideways scroll in either theme, so the journeys themselves run on the phone only for what the
// phone does differently (support/test.ts, PHONE).
import { ROUTE_IDS, ROUTES, routePath, type RouteId } from '@portal/domain';
import { freshAgendamentoToken } from '@portal/test-support/fresh-families';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs, submitLogin } from '../support/auth';
import { cumulativeLayoutShift, expectStill, layoutShifts } from '../support/estabilidade';
import { expect, PHONE_ONLY, test } from '../support/family';
import { naTela } from '../support/rotas';

type Visita =
  /** Signed out, as a visitor opens it. */
  | { como: 'visitante' }
  /** Signed in as Maria (the demo titular with every permission). */
  | { como: 'maria' }
  /** Signed in as Fernanda, whose password stays expired (the screen every other one leads to for her). */
  | { como: 'senha expirada' }
  /** A real appointment link: a fresh family's titular has one (the seed gives it); an unknown token shows only a refusal. */
  | { como: 'link de agendamento' };

const VISITAS: Record<RouteId, Visita> = {
  login: { como: 'visitante' },
  cadastro: { como: 'visitante' },
  recuperarSenha: { como: 'visitante' },
  agendamentoPublico: { como: 'link de agendamento' },
  cartaoCompartilhado: { como: 'visitante' },
  termosDeUso: { como: 'visitante' },
  politicaDePrivacidade: { como: 'visitante' },
  guiaMedico: { como: 'visitante' },
  home: { como: 'maria' },
  avisoPermissao: { como: 'maria' },
  erroInesperado: { como: 'maria' },
  senhaExpirada: { como: 'senha expirada' },
  alterarSenha: { como: 'maria' },
  pontosAtendimento: { como: 'maria' },
  novoAgendamento: { como: 'maria' },
  contatos: { como: 'maria' },
  extratoUtilizacao: { como: 'maria' },
  informeIr: { como: 'maria' },
  historicoReajuste: { como: 'maria' },
  situacaoFinanceira: { como: 'maria' },
  demonstrativoCoparticipacao: { como: 'maria' },
  faixaEtaria: { como: 'maria' },
  segundaViaCartao: { como: 'maria' },
  debitoConta: { como: 'maria' },
  cartaPortabilidade: { como: 'maria' },
  exportacaoDados: { como: 'maria' },
  dadosPessoais: { como: 'maria' },
  dadosPessoaisV2: { como: 'maria' },
  solicitacaoReembolso: { como: 'maria' },
  meuPlano: { como: 'maria' },
  cartaoVirtual: { como: 'maria' },
  tokenAtendimento: { como: 'maria' },
  resultadoDeExames: { como: 'maria' },
  receitasEAtestados: { como: 'maria' },
  autorizacoes: { como: 'maria' },
  solicitarAutorizacao: { como: 'maria' },
  acessosDados: { como: 'maria' },
  acessosSaude: { como: 'maria' },
  direitosTitular: { como: 'maria' },
  chavesAcesso: { como: 'maria' },
  notificacoes: { como: 'maria' },
  dispositivosConectados: { como: 'maria' },
  protocolos: { como: 'maria' },
  agendamento: { como: 'maria' },
  declaracaoQuitacao: { como: 'maria' },
  minhasCarencias: { como: 'maria' },
  meuPlanoCobre: { como: 'maria' },
  previaReembolso: { como: 'maria' },
};

test('every route of the table has a visit', PHONE_ONLY, () => {
  expect(Object.keys(VISITAS).sort()).toEqual([...ROUTE_IDS].sort());
});

/** Opens the screen as its visit says, as a fresh page load (the one whose shifts count). */
async function abrir(page: Page, id: RouteId, visita: Visita): Promise<void> {
  const route = ROUTES[id];
  switch (visita.como) {
    case 'visitante':
      await page.goto(route.path);
      break;
    case 'maria':
      await signInAs(page, DEMO.maria.cpf, route.path);
      // The first sign-in reaches the home from the login form; its shifts are the form's, not a load.
      if (id === 'home') await page.goto(route.path);
      break;
    case 'senha expirada':
      await page.goto(ROUTES.login.path);
      await submitLogin(page, DEMO.fernanda.cpf);
      await expect(page).toHaveURL(naTela('senhaExpirada'));
      await page.goto(route.path);
      break;
    case 'link de agendamento':
      throw new Error('the appointment link needs a fresh family: its own test below');
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const titulo = (id: RouteId) => `${id} (${ROUTES[id].path}) stays still while it loads`;

for (const id of ROUTE_IDS.filter((id) => VISITAS[id].como !== 'link de agendamento')) {
  test(titulo(id), PHONE_ONLY, async ({ page }) => {
    await abrir(page, id, VISITAS[id]);
    await expectStill(page, ROUTES[id].path);
    await expectAccessible(page, `${ROUTES[id].path} a 360 px`);
  });
}

test(titulo('agendamentoPublico'), PHONE_ONLY, async ({ page, family }) => {
  await page.goto(routePath('agendamentoPublico', freshAgendamentoToken(family.titular.cpf)));
  await expect(page.getByRole('article')).toBeVisible();
  await expectStill(page, ROUTES.agendamentoPublico.path);
  await expectAccessible(page, `${ROUTES.agendamentoPublico.path} a 360 px`);
});

test('a page that moves its content as an answer arrives fails the budget', PHONE_ONLY, async ({ page }) => {
  // A banner inserted above the text a second after load pushes it down, as a late call's answer would.
  await page.route('**/pagina-que-pula', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="pt-BR"><head><meta name="viewport" content="width=device-width"></head><body><main id="m"><h1>Teste</h1>
        <p style="height:400px">Conteúdo</p></main><script>
        setTimeout(() => { const b = document.createElement('div'); b.style.height = '200px';
          b.textContent = 'Aviso'; document.getElementById('m').prepend(b); }, 1000);
        </script></body></html>`,
    }),
  );
  // fora da tabela de rotas: a test page the browser loads like a screen (its shifts recorded from the start).
  await page.goto('/pagina-que-pula');
  await expect(page.getByText('Aviso')).toBeVisible();
  // The observer hears of a shift a frame after it.
  await expect.poll(async () => cumulativeLayoutShift(await layoutShifts(page)).value).toBeGreaterThan(0.2);
  await expect(expectStill(page, 'página que pula')).rejects.toThrow(/CLS of página que pula is 0\.\d+/);
});
