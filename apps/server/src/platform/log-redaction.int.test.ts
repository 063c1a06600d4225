// Issue 34: the request log, as written, carries no card number (the virtual card's path, a guide's
// `?carteira=`), no file name (`?nome=` of a reimbursement file) and none of the secrets a client may put in
// a query string (client_secret, token, senha, codigo) — whatever the answer's status.
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import {
  cartaoVirtualEndpoints,
  type CartoesVirtuaisResponse,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import { INTEGRACAO_PREFIX } from '@portal/domain/contract/integracao/integracao';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { chamar, urlDe } from '../test/contrato.js';
import { TestAgent } from '../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../test/test-app.js';
import { REDACTED } from './log-redaction.js';

const logLines: string[] = [];
const demo = withDemo({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void logLines.push(line) },
});
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

/** The URL as the log writes it with a value redacted: the mark itself is not percent-encoded. */
const logada = (url: string) => url.replaceAll(encodeURIComponent(REDACTED), REDACTED);

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
      await chamar(maria, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } })
    ).json<CartoesVirtuaisResponse>();
    const carteira = cards.cartoes.find((c) => c.cpf === DEMO.maria)!.carteira;
    const guia = { params: { idGuia: '910000001' } };
    const { urls, text } = await loggedUrls(async () => {
      expect((await chamar(maria, cartaoVirtualEndpoints.pdf, { params: { carteira } })).statusCode).toBe(
        200,
      );
      expect(
        (await chamar(maria, cartaoVirtualEndpoints.compartilhar, { params: { carteira } })).statusCode,
      ).toBe(200);
      await chamar(maria, cartaoVirtualEndpoints.qrCode, { params: { carteira }, body: {} });
      await chamar(maria, autorizacoesEndpoints.detalhe, { ...guia, query: { carteira } });
    });
    const redigida = { carteira: REDACTED };
    expect(urls).toEqual([
      logada(urlDe(cartaoVirtualEndpoints.pdf, { params: redigida })),
      logada(urlDe(cartaoVirtualEndpoints.compartilhar, { params: redigida })),
      logada(urlDe(cartaoVirtualEndpoints.qrCode, { params: redigida })),
      logada(urlDe(autorizacoesEndpoints.detalhe, { ...guia, query: redigida })),
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
      await chamar(maria, reembolsoEndpoints.download, { query: { path: 'arquivo-1', nome } });
      await chamar(maria, usuarioEndpoints.usuario, { query: segredos });
      await chamar(new TestAgent(h.app), usuarioEndpoints.usuario, { query: segredos, origin: null });
      await h.app.inject({
        method: 'POST',
        url: `${INTEGRACAO_PREFIX}/oauth/token?${new URLSearchParams(segredos).toString()}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
    });
    const consulta = `client_secret=${REDACTED}&token=${REDACTED}&senha=${REDACTED}&codigo=${REDACTED}`;
    expect(urls).toEqual([
      logada(urlDe(reembolsoEndpoints.download, { query: { path: 'arquivo-1', nome: REDACTED } })),
      `${urlDe(usuarioEndpoints.usuario)}?${consulta}`,
      `${urlDe(usuarioEndpoints.usuario)}?${consulta}`,
      `${INTEGRACAO_PREFIX}/oauth/token?${consulta}`,
    ]);
    for (const valor of [nome, encodeURIComponent(nome), 'Recibo', ...Object.values(segredos)]) {
      expect(text).not.toContain(valor);
    }
  });
});
