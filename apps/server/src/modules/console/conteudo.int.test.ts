// Topics and home banners in the console (issue 38): a content editor creates and edits them (the body
// cleaned by the server's sanitiser: no script survives), previews a body, and withdraws one; members get
// only what is in force today for their audience — every member, the members of one product, the titulars —
// and period; bad input is a 400 in Portuguese; every write is in the staff audit with before → after;
// member sessions, other roles and staff without a second factor are refused.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAGENS_CONTEUDO,
  consoleConteudoEndpoints as endpoints,
  type BannerConsoleEdicao,
  type TopicoConsoleEdicao,
} from '@portal/domain/contract/console/conteudo';
import { topicosEndpoints, type Topicos } from '@portal/domain/contract/shell/topicos';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { banners, topicos } from '../../db/schema/topicos.js';
import {
  ConsoleAgent,
  chamarConsole,
  jsonConsole,
  sessaoConsole,
  type SessaoDeTeste,
} from '../../test/console.js';
import { getJson } from '../../test/contrato.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let editora: SessaoDeTeste;
beforeAll(async () => {
  h = demo.h;
  editora = await sessaoConsole(h.app, { nome: 'Clara Conteúdo', papeis: ['conteudo'] });
});

// TEST_TODAY is 2026-03-10. Maria is titular of plans of products 487.654/21-3 and 487.655/21-1; João is
// her dependant; Roberto is titular of 487.656/21-0; Carlos is the contratante (no plan of his own).
const MARIA = '487.654/21-3';
const ROBERTO = '487.656/21-0';
const HOSTIL =
  '<p onclick="roubar()">Vacine-se <strong>já</strong>.</p><script>roubar()</script><img src=x onerror=roubar()>';
const LIMPO = '<p>Vacine-se <strong>já</strong>.</p>';

const topico = (t: Partial<TopicoConsoleEdicao> = {}): TopicoConsoleEdicao => ({
  titulo: 'Campanha de vacinação',
  resumo: 'Postos abertos no sábado.',
  corpoHtml: HOSTIL,
  publicadoEm: '2026-03-10',
  retiradoEm: null,
  ativo: true,
  publico: 'TODOS',
  produto: null,
  ...t,
});
const banner = (b: Partial<BannerConsoleEdicao> = {}): BannerConsoleEdicao => ({
  titulo: 'Aviso',
  textoHtml: HOSTIL,
  nivel: 'INFORMACAO',
  inicio: '2026-03-09',
  fim: '2026-03-12',
  ativo: true,
  publico: 'TODOS',
  produto: null,
  ...b,
});

const homeDe = async (cpf: string): Promise<Topicos> =>
  getJson(await login(h.app, cpf), topicosEndpoints.lista);

describe('topics and banners in the console', () => {
  it('creates a topic and a banner sanitised, previews a body, lists them, and audits each write', async () => {
    expect(await jsonConsole(editora.agente, endpoints.previaConteudo, { body: { html: HOSTIL } })).toEqual({
      html: LIMPO,
    });
    const t = await jsonConsole(editora.agente, endpoints.criarTopico, {
      body: topico({ titulo: '  Tópico novo  ' }),
    });
    expect(t).toMatchObject({ titulo: 'Tópico novo', corpoHtml: LIMPO, noAr: true });
    const b = await jsonConsole(editora.agente, endpoints.criarBanner, {
      body: banner({ titulo: 'Banner novo', nivel: 'ATENCAO' }),
    });
    expect(b).toMatchObject({ textoHtml: LIMPO, nivel: 'ATENCAO', noAr: true });
    expect((await jsonConsole(editora.agente, endpoints.listarTopicosConsole)).map((x) => x.id)).toContain(
      t.id,
    );
    expect((await jsonConsole(editora.agente, endpoints.listarBannersConsole)).map((x) => x.id)).toContain(
      b.id,
    );

    const editado = await jsonConsole(editora.agente, endpoints.editarBanner, {
      params: { id: b.id },
      body: banner({ titulo: 'Banner novo', nivel: 'ATENCAO', ativo: false }),
    });
    expect(editado.noAr).toBe(false);
    const linhas = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(inArray(equipeAuditoria.alvo, [`topico:${t.id}`, `banner:${b.id}`]))
      .orderBy(equipeAuditoria.id);
    expect(linhas.map((l) => [l.acao, l.equipeId, l.papel])).toEqual([
      ['topico.criar', editora.equipeId, 'conteudo'],
      ['banner.criar', editora.equipeId, 'conteudo'],
      ['banner.editar', editora.equipeId, 'conteudo'],
    ]);
    expect(linhas[0]).toMatchObject({ antes: null });
    expect(linhas[0]!.depois).toMatchObject({ titulo: 'Tópico novo', caracteres: LIMPO.length });
    expect(linhas[2]!.antes).toMatchObject({ ativo: true, nivel: 'ATENCAO' });
    expect(linhas[2]!.depois).toMatchObject({ ativo: false, nivel: 'ATENCAO' });
    // Stored clean: nothing of the script reaches the database.
    const [guardado] = await h.database.db.select().from(banners).where(eq(banners.id, b.id));
    expect(guardado!.textoHtml).toBe(LIMPO);
  });

  it('shows members only what is in force for their audience and period', async () => {
    const criar = (b: Partial<BannerConsoleEdicao>) =>
      jsonConsole(editora.agente, endpoints.criarBanner, { body: banner(b) });
    const criados = {
      todos: await criar({ titulo: 'B todos' }),
      produtoMaria: await criar({ titulo: 'B produto Maria', publico: 'PRODUTO', produto: MARIA }),
      produtoRoberto: await criar({ titulo: 'B produto Roberto', publico: 'PRODUTO', produto: ROBERTO }),
      titulares: await criar({ titulo: 'B titulares', publico: 'TITULARES', nivel: 'ATENCAO' }),
      futuro: await criar({ titulo: 'B futuro', inicio: '2026-03-11', fim: '2026-03-20' }),
      passado: await criar({ titulo: 'B passado', inicio: '2026-03-01', fim: '2026-03-09' }),
    };
    await jsonConsole(editora.agente, endpoints.criarTopico, {
      body: topico({ titulo: 'T titulares', publico: 'TITULARES' }),
    });
    await jsonConsole(editora.agente, endpoints.criarTopico, {
      body: topico({ titulo: 'T retirado hoje', publicadoEm: '2026-03-01', retiradoEm: '2026-03-10' }),
    });
    await jsonConsole(editora.agente, endpoints.criarTopico, {
      body: topico({ titulo: 'T produto Roberto', publico: 'PRODUTO', produto: ROBERTO }),
    });
    try {
      const maria = await homeDe(DEMO.maria);
      // Attention first; the other product's, the future and the past ones are not hers.
      expect(maria.banners.map((b) => b.titulo)).toEqual(['B titulares', 'B produto Maria', 'B todos']);
      expect(maria.banners[2]!.textoHtml).toBe(LIMPO);
      expect(maria.topicos.map((t) => t.titulo)).toContain('T titulares');
      expect(maria.topicos.map((t) => t.titulo)).not.toContain('T retirado hoje');
      expect(maria.topicos.map((t) => t.titulo)).not.toContain('T produto Roberto');

      const joao = await homeDe(DEMO.joao);
      expect(joao.banners.map((b) => b.titulo)).toEqual(['B produto Maria', 'B todos']);
      expect(joao.topicos.map((t) => t.titulo)).not.toContain('T titulares');

      const roberto = await homeDe(DEMO.roberto);
      expect(roberto.banners.map((b) => b.titulo)).toEqual(['B titulares', 'B produto Roberto', 'B todos']);
      expect(roberto.topicos.map((t) => t.titulo)).toContain('T produto Roberto');

      const carlos = await homeDe(DEMO.carlos);
      expect(carlos.banners.map((b) => b.titulo)).toEqual(['B todos']);
    } finally {
      await h.database.db.delete(banners).where(
        inArray(
          banners.id,
          Object.values(criados).map((b) => b.id),
        ),
      );
      await h.database.db.delete(topicos).where(eq(topicos.resumo, 'Postos abertos no sábado.'));
    }
  });

  it('refuses bad input with a Portuguese message, and the database holds the rules too', async () => {
    const casos: [unknown, string][] = [
      [endpoints.criarBanner, MENSAGENS_CONTEUDO.periodo],
      [endpoints.criarTopico, MENSAGENS_CONTEUDO.retirada],
      [endpoints.criarBanner, MENSAGENS_CONTEUDO.produtoDesconhecido],
      [endpoints.criarTopico, MENSAGENS_CONTEUDO.produto],
      [endpoints.criarBanner, MENSAGENS_CONTEUDO.vazio],
      [endpoints.criarTopico, MENSAGENS_CONTEUDO.titulo],
    ];
    const corpos = [
      banner({ inicio: '2026-03-12', fim: '2026-03-11' }),
      topico({ retiradoEm: '2026-03-10' }),
      banner({ publico: 'PRODUTO', produto: '999.999/99-9' }),
      topico({ publico: 'PRODUTO', produto: null }),
      banner({ textoHtml: '<script>roubar()</script>' }),
      topico({ titulo: '   ' }),
    ];
    for (const [i, [endpoint, mensagem]] of casos.entries()) {
      const resposta = await chamarConsole(editora.agente, endpoint as typeof endpoints.criarBanner, {
        body: corpos[i] as BannerConsoleEdicao,
      });
      expect(resposta.statusCode, mensagem).toBe(400);
      expect(resposta.json<{ mensagem: string }>().mensagem).toBe(mensagem);
    }
    const naoHa = await chamarConsole(editora.agente, endpoints.editarTopico, {
      params: { id: 999_999 },
      body: topico(),
    });
    expect(naoHa.statusCode).toBe(404);
    await expect(
      h.database.db.insert(banners).values({
        titulo: 'x',
        textoHtml: '<p>x</p>',
        nivel: 'INFORMACAO',
        inicio: '2026-03-10',
        fim: '2026-03-10',
        publico: 'PRODUTO',
      }),
    ).rejects.toThrow();
  });

  it('refuses member sessions, other roles and staff without a second factor', async () => {
    const maria = await login(h.app, DEMO.maria);
    const comCookiesDeMembro = ConsoleAgent.comCookiesDe(maria);
    const outros = await sessaoConsole(h.app, { papeis: ['parametros', 'administrador'] });
    const semFator = await sessaoConsole(h.app, { papeis: ['conteudo'], fator: 'convite' });
    const antes = await h.database.db.select().from(banners);
    for (const [agente, status] of [
      [comCookiesDeMembro, [401]],
      [outros.agente, [403]],
      [semFator.agente, [401, 403]],
    ] as const) {
      for (const endpoint of Object.values(endpoints)) {
        const resposta = await chamarConsole(agente, endpoint, {
          params: { id: 1 },
          body: { ...banner(), ...topico(), html: '<p>x</p>' },
        });
        expect(status, `${endpoint.operationId} ${resposta.body}`).toContain(resposta.statusCode);
      }
    }
    expect(await h.database.db.select().from(banners)).toEqual(antes);
    expect(
      await h.database.db
        .select()
        .from(equipeAuditoria)
        .where(and(eq(equipeAuditoria.equipeId, outros.equipeId), eq(equipeAuditoria.papel, 'conteudo'))),
    ).toEqual([]);
  });
});
