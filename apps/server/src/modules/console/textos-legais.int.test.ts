// The console's legal texts (issue 38): a content editor lists the texts, saves a draft (cleaned by the
// server's sanitiser), previews it, and publishes it as a new version — which members then must accept at
// their next call (the terms) and which the public pages serve, the older one still readable; a stale
// publication is a 409 (two at once on PostgreSQL: one version); every write is in the staff audit; member
// sessions, other roles and staff without a second factor are refused.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACEITE_TERMOS_MESSAGES } from '@portal/domain/contract/auth/aceite-termos-mensagens';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import {
  MENSAGENS_TEXTOS_LEGAIS,
  consoleTextosLegaisEndpoints as endpoints,
} from '@portal/domain/contract/console/textos-legais';
import { type TextoLegal, textosLegaisEndpoints } from '@portal/domain/contract/shell/textos-legais';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { textosLegaisVersoes } from '../../db/schema/lifecycle.js';
import {
  ConsoleAgent,
  chamarConsole,
  jsonConsole,
  sessaoConsole,
  type SessaoDeTeste,
} from '../../test/console.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let editora: SessaoDeTeste;
beforeAll(async () => {
  h = demo.h;
  editora = await sessaoConsole(h.app, { nome: 'Clara Conteúdo', papeis: ['conteudo'] });
});

const HOSTIL =
  '<h2>Termos 2027</h2><p onclick="roubar()">Novas <strong>regras</strong>.</p><script>roubar()</script>' +
  '<img src=x onerror="roubar()"><a href="javascript:roubar()">clique</a>';
const LIMPO = '<h2>Termos 2027</h2><p>Novas <strong>regras</strong>.</p>clique';
const chave = 'TERMOS_DE_USO';

const auditoria = (acao: string) =>
  h.database.db
    .select()
    .from(equipeAuditoria)
    .where(and(eq(equipeAuditoria.acao, acao), eq(equipeAuditoria.alvo, `texto-legal:${chave}`)));

describe('legal texts in the console', () => {
  it('lists the three texts with their current version', async () => {
    const textos = await jsonConsole(editora.agente, endpoints.listarTextosLegais);
    expect(textos.map((t) => [t.chave, t.nome, t.atual?.versao, t.exigeAceite])).toEqual([
      ['TERMOS_DE_USO', 'Termos de uso', 1, true],
      ['POLITICA_DE_PRIVACIDADE', 'Política de privacidade', 1, false],
      ['AVISO_LGPD', 'Aviso LGPD', 1, false],
    ]);
    expect(textos[0]!.atual).toMatchObject({ titulo: 'Termos de Uso', autor: null });
  });

  it('saves a draft sanitised, previews it, discards it; each write audited', async () => {
    const previa = await jsonConsole(editora.agente, endpoints.previaTextoLegal, {
      params: { chave },
      body: { titulo: ' Termos de Uso ', conteudo: HOSTIL },
    });
    expect(previa).toEqual({ titulo: 'Termos de Uso', conteudo: LIMPO });
    const rascunho = await jsonConsole(editora.agente, endpoints.salvarRascunho, {
      params: { chave },
      body: { titulo: 'Termos de Uso', conteudo: HOSTIL },
    });
    expect(rascunho).toMatchObject({ conteudo: LIMPO, autor: 'Clara Conteúdo' });
    const [listado] = await jsonConsole(editora.agente, endpoints.listarTextosLegais);
    expect(listado!.rascunho).toEqual(rascunho);
    const [salvo] = await auditoria('rascunho.salvar');
    expect(salvo).toMatchObject({ equipeId: editora.equipeId, papel: 'conteudo', antes: null });
    expect(salvo!.depois).toEqual({ titulo: 'Termos de Uso', caracteres: LIMPO.length });

    const vazio = await chamarConsole(editora.agente, endpoints.salvarRascunho, {
      params: { chave },
      body: { titulo: 'Termos de Uso', conteudo: '<script>roubar()</script>' },
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toMatchObject({ mensagem: MENSAGENS_TEXTOS_LEGAIS.vazio });
    const semTitulo = await chamarConsole(editora.agente, endpoints.previaTextoLegal, {
      params: { chave },
      body: { titulo: '  ', conteudo: '<p>x</p>' },
    });
    expect(semTitulo.json()).toMatchObject({ campos: { titulo: MENSAGENS_TEXTOS_LEGAIS.titulo } });

    const descartado = await chamarConsole(editora.agente, endpoints.descartarRascunho, {
      params: { chave },
    });
    expect(descartado.statusCode).toBe(204);
    expect((await auditoria('rascunho.descartar')).length).toBe(1);
    const denovo = await chamarConsole(editora.agente, endpoints.descartarRascunho, { params: { chave } });
    expect(denovo.statusCode).toBe(404);
  });

  it('publishes a new version: members must accept it, the public page serves it, the old one stays', async () => {
    const maria = await login(h.app, DEMO.maria);
    await jsonConsole(editora.agente, endpoints.salvarRascunho, {
      params: { chave },
      body: { titulo: 'Termos de Uso', conteudo: HOSTIL },
    });
    h.clock.advance(60_000);
    const publicada = await jsonConsole(editora.agente, endpoints.publicarTextoLegal, {
      params: { chave },
      body: { titulo: 'Termos de Uso', conteudo: HOSTIL, versaoBase: 1 },
    });
    expect(publicada).toEqual({
      versao: 2,
      titulo: 'Termos de Uso',
      publicadoEm: h.clock().toISOString(),
      autor: 'Clara Conteúdo',
    });
    const [listado] = await jsonConsole(editora.agente, endpoints.listarTextosLegais);
    expect(listado).toMatchObject({ atual: { versao: 2 }, rascunho: null });
    const [publicacao] = await auditoria('texto-legal.publicar');
    expect(publicacao).toMatchObject({
      equipeId: editora.equipeId,
      papel: 'conteudo',
      antes: { versao: 1, titulo: 'Termos de Uso' },
      depois: { versao: 2, titulo: 'Termos de Uso', caracteres: LIMPO.length },
    });

    // Maria's open session is stopped at its next call; the public page serves the new text, v1 by number.
    const bloqueada = await chamar(maria, usuarioEndpoints.chatbot);
    expect(bloqueada.json()).toEqual({ mensagem: ACEITE_TERMOS_MESSAGES.termosPendentes });
    const publico = new TestAgent(h.app);
    expect((await chamar(publico, textosLegaisEndpoints.termosDeUso)).json<TextoLegal>()).toMatchObject({
      conteudo: LIMPO,
      versao: 2,
    });
    const v1 = await jsonConsole(editora.agente, endpoints.versaoTextoLegal, {
      params: { chave, versao: 1 },
    });
    expect(v1.conteudo).toContain('<h2>1. Acesso e cadastro</h2>');
    expect(
      await jsonConsole(editora.agente, endpoints.versoesTextoLegal, { params: { chave } }),
    ).toHaveLength(2);

    // Written against version 1 again: someone published meanwhile.
    const velha = await chamarConsole(editora.agente, endpoints.publicarTextoLegal, {
      params: { chave },
      body: { titulo: 'Termos de Uso', conteudo: '<p>Outra</p>', versaoBase: 1 },
    });
    expect(velha.statusCode).toBe(409);
    expect(velha.json()).toEqual({ mensagem: MENSAGENS_TEXTOS_LEGAIS.versaoBase });
  });

  it('two publications at once from the same version: one version, one 409', async () => {
    const colega = await sessaoConsole(h.app, { papeis: ['conteudo', 'parametros'] });
    const publicar = (agente: ConsoleAgent, texto: string) =>
      chamarConsole(agente, endpoints.publicarTextoLegal, {
        params: { chave: 'AVISO_LGPD' },
        body: { titulo: 'Aviso LGPD', conteudo: `<p>${texto}</p>`, versaoBase: 1 },
      });
    const respostas = await Promise.all([publicar(editora.agente, 'A'), publicar(colega.agente, 'B')]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const versoes = await h.database.db
      .select({ versao: textosLegaisVersoes.versao })
      .from(textosLegaisVersoes)
      .where(eq(textosLegaisVersoes.chave, 'AVISO_LGPD'));
    expect(versoes.map((v) => v.versao).sort()).toEqual([1, 2]);
  });

  it('refuses member sessions, other roles and staff without a second factor', async () => {
    const maria = await login(h.app, DEMO.maria);
    const comCookiesDeMembro = ConsoleAgent.comCookiesDe(maria);
    const outros = await sessaoConsole(h.app, { papeis: ['parametros', 'administrador'] });
    const semFator = await sessaoConsole(h.app, { papeis: ['conteudo'], fator: 'convite' });
    for (const [agente, status] of [
      [comCookiesDeMembro, [401]],
      [outros.agente, [403]],
      [semFator.agente, [401, 403]],
    ] as const) {
      for (const endpoint of Object.values(endpoints)) {
        const resposta = await chamarConsole(agente, endpoint, {
          params: { chave, versao: 1 },
          body: { titulo: 'X', conteudo: '<p>x</p>', versaoBase: 2 },
        });
        expect(status, `${endpoint.operationId} ${resposta.body}`).toContain(resposta.statusCode);
      }
    }
    expect(
      await h.database.db.select().from(textosLegaisVersoes).where(eq(textosLegaisVersoes.chave, chave)),
    ).toHaveLength(2);
  });
});
