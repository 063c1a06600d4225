// Answering a member's authorization request from the console (issue 39, decision 0043 §7): the guide goes
// through the integration's own guide rules (one rule, two doors) — the member reads it in Autorizações
// and Protocolos, gets the same e-mail, can download the denial letter; the portal numbers it; the staff
// member's view is checked (`esperada`), and two answering at once end with one guide (also on PostgreSQL
// with TEST_DATABASE_URL); both audits.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, INTEGRACAO_MESSAGES, operatorDate } from '@portal/domain';
import {
  consoleFilasEndpoints as filas,
  MENSAGENS_FILAS,
  situacaoMudouEnquantoVia,
} from '@portal/domain/contract/console/filas';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { auditoria } from '../../db/schema/audit.js';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos } from '../../db/schema/protocolos.js';
import { autorizacoes } from '../../db/schema/saude.js';
import { chamarConsole, jsonConsole, sessaoConsole, type SessaoDeTeste } from '../../test/console.js';
import { chamar, getJson } from '../../test/contrato.js';
import { novoPedidoAutorizacao, novoReembolso } from '../../test/integracao.js';
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
  retaguarda = await sessaoConsole(h.app, { papeis: ['retaguarda'], nome: 'Rita Retaguarda' });
  colega = await sessaoConsole(h.app, { papeis: ['retaguarda'], nome: 'Caio Colega' });
});

const hoje = () => formatIsoDate(operatorDate(h.clock()));
const emDias = (n: number) => formatIsoDate(operatorDate(new Date(h.clock().getTime() + n * 86_400_000)));
const pedido = () => novoPedidoAutorizacao(h.database.db, h.clock, DEMO.maria);

const guia = (over: Record<string, unknown> = {}) => ({
  esperada: null,
  tipo: 'SADT',
  carater: 'ELETIVO',
  status: 'AUTORIZADA',
  prestador: 'Hospital Vale Verde',
  medico: { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' },
  procedimentos: [
    {
      codigoTuss: '41101014',
      descricao: 'Ressonância magnética de crânio',
      quantidadeSolicitada: 1,
      quantidadeAutorizada: 1,
    },
  ],
  senha: 'A1B2C3',
  validade: emDias(30),
  ...over,
});

const registrar = (s: SessaoDeTeste, protocolo: string, body: Record<string, unknown>) =>
  chamarConsole(s.agente, filas.registrarGuia, { params: { protocolo }, body });

const guiasDo = (protocolo: string) =>
  h.database.db.select().from(autorizacoes).where(eq(autorizacoes.protocolo, protocolo));
const passosDo = (protocolo: string) =>
  h.database.db.select().from(protocoloAndamentos).where(eq(protocoloAndamentos.protocolo, protocolo));

describe('registering the guide of an authorization request', () => {
  it('authorises: the member sees the guide Autorizada and the protocol closed, is e-mailed, reads the service desk', async () => {
    const protocolo = await pedido();
    const antes = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(antes.situacaoPedido).toBeNull();
    expect(antes.guia).toBeNull();
    const r = await registrar(retaguarda, protocolo, guia());
    expect(r.statusCode, r.body).toBe(200);
    const registrada = r.json<{ idGuia: string }>();
    expect(registrada).toMatchObject({ protocolo, status: 'AUTORIZADA', situacaoProtocolo: 'FECHADO' });
    // The portal's number: '99' and 18 digits (the sequence), never an ERP's shorter TISS number.
    expect(registrada.idGuia).toMatch(/^99\d{18}$/);

    const maria = await demo.as('maria');
    const lista = await getJson(maria, autorizacoesEndpoints.autorizacoes, {
      query: { cpf: DEMO.maria, status: 'AUTORIZADA' },
    });
    const resumo = lista.autorizacoes.find((a) => a.idGuia === registrada.idGuia);
    expect(resumo).toMatchObject({ status: 'AUTORIZADA', prestador: 'Hospital Vale Verde' });
    const visto = await getJson(maria, protocolosEndpoints.detalhe, { body: { protocolo } });
    expect(visto.situacao).toBe('FECHADO');
    expect(visto.historico.at(-1)!.titulo).toBe(`Guia ${registrada.idGuia}: Autorizada`);
    const email = await eventually(async () => {
      const emails = await outboxFor(h.database.db, MARIA_EMAIL);
      return emails.find((m) => m.assunto === `Solicitação de autorização - protocolo ${protocolo}`);
    }, 'o e-mail da autorização');
    expect(email.texto).toContain('Autorizada');

    // The detail now shows the guide's decision; the same page's answer again is a 409 naming it.
    const depois = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(depois).toMatchObject({ situacaoPedido: 'AUTORIZADA', situacaoPedidoRotulo: 'Autorizada' });
    expect(depois.dados).toEqual(
      expect.arrayContaining([
        { rotulo: 'Guia', valor: registrada.idGuia },
        { rotulo: 'Senha', valor: 'A1B2C3' },
      ]),
    );
    const velha = await registrar(colega, protocolo, guia());
    expect(velha.statusCode).toBe(409);
    expect(velha.json<{ mensagem: string }>().mensagem).toBe(situacaoMudouEnquantoVia('Autorizada'));
    const decidida = await registrar(colega, protocolo, guia({ esperada: 'AUTORIZADA', status: 'NEGADA' }));
    expect(decidida.statusCode).toBe(409);
    expect(decidida.json<{ mensagem: string }>().mensagem).toBe(MENSAGENS_FILAS.guiaJaDecidida);
    expect(await guiasDo(protocolo)).toHaveLength(1);

    // Both audits: the member's row names the service desk, the staff row the guide.
    const [maria_] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const linhas = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.pessoaId, maria_!.id),
          eq(auditoria.acao, 'RESPOSTA_SOLICITACAO_AUTORIZACAO'),
          eq(auditoria.equipeId, retaguarda.equipeId),
          duringTest(auditoria.at),
        ),
      );
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ contaId: null, motivoCategoria: 'SOLICITACAO_INTERNA' });
    const staff = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(eq(equipeAuditoria.equipeId, retaguarda.equipeId), eq(equipeAuditoria.acao, 'solicitacao.guia')),
      );
    expect(staff.filter((s) => JSON.stringify(s.depois).includes(protocolo))).toHaveLength(1);
  });

  it('in study, then denied: the same guide number, the reason in Protocolos and the denial letter for the member', async () => {
    const protocolo = await pedido();
    const estudo = await registrar(
      retaguarda,
      protocolo,
      guia({
        status: 'PENDENTE',
        senha: null,
        validade: null,
        procedimentos: [{ ...guia().procedimentos[0], quantidadeAutorizada: 0 }],
      }),
    );
    expect(estudo.statusCode, estudo.body).toBe(200);
    expect(estudo.json()).toMatchObject({ status: 'PENDENTE', situacaoProtocolo: 'EM_ANDAMENTO' });
    const { idGuia } = estudo.json<{ idGuia: string }>();
    // The page's form starts from the pending guide: kind, provider, doctor and procedures as registered.
    const pendente = await jsonConsole(colega.agente, filas.obterSolicitacao, { params: { protocolo } });
    expect(pendente).toMatchObject({ situacaoPedido: 'PENDENTE', situacaoPedidoRotulo: 'Em estudo' });
    expect(pendente.guia).toMatchObject({
      idGuia,
      tipo: 'SADT',
      prestador: 'Hospital Vale Verde',
      medico: { crm: '123456', uf: 'SP' },
      procedimentos: [{ codigoTuss: '41101014', quantidadeSolicitada: 1, quantidadeAutorizada: 0 }],
    });
    const motivo = 'Procedimento fora do rol da ANS para esta indicação.';
    const negada = await registrar(
      colega,
      protocolo,
      guia({
        esperada: 'PENDENTE',
        status: 'NEGADA',
        senha: null,
        validade: null,
        procedimentos: [{ ...guia().procedimentos[0], quantidadeAutorizada: 0 }],
        negativa: { motivo, fundamento: 'RN 465/2021, Anexo I.' },
      }),
    );
    expect(negada.statusCode, negada.body).toBe(200);
    expect(negada.json()).toMatchObject({ idGuia, status: 'NEGADA', situacaoProtocolo: 'FECHADO' });
    const [row] = await guiasDo(protocolo);
    expect(row).toMatchObject({ idGuia, status: 'NEGADA', negativaMotivo: motivo, dataDecisao: hoje() });
    const passos = await passosDo(protocolo);
    expect(passos.at(-1)).toMatchObject({ titulo: `Guia ${idGuia}: Negada`, descricao: motivo });
    // RN 623: the member's denial letter, rendered from the stored reason.
    const maria = await demo.as('maria');
    const pdf = await chamar(maria, autorizacoesEndpoints.negativa, { params: { idGuia } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the guide rules of the integration (400 in Portuguese on the field) and the form’s, writing nothing', async () => {
    const protocolo = await pedido();
    const casos: [Record<string, unknown>, string, string][] = [
      [
        guia({ status: 'NEGADA', senha: null, validade: null }),
        'negativa',
        INTEGRACAO_MESSAGES.negativaObrigatoria,
      ],
      [
        guia({
          procedimentos: [{ ...guia().procedimentos[0], quantidadeSolicitada: 1, quantidadeAutorizada: 2 }],
        }),
        'procedimentos.0.quantidadeAutorizada',
        INTEGRACAO_MESSAGES.quantidadeAutorizadaMaior,
      ],
      [guia({ senha: null }), 'senha', MENSAGENS_FILAS.senhaObrigatoria],
      [guia({ validade: emDias(-1) }), 'validade', MENSAGENS_FILAS.validadePassada],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const r = await registrar(retaguarda, protocolo, corpo);
      expect(r.statusCode, campo).toBe(400);
      const erro = r.json<{ mensagem: string; campos?: Record<string, string> }>();
      expect(erro.campos?.[campo], r.body).toBe(mensagem);
    }
    const tuss = await registrar(
      retaguarda,
      protocolo,
      guia({ procedimentos: [{ ...guia().procedimentos[0], codigoTuss: '123' }] }),
    );
    expect(tuss.statusCode).toBe(400);
    expect(await guiasDo(protocolo)).toHaveLength(0);
    expect(await passosDo(protocolo)).toHaveLength(1);
    // Another kind has no guide; without retaguarda or the health scope, none is registered.
    const reembolso = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const outro = await registrar(retaguarda, reembolso, guia());
    expect(outro.statusCode).toBe(409);
    expect(outro.json<{ mensagem: string }>().mensagem).toBe(MENSAGENS_FILAS.soAutorizacao);
    // A status answer is not how an authorization request is answered: the page's form is.
    const situacao = await chamarConsole(retaguarda.agente, filas.responderSolicitacao, {
      params: { protocolo },
      body: { esperada: 'x', situacao: 'APROVADA' },
    });
    expect(situacao.statusCode).toBe(409);
    expect(situacao.json<{ mensagem: string }>().mensagem).toBe(MENSAGENS_FILAS.respondidaComGuia);
    const atendimento = await sessaoConsole(h.app, { papeis: ['atendimento'] });
    expect((await registrar(atendimento, protocolo, guia())).statusCode).toBe(403);
    const saude = await sessaoConsole(h.app, { papeis: ['atendimento', 'atendimento-saude'] });
    expect((await registrar(saude, protocolo, guia())).statusCode).toBe(200);
  });

  it('the demo’s overdue request of Maria (seeded) opens with what she filed and is answered by a guide', async () => {
    const atrasadas = await jsonConsole(retaguarda.agente, filas.listarFila, {
      query: { tipo: 'AUTORIZACAO', prazo: 'ATRASADAS' },
    });
    const item = atrasadas.itens.find((i) => i.pessoaNome.startsWith('Maria'))!;
    const detalhe = await jsonConsole(retaguarda.agente, filas.obterSolicitacao, {
      params: { protocolo: item.protocolo },
    });
    expect(detalhe.dados.map((d) => d.rotulo)).toEqual(['Tipo', 'Descrição']);
    const r = await registrar(retaguarda, item.protocolo, guia());
    expect(r.statusCode, r.body).toBe(200);
    const [row] = await guiasDo(item.protocolo);
    // The guide keeps the day she asked (the request's), and is decided today.
    expect(row).toMatchObject({ status: 'AUTORIZADA', altaComplexidade: true, dataDecisao: hoje() });
    expect(row!.dataSolicitacao < hoje()).toBe(true);
  });

  it('two staff answering one request at once: exactly one guide, the other is told', async () => {
    for (const [a, b] of [
      ['AUTORIZADA', 'NEGADA'],
      ['AUTORIZADA', 'AUTORIZADA'],
    ] as const) {
      const protocolo = await pedido();
      const corpo = (status: string) =>
        status === 'NEGADA'
          ? guia({
              status,
              senha: null,
              validade: null,
              negativa: { motivo: 'Sem cobertura.', fundamento: 'Contrato, cláusula 9.' },
            })
          : guia();
      const respostas = await Promise.all([
        registrar(retaguarda, protocolo, corpo(a)),
        registrar(colega, protocolo, corpo(b)),
      ]);
      expect(respostas.map((r) => r.statusCode).sort(), `${a}/${b}`).toEqual([200, 409]);
      const guias = await guiasDo(protocolo);
      expect(guias).toHaveLength(1);
      const rotulo = guias[0]!.status === 'NEGADA' ? 'Negada' : 'Autorizada';
      const perdeu = respostas.find((r) => r.statusCode === 409)!.json<{ mensagem: string }>().mensagem;
      expect(perdeu).toBe(situacaoMudouEnquantoVia(rotulo));
      expect(await passosDo(protocolo)).toHaveLength(2);
    }
  });
});
