// The console's request queues (issue 39, decision 0043): the queue's order, countdown, counts, filters and
// keyset; taking a request (one winner, a 409 naming who has it, an explicit take-over); answering through the
// same transition tables as the integration API (the member reads the same history, gets the same e-mail,
// sees the same audit row — as the operator's service desk); two staff answering at once (one winner, one
// 409 that says what happened — also on PostgreSQL with TEST_DATABASE_URL); attachments inline, sandboxed
// and audited; the health rule.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, operatorDate } from '@portal/domain';
import {
  consoleFilasEndpoints as filas,
  situacaoMudouEnquantoVia,
  type ItemFila,
} from '@portal/domain/contract/console/filas';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import { transicaoRecusada } from '@portal/domain/contract/integracao/transicoes';
import { auditoria } from '../../db/schema/audit.js';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { reembolsoArquivos, reembolsos } from '../../db/schema/reembolso.js';
import { storeSeedFiles } from '../../db/seed/reembolsos.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import { chamarConsole, jsonConsole, sessaoConsole, type SessaoDeTeste } from '../../test/console.js';
import { getJson } from '../../test/contrato.js';
import {
  mudarSituacao,
  novoCliente,
  novoPedidoAutorizacao,
  novoReembolso,
  tokenDe,
} from '../../test/integracao.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';
import { duringTest } from '../../test/test-database.js';

const MARIA_EMAIL = 'maria.souza@email.test';

const demo = withDemo();
let h: TestHarness;
let retaguarda: SessaoDeTeste;
let colega: SessaoDeTeste;

beforeAll(async () => {
  h = demo.h;
  // The seeded requests' files live in the storage driver (the seed command writes them; tests ask).
  await storeSeedFiles(h.app.storage, h.database.db);
  retaguarda = await sessaoConsole(h.app, { papeis: ['retaguarda'], nome: 'Rita Retaguarda' });
  colega = await sessaoConsole(h.app, { papeis: ['retaguarda'], nome: 'Caio Colega' });
});

const hoje = () => operatorDate(h.clock());

/** A new reimbursement of Maria's with this deadline (business days from today; negative: past). */
async function reembolsoComPrazo(diasUteis: number | null): Promise<string> {
  const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
  const prazo =
    diasUteis === null
      ? null
      : formatIsoDate(diasUteis >= 0 ? addDiasUteis(hoje(), diasUteis) : voltarDiasUteis(hoje(), -diasUteis));
  await h.database.db
    .update(protocolos)
    .set({ prazoResposta: prazo })
    .where(eq(protocolos.protocolo, protocolo));
  return protocolo;
}

function voltarDiasUteis(dia: ReturnType<typeof hoje>, n: number) {
  // The deadline n business days ago: step back a calendar day until n business days lie after it.
  let d = new Date(Date.UTC(dia.year, dia.month - 1, dia.day));
  let contados = 0;
  while (contados < n) {
    d = new Date(d.getTime() - 86_400_000);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) contados += 1;
  }
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const fila = (agente = retaguarda, query: Record<string, string | number> = {}) =>
  jsonConsole(agente.agente, filas.listarFila, { query });

async function filaInteira(query: Record<string, string | number>): Promise<ItemFila[]> {
  const itens: ItemFila[] = [];
  let apos: string | null = null;
  do {
    const pagina = await fila(retaguarda, { ...query, limite: 3, ...(apos ? { apos } : {}) });
    itens.push(...pagina.itens);
    apos = pagina.proximo;
  } while (apos);
  return itens;
}

describe('the queue', () => {
  it('puts the overdue first, then those due today, then by deadline, with the business-day countdown and counts', async () => {
    const atrasada = await reembolsoComPrazo(-2);
    const deHoje = await reembolsoComPrazo(0);
    const imediata = await reembolsoComPrazo(null);
    const depois = await reembolsoComPrazo(5);
    const itens = await filaInteira({ tipo: 'REEMBOLSO' });
    // Every row once, in the keyset's order, across pages of 3.
    expect(new Set(itens.map((i) => i.protocolo)).size).toBe(itens.length);
    const ordem = itens
      .map((i) => i.protocolo)
      .filter((p) => [atrasada, deHoje, imediata, depois].includes(p));
    // An immediate one (urgency) is due the day it was filed: today, after those overdue.
    expect(ordem.indexOf(atrasada)).toBeLessThan(ordem.indexOf(deHoje));
    expect(ordem.indexOf(deHoje)).toBeLessThan(ordem.indexOf(depois));
    expect(ordem.indexOf(imediata)).toBeLessThan(ordem.indexOf(depois));
    const prazos = itens.map((i) => i.prazoResposta ?? formatIsoDate(hoje()));
    expect([...prazos].sort()).toEqual(prazos);
    const por = (p: string) => itens.find((i) => i.protocolo === p)!;
    expect(por(atrasada)).toMatchObject({ atrasado: true, venceHoje: false, diasUteisRestantes: -2 });
    expect(por(deHoje)).toMatchObject({ atrasado: false, venceHoje: true, diasUteisRestantes: 0 });
    expect(por(imediata)).toMatchObject({ prazoImediato: true, venceHoje: true, diasUteisRestantes: 0 });
    expect(por(depois)).toMatchObject({
      atrasado: false,
      diasUteisRestantes: 5,
      tipoNome: 'Solicitação de reembolso',
    });
    expect(por(depois).pessoaNome).toMatch(/Maria/);
    const resposta = await fila(retaguarda, { tipo: 'REEMBOLSO' });
    expect(resposta.contagens.atrasadas).toBe(itens.filter((i) => i.atrasado).length);
    expect(resposta.contagens.hoje).toBe(itens.filter((i) => i.venceHoje).length);
  });

  it('filters by deadline, by the request’s own status, by who has it, and shows closed ones on demand', async () => {
    const atrasada = await reembolsoComPrazo(-1);
    const atrasadas = await filaInteira({ prazo: 'ATRASADAS' });
    expect(atrasadas.length).toBeGreaterThan(0);
    expect(atrasadas.every((i) => i.atrasado)).toBe(true);
    expect(atrasadas.map((i) => i.protocolo)).toContain(atrasada);
    expect((await filaInteira({ prazo: 'NO_PRAZO' })).every((i) => !i.atrasado && !i.venceHoje)).toBe(true);

    const solicitados = await filaInteira({ tipo: 'REEMBOLSO', situacaoPedido: 'SOLICITADO' });
    expect(solicitados.map((i) => i.protocolo)).toContain(atrasada);
    expect(solicitados.every((i) => i.tipo === 'REEMBOLSO')).toBe(true);
    const emAnalise = await filaInteira({ tipo: 'REEMBOLSO', situacaoPedido: 'ANALISE' });
    expect(emAnalise.map((i) => i.protocolo)).not.toContain(atrasada);
    const semTipo = await chamarConsole(retaguarda.agente, filas.listarFila, {
      query: { situacaoPedido: 'PAGO' },
    });
    expect(semTipo.statusCode).toBe(400);

    const fechadas = await filaInteira({ situacao: 'FECHADO', tipo: 'REEMBOLSO' });
    expect(fechadas.length).toBeGreaterThan(0);
    expect(fechadas.every((i) => i.situacao === 'FECHADO' && i.diasUteisRestantes === null)).toBe(true);

    await jsonConsole(colega.agente, filas.atribuirSolicitacao, {
      params: { protocolo: atrasada },
      body: {},
    });
    const doColega = await fila(colega, { responsavel: 'EU' });
    expect(doColega.itens.map((i) => i.protocolo)).toContain(atrasada);
    expect((await filaInteira({ responsavel: 'NINGUEM' })).map((i) => i.protocolo)).not.toContain(atrasada);
    const bad = await chamarConsole(retaguarda.agente, filas.listarFila, { query: { apos: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('taking a request', () => {
  it('is mine when free; someone else’s is a 409 naming them unless taken over; only my own goes back', async () => {
    const protocolo = await reembolsoComPrazo(3);
    const params = { protocolo };
    const minha = await jsonConsole(retaguarda.agente, filas.atribuirSolicitacao, { params, body: {} });
    expect(minha.responsavel).toEqual({ equipeId: retaguarda.equipeId, nome: 'Rita Retaguarda' });
    // Again: still mine, nothing new in the audit.
    await jsonConsole(retaguarda.agente, filas.atribuirSolicitacao, { params, body: {} });
    const recusa = await chamarConsole(colega.agente, filas.atribuirSolicitacao, { params, body: {} });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json<{ mensagem: string }>().mensagem).toContain('Rita Retaguarda');
    const devolverAlheia = await chamarConsole(colega.agente, filas.devolverSolicitacao, { params });
    expect(devolverAlheia.statusCode).toBe(409);
    const assumida = await jsonConsole(colega.agente, filas.atribuirSolicitacao, {
      params,
      body: { assumir: true },
    });
    expect(assumida.responsavel?.equipeId).toBe(colega.equipeId);
    const trilha = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(eq(equipeAuditoria.alvo, `protocolo:${protocolo}`))
      .orderBy(equipeAuditoria.id);
    expect(trilha.map((t) => [t.acao, t.equipeId])).toEqual([
      ['solicitacao.atribuir', retaguarda.equipeId],
      ['solicitacao.assumir', colega.equipeId],
    ]);
    expect(trilha[1]!.antes).toEqual({ responsavelEquipeId: retaguarda.equipeId });
    expect((await jsonConsole(colega.agente, filas.devolverSolicitacao, { params })).responsavel).toBeNull();
  });

  it('two taking one at once: exactly one gets it, the other is told who', async () => {
    const protocolo = await reembolsoComPrazo(3);
    const respostas = await Promise.all(
      [retaguarda, colega].map((s) =>
        chamarConsole(s.agente, filas.atribuirSolicitacao, { params: { protocolo }, body: {} }),
      ),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await h.database.db.select().from(protocolos).where(eq(protocolos.protocolo, protocolo));
    const vencedor = respostas
      .find((r) => r.statusCode === 200)!
      .json<{ responsavel: { equipeId: number } }>().responsavel.equipeId;
    expect(row!.responsavelEquipeId).toBe(vencedor);
  });
});

const responder = (s: SessaoDeTeste, protocolo: string, body: Record<string, unknown>) =>
  chamarConsole(s.agente, filas.responderSolicitacao, { params: { protocolo }, body });

describe('answering a reimbursement', () => {
  it('asks for documents and pays through the integration’s table: the member reads it, is e-mailed, sees the service desk', async () => {
    const protocolo = await reembolsoComPrazo(4);
    const detalhe = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(detalhe.situacaoPedido).toBe('SOLICITADO');
    // What was filed, in the operator's words (the form's option names, not their codes).
    const tipo = detalhe.dados.find((d) => d.rotulo === 'Tipo de atendimento')?.valor;
    expect(tipo).toMatch(/^[A-ZÀ-Ú][a-zà-ú]/);
    expect(detalhe.acoes.map((a) => [a.situacao, a.rotulo])).toEqual([
      ['ANALISE', 'Analisar'],
      ['PENDENTE', 'Pedir documentos'],
      ['PAGO', 'Pagar'],
      ['INDEFERIDO', 'Indeferir'],
    ]);
    expect(detalhe.acoes.find((a) => a.situacao === 'PAGO')!.exige).toEqual([
      'valorPagoCentavos',
      'dataPagamento',
    ]);
    // The table's rules hold at this door too: PENDENTE needs the reason (400, nothing written).
    expect(
      (await responder(retaguarda, protocolo, { esperada: 'SOLICITADO', situacao: 'PENDENTE' })).statusCode,
    ).toBe(400);
    expect(
      (await responder(retaguarda, protocolo, { esperada: 'SOLICITADO', situacao: 'EMITIDO' })).statusCode,
    ).toBe(400);
    const motivo = 'Envie a nota fiscal legível, com o CNPJ do prestador.';
    const pendente = await responder(retaguarda, protocolo, {
      esperada: 'SOLICITADO',
      situacao: 'PENDENTE',
      motivo,
    });
    expect(pendente.statusCode, pendente.body).toBe(200);
    expect(pendente.json()).toMatchObject({
      situacao: 'PENDENTE',
      situacaoProtocolo: 'EM_ANDAMENTO',
      alterado: true,
    });

    const maria = await demo.as('maria');
    const visto = await getJson(maria, protocolosEndpoints.detalhe, { body: { protocolo } });
    expect(visto.historico.at(-1)).toMatchObject({ titulo: 'Pendente', descricao: motivo });
    const email = await eventually(async () => {
      const emails = await outboxFor(h.database.db, MARIA_EMAIL);
      return emails.find((m) => m.assunto === `Reembolso - protocolo ${protocolo}`);
    }, 'o e-mail do reembolso pendente');
    expect(email.texto).toContain('Pendente');

    const pago = await responder(retaguarda, protocolo, {
      esperada: 'PENDENTE',
      situacao: 'PAGO',
      valorPagoCentavos: 30_000,
      dataPagamento: formatIsoDate(hoje()),
    });
    expect(pago.statusCode, pago.body).toBe(200);
    const [row] = await h.database.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
    expect(row).toMatchObject({ situacao: 'PAGO', valorPagoCentavos: 30_000 });
    const depois = await getJson(maria, protocolosEndpoints.detalhe, { body: { protocolo } });
    expect(depois.situacao).toBe('FECHADO');
    expect(depois.historico.at(-1)!.descricao).toContain('R$ 300,00');

    // The member's audit: the same action as the ERP's, made by the service desk (staff id, category).
    const [maria_] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const linhas = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.pessoaId, maria_!.id),
          eq(auditoria.acao, 'INTEGRACAO_SITUACAO_REEMBOLSO'),
          eq(auditoria.equipeId, retaguarda.equipeId),
          duringTest(auditoria.at),
        ),
      );
    expect(linhas.length).toBeGreaterThanOrEqual(2);
    expect(linhas[0]).toMatchObject({ contaId: null, motivoCategoria: 'SOLICITACAO_INTERNA' });
    const staff = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(
          eq(equipeAuditoria.equipeId, retaguarda.equipeId),
          eq(equipeAuditoria.acao, 'solicitacao.situacao'),
        ),
      );
    const doProtocolo = staff.filter((s) => JSON.stringify(s.depois).includes(protocolo));
    expect(doProtocolo).toHaveLength(2);
    expect(doProtocolo[1]!.antes).toMatchObject({ situacao: 'PENDENTE', motivo });
    // Final: nothing more is offered, and the table refuses a move out of it.
    const fim = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(fim.acoes).toEqual([]);
    const recusa = await responder(retaguarda, protocolo, {
      esperada: 'PAGO',
      situacao: 'INDEFERIDO',
      motivo: 'x',
    });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json<{ mensagem: string }>().mensagem).toBe(transicaoRecusada('Pago', 'Indeferido'));
  });

  it('one rule, two doors: what the ERP did is what staff see; a page older than the ERP’s answer is a 409', async () => {
    const protocolo = await reembolsoComPrazo(4);
    const token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']));
    const erp = await mudarSituacao(
      h.app,
      token,
      '/integracao/v1/reembolsos/{protocolo}/situacao',
      protocolo,
      {
        situacao: 'ANALISE',
      },
    );
    expect(erp.response.status).toBe(200);
    const detalhe = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(detalhe.situacaoPedido).toBe('ANALISE');
    const velha = await responder(retaguarda, protocolo, { esperada: 'SOLICITADO', situacao: 'ANALISE' });
    expect(velha.statusCode).toBe(409);
    expect(velha.json<{ mensagem: string }>().mensagem).toBe(situacaoMudouEnquantoVia('Em análise'));
  });

  it('two staff answering one request at once: exactly one transition wins, the other is told', async () => {
    for (const [a, b] of [
      ['PAGO', 'INDEFERIDO'],
      ['ANALISE', 'ANALISE'],
    ] as const) {
      const protocolo = await reembolsoComPrazo(4);
      const corpo = (situacao: string) => ({
        esperada: 'SOLICITADO',
        situacao,
        ...(situacao === 'PAGO' ? { valorPagoCentavos: 100, dataPagamento: formatIsoDate(hoje()) } : {}),
        ...(situacao === 'INDEFERIDO' ? { motivo: 'Sem cobertura.' } : {}),
      });
      const respostas = await Promise.all([
        responder(retaguarda, protocolo, corpo(a)),
        responder(colega, protocolo, corpo(b)),
      ]);
      expect(respostas.map((r) => r.statusCode).sort(), `${a}/${b}`).toEqual([200, 409]);
      const perdeu = respostas.find((r) => r.statusCode === 409)!.json<{ mensagem: string }>().mensagem;
      const [row] = await h.database.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
      const rotulo = { PAGO: 'Pago', INDEFERIDO: 'Indeferido', ANALISE: 'Em análise' }[
        row!.situacao as 'PAGO'
      ];
      expect(perdeu).toBe(situacaoMudouEnquantoVia(rotulo));
      const passos = await h.database.db
        .select()
        .from(protocoloAndamentos)
        .where(eq(protocoloAndamentos.protocolo, protocolo));
      expect(passos).toHaveLength(2);
    }
  });
});

describe('attachments and the health rule', () => {
  it('opens inline, sandboxed, framed only by the console, and audited for the member and the staff', async () => {
    const [maria] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const [seeded] = await h.database.db
      .select({ protocolo: reembolsos.protocolo })
      .from(reembolsos)
      .innerJoin(reembolsoArquivos, eq(reembolsoArquivos.reembolsoId, reembolsos.id))
      .where(and(eq(reembolsos.pessoaId, maria!.id), eq(reembolsos.situacao, 'ANALISE')))
      .limit(1);
    const protocolo = seeded!.protocolo;
    const detalhe = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(detalhe.anexos.length).toBeGreaterThan(0);
    const anexo = detalhe.anexos[0]!;
    const resposta = await chamarConsole(retaguarda.agente, filas.abrirAnexo, {
      params: { protocolo, id: anexo.id },
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe(anexo.contentType);
    expect(String(resposta.headers['content-disposition'])).toMatch(/^inline/);
    expect(resposta.headers['x-content-type-options']).toBe('nosniff');
    expect(String(resposta.headers['content-security-policy'])).toMatch(/^sandbox;.*frame-ancestors 'self'/);
    expect(resposta.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const membro = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.pessoaId, maria!.id),
          inArray(auditoria.acao, ['ABERTURA_ANEXO_SOLICITACAO', 'LEITURA_SOLICITACAO']),
          eq(auditoria.equipeId, retaguarda.equipeId),
        ),
      );
    expect(membro.filter((m) => m.acao === 'ABERTURA_ANEXO_SOLICITACAO')).toHaveLength(1);
    expect(membro.filter((m) => m.acao === 'LEITURA_SOLICITACAO').length).toBeGreaterThan(0);
    expect(membro.every((m) => m.contaId === null && m.motivoCategoria === 'SOLICITACAO_INTERNA')).toBe(true);
    const staff = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(eq(equipeAuditoria.equipeId, retaguarda.equipeId), eq(equipeAuditoria.acao, 'solicitacao.anexo')),
      );
    expect(staff).toHaveLength(1);
    // Another request's file, or an unknown one: 404.
    const outro = await reembolsoComPrazo(2);
    const alheio = await chamarConsole(retaguarda.agente, filas.abrirAnexo, {
      params: { protocolo: outro, id: anexo.id },
    });
    expect(alheio.statusCode).toBe(404);
  });

  it('a reimbursement or an authorization needs retaguarda or the health scope; other kinds only the queue role', async () => {
    const protocolo = await reembolsoComPrazo(2);
    const autorizacao = await novoPedidoAutorizacao(h.database.db, h.clock, DEMO.maria);
    const atendimento = await sessaoConsole(h.app, { papeis: ['atendimento'] });
    for (const p of [protocolo, autorizacao]) {
      const negado = await chamarConsole(atendimento.agente, filas.obterSolicitacao, {
        params: { protocolo: p },
      });
      expect(negado.statusCode).toBe(403);
    }
    // The queue itself (kind, deadline, name) is theirs.
    await fila(atendimento);
    const saude = await sessaoConsole(h.app, { papeis: ['atendimento', 'atendimento-saude'] });
    const aberto = await jsonConsole(saude.agente, filas.obterSolicitacao, {
      params: { protocolo: autorizacao },
    });
    expect(aberto.acoes).toEqual([]);
    expect(aberto.dados.map((d) => d.valor)).toEqual([
      'Procedimento de alta complexidade',
      'Ressonância de crânio',
    ]);
    const semTabela = await responder(saude, autorizacao, { esperada: 'x', situacao: 'APROVADA' });
    expect(semTabela.statusCode).toBe(409);
  });
});
