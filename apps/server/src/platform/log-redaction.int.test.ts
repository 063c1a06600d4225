// Issue 34: the request log, as written, carries no card number (the virtual card's path, a guide's
// `?carteira=`), no file name (`?nome=` of a reimbursement file) and none of the secrets a client may put in
// a query string (client_secret, token, senha, codigo) — whatever the answer's status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartoesVirtuaisResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { INTEGRACAO_PREFIX } from '@portal/domain/contract/integracao/integracao';
import { TestAgent } from '../test/test-agent.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../test/test-app.js';
import { REDACTED } from './log-redaction.js';

let h: TestHarness;
const logLines: string[] = [];

beforeAll(async () => {
  h = await createTestHarness({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => h.close());

/** The URLs of the request lines written while `calls` ran. */
async function loggedUrls(calls: () => Promise<unknown>): Promise<{ urls: string[]; text: string }> {
  const before = logLines.length;
  await calls();
  const text = logLines.slice(before).join('');
  const urls = logLines
    .slice(before)
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
  return { urls, text };
}

describe('the request log', () => {
  it('carries no card number, of the path or of the query', async () => {
    const maria = await login(h.app, DEMO.maria);
    const cards = (
      await maria.get('/api/beneficiarios/cartao-virtual/100001')
    ).json<CartoesVirtuaisResponse>();
    const carteira = cards.cartoes.find((c) => c.cpf === DEMO.maria)!.carteira;
    const { urls, text } = await loggedUrls(async () => {
      expect((await maria.get(`/api/beneficiarios/cartao-virtual/pdf/${carteira}`)).statusCode).toBe(200);
      expect((await maria.get(`/api/beneficiarios/cartao-virtual/compartilhar/${carteira}`)).statusCode).toBe(
        200,
      );
      await maria.post(`/api/v2/beneficiarios/cartao-virtual/gerar-qrcode/${carteira}`, {});
      await maria.get('/api/v2/beneficiarios/autorizacoes/910000001', { query: { carteira } });
    });
    expect(urls).toEqual([
      `/api/beneficiarios/cartao-virtual/pdf/${REDACTED}`,
      `/api/beneficiarios/cartao-virtual/compartilhar/${REDACTED}`,
      `/api/v2/beneficiarios/cartao-virtual/gerar-qrcode/${REDACTED}`,
      `/api/v2/beneficiarios/autorizacoes/910000001?carteira=${REDACTED}`,
    ]);
    expect(text).not.toContain(carteira);
  });

  it("carries no uploaded file's name and no secret of a query string", async () => {
    const maria = await login(h.app, DEMO.maria);
    const nome = 'Recibo consulta Maria Souza.pdf';
    const segredos = {
      client_secret: 'segredo-do-cliente-1',
      token: 'token-de-acesso-2',
      senha: 'SenhaForte#3',
      codigo: '918273',
    };
    const { urls, text } = await loggedUrls(async () => {
      await maria.get('/api/beneficiarios/solicitacao-reembolso/arquivos/download', {
        query: { path: 'arquivo-1', nome },
      });
      await maria.get('/api/usuario', { query: segredos });
      await new TestAgent(h.app).get('/api/usuario', { query: segredos, origin: null });
      await h.app.inject({
        method: 'POST',
        url: `${INTEGRACAO_PREFIX}/oauth/token?${new URLSearchParams(segredos).toString()}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
    });
    const consulta = `client_secret=${REDACTED}&token=${REDACTED}&senha=${REDACTED}&codigo=${REDACTED}`;
    expect(urls).toEqual([
      `/api/beneficiarios/solicitacao-reembolso/arquivos/download?path=arquivo-1&nome=${REDACTED}`,
      `/api/usuario?${consulta}`,
      `/api/usuario?${consulta}`,
      `${INTEGRACAO_PREFIX}/oauth/token?${consulta}`,
    ]);
    for (const valor of [nome, encodeURIComponent(nome), 'Recibo', ...Object.values(segredos)]) {
      expect(text).not.toContain(valor);
    }
  });
});
