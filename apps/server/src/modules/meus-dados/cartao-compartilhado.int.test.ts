// Shared card links one by one (issue 9): each link issued is recorded (only its hash), listed to the
// account that issued it, and revocable on its own; a revoked link answers exactly like an unknown one.
// Issue 37: the link opens a public page (its data under /api, the token in the service-token header) with
// the card's PDF one click away; both are refused alike for an unknown, revoked or expired link, counted
// against the address's refusal budget, audited for the card's holder, and never cached nor indexed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACOES_AUDITADAS,
  ACOES_LINK_CARTAO,
  API_BASE,
  MESSAGES,
  PLANO_MESSAGES,
  routePath,
  SERVER_MESSAGES,
} from '@portal/domain';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { SERVICE_TOKEN_HEADER } from '@portal/domain/contract/saude/token-servico';
import {
  type CartaoCompartilhado,
  type CartoesVirtuaisResponse,
  type CompartilharCartaoResponse,
  type GerarQrCodeResponse,
  type LinksCompartilhadosResponse,
  cartaoVirtualEndpoints,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { auditoria } from '../../db/schema/audit.js';
import { cartoesCompartilhados } from '../../db/schema/cartoes-compartilhados.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { sha256Hex } from '../../platform/clock.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import { chamar, urlDe, type Pedido } from '../../test/contrato.js';
import { contaIdDe, pessoaIdDe } from '../../test/demo-ids.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { SHARE_LINK_TTL_MS } from './cartao-compartilhado.service.js';

let h: TestHarness;
let maria: TestAgent;
let joao: TestAgent;
let roberto: TestAgent;
let cards: CartoesVirtuaisResponse;
/** Log lines of the app, read by the test that checks no token is ever logged. */
const logLines: string[] = [];

beforeAll(async () => {
  h = await createTestHarness({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  [maria, joao, roberto] = await Promise.all([
    login(h.app, DEMO.maria),
    login(h.app, DEMO.joao),
    login(h.app, DEMO.roberto),
  ]);
  cards = (
    await chamar(maria, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } })
  ).json<CartoesVirtuaisResponse>();
});
afterAll(() => h.close());

const cardOf = (cpf: string) => cards.cartoes.find((c) => c.cpf === cpf)!.carteira;
const share = async (agent: TestAgent, carteira: string) => {
  const response = await chamar(agent, cartaoVirtualEndpoints.compartilhar, { params: { carteira } });
  expect(response.statusCode).toBe(200);
  return response.json<CompartilharCartaoResponse>();
};
const listOf = async (agent: TestAgent) => {
  const response = await chamar(agent, cartaoVirtualEndpoints.linksCompartilhados);
  expect(response.statusCode).toBe(200);
  return response.json<LinksCompartilhadosResponse>().links;
};
const tokenOf = (url: string) => url.split('/').pop()!;
/** The card's PDF under a link's token: what the page's "Baixar cartão em PDF" opens. */
const pdfOf = (url: string) =>
  endpointPath(cartaoVirtualEndpoints.compartilhado.path, { token: tokenOf(url) });
/** A browser following the PDF link: no session, no x-origin. */
const open = (url: string, pedido: Pick<Pedido, 'remoteAddress'> = {}) =>
  new TestAgent(h.app).get(pdfOf(url), { ...pedido, origin: null });
/** The public page's call, as the page makes it: no session, the link's token in the service-token header. */
const pageOf = (url: string, pedido: Pick<Pedido, 'remoteAddress'> = {}, app = h.app) =>
  chamar(new TestAgent(app), cartaoVirtualEndpoints.cartaoCompartilhado, {
    ...pedido,
    headers: { [SERVICE_TOKEN_HEADER]: tokenOf(url) },
  });
const UNKNOWN_LINK = routePath('cartaoCompartilhado', 'A'.repeat(43));
const revoke = (agent: TestAgent, id: number | string) =>
  chamar(agent, cartaoVirtualEndpoints.revogarLink, { params: { id } });
const idOfLink = async (url: string) => {
  const [row] = await h.database.db
    .select({ id: cartoesCompartilhados.id })
    .from(cartoesCompartilhados)
    .where(eq(cartoesCompartilhados.tokenHash, sha256Hex(tokenOf(url))));
  return row!.id;
};
const pessoaIdOf = (cpf: string) => pessoaIdDe(h.database.db, cpf);
const contaIdOf = (cpf: string) => contaIdDe(h.database.db, cpf);

/**
 * What an unknown link answers, its page and its PDF: the revoked and expired ones must answer the same,
 * byte for byte, and show nothing of the card.
 */
async function expectAnswersAsUnknown(url: string): Promise<void> {
  for (const call of [open, pageOf]) {
    const unknown = await call(UNKNOWN_LINK);
    const response = await call(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body);
    for (const header of ['content-type', 'cache-control', 'x-robots-tag']) {
      expect(response.headers[header], header).toBe(unknown.headers[header]);
    }
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  }
  expect((await open(url)).body).toBe(PLANO_MESSAGES.shareLinkInvalid);
  expect((await pageOf(url)).json()).toEqual({ mensagem: PLANO_MESSAGES.shareLinkInvalid });
}

describe('the record of issued links', () => {
  it('keeps only a hash of the token, who issued it, for which card and until when', async () => {
    const { url, expiraEm } = await share(maria, cardOf(DEMO.ana));
    const token = tokenOf(url);
    // Issue 37: the link a member sends is the card's public page, not the PDF.
    expect(url).toBe(routePath('cartaoCompartilhado', token));
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await h.database.db
      .select()
      .from(cartoesCompartilhados)
      .where(eq(cartoesCompartilhados.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({
      emitidoPorContaId: await contaIdOf(DEMO.maria),
      criadoEm: h.clock(),
      expiraEm: new Date(expiraEm),
      revogadoEm: null,
    });
  });
});

describe('GET /api/beneficiarios/cartao-virtual/links-compartilhados', () => {
  it('lists the live links the caller issued, newest first, and nobody else’s', async () => {
    const before = (await listOf(maria)).length;
    const forJoao = await share(maria, cardOf(DEMO.joao));
    h.clock.advance(60_000);
    const qr = (
      await chamar(maria, cartaoVirtualEndpoints.qrCode, {
        params: { carteira: cardOf(DEMO.maria) },
        body: { qrCode: 'COMPARTILHAMENTO' },
      })
    ).json<{ dados: GerarQrCodeResponse }>().dados;
    const joaosOwn = await share(joao, cardOf(DEMO.joao));

    const marias = await listOf(maria);
    expect(marias).toHaveLength(before + 2);
    expect(marias[0]).toEqual({
      id: await idOfLink(qr.conteudo),
      nome: 'Maria Aparecida Souza',
      carteira: cardOf(DEMO.maria),
      criadoEm: h.clock().toISOString(),
      expiraEm: qr.expiraEm,
    });
    expect(marias[1]).toMatchObject({
      id: await idOfLink(forJoao.url),
      nome: 'João Pedro Souza',
      expiraEm: forJoao.expiraEm,
    });
    // The titular does not see (nor revoke) the link her dependant issued: links are their issuer's.
    expect(marias.map((l) => l.id)).not.toContain(await idOfLink(joaosOwn.url));
    expect((await listOf(joao)).map((l) => l.id)).toEqual([await idOfLink(joaosOwn.url)]);
    expect(await listOf(roberto)).toEqual([]);
  });

  it('drops a link once it has expired', async () => {
    // Sessions end long before a day without use: sign in again after each move of the clock.
    const robertos = async () => listOf(await login(h.app, DEMO.roberto));
    const agent = await login(h.app, DEMO.roberto);
    const carteira = (
      await chamar(agent, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '200001' } })
    ).json<CartoesVirtuaisResponse>().cartoes[0]!;
    const { url } = await share(agent, carteira.carteira);
    h.clock.advance(SHARE_LINK_TTL_MS - 1);
    expect(await robertos()).toHaveLength(1);
    h.clock.advance(1);
    expect(await robertos()).toEqual([]);
    await expectAnswersAsUnknown(url);
  });

  it('answers 401 without a session and 403 without the Cartão Virtual permission', async () => {
    const anonymous = new TestAgent(h.app);
    await chamar(anonymous, parametrosEndpoints.statusManutencao);
    expect((await chamar(anonymous, cartaoVirtualEndpoints.linksCompartilhados)).statusCode).toBe(401);
    expect((await revoke(anonymous, 1)).statusCode).toBe(401);
    const carlos = await login(h.app, DEMO.carlos);
    expect((await chamar(carlos, cartaoVirtualEndpoints.linksCompartilhados)).statusCode).toBe(403);
    expect((await revoke(carlos, 1)).statusCode).toBe(403);
  });
});

describe('DELETE /api/beneficiarios/cartao-virtual/links-compartilhados/{id}', () => {
  it('revokes one link: it then answers like an unknown link, the others still open', async () => {
    maria = await login(h.app, DEMO.maria);
    const first = await share(maria, cardOf(DEMO.ana));
    const second = await share(maria, cardOf(DEMO.ana));
    expect((await open(first.url)).statusCode).toBe(200);
    const id = await idOfLink(first.url);

    const revoked = await revoke(maria, id);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    await expectAnswersAsUnknown(first.url);
    expect((await open(second.url)).statusCode).toBe(200);
    expect((await listOf(maria)).map((l) => l.id)).not.toContain(id);

    // Idempotent: a second revocation succeeds and keeps the first time.
    const [{ revogadoEm }] = (await h.database.db
      .select({ revogadoEm: cartoesCompartilhados.revogadoEm })
      .from(cartoesCompartilhados)
      .where(eq(cartoesCompartilhados.id, id))) as [{ revogadoEm: Date }];
    h.clock.advance(1_000);
    expect((await revoke(maria, id)).statusCode).toBe(204);
    const [again] = await h.database.db
      .select({ revogadoEm: cartoesCompartilhados.revogadoEm })
      .from(cartoesCompartilhados)
      .where(eq(cartoesCompartilhados.id, id));
    expect(again!.revogadoEm).toEqual(revogadoEm);
  });

  it('audits each revocation as a security event against the card holder, by the issuer', async () => {
    h.clock.advance(1_000);
    const { url } = await share(maria, cardOf(DEMO.ana));
    const id = await idOfLink(url);
    expect((await revoke(maria, id)).statusCode).toBe(204);
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'REVOGACAO_LINK_CARTAO_COMPARTILHADO'), eq(auditoria.at, h.clock())));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contaId: await contaIdOf(DEMO.maria),
      pessoaId: await pessoaIdOf(DEMO.ana),
      recurso: `${API_BASE}${cartaoVirtualEndpoints.revogarLink.path}`,
      resultado: 'SUCESSO',
    });
  });

  it('answers 404 for a link the caller did not issue — another family’s or a relative’s — and it keeps opening', async () => {
    joao = await login(h.app, DEMO.joao);
    roberto = await login(h.app, DEMO.roberto);
    const marias = await share(maria, cardOf(DEMO.joao));
    const joaos = await share(joao, cardOf(DEMO.joao));
    const notFound = { mensagem: SERVER_MESSAGES.notFound };
    for (const [agent, url] of [
      [roberto, marias.url],
      [joao, marias.url],
      [maria, joaos.url],
    ] as const) {
      const response = await revoke(agent, await idOfLink(url));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      expect((await open(url)).statusCode).toBe(200);
    }
    expect((await revoke(maria, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400 and a missing CSRF token with 403', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const response = await revoke(maria, id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ mensagem: SERVER_MESSAGES.invalidRequest });
    }
    const { url } = await share(maria, cardOf(DEMO.ana));
    const response = await chamar(maria, cartaoVirtualEndpoints.revogarLink, {
      params: { id: await idOfLink(url) },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect((await open(url)).statusCode).toBe(200);
  });
});

describe('the public page of a link (issue 37)', () => {
  /** The audit rows of an action written at the test clock's instant. */
  const auditRows = (acao: 'ACESSO_CARTAO_COMPARTILHADO' | 'DOWNLOAD_CARTAO_COMPARTILHADO') =>
    h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, acao), eq(auditoria.at, h.clock())));

  it('shows the card as a reception checks it — social name, number, plan, validity, operator and ANS, the link’s end — and nothing more', async () => {
    h.clock.advance(1_000);
    roberto = await login(h.app, DEMO.roberto);
    const screen = (
      await chamar(roberto, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '200001' } })
    ).json<CartoesVirtuaisResponse>();
    const card = screen.cartoes[0]!;
    const { url, expiraEm } = await share(roberto, card.carteira);

    const response = await pageOf(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The rows themselves: the holder's social name, the card and its contract.
    const [row] = await h.database.db
      .select({
        nomeSocial: pessoas.nomeSocial,
        cpf: pessoas.cpf,
        dataNascimento: pessoas.dataNascimento,
        carteira: carteiras.codigo,
        validade: carteiras.validade,
        plano: contratos.plano,
        segmentacao: contratos.segmentacao,
        acomodacao: contratos.acomodacao,
        abrangencia: contratos.abrangencia,
      })
      .from(carteiras)
      .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
      .innerJoin(beneficiarios, eq(beneficiarios.id, carteiras.beneficiarioId))
      .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
      .where(eq(carteiras.codigo, card.carteira));
    expect(row!.nomeSocial).toBeTruthy();
    const { cpf, dataNascimento, nomeSocial, ...plano } = row!;
    expect(response.json<CartaoCompartilhado>()).toEqual({
      nome: nomeSocial,
      ...plano,
      operadora: screen.operadora,
      linkValidoAte: expiraEm,
    });
    // No CPF, birth date or CNS: the reception checks the person against their document.
    expect(response.body).not.toContain(cpf);
    expect(response.body).not.toContain(dataNascimento);
    expect(response.body).not.toContain('cns');
  });

  it('audits each opening of the page and of the PDF for the card’s holder, the token as the actor', async () => {
    h.clock.advance(1_000);
    const { url } = await share(maria, cardOf(DEMO.ana));
    expect((await pageOf(url)).statusCode).toBe(200);
    expect((await open(url)).statusCode).toBe(200);
    const ana = await pessoaIdOf(DEMO.ana);
    expect(await auditRows('ACESSO_CARTAO_COMPARTILHADO')).toEqual([
      expect.objectContaining({
        contaId: null,
        pessoaId: ana,
        recurso: `token:${urlDe(cartaoVirtualEndpoints.cartaoCompartilhado)}`,
        resultado: 'SUCESSO',
      }),
    ]);
    expect(await auditRows('DOWNLOAD_CARTAO_COMPARTILHADO')).toEqual([
      expect.objectContaining({
        contaId: null,
        pessoaId: ana,
        recurso: `token:${cartaoVirtualEndpoints.compartilhado.path}`,
        resultado: 'SUCESSO',
      }),
    ]);
    // Both are the link's, in the holder's "Quem acessou meus dados".
    for (const acao of ['ACESSO_CARTAO_COMPARTILHADO', 'DOWNLOAD_CARTAO_COMPARTILHADO'] as const) {
      expect(ACOES_LINK_CARTAO).toContain(acao);
      expect(ACOES_AUDITADAS[acao].listada).toBe(true);
    }
  });

  it('refuses a revoked, an expired and an unknown link alike with no card data, audited as a failure about nobody', async () => {
    h.clock.advance(1_000);
    maria = await login(h.app, DEMO.maria);
    const revoked = await share(maria, cardOf(DEMO.pedro));
    const expiring = await share(maria, cardOf(DEMO.pedro));
    expect((await pageOf(revoked.url)).statusCode).toBe(200);
    expect((await revoke(maria, await idOfLink(revoked.url))).statusCode).toBe(204);
    h.clock.advance(1_000);
    await expectAnswersAsUnknown(revoked.url);
    const failures = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.at, h.clock()), eq(auditoria.resultado, 'FALHA')));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((f) => f.pessoaId === null && f.contaId === null)).toBe(true);

    expect((await pageOf(expiring.url)).statusCode).toBe(200);
    h.clock.advance(SHARE_LINK_TTL_MS);
    await expectAnswersAsUnknown(expiring.url);
    const body = (await pageOf(expiring.url)).body;
    expect(body).not.toContain('Pedro');
    expect(body).not.toContain(cardOf(DEMO.pedro));
  });

  it('refuses a call without the token as bad input', async () => {
    const response = await chamar(new TestAgent(h.app), cartaoVirtualEndpoints.cartaoCompartilhado);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: MESSAGES.required });
  });

  it('past the address’s refusal budget a wrong token is 429 unaudited, on the page and the PDF; a live link still opens', async () => {
    const MAX = 3;
    const app = await h.newApp({ env: { LOGIN_MAX_PER_IP: String(MAX), LOGIN_WINDOW_MINUTES: '15' } });
    maria = await login(h.app, DEMO.maria);
    const { url } = await share(maria, cardOf(DEMO.ana));
    const IP = '203.0.113.37';
    const from = { remoteAddress: IP };
    const audited = async () =>
      (await h.database.db.select().from(auditoria).where(eq(auditoria.ip, IP))).length;
    for (let i = 0; i < MAX; i++) expect((await pageOf(UNKNOWN_LINK, from, app)).statusCode).toBe(404);
    const beyond = await pageOf(UNKNOWN_LINK, from, app);
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json()).toEqual({ mensagem: SERVER_MESSAGES.tooManyAttempts });
    expect(Number(beyond.headers['retry-after'])).toBeGreaterThan(0);
    // One budget for both calls of the link.
    const pdf = await app.inject({ url: pdfOf(UNKNOWN_LINK), remoteAddress: IP });
    expect(pdf.statusCode).toBe(429);
    expect(await audited()).toBe(MAX);
    // The live link still opens from that address, and another address has its own budget.
    expect((await pageOf(url, from, app)).statusCode).toBe(200);
    expect((await app.inject({ url: pdfOf(url), remoteAddress: IP })).statusCode).toBe(200);
    expect(await audited()).toBe(MAX + 2);
    expect((await pageOf(UNKNOWN_LINK, { remoteAddress: '203.0.113.38' }, app)).statusCode).toBe(404);
    await app.close();
  });
});

describe('the log', () => {
  it('never carries a link’s token, whether the link opens, is revoked or is unknown', async () => {
    const { url } = await share(maria, cardOf(DEMO.ana));
    const token = tokenOf(url);
    expect((await open(url)).statusCode).toBe(200);
    expect((await pageOf(url)).statusCode).toBe(200);
    await revoke(maria, await idOfLink(url));
    await open(url);
    await pageOf(url);
    await new TestAgent(h.app).get(`${pdfOf(url)}?x=1`, { origin: null });
    const lines = logLines.join('');
    expect(lines).toContain('/cartao-compartilhado/[redigido]');
    expect(lines).not.toContain(token);
  });

  it('never carries the CPF of a path parameter (every screen with a beneficiary picker has one)', async () => {
    const before = logLines.length;
    const response = await chamar(maria, dadosPessoaisEndpoints.dados, { params: { cpf: DEMO.maria } });
    expect(response.statusCode).toBe(200);
    const lines = logLines.slice(before).join('');
    expect(lines).toContain(`${API_BASE}${dadosPessoaisEndpoints.dados.path.replace(':cpf', '[redigido]')}`);
    expect(lines).not.toContain(DEMO.maria);
  });
});
