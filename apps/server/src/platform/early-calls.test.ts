// The page's early script (issue 37) run as a browser runs it, in a context of its own with a fake DOM,
// storage and network: which calls it starts for a screen's chosen beneficiary or plan, and when none.
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { API_BASE, OPERATOR_FORMATTERS, STORAGE_KEYS, VISITA_HEADER } from '@portal/domain';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';
import { resultadoExamesCalls } from '@portal/domain/contract/calls/saude/resultado-exames';
import { ROUTES, type RouteDef, type RouteId } from '@portal/domain/access/routes';
import { acessosDadosCalls } from '@portal/domain/contract/calls/meus-dados/acessos-dados';
import { periodoRecente } from '@portal/domain/contract/shell/escolha-inicial';
import {
  ROUTE_CHOICE_CALLS,
  ROUTE_FIRST_CALLS,
  VALOR_ESCOLHIDO,
} from '@portal/domain/contract/shell/route-first-calls';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_VISIT_GLOBAL,
  STARTUP_CALL_URLS,
} from '@portal/domain/contract/shell/startup-calls';
import { EARLY_CALLS_TAG, ROUTE_CALLS_ID, routeCallsBlock } from './early-calls.js';

const SCRIPT = EARLY_CALLS_TAG.replace(/^<script>|<\/script>$/g, '');
const MARIA = '39053344705';
const JOAO = '45678912364';
const CARLOS = '11144477735';
const pessoas = (...cpfs: string[]) =>
  cpfs.map((cpf) => ({ cpf, nome: cpf, carteiras: [], tipo: 'Titular' }));
const familia = { contratantes: pessoas(CARLOS), titulares: pessoas(MARIA), dependentes: pessoas(JOAO) };

/** The one URL of `routeId`'s choice calls' `n`th group, `i`th call, for `valor`. */
const cartao = (codigoPlano: string) =>
  `${API_BASE}${cartaoVirtualCalls.cartoes.path.replace(':codigoPlano', codigoPlano)}`;
const chamada = (routeId: RouteId, valor: string, n = 0, i = 0): string =>
  (ROUTE_CHOICE_CALLS[routeId]?.[n]?.urls[i] ?? '').replace(VALOR_ESCOLHIDO, valor);

interface Pagina {
  /** Every screen call fetched, in order, with its x-visita. */
  fetched: { url: string; visita: string | undefined }[];
  window: Record<string, unknown>;
  /** Lets every pending answer and the script's reactions to them run. */
  settle: () => Promise<void>;
}

/**
 * Opens `path` (a route of the table) for a member the page remembers, with `answers` as the API's, by URL
 * (any other: 200 {}); `before`, code run in the page once the script has started its first calls.
 */
async function abre(
  routeId: RouteId,
  path: string,
  answers: Record<string, { status?: number; body: unknown }>,
  {
    cpf = MARIA,
    before,
    extra = {},
  }: { cpf?: string; before?: string; extra?: Record<string, unknown> } = {},
): Promise<Pagina> {
  const route: RouteDef = ROUTES[routeId];
  const block = routeCallsBlock(ROUTE_FIRST_CALLS[routeId], route.permission, {
    chamadas: ROUTE_CHOICE_CALLS[routeId],
    path: route.param ? route.path : undefined,
  });
  const blockText = /<script[^>]*>(.*)<\/script>/.exec(block)?.[1] ?? '';
  const member = {
    nrCpf: cpf,
    credenciaisNaoExpiradas: true,
    permissionamento: { tela: [route.permission], menu: [], funcao: [] },
  };
  const fetched: Pagina['fetched'] = [];
  const window: Record<string, unknown> = {
    document: {
      getElementById: (id: string) => (id === ROUTE_CALLS_ID ? { textContent: blockText } : null),
    },
    localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.user ? JSON.stringify(member) : null) },
    location: { pathname: path },
    crypto: { getRandomValues: (array: Uint32Array) => array.fill(7) },
    Response,
    setTimeout,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      // The start-up calls (no answers brought with this page) are not the screen's.
      if (!STARTUP_CALL_URLS.includes(url)) fetched.push({ url, visita: init.headers[VISITA_HEADER] });
      const answer = answers[url] ?? { body: {} };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  };
  Object.assign(window, extra);
  window.window = window;
  const context = createContext(window);
  runInContext(SCRIPT, context);
  if (before) runInContext(before, context);
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  await settle();
  return { fetched, window, settle };
}

const answersOf = (window: Record<string, unknown>) =>
  window[EARLY_ANSWERS_GLOBAL] as Record<string, Promise<Response> | undefined>;
const urlsOf = (window: Record<string, unknown>) =>
  (window[EARLY_VISIT_GLOBAL] as { urls: string[] } | undefined)?.urls;

describe("the page's script asks a screen's calls for whom or what the screen starts on (issue 37)", () => {
  it('Resultado de Exames: the signed-in member, in the same visit, left for the client like the first calls', async () => {
    const [lista] = ROUTE_FIRST_CALLS.resultadoDeExames ?? [];
    // The list comes in the /v2 envelope, as the API answers it.
    expect(ROUTE_CHOICE_CALLS.resultadoDeExames?.[0]?.envelope).toBe(true);
    const pagina = await abre('resultadoDeExames', '/resultado-de-exames', {
      [lista!]: { body: { dados: familia } },
    });
    const resultados = chamada('resultadoDeExames', MARIA);
    // Spelled as the web's client spells the query (the journey primeira-pintura holds it to the real screen).
    expect(resultados).toBe(`${API_BASE}${resultadoExamesCalls.resultados.path}?cpf=${MARIA}`);
    expect(pagina.fetched.map((f) => f.url)).toEqual([lista, resultados]);
    expect(new Set(pagina.fetched.map((f) => f.visita)).size).toBe(1);
    expect(urlsOf(pagina.window)).toContain(resultados);
    // The client still reads the list's answer whole: the script read a copy.
    expect(await (await answersOf(pagina.window)[lista!])?.json()).toEqual({ dados: familia });
    expect(answersOf(pagina.window)[resultados]).toBeDefined();
  });

  it('someone else when the member is not in the list: the first of it', async () => {
    const [lista] = ROUTE_FIRST_CALLS.solicitarAutorizacao ?? [];
    const semMaria = { ...familia, titulares: [] };
    const pagina = await abre('solicitarAutorizacao', '/solicitar-autorizacao', {
      [lista!]: { body: { dados: semMaria } },
    });
    expect(pagina.fetched.map((f) => f.url)).toContain(chamada('solicitarAutorizacao', CARLOS));
    expect(pagina.fetched.map((f) => f.url)).not.toContain(chamada('solicitarAutorizacao', MARIA));
  });

  it("Reembolso: the URL's beneficiary, and the form's data only for whom the member may file", async () => {
    const [listagem, solicitacao] = ROUTE_FIRST_CALLS.solicitacaoReembolso ?? [];
    const sohMaria = { contratantes: [], titulares: pessoas(MARIA), dependentes: [] };
    const answers = { [listagem!]: { body: familia }, [solicitacao!]: { body: sohMaria } };
    const joao = await abre('solicitacaoReembolso', `/solicitacao-reembolso/${JOAO}`, answers);
    const extras = joao.fetched.map((f) => f.url).slice(ROUTE_FIRST_CALLS.solicitacaoReembolso!.length);
    expect(extras).toEqual([chamada('solicitacaoReembolso', JOAO)]);

    const maria = await abre('solicitacaoReembolso', '/solicitacao-reembolso', answers);
    expect(
      maria.fetched
        .map((f) => f.url)
        .slice(ROUTE_FIRST_CALLS.solicitacaoReembolso!.length)
        .sort(),
    ).toEqual(
      [
        chamada('solicitacaoReembolso', MARIA),
        chamada('solicitacaoReembolso', MARIA, 1, 0),
        chamada('solicitacaoReembolso', MARIA, 1, 1),
      ].sort(),
    );
  });

  it("Cartão Virtual: the URL's plan, else the first; none when the list has a message", async () => {
    const [contratos] = ROUTE_FIRST_CALLS.cartaoVirtual ?? [];
    const planos = { contratos: [{ codigo: '100001' }, { codigo: '100002' }] };
    const primeiro = await abre('cartaoVirtual', '/cartao-virtual', { [contratos!]: { body: planos } });
    expect(primeiro.fetched.map((f) => f.url)).toEqual([contratos, cartao('100001')]);
    const segundo = await abre('cartaoVirtual', '/cartao-virtual/100002', { [contratos!]: { body: planos } });
    expect(segundo.fetched.map((f) => f.url)).toEqual([contratos, cartao('100002')]);
    const mensagem = { contratos: [], mensagemAmigavel: 'Nenhum plano ativo.' };
    const nenhum = await abre('cartaoVirtual', '/cartao-virtual', { [contratos!]: { body: mensagem } });
    expect(nenhum.fetched.map((f) => f.url)).toEqual([contratos]);
  });

  it('nothing more when the list fails, or once the member has left the visit', async () => {
    const [lista] = ROUTE_FIRST_CALLS.resultadoDeExames ?? [];
    const recusada = await abre('resultadoDeExames', '/resultado-de-exames', {
      [lista!]: { status: 403, body: { mensagem: 'Sem permissão.' } },
    });
    expect(recusada.fetched.map((f) => f.url)).toEqual([lista]);
    const comErro = await abre('resultadoDeExames', '/resultado-de-exames', {
      [lista!]: { body: { erro: { mensagem: 'Indisponível.' }, dados: familia } },
    });
    expect(comErro.fetched.map((f) => f.url)).toEqual([lista]);
    // The web drops the visit's answers when the member moves on (visita.ts) before the list arrives.
    const saiu = await abre(
      'resultadoDeExames',
      '/resultado-de-exames',
      { [lista!]: { body: { dados: familia } } },
      {
        before: `delete window[${JSON.stringify(EARLY_VISIT_GLOBAL)}]`,
      },
    );
    expect(saiu.fetched.map((f) => f.url)).toEqual([lista]);
  });

  it("Quem Acessou: the first page of the screen's default period, the last 30 days by the device's clock", async () => {
    const pagina = await abre('acessosDados', '/acessos-aos-meus-dados', {});
    const { inicio, fim } = periodoRecente(Date.now(), 30);
    const lista = `${API_BASE}${acessosDadosCalls.lista.path}?inicio=${inicio}&fim=${fim}`;
    expect(pagina.fetched.map((f) => f.url)).toEqual([lista]);
    expect(urlsOf(pagina.window)).toEqual([lista]);
    expect(answersOf(pagina.window)[lista]).toBeDefined();
  });

  it('makes the operator-time formatters while the app downloads, for a member it remembers', async () => {
    const made: unknown[] = [];
    const Intl = {
      DateTimeFormat: function (locale: string, options: object) {
        made.push([locale, options]);
        return { formatToParts: () => [] };
      },
    };
    await abre('situacaoFinanceira', '/situacao-financeira', {}, { extra: { Intl } });
    // Those alone: the screen asks no period, so the script works none out.
    expect(JSON.parse(JSON.stringify(made))).toEqual(
      JSON.parse(JSON.stringify(Object.values(OPERATOR_FORMATTERS))),
    );
  });

  it('is plain ES5, as the rest of the script (it runs before anything else, on any browser)', () => {
    for (const modern of ['=>', '`', '?.', '??', '...', 'const ', 'let ', 'class ', '/*', '//'])
      expect(SCRIPT, modern).not.toContain(modern);
  });
});
