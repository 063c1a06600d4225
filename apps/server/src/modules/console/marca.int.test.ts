// The brand from the console to the member page (issue 38, "Brand"): draft, images, contrast refusal,
// publication, preview, and who may call it.
import { rmSync } from 'node:fs';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMarcaEndpoints as endpoints, MENSAGENS_MARCA } from '@portal/domain/contract/console/marca';
import { cartaPortabilidadeEndpoints } from '@portal/domain/contract/meus-dados/carta-portabilidade';
import { marcaPublicaEndpoints } from '@portal/domain/contract/shell/marca';
import { PALETA_PADRAO, type PaletaMarca } from '@portal/domain/validation/paleta-marca';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { parametrosHistorico, parametrosOperadora } from '../../db/schema/operator.js';
import { MENSAGENS_IMAGEM } from '../../platform/imagem-marca.js';
import {
  chamarConsole,
  jsonConsole,
  sessaoConsole,
  urlConsole,
  type ConsoleAgent,
} from '../../test/console.js';
import { multipartBody } from '../../test/multipart.js';
import { chamar } from '../../test/contrato.js';
import { DEMO, withDemo } from '../../test/test-app.js';
import { criarWebDist } from '../../test/web-dist.js';

const demo = withDemo();
let web: FastifyInstance;
let dist: string;
let staff: ConsoleAgent;
let staffId: number;

beforeAll(async () => {
  dist = criarWebDist();
  web = await demo.h.newApp({ env: { WEB_DIST: dist } });
  ({ agente: staff, equipeId: staffId } = await sessaoConsole(web, { papeis: ['parametros'] }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ler = () => jsonConsole(staff, endpoints.ler);

const paleta = (normal: Partial<PaletaMarca['normal']>): PaletaMarca => ({
  normal: { ...PALETA_PADRAO.normal, ...normal },
  altoContraste: PALETA_PADRAO.altoContraste,
});

async function salvar(p: PaletaMarca, revisao: number, status = 200) {
  return chamarConsole(staff, endpoints.salvar, {
    body: { nome: 'Rio Azul Saúde', nomeAbreviado: 'Rio Azul', paleta: p, revisao },
  }).then((r) => {
    expect(r.statusCode, r.body).toBe(status);
    return r;
  });
}

function enviar(endpoint: typeof endpoints.enviarLogo, bytes: string | Buffer, nome = 'logo.svg') {
  const { payload, headers } = multipartBody({}, [
    { field: 'arquivo', fileName: nome, bytes: Buffer.from(bytes), contentType: 'image/svg+xml' },
  ]);
  return chamarConsole(staff, endpoint, { payload, headers });
}

const pagina = async (url = '/') => {
  const r = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(r.statusCode).toBe(200);
  return r;
};

const auditoria = (acao: string) =>
  demo.h.database.db
    .select()
    .from(equipeAuditoria)
    .where(and(eq(equipeAuditoria.equipeId, staffId), like(equipeAuditoria.acao, acao)))
    .orderBy(equipeAuditoria.id);

describe('who may call the brand routes', () => {
  it('refuses a member session, another role and no session', async () => {
    const maria = await demo.as('maria');
    const comoMembro = await web.inject({
      method: 'GET',
      url: urlConsole(endpoints.ler),
      cookies: Object.fromEntries(maria.cookies),
    });
    expect(comoMembro.statusCode).toBe(401);
    const { agente: conteudo } = await sessaoConsole(web, { papeis: ['conteudo'] });
    expect((await chamarConsole(conteudo, endpoints.ler)).statusCode).toBe(403);
    expect((await chamarConsole(conteudo, endpoints.publicar, { body: { revisao: 0 } })).statusCode).toBe(
      403,
    );
  });
});

describe('the draft, its contrast and its publication', () => {
  it('starts from the portal’s own brand and the operator’s names', async () => {
    const marca = await ler();
    expect(marca.rascunho).toMatchObject({
      nome: 'Vale Verde Saúde Cooperativa Médica',
      nomeAbreviado: 'Vale Verde Saúde',
      paleta: PALETA_PADRAO,
      logo: null,
      revisao: 0,
    });
    expect(marca).toMatchObject({ falhas: [], publicada: null, alterada: false });
    // Nothing published: the page is the portal's own.
    expect((await pagina()).body).not.toContain('portal-marca');
  });

  it('saves a low-contrast palette as a draft, names the failing pair and refuses to publish it', async () => {
    const salvo = (await salvar(paleta({ cabecalho: '#8fd19e' }), 0)).json<{ falhas: string[] }>();
    const falha = 'Tema normal — Texto branco sobre a cor do cabeçalho (#8fd19e): 1,7:1 (mínimo 4,5:1)';
    expect(salvo.falhas).toContain(falha);
    const recusa = await chamarConsole(staff, endpoints.publicar, { body: { revisao: 1 } });
    expect(recusa.statusCode).toBe(422);
    expect(recusa.json()).toEqual({ mensagem: MENSAGENS_MARCA.contraste, falhas: salvo.falhas });
    expect((await pagina()).body).not.toContain('portal-marca');
    const [linha] = await auditoria('marca.salvar');
    expect(linha).toMatchObject({ papel: 'parametros', alvo: 'marca:rascunho' });
    expect(linha!.antes).toMatchObject({ revisao: 0, paleta: PALETA_PADRAO });
    expect(linha!.depois).toMatchObject({
      revisao: 1,
      nome: 'Rio Azul Saúde',
      paleta: { normal: { cabecalho: '#8fd19e' } },
    });
    expect(await auditoria('marca.publicar')).toEqual([]);
  });

  it('refuses a save over someone else’s (an older revision)', async () => {
    const r = await salvar(paleta({}), 0, 409);
    expect(r.json()).toEqual({ mensagem: MENSAGENS_MARCA.revisao });
  });

  it('lets one of two saves at the same revision through, the other a 409 (no lost update)', async () => {
    const { rascunho } = await ler();
    const corpo = (cabecalho: string) => ({
      body: {
        nome: 'Rio Azul Saúde',
        nomeAbreviado: 'Rio Azul',
        paleta: paleta({ cabecalho }),
        revisao: rascunho.revisao,
      },
    });
    const { agente: outra } = await sessaoConsole(web, { papeis: ['parametros'] });
    const respostas = await Promise.all([
      chamarConsole(staff, endpoints.salvar, corpo('#101010')),
      chamarConsole(outra, endpoints.salvar, corpo('#202020')),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const depois = await ler();
    expect(depois.rascunho.revisao).toBe(rascunho.revisao + 1);
    const vencedora = respostas
      .find((r) => r.statusCode === 200)!
      .json<{ rascunho: { paleta: PaletaMarca } }>();
    expect(depois.rascunho.paleta).toEqual(vencedora.rascunho.paleta);
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const r = await chamarConsole(staff, endpoints.salvar, {
      body: { nome: 'X', nomeAbreviado: 'X', paleta: paleta({ primaria: 'red' }), revisao: 1 },
    });
    expect(r.statusCode).toBe(400);
  });

  it('keeps an SVG logo without its script, and refuses what is not an image', async () => {
    const comScript =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)"><script>alert(1)</script>' +
      '<rect width="120" height="40" fill="#fff"/><image href="https://x.example/a.png"/></svg>';
    const r = await enviar(endpoints.enviarLogo, comScript);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      rascunho: { logo: { tipo: 'image/svg+xml', largura: 120, altura: 40 } },
    });
    const html = await enviar(endpoints.enviarLogo, '<html><script>alert(1)</script></html>', 'logo.svg');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ mensagem: MENSAGENS_IMAGEM.tipo });
    const [linha] = await auditoria('marca.enviar-logo');
    expect(linha!.depois).toMatchObject({ tipo: 'image/svg+xml' });
  });

  it('publishes a good palette: the member page gets its colours and logo, the names reach the parameters', async () => {
    const { rascunho } = await ler();
    await salvar(paleta({ primaria: '#0b4f8a', cabecalho: '#123b6d' }), rascunho.revisao);
    const publicada = await jsonConsole(staff, endpoints.publicar, {
      body: { revisao: rascunho.revisao + 1 },
    });
    expect(publicada).toMatchObject({ falhas: [], alterada: false, publicada: { nome: 'Rio Azul Saúde' } });
    const versao = publicada.rascunho.logo!.versao;

    const { body, headers } = await pagina('/login');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(body).toContain('--portal-header:#123b6d');
    expect(body).toContain('--portal-primary:#0b4f8a');
    expect(body).toContain(`.marca-logo{background:url(/marca/logo?v=${versao})`);

    const logo = await web.inject({ method: 'GET', url: `${marcaPublicaEndpoints.logo.path}?v=${versao}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.body).not.toMatch(/script|onload|image|x\.example/);
    const antiga = await web.inject({ method: 'GET', url: `${marcaPublicaEndpoints.logo.path}?v=0123` });
    expect(antiga.headers['cache-control']).toBe('no-cache');
    expect((await web.inject({ method: 'GET', url: marcaPublicaEndpoints.favicon.path })).statusCode).toBe(
      404,
    );

    const nomes = await demo.h.database.db
      .select()
      .from(parametrosOperadora)
      .where(like(parametrosOperadora.nome, 'NOME_%'));
    expect(Object.fromEntries(nomes.map((n) => [n.nome, n.valor]))).toMatchObject({
      NOME_OPERADORA: 'Rio Azul Saúde',
      NOME_ABREVIADO: 'Rio Azul',
    });
    // The names' history says who published them, not "Banco de dados".
    const [ultima] = await demo.h.database.db
      .select()
      .from(parametrosHistorico)
      .where(eq(parametrosHistorico.nome, 'NOME_OPERADORA'))
      .orderBy(desc(parametrosHistorico.versao))
      .limit(1);
    expect(ultima).toMatchObject({ depois: 'Rio Azul Saúde', origem: 'console', equipeId: staffId });
    const [linha] = await auditoria('marca.publicar');
    expect(linha).toMatchObject({
      papel: 'parametros',
      alvo: `marca:${publicada.publicada!.versao}`,
      antes: null,
    });
    expect(linha!.depois).toMatchObject({ paleta: { normal: { cabecalho: '#123b6d' } }, logo: versao });
  });

  it('previews the draft on the member page with a token only the console hands out', async () => {
    const { rascunho } = await ler();
    await salvar(paleta({ primaria: '#5b2a86', cabecalho: '#3d1c5a' }), rascunho.revisao);
    const { token, parametro } = await jsonConsole(staff, endpoints.previa);
    const previa = await pagina(`/?${parametro}=${token}`);
    expect(previa.body).toContain('--portal-header:#3d1c5a');
    expect(previa.body).toContain(`&${parametro}=${token}`);
    expect(previa.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(previa.headers['x-frame-options']).toBeUndefined();
    expect(previa.headers['cache-control']).toBe('no-store');
    // The members' page still has the published brand; a forged or expired token changes nothing.
    expect((await pagina('/')).body).toContain('--portal-header:#123b6d');
    const forjado = await pagina(`/?${parametro}=${token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`);
    expect(forjado.body).toContain('--portal-header:#123b6d');
    expect(forjado.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // With the console on a host of its own, that host may frame the preview too.
    const comConsole = await demo.h.newApp({
      env: { WEB_DIST: dist, CONSOLE_PUBLIC_URL: 'https://console.operadora.example' },
    });
    const emOutroHost = await comConsole.inject({ method: 'GET', url: `/?${parametro}=${token}` });
    expect(emOutroHost.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://console.operadora.example",
    );
    demo.h.clock.advance(11 * 60_000);
    expect((await pagina(`/?${parametro}=${token}`)).body).toContain('--portal-header:#123b6d');
  });

  it('puts a PNG logo in the letterhead of the documents members download', async () => {
    // A 1×1 PNG: pdfkit draws PNG (an SVG logo leaves the letterhead to the name).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const maria = await demo.as('maria');
    const carta = () => chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.joao } });
    const imagens = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(imagens((await carta()).rawPayload)).toBe(0);
    expect((await enviar(endpoints.enviarLogo, png, 'logo.png')).statusCode).toBe(200);
    const { rascunho } = await ler();
    await jsonConsole(staff, endpoints.publicar, { body: { revisao: rascunho.revisao } });
    expect(imagens((await carta()).rawPayload)).toBeGreaterThan(0);

    // Taken off again: the portal's own mark, and no logo to serve.
    const atual = await ler();
    const semLogo = await chamarConsole(staff, endpoints.salvar, {
      body: { ...atual.rascunho, semLogo: true },
    });
    expect(semLogo.json()).toMatchObject({ rascunho: { logo: null } });
    await jsonConsole(staff, endpoints.publicar, { body: { revisao: atual.rascunho.revisao + 1 } });
    expect((await pagina()).body).not.toContain('.marca-logo{');
    expect((await web.inject({ method: 'GET', url: marcaPublicaEndpoints.logo.path })).statusCode).toBe(404);
  });
});
