// The operator answers a reimbursement (issue 19, decision 0024 §5–6): every move of the domain table
// through the API, allowed and refused; what the member then sees (Protocolos, the reimbursement list),
// the e-mail, the audit row; the same change twice; nothing half-applied; concurrent changes (also on
// PostgreSQL when TEST_DATABASE_URL is set).
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import {
  reembolsoEndpoints,
  SITUACOES_REEMBOLSO,
  type SituacaoReembolso,
} from '@portal/domain/contract/financeiro/reembolso';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import type { MudancaSituacaoReembolso } from '@portal/domain/contract/integracao/integracao';
import { TRANSICOES_MESSAGES, TRANSICOES_REEMBOLSO } from '@portal/domain/contract/integracao/transicoes';
import { auditoria } from '../../db/schema/audit.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { corpoDe, mudarSituacao, novoCliente, novoReembolso, tokenDe } from '../../test/integracao.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import { getJson } from '../../test/contrato.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import { duringTest } from '../../test/test-database.js';

const MARIA_EMAIL = 'maria.souza@email.test';

const demo = withDemo();
let h: TestHarness;
let token: string;

/** The data each status needs (PAGO on the test's operator day, 10/03/2026, or before). */
const completa = (situacao: SituacaoReembolso): MudancaSituacaoReembolso => ({
  situacao,
  ...(situacao === 'PAGO' ? { valorPagoCentavos: 12_345, dataPagamento: '2026-03-09' } : {}),
  ...(situacao === 'INDEFERIDO' ? { motivo: 'Procedimento sem cobertura contratual.' } : {}),
  ...(situacao === 'PENDENTE' ? { motivo: 'Envie a nota fiscal legível.' } : {}),
});

const mudar = (protocolo: string, mudanca: unknown, bearer = token) =>
  mudarSituacao(h.app, bearer, '/integracao/v1/reembolsos/{protocolo}/situacao', protocolo, mudanca);

const historico = (protocolo: string) =>
  h.database.db
    .select()
    .from(protocoloAndamentos)
    .where(eq(protocoloAndamentos.protocolo, protocolo))
    .orderBy(protocoloAndamentos.id);

const estado = async (protocolo: string) => {
  const [row] = await h.database.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
  return row!;
};

const emailsDe = async (protocolo: string) =>
  (await outboxFor(h.database.db, MARIA_EMAIL)).filter(
    (m) => m.assunto === `Reembolso - protocolo ${protocolo}`,
  );

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']));
});

describe('every move of the table through the API', () => {
  const pares = SITUACOES_REEMBOLSO.flatMap((de) =>
    SITUACOES_REEMBOLSO.filter((para) => para !== de).map((para) => [de, para] as const),
  );

  it.each(pares)('%s → %s', async (de, para) => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    if (de !== 'SOLICITADO') expect((await mudar(protocolo, completa(de))).response.status).toBe(200);
    const antes = { row: await estado(protocolo), passos: (await historico(protocolo)).length };
    const response = await mudar(protocolo, completa(para));
    const permitida = TRANSICOES_REEMBOLSO[de].proximas.includes(para);
    if (permitida) {
      expect(response.response.status, JSON.stringify(corpoDe(response))).toBe(200);
      expect(corpoDe(response)).toEqual({
        protocolo,
        situacao: para,
        situacaoProtocolo: TRANSICOES_REEMBOLSO[para].encerra ? 'FECHADO' : 'EM_ANDAMENTO',
        alterado: true,
      });
      expect((await estado(protocolo)).situacao).toBe(para);
      expect(await historico(protocolo)).toHaveLength(antes.passos + 1);
    } else {
      expect(response.response.status).toBe(409);
      expect(response.error?.mensagem).toBe(
        `Não é possível passar de ${TRANSICOES_REEMBOLSO[de].rotulo} para ${TRANSICOES_REEMBOLSO[para].rotulo}.`,
      );
      expect(await estado(protocolo)).toEqual(antes.row);
      expect(await historico(protocolo)).toHaveLength(antes.passos);
    }
  });
});

describe('paying a reimbursement', () => {
  it('Maria sees it paid in Protocolos and in her list, gets an e-mail, and the change is audited', async () => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    expect((await mudar(protocolo, { situacao: 'ANALISE' })).response.status).toBe(200);
    const response = await mudar(protocolo, completa('PAGO'));
    expect(response.response.status, JSON.stringify(corpoDe(response))).toBe(200);

    const maria = await login(h.app, DEMO.maria);
    const detalhe = await getJson(maria, protocolosEndpoints.detalhe, { body: { protocolo } });
    expect(detalhe.situacao).toBe('FECHADO');
    expect(detalhe.andamento).toBe('Pago');
    expect(detalhe.historico.map((p) => [p.titulo, p.descricao, p.situacao])).toEqual([
      ['Solicitação registrada', '', 'EM_ANDAMENTO'],
      ['Em análise', '', 'EM_ANDAMENTO'],
      ['Pago', 'Valor pago: R$ 123,45 em 09/03/2026.', 'FECHADO'],
    ]);
    const lista = (await getJson(maria, reembolsoEndpoints.reembolsos, { params: { cpf: DEMO.maria } }))
      .reembolsos;
    expect(lista.find((r) => r.protocolo === protocolo)).toMatchObject({ situacao: 'PAGO' });

    const emails = await eventually(async () => {
      const found = await emailsDe(protocolo);
      return found.length === 2 ? found : undefined;
    }, 'dois avisos');
    expect(emails[1]!.texto).toContain('A situação da sua solicitação mudou para: Pago.');
    expect(emails[1]!.texto).toContain('Financeiro > Reembolso');
    expect(emails[1]!.texto).not.toContain('123,45');

    const auditados = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'INTEGRACAO_SITUACAO_REEMBOLSO'), duringTest(auditoria.at)));
    const { pessoaId } = await estado(protocolo);
    const deste = auditados.filter((a) => a.pessoaId === pessoaId);
    expect(deste.length).toBeGreaterThan(0);
    expect(deste.every((a) => a.integracaoClienteId !== null && a.contaId === null)).toBe(true);
    // "Quem acessou meus dados" names the operator.
    const { acessos } = await getJson(maria, acessosDadosEndpoints.lista, {
      query: { inicio: '2026-03-10', fim: '2026-03-10' },
    });
    expect(acessos).toContainEqual(
      expect.objectContaining({ oQue: 'Atualizou a situação de um reembolso', quem: 'Operadora' }),
    );
  });

  it('the same change twice answers 200 and changes, sends and records nothing the second time', async () => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const primeira = await mudar(protocolo, completa('PAGO'));
    expect(corpoDe(primeira)).toMatchObject({ alterado: true });
    await eventually(async () => ((await emailsDe(protocolo)).length === 1 ? true : undefined), 'aviso');
    const passos = (await historico(protocolo)).length;
    const [{ linhas: auditoriaAntes }] = (await h.database.db
      .select({ linhas: count() })
      .from(auditoria)
      .where(eq(auditoria.acao, 'INTEGRACAO_SITUACAO_REEMBOLSO'))) as [{ linhas: number }];

    const segunda = await mudar(protocolo, { ...completa('PAGO'), motivo: '  ' });
    expect(segunda.response.status).toBe(200);
    expect(corpoDe(segunda)).toMatchObject({
      situacao: 'PAGO',
      situacaoProtocolo: 'FECHADO',
      alterado: false,
    });
    expect(await historico(protocolo)).toHaveLength(passos);
    const [{ linhas: auditoriaDepois }] = (await h.database.db
      .select({ linhas: count() })
      .from(auditoria)
      .where(eq(auditoria.acao, 'INTEGRACAO_SITUACAO_REEMBOLSO'))) as [{ linhas: number }];
    expect(auditoriaDepois).toBe(auditoriaAntes);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emailsDe(protocolo)).toHaveLength(1);

    // The same status with other data is a conflict, not a rewrite.
    const outra = await mudar(protocolo, { ...completa('PAGO'), valorPagoCentavos: 1 });
    expect(outra.response.status).toBe(409);
    expect((await estado(protocolo)).valorPagoCentavos).toBe(12_345);
  });

  it('simultaneous changes of one request queue: one applies, identical twins repeat, a different one is refused', async () => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const respostas = await Promise.all([
      ...Array.from({ length: 6 }, () => mudar(protocolo, completa('PAGO'))),
      mudar(protocolo, completa('INDEFERIDO')),
    ]);
    const status = respostas.map((r) => r.response.status);
    const aplicadas = respostas.filter((r) => r.data?.alterado);
    expect(aplicadas).toHaveLength(1);
    const final = (await estado(protocolo)).situacao;
    if (final === 'PAGO') {
      expect(status.slice(0, 6).every((s) => s === 200)).toBe(true);
      expect(status[6]).toBe(409);
    } else {
      expect(final).toBe('INDEFERIDO');
      expect(status.slice(0, 6)).toEqual([409, 409, 409, 409, 409, 409]);
    }
    expect(await historico(protocolo)).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('each status without the data it needs, or with data it does not take, is a 400 naming the field', async () => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const casos: [unknown, Record<string, string>][] = [
      [{ situacao: 'INDEFERIDO' }, { motivo: TRANSICOES_MESSAGES.motivoObrigatorio }],
      [{ situacao: 'PENDENTE', motivo: '' }, { motivo: TRANSICOES_MESSAGES.motivoObrigatorio }],
      [
        { situacao: 'PAGO', dataPagamento: '2026-03-09' },
        { valorPagoCentavos: TRANSICOES_MESSAGES.valorPagoObrigatorio },
      ],
      [
        { situacao: 'PAGO', valorPagoCentavos: 100 },
        { dataPagamento: TRANSICOES_MESSAGES.dataPagamentoObrigatoria },
      ],
      [
        { situacao: 'ANALISE', valorPagoCentavos: 100 },
        { valorPagoCentavos: TRANSICOES_MESSAGES.campoNaoAceito },
      ],
      [
        { situacao: 'PAGO', valorPagoCentavos: 100, dataPagamento: '2026-03-11' },
        { dataPagamento: INTEGRACAO_MESSAGES.dataPagamentoFutura },
      ],
      [
        { situacao: 'PAGO', valorPagoCentavos: 100, dataPagamento: '2026-02-31' },
        { dataPagamento: INTEGRACAO_MESSAGES.valorInvalido },
      ],
    ];
    for (const [corpo, campos] of casos) {
      const response = await mudar(protocolo, corpo);
      expect(response.response.status, JSON.stringify(corpo)).toBe(400);
      expect(response.error?.campos, JSON.stringify(corpo)).toEqual(campos);
    }
    expect((await estado(protocolo)).situacao).toBe('SOLICITADO');
  });

  it('bad fields, unknown protocols and malformed numbers are 4xx with a body', async () => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const ruins: unknown[] = [
      {},
      { situacao: 'APROVADO' },
      { situacao: 'PAGO', valorPagoCentavos: 1.5, dataPagamento: '2026-03-09' },
      { situacao: 'PAGO', valorPagoCentavos: -1, dataPagamento: '2026-03-09' },
      { situacao: 'PAGO', valorPagoCentavos: '100', dataPagamento: '2026-03-09' },
      { situacao: 'ANALISE', extra: true },
      { situacao: 'INDEFERIDO', motivo: 'x'.repeat(1001) },
      [],
      null,
    ];
    for (const corpo of ruins) {
      const response = await mudar(protocolo, corpo);
      expect(response.response.status, JSON.stringify(corpo)).toBe(400);
      expect(response.error?.mensagem).toBeTruthy();
    }
    const desconhecido = await mudar('34567820200101999999', { situacao: 'ANALISE' });
    expect(desconhecido.response.status).toBe(404);
    expect(corpoDe(desconhecido)).toEqual({ mensagem: INTEGRACAO_MESSAGES.reembolsoNaoEncontrado });
    expect((await mudar('abc', { situacao: 'ANALISE' })).response.status).toBe(400);
  });

  it('nothing is half-applied: a failure after the update rolls the status back', async () => {
    const protocolo = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    // A request whose protocol row is gone: the history step cannot be written.
    await h.database.db.delete(protocolos).where(eq(protocolos.protocolo, protocolo));
    const response = await mudar(protocolo, completa('PAGO'));
    expect(response.response.status).toBe(500);
    expect((await estado(protocolo)).situacao).toBe('SOLICITADO');
    expect(await emailsDe(protocolo)).toHaveLength(0);
  });
});
