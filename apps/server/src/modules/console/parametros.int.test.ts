// The console's parameters and maintenance (issue 38): the catalogue's refusal reason, the history the database
// keeps (who, when, before → after, chained without gaps even under racing edits on PostgreSQL), reverts, the
// optimistic version, maintenance on now / scheduled as members see it, the staff audit of every write, and
// who may call at all.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  consoleParametrosEndpoints as endpoints,
  MENSAGENS_PARAMETROS,
  type ParametroConsole,
} from '@portal/domain/contract/console/parametros';
import { CATALOGO_PARAMETROS } from '@portal/domain/contract/shell/parametros-catalogo';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { parametrosHistorico, parametrosOperadora } from '../../db/schema/operator.js';
import {
  chamarConsole,
  ConsoleAgent,
  jsonConsole,
  sessaoConsole,
  type SessaoDeTeste,
} from '../../test/console.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let staff: SessaoDeTeste;
/** A staff session opened at the clock's now (a test that moves the clock far opens another). */
const novaSessao = async () => {
  staff = await sessaoConsole(h.app, { nome: 'Paula Parâmetros', papeis: ['parametros'] });
};
beforeAll(() => {
  h = demo.h;
});
beforeEach(novaSessao);

async function parametro(nome: string, agente: ConsoleAgent = staff.agente): Promise<ParametroConsole> {
  const areas = await jsonConsole(agente, endpoints.listar);
  const achado = areas.flatMap((a) => a.parametros).find((p) => p.nome === nome);
  if (!achado) throw new Error(`sem ${nome}`);
  return achado;
}

const alterar = (
  nome: string,
  body: { valor: string; versao: number; motivo?: string },
  agente = staff.agente,
) => chamarConsole(agente, endpoints.alterar, { params: { nome }, body });

const historicoNoBanco = (nome: string) =>
  h.database.db
    .select()
    .from(parametrosHistorico)
    .where(eq(parametrosHistorico.nome, nome))
    .orderBy(asc(parametrosHistorico.versao));

/** Each entry's "before" is the previous one's "after", and versions go 1, 2, 3… with no gap. */
async function expectCadeiaSemFalhas(nome: string) {
  const entradas = await historicoNoBanco(nome);
  entradas.forEach((e, i) => {
    expect(e.versao).toBe(i + 1);
    if (i > 0) expect(e.antes).toBe(entradas[i - 1]!.depois);
  });
  const [linha] = await h.database.db
    .select()
    .from(parametrosOperadora)
    .where(eq(parametrosOperadora.nome, nome));
  expect(linha?.valor ?? null).toBe(entradas.at(-1)!.depois);
  expect(linha?.versao).toBe(entradas.at(-1)!.versao);
  return entradas;
}

describe('the parameter list', () => {
  it('lists every catalogue parameter by area, with value, version and the catalogue’s kind', async () => {
    const areas = await jsonConsole(staff.agente, endpoints.listar);
    expect(areas.map((a) => a.titulo)).toContain('Limites diários de envios');
    const nomes = areas.flatMap((a) => a.parametros.map((p) => p.nome));
    expect(nomes.sort()).toEqual(Object.keys(CATALOGO_PARAMETROS).sort());
    const tamanho = await parametro('TAMANHO_MAXIMO_ARQUIVO_MB');
    expect(tamanho).toMatchObject({ tipo: 'inteiro', visivel: 'membros', minimo: 1, maximo: 50, versao: 1 });
    expect(await parametro('CAPTCHA_PROVEDOR')).toMatchObject({ editadoEm: 'configuracao' });
    expect(await parametro('MANUTENCAO_INICIO')).toMatchObject({ valor: null, versao: 0 });
  });
});

describe('changing a parameter', () => {
  it('refuses a value against the catalogue with its reason (422), changing nothing', async () => {
    const antes = await parametro('TAMANHO_MAXIMO_ARQUIVO_MB');
    const resposta = await alterar('TAMANHO_MAXIMO_ARQUIVO_MB', { valor: '80', versao: antes.versao });
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json()).toMatchObject({
      mensagem: 'Informe um número inteiro de 1 a 50.',
      campos: { valor: 'Informe um número inteiro de 1 a 50.' },
    });
    expect(await parametro('TAMANHO_MAXIMO_ARQUIVO_MB')).toEqual(antes);
    const configuracao = await alterar('CAPTCHA_PROVEDOR', { valor: 'x', versao: 0 });
    expect(configuracao.statusCode).toBe(422);
    expect(configuracao.json()).toMatchObject({
      mensagem: 'Este parâmetro vem da configuração do servidor.',
    });
    const manutencao = await alterar('EM_MANUTENCAO', { valor: 'true', versao: 1 });
    expect(manutencao.json()).toMatchObject({ mensagem: MENSAGENS_PARAMETROS.naTelaManutencao });
    const nome = await alterar('NOME_OPERADORA', { valor: 'Outra', versao: 1 });
    expect(nome.statusCode).toBe(422);
    expect(nome.json()).toMatchObject({ mensagem: MENSAGENS_PARAMETROS.naTelaMarca });
    expect((await alterar('NAO_EXISTE', { valor: '1', versao: 0 })).statusCode).toBe(404);
  });

  it('changes it, keeps who/when/before → after in its history and the staff audit, and members read it at once', async () => {
    const antes = await parametro('FONE_CONTATO');
    const depois = await jsonConsole(staff.agente, endpoints.alterar, {
      params: { nome: 'FONE_CONTATO' },
      body: { valor: '(19) 3333-4444', versao: antes.versao, motivo: 'Nova central' },
    });
    expect(depois).toMatchObject({ valor: '(19) 3333-4444', versao: antes.versao + 1 });

    const historico = await jsonConsole(staff.agente, endpoints.historico, {
      params: { nome: 'FONE_CONTATO' },
    });
    expect(historico[0]).toEqual({
      id: expect.any(Number) as number,
      antes: antes.valor,
      depois: '(19) 3333-4444',
      versao: antes.versao + 1,
      origem: 'console',
      autor: 'Paula Parâmetros',
      motivo: 'Nova central',
      revertidoDe: null,
      em: h.clock().toISOString(),
    });
    expect(historico.at(-1)).toMatchObject({ antes: null, origem: 'banco', versao: 1 });
    await expectCadeiaSemFalhas('FONE_CONTATO');

    const auditoria = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(
          eq(equipeAuditoria.acao, 'parametro.alterar'),
          eq(equipeAuditoria.alvo, 'parametro:FONE_CONTATO'),
        ),
      );
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({
      equipeId: staff.equipeId,
      papel: 'parametros',
      antes: { valor: antes.valor, versao: antes.versao },
      depois: { valor: '(19) 3333-4444', versao: antes.versao + 1, motivo: 'Nova central' },
    });

    const publicos = await chamar(new TestAgent(h.app), parametrosEndpoints.publicos, {
      query: { nome: ['FONE_CONTATO'] },
    });
    expect(publicos.json()).toEqual([{ nome: 'FONE_CONTATO', valor: '(19) 3333-4444' }]);
  });

  it('refuses a change made on a version someone else has changed since (409), keeping theirs', async () => {
    const lido = await parametro('ENDERECO');
    const outra = await sessaoConsole(h.app, { papeis: ['parametros'] });
    expect(
      (await alterar('ENDERECO', { valor: 'Rua das Flores, 10', versao: lido.versao }, outra.agente))
        .statusCode,
    ).toBe(200);
    const tarde = await alterar('ENDERECO', { valor: 'Rua dos Ipês, 20', versao: lido.versao });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toMatchObject({ mensagem: MENSAGENS_PARAMETROS.versao });
    expect(await parametro('ENDERECO')).toMatchObject({
      valor: 'Rua das Flores, 10',
      versao: lido.versao + 1,
    });
    await expectCadeiaSemFalhas('ENDERECO');
  });

  it('sets a parameter that had no value (version 0), and a second set at version 0 is a 409', async () => {
    expect((await parametro('CHATBOT_URL')).versao).toBe(0);
    const primeiro = await alterar('CHATBOT_URL', { valor: 'https://chat.example/bot.js', versao: 0 });
    expect(primeiro.json()).toMatchObject({ valor: 'https://chat.example/bot.js', versao: 1 });
    expect(
      (await alterar('CHATBOT_URL', { valor: 'https://outro.example/x.js', versao: 0 })).statusCode,
    ).toBe(409);
    const [entrada] = await historicoNoBanco('CHATBOT_URL');
    expect(entrada).toMatchObject({ antes: null, depois: 'https://chat.example/bot.js', origem: 'console' });
  });
});

describe('the history the database keeps', () => {
  it('records a change made outside the console too (origin banco), and refuses to be rewritten', async () => {
    const antes = await parametro('ENDERECO');
    await h.database.db
      .update(parametrosOperadora)
      .set({ valor: 'Rua Nova, 10 - Campinas - SP' })
      .where(eq(parametrosOperadora.nome, 'ENDERECO'));
    const entradas = await expectCadeiaSemFalhas('ENDERECO');
    expect(entradas.at(-1)).toMatchObject({
      antes: antes.valor,
      depois: 'Rua Nova, 10 - Campinas - SP',
      origem: 'banco',
      equipeId: null,
      versao: antes.versao + 1,
    });
    await expect(
      h.database.db
        .update(parametrosHistorico)
        .set({ depois: 'x' })
        .where(eq(parametrosHistorico.nome, 'ENDERECO')),
    ).rejects.toThrow();
    await expect(
      h.database.db.delete(parametrosHistorico).where(eq(parametrosHistorico.nome, 'ENDERECO')),
    ).rejects.toThrow();
    // A stale console edit of it is refused: the version moved with the direct change.
    expect((await alterar('ENDERECO', { valor: 'Outra', versao: antes.versao })).statusCode).toBe(409);
  });
});

describe('reverting a parameter', () => {
  it('restores an earlier value as a new change that names the entry it restored', async () => {
    const inicial = await parametro('AGENDAMENTO_DIAS_ANTECEDENCIA');
    const v1 = await jsonConsole(staff.agente, endpoints.alterar, {
      params: { nome: 'AGENDAMENTO_DIAS_ANTECEDENCIA' },
      body: { valor: '30', versao: inicial.versao },
    });
    const historico = await jsonConsole(staff.agente, endpoints.historico, {
      params: { nome: 'AGENDAMENTO_DIAS_ANTECEDENCIA' },
    });
    const original = historico.find((e) => e.depois === inicial.valor)!;
    const revertido = await jsonConsole(staff.agente, endpoints.reverter, {
      params: { nome: 'AGENDAMENTO_DIAS_ANTECEDENCIA' },
      body: { historicoId: original.id, versao: v1.versao },
    });
    expect(revertido).toMatchObject({ valor: inicial.valor, versao: v1.versao + 1 });
    const depois = await jsonConsole(staff.agente, endpoints.historico, {
      params: { nome: 'AGENDAMENTO_DIAS_ANTECEDENCIA' },
    });
    expect(depois[0]).toMatchObject({ antes: '30', depois: inicial.valor, revertidoDe: original.id });
    await expectCadeiaSemFalhas('AGENDAMENTO_DIAS_ANTECEDENCIA');
    const auditoria = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(eq(equipeAuditoria.acao, 'parametro.reverter'));
    expect(auditoria.at(-1)).toMatchObject({
      alvo: 'parametro:AGENDAMENTO_DIAS_ANTECEDENCIA',
      antes: { valor: '30' },
      depois: { valor: inicial.valor, historicoId: original.id },
    });
    // A stale version, or another parameter's entry, is refused.
    const stale = await chamarConsole(staff.agente, endpoints.reverter, {
      params: { nome: 'AGENDAMENTO_DIAS_ANTECEDENCIA' },
      body: { historicoId: original.id, versao: v1.versao },
    });
    expect(stale.statusCode).toBe(409);
    const deOutro = await chamarConsole(staff.agente, endpoints.reverter, {
      params: { nome: 'REGISTRO_ANS' },
      body: { historicoId: original.id, versao: 1 },
    });
    expect(deOutro.statusCode).toBe(404);
  });
});

describe('racing edits of one parameter', () => {
  it('keep one history: each racer at a version wins once, the others get 409, and the chain has no gap', async () => {
    const nome = 'LIMITE_DIARIO_REEMBOLSO';
    const racers = await Promise.all(
      [0, 1, 2, 3].map(() => sessaoConsole(h.app, { papeis: ['parametros'] })),
    );
    // Four staff each land 3 edits, retrying on 409 with the version they read again.
    const contagem = { conflitos: 0 };
    await Promise.all(
      racers.map(async (racer, r) => {
        for (let i = 0; i < 3; i += 1) {
          for (;;) {
            const { versao } = await parametro(nome, racer.agente);
            const resposta = await alterar(nome, { valor: String(100 + r * 10 + i), versao }, racer.agente);
            if (resposta.statusCode === 200) break;
            expect(resposta.statusCode, resposta.body).toBe(409);
            contagem.conflitos += 1;
          }
        }
      }),
    );
    // The racers did collide (14–18 conflicts measured on PGlite and PostgreSQL), and none was lost.
    expect(contagem.conflitos).toBeGreaterThan(0);
    const entradas = await expectCadeiaSemFalhas(nome);
    const doConsole = entradas.filter((e) => e.origem === 'console');
    expect(doConsole).toHaveLength(12);
    expect(new Set(doConsole.map((e) => e.depois)).size).toBe(12);
    const auditoria = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(eq(equipeAuditoria.alvo, `parametro:${nome}`));
    expect(auditoria).toHaveLength(12);
  });

  it('two staff saving the same version at once: exactly one wins', async () => {
    const nome = 'LIMITE_DIARIO_DEBITO_CONTA';
    const [a, b] = await Promise.all([0, 1].map(() => sessaoConsole(h.app, { papeis: ['parametros'] })));
    for (let rodada = 0; rodada < 5; rodada += 1) {
      const { versao } = await parametro(nome);
      const respostas = await Promise.all([
        alterar(nome, { valor: String(10 + rodada), versao }, a!.agente),
        alterar(nome, { valor: String(50 + rodada), versao }, b!.agente),
      ]);
      expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
    await expectCadeiaSemFalhas(nome);
  });
});

describe('maintenance mode', () => {
  const status = async () =>
    (await chamar(new TestAgent(h.app), parametrosEndpoints.statusManutencao)).json<{
      emManutencao: boolean;
      mensagem: string | null;
    }>();

  it('switched on now, members see it with the message; off again, they do not', async () => {
    const atual = await jsonConsole(staff.agente, endpoints.manutencao);
    expect(atual).toMatchObject({ modo: 'desligada', ativaAgora: false, forcadaPelaConfiguracao: false });
    const ligada = await jsonConsole(staff.agente, endpoints.alterarManutencao, {
      body: { modo: 'agora', mensagem: 'Voltamos às 14h.', revisao: atual.revisao },
    });
    expect(ligada).toMatchObject({ modo: 'agora', ativaAgora: true, mensagem: 'Voltamos às 14h.' });
    expect(await status()).toEqual({ emManutencao: true, mensagem: 'Voltamos às 14h.' });

    const stale = await chamarConsole(staff.agente, endpoints.alterarManutencao, {
      body: { modo: 'desligada', mensagem: 'x', revisao: atual.revisao },
    });
    expect(stale.statusCode).toBe(409);

    const desligada = await jsonConsole(staff.agente, endpoints.alterarManutencao, {
      body: { modo: 'desligada', mensagem: 'Voltamos às 14h.', revisao: ligada.revisao },
    });
    expect(desligada).toMatchObject({ modo: 'desligada', ativaAgora: false });
    expect(await status()).toEqual({ emManutencao: false, mensagem: null });
    const auditoria = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(eq(equipeAuditoria.acao, 'manutencao.alterar'));
    expect(
      auditoria.map((a) => [(a.antes as { modo: string }).modo, (a.depois as { modo: string }).modo]),
    ).toEqual([
      ['desligada', 'agora'],
      ['agora', 'desligada'],
    ]);
  });

  it('scheduled on São Paulo’s clock, it starts and ends by itself', async () => {
    h.clock.set(new Date('2026-11-29T12:00:00.000Z'));
    await novaSessao();
    const atual = await jsonConsole(staff.agente, endpoints.manutencao);
    const agendada = await jsonConsole(staff.agente, endpoints.alterarManutencao, {
      body: {
        modo: 'agendada',
        inicio: '2026-11-29T22:00',
        fim: '2026-11-30T02:30',
        mensagem: 'Manutenção programada.',
        revisao: atual.revisao,
      },
    });
    expect(agendada).toMatchObject({
      modo: 'agendada',
      inicio: '2026-11-30T01:00:00.000Z',
      fim: '2026-11-30T05:30:00.000Z',
      ativaAgora: false,
    });
    expect((await status()).emManutencao).toBe(false);
    h.clock.set(new Date('2026-11-30T01:00:00.000Z'));
    expect(await status()).toEqual({ emManutencao: true, mensagem: 'Manutenção programada.' });
    h.clock.set(new Date('2026-11-30T05:30:00.000Z'));
    expect((await status()).emManutencao).toBe(false);
    await novaSessao();
    expect(await jsonConsole(staff.agente, endpoints.manutencao)).toMatchObject({ modo: 'desligada' });
  });

  it('refuses a schedule without start, an end before the start or past, and an empty message', async () => {
    h.clock.set(new Date('2026-11-29T12:00:00.000Z'));
    await novaSessao();
    const { revisao } = await jsonConsole(staff.agente, endpoints.manutencao);
    const recusas: [object, string][] = [
      [{ modo: 'agendada', mensagem: 'x' }, MENSAGENS_PARAMETROS.inicioObrigatorio],
      [
        { modo: 'agendada', inicio: '2026-12-01T10:00', fim: '2026-12-01T09:00', mensagem: 'x' },
        MENSAGENS_PARAMETROS.fimAntesDoInicio,
      ],
      [{ modo: 'agora', fim: '2026-11-29T08:00', mensagem: 'x' }, MENSAGENS_PARAMETROS.fimNoPassado],
      [{ modo: 'agendada', inicio: '2026-02-30T10:00', mensagem: 'x' }, MENSAGENS_PARAMETROS.dataHora],
    ];
    for (const [body, mensagem] of recusas) {
      const resposta = await chamarConsole(staff.agente, endpoints.alterarManutencao, {
        body: { ...body, revisao },
      });
      expect(resposta.statusCode, JSON.stringify(body)).toBe(422);
      expect(resposta.json()).toMatchObject({ mensagem });
    }
    const vazia = await chamarConsole(staff.agente, endpoints.alterarManutencao, {
      body: { modo: 'agora', mensagem: '  ', revisao },
    });
    expect(vazia.statusCode).toBe(422);
    expect(vazia.json()).toMatchObject({ mensagem: MENSAGENS_PARAMETROS.mensagemObrigatoria });
  });
});

describe('who may call', () => {
  const chamadas = () =>
    [
      [endpoints.listar, {}],
      [endpoints.alterar, { params: { nome: 'FONE_CONTATO' }, body: { valor: '(19) 1111-2222', versao: 9 } }],
      [endpoints.historico, { params: { nome: 'FONE_CONTATO' } }],
      [endpoints.reverter, { params: { nome: 'FONE_CONTATO' }, body: { historicoId: 1, versao: 9 } }],
      [endpoints.manutencao, {}],
      [endpoints.alterarManutencao, { body: { modo: 'agora', mensagem: 'x', revisao: '1.1.0.0' } }],
    ] as const;

  it('refuses a member’s session (401), another role (403) and staff without a second factor', async () => {
    const membro = ConsoleAgent.comCookiesDe(await demo.as('maria'));
    const conteudo = await sessaoConsole(h.app, { papeis: ['conteudo'] });
    const semFator = await sessaoConsole(h.app, { papeis: ['parametros'], fator: 'convite' });
    for (const [endpoint, pedido] of chamadas()) {
      expect((await chamarConsole(membro, endpoint, pedido)).statusCode, endpoint.path).toBe(401);
      expect((await chamarConsole(conteudo.agente, endpoint, pedido)).statusCode, endpoint.path).toBe(403);
      expect([401, 403], endpoint.path).toContain(
        (await chamarConsole(semFator.agente, endpoint, pedido)).statusCode,
      );
    }
    expect((await parametro('FONE_CONTATO')).valor).not.toBe('(19) 1111-2222');
  });
});
