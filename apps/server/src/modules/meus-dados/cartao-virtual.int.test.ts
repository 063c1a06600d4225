import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { maskCardNumber, onlyDigits, PLANO_MESSAGES, routePath, SERVER_MESSAGES } from '@portal/domain';
import { endpointPath } from '@portal/domain/contract/endpoint';
import {
  type CartoesVirtuaisResponse,
  type CompartilharCartaoResponse,
  type GerarQrCodeResponse,
  cartaoVirtualEndpoints,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { auditoria } from '../../db/schema/audit.js';
import { scanPdfCode } from '@portal/test-support/pdf-codes';
import { chamar, type Pedido } from '../../test/contrato.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { PNG } from 'pngjs';
import { lerModulos, type ModulosQr } from '@portal/domain/format/qr-modulos';
import { readBarcode } from '@portal/test-support/read-barcode';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { withDemo, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { duringTest } from '../../test/test-database.js';
import { TestAgent } from '../../test/test-agent.js';
import { SHARE_LINK_TTL_MS } from './cartao-compartilhado.service.js';

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
let joao: TestAgent;
let roberto: TestAgent;
let cards: CartoesVirtuaisResponse;
beforeAll(async () => {
  h = demo.h;
  [maria, joao, roberto] = await Promise.all([demo.as('maria'), demo.as('joao'), demo.as('roberto')]);
  cards = (
    await chamar(maria, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } })
  ).json<CartoesVirtuaisResponse>();
});

const cardOf = (cpf: string) => cards.cartoes.find((c) => c.cpf === cpf)!.carteira;
const auditCount = async (acao: string) =>
  (
    await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, acao), duringTest(auditoria.at)))
  ).length;
const dataUrlPng = (dataUrl: string) =>
  Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

/** The list's packed modules painted as a PNG with a 4-module quiet zone, for a scanner to read. */
function modulosPng(qr: ModulosQr, pixelsPorModulo = 6): Buffer {
  const escuro = lerModulos(qr);
  const size = (qr.lado + 8) * pixelsPorModulo;
  const png = new PNG({ width: size, height: size });
  png.data.fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const [linha, coluna] = [Math.floor(y / pixelsPorModulo) - 4, Math.floor(x / pixelsPorModulo) - 4];
      const dentro = linha >= 0 && coluna >= 0 && linha < qr.lado && coluna < qr.lado;
      if (dentro && escuro(linha, coluna)) png.data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return PNG.sync.write(png);
}

describe('GET /api/beneficiarios/cartao-virtual/contratos and /{codigoPlano}', () => {
  it('carries each card’s QR code, which reads back to the card (decision 0061)', () => {
    for (const cartao of cards.cartoes) {
      expect(readBarcode(modulosPng(cartao.qrCode), 'qr')).toBe(cartao.qrCode.conteudo);
      expect(cartao.qrCode.conteudo).toContain(`Carteira: ${maskCardNumber(cartao.carteira)}`);
    }
  });

  it('lists the contracts, then the family cards as shown at a provider, and audits each holder', async () => {
    const contratos = (await chamar(maria, cartaoVirtualEndpoints.contratos)).json<ContratosResponse>();
    expect(contratos.contratos.map((c) => c.codigo)).toEqual(['100001', '100002']);
    expect(cards.operadora).toEqual({ nome: 'Vale Verde Saúde Cooperativa Médica', registroAns: '345678' });
    expect(cards.cartoes.map((c) => [c.nome, c.tipo])).toEqual([
      ['Maria Aparecida Souza', 'TITULAR'],
      ['João Pedro Souza', 'DEPENDENTE'],
      ['Ana Clara Souza', 'DEPENDENTE'],
      ['Pedro Henrique Souza', 'DEPENDENTE'],
    ]);
    expect(cards.cartoes[0]).toMatchObject({
      plano: 'Vale Verde Essencial Apartamento',
      segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
      validade: '2027-12-31',
      via: 1,
    });
    expect(cards.cartoes[0]!.cns).toMatch(/^\d{15}$/);
    expect(await auditCount('LEITURA_CARTAO_VIRTUAL')).toBe(4);
  });

  it('shows a social name and only their own card to a dependant', async () => {
    const robertos = (
      await chamar(roberto, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '200001' } })
    ).json<CartoesVirtuaisResponse>();
    expect(robertos.cartoes.map((c) => c.nome)).toEqual(['Roberta Lima']);
    const joaos = (
      await chamar(joao, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } })
    ).json<CartoesVirtuaisResponse>();
    expect(joaos.cartoes.map((c) => c.cpf)).toEqual([DEMO.joao]);
  });

  it("answers 404 for another family's contract, 400 for a malformed one, 403 without the permission", async () => {
    expect(
      (await chamar(roberto, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } })).json(),
    ).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    expect(
      (await chamar(maria, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: 'x1' } })).statusCode,
    ).toBe(400);
    const carlos = await login(h.app, DEMO.carlos);
    expect(
      (await chamar(carlos, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } }))
        .statusCode,
    ).toBe(403);
    expect((await chamar(carlos, cartaoVirtualEndpoints.contratos)).statusCode).toBe(403);
    expect(
      (
        await chamar(new TestAgent(h.app), cartaoVirtualEndpoints.cartoes, {
          params: { codigoPlano: '100001' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('tela-cartao-virtual', () => {
  it('guards every Cartão Virtual endpoint: 403 for Carlos, who lacks it', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const carteira = cardOf(DEMO.maria);
    const responses = await Promise.all([
      chamar(carlos, cartaoVirtualEndpoints.contratos),
      chamar(carlos, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } }),
      chamar(carlos, cartaoVirtualEndpoints.pdf, { params: { carteira } }),
      chamar(carlos, cartaoVirtualEndpoints.compartilhar, { params: { carteira } }),
      chamar(carlos, cartaoVirtualEndpoints.qrCode, { params: { carteira }, body: {} }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('a cancelled contract', () => {
  it('shows no card, only the message, and its cards no longer open', async () => {
    // A fresh family: cancelling changes its state for good.
    const fresh = await insertFreshFamily(h.database.db, 'ativa');
    const contrato = fresh.contratos[0]!;
    const titular = await login(h.app, onlyDigits(fresh.titular.cpf), FRESH_PASSWORD);
    const before = (
      await chamar(titular, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: contrato } })
    ).json<CartoesVirtuaisResponse>();
    const carteira = before.cartoes[0]!.carteira;
    const cancel = await chamar(titular, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: contrato, motivo: 'FINANCEIRO', ciente: true },
    });
    expect(cancel.statusCode).toBe(201);
    const after = (
      await chamar(titular, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: contrato } })
    ).json<CartoesVirtuaisResponse>();
    expect(after).toMatchObject({
      cartoes: [],
      mensagemAmigavel: PLANO_MESSAGES.cancelledNoCard,
      tipoMensagem: 'ALERTA',
    });
    expect((await chamar(titular, cartaoVirtualEndpoints.pdf, { params: { carteira } })).statusCode).toBe(
      404,
    );
    expect(
      (await chamar(titular, cartaoVirtualEndpoints.compartilhar, { params: { carteira } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/beneficiarios/cartao-virtual/pdf/{carteira}', () => {
  it("sends the card as a text PDF with the holder's name, masked number and the operator's ANS number", async () => {
    const carteira = cardOf(DEMO.ana);
    const response = await chamar(maria, cartaoVirtualEndpoints.pdf, { params: { carteira } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const { text } = await extractPdfText(response.rawPayload);
    expect(text).toContain('Cartão Virtual do Beneficiário');
    expect(text).toContain('Ana Clara Souza');
    expect(text).toContain(maskCardNumber(carteira));
    expect(text).toContain('ANS - n° 345678');
    const qr = await scanPdfCode(response.rawPayload, 'qr');
    expect(qr).toContain('Beneficiário: Ana Clara Souza');
    expect(qr).toContain(`Carteira: ${maskCardNumber(carteira)}`);
    expect(await auditCount('DOWNLOAD_CARTAO_VIRTUAL')).toBe(1);
  });

  it("answers 404 for another family's card and for a sibling's card asked by a dependant", async () => {
    expect(
      (await chamar(roberto, cartaoVirtualEndpoints.pdf, { params: { carteira: cardOf(DEMO.maria) } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await chamar(joao, cartaoVirtualEndpoints.pdf, { params: { carteira: cardOf(DEMO.ana) } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(maria, cartaoVirtualEndpoints.pdf, { params: { carteira: '000000000' } })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v2/beneficiarios/cartao-virtual/gerar-qrcode/{carteira}', () => {
  it('encodes the card data by default, readable back from the PNG', async () => {
    const carteira = cardOf(DEMO.maria);
    const response = await chamar(maria, cartaoVirtualEndpoints.qrCode, { params: { carteira }, body: {} });
    expect(response.statusCode).toBe(200);
    const { dados, erro } = response.json<{ dados: GerarQrCodeResponse; erro: null }>();
    expect(erro).toBeNull();
    expect(dados.expiraEm).toBeNull();
    expect(dados.conteudo).toContain('Beneficiário: Maria Aparecida Souza');
    expect(dados.conteudo).toContain(`Carteira: ${maskCardNumber(carteira)}`);
    expect(readBarcode(dataUrlPng(dados.qrCode), 'qr')).toBe(dados.conteudo);
    // The same card text the list's code holds (decision 0061).
    expect(dados.conteudo).toBe(cards.cartoes.find((c) => c.carteira === carteira)!.qrCode.conteudo);
    expect(await auditCount('QRCODE_CARTAO_VIRTUAL')).toBe(1);
  });

  it('encodes a share link on request; refuses an unknown kind, another family and a missing CSRF token', async () => {
    const carteira = cardOf(DEMO.maria);
    const gerar = (agent: TestAgent, body: unknown, pedido: Pedido = {}) =>
      chamar(agent, cartaoVirtualEndpoints.qrCode, { ...pedido, params: { carteira }, body });
    const link = (await gerar(maria, { qrCode: 'COMPARTILHAMENTO' })).json<{
      dados: GerarQrCodeResponse;
    }>();
    // Issue 37: the shared card's public page, like the link "Compartilhar" gives.
    expect(link.dados.conteudo).toMatch(
      /^http:\/\/localhost(:\d+)?\/servicos\/cartao-compartilhado\/[\w-]{43}$/,
    );
    expect(readBarcode(dataUrlPng(link.dados.qrCode), 'qr')).toBe(link.dados.conteudo);
    const bad = await gerar(maria, { qrCode: 'OUTRO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ dados: null; erro: { mensagem: string } }>().erro.mensagem).toBe(
      SERVER_MESSAGES.invalidRequest,
    );
    expect((await gerar(roberto, {})).statusCode).toBe(404);
    expect((await gerar(maria, {}, { csrf: false })).statusCode).toBe(403);
  });
});

describe('GET /api/beneficiarios/cartao-virtual/compartilhar/{carteira} and the shared link', () => {
  it('gives a random link to the card’s page whose PDF opens without a session until it expires', async () => {
    const carteira = cardOf(DEMO.joao);
    const share = await chamar(maria, cartaoVirtualEndpoints.compartilhar, { params: { carteira } });
    expect(share.statusCode).toBe(200);
    const { url: pagina, expiraEm } = share.json<CompartilharCartaoResponse>();
    expect(new Date(expiraEm).getTime()).toBe(h.clock().getTime() + SHARE_LINK_TTL_MS);
    const token = pagina.split('/').pop()!;
    expect(pagina).toBe(routePath('cartaoCompartilhado', token));
    // The page's "Baixar cartão em PDF" (issue 37).
    const url = endpointPath(cartaoVirtualEndpoints.compartilhado.path, { token });

    const stranger = new TestAgent(h.app);
    const opened = await stranger.get(url, { origin: null });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline;/);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect((await extractPdfText(opened.rawPayload)).text).toContain('João Pedro Souza');
    expect(await auditCount('DOWNLOAD_CARTAO_COMPARTILHADO')).toBe(1);

    expect(pagina).not.toContain(carteira);
    const forged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await stranger.get(forged, { origin: null })).statusCode).toBe(404);

    h.clock.advance(SHARE_LINK_TTL_MS);
    const expired = await stranger.get(url, { origin: null });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(PLANO_MESSAGES.shareLinkInvalid);
  });

  it("answers 404 for another family's card and 403 without the permission", async () => {
    // The previous test moved the clock a day on: sign in again.
    roberto = await login(h.app, DEMO.roberto);
    expect(
      (
        await chamar(roberto, cartaoVirtualEndpoints.compartilhar, {
          params: { carteira: cardOf(DEMO.maria) },
        })
      ).statusCode,
    ).toBe(404);
    const carlos = await login(h.app, DEMO.carlos);
    expect(
      (
        await chamar(carlos, cartaoVirtualEndpoints.compartilhar, {
          params: { carteira: cardOf(DEMO.maria) },
        })
      ).statusCode,
    ).toBe(403);
  });
});
