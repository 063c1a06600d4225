// The ERP's health records (issue 19, decision 0024 §10): guides and exam results keyed by the ERP's ids —
// scope, created → updated → unchanged (a PDF equal to the stored one writes no file), per-record errors
// beside applied records, a guide answering the member's authorisation request (Protocolos step, closed
// protocol, e-mail), what the member then sees in Autorizações and Resultado de Exames with byte-equal PDFs,
// the call's audit row, two identical batches at once, and reads that do not grow with the batch.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import type { GuiaErp, ResultadoExameErp } from '@portal/domain/contract/integracao/saude';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { autorizacoes, resultadosExame } from '../../db/schema/saude.js';
import {
  chamadasAuditadas,
  lotes,
  novoCliente,
  novoPedidoAutorizacao as pedidoAutorizacao,
  recusado,
  novoReembolso,
  tokenDe,
} from '../../test/integracao.js';
import { samplePdf, samplePng } from '../../test/sample-files.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { createTestHarness, DEMO, login, QueryCounter, type TestHarness } from '../../test/test-app.js';

let h: TestHarness;
let token: string;
let storageDir: string;
let maria: TestAgent;
const queries = new QueryCounter();
/** Maria's and Roberto's memberships as the ERP names them (the seed gives them their ERP ids). */
let mariaErp: string;
let robertoErp: string;

type Rota = 'autorizacoes' | 'resultados-exame';
const chaveDo = { autorizacoes: 'autorizacoes', 'resultados-exame': 'resultadosExame' } as const;
const { enviar, resultados, exigeEscopo } = lotes<Rota>(
  () => ({ app: h.app, token }),
  (rota) => chaveDo[rota],
);

const b64 = (bytes: Buffer): string => bytes.toString('base64');
const arquivosGuardados = async (): Promise<number> =>
  (await readdir(storageDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

const guia = (over: Partial<GuiaErp> = {}): GuiaErp => ({
  idGuia: '900000001',
  beneficiarioIdErp: mariaErp,
  tipo: 'SADT',
  carater: 'ELETIVO',
  status: 'PENDENTE',
  dataSolicitacao: '2026-03-02',
  prazoResposta: '2026-03-16',
  altaComplexidade: true,
  prestador: 'Hospital Vale Verde',
  medico: { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' },
  procedimentos: [
    {
      codigoTuss: '41101014',
      descricao: 'Ressonância magnética de crânio',
      quantidadeSolicitada: 1,
      quantidadeAutorizada: 0,
    },
  ],
  ...over,
});

const exame = (over: Partial<ResultadoExameErp> = {}): ResultadoExameErp => ({
  idErp: 'EXA-ERP-1',
  beneficiarioIdErp: mariaErp,
  exame: 'Ferritina sérica',
  codigoTuss: '40316270',
  dataRealizacao: '2026-03-04',
  laboratorio: 'Laboratório Vale Verde',
  medicoSolicitante: 'Dra. Ana Ribeiro',
  situacao: 'INDISPONIVEL',
  ...over,
});

const novoPedidoAutorizacao = (cpf: string): Promise<string> =>
  pedidoAutorizacao(h.database.db, h.clock, cpf);

const erpDe = async (cpf: string): Promise<string> => {
  const [row] = await h.database.db
    .select({ idErp: beneficiarios.idErp })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(and(eq(pessoas.cpf, cpf), eq(beneficiarios.tipo, 'TITULAR')));
  return row!.idErp!;
};

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'saude-erp-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir }, queryCounter: queries });
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['saude:escrita']));
  maria = await login(h.app, DEMO.maria);
  mariaErp = await erpDe(DEMO.maria);
  robertoErp = await erpDe(DEMO.roberto);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('health records from the ERP', () => {
  it('needs a token with saude:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['cadastro:escrita']));
    for (const rota of ['autorizacoes', 'resultados-exame'] as const) await exigeEscopo(rota, outro);
  });

  it('a guide answers the member request: created, unchanged, denied with the letter; Protocolos, e-mail, screens', async () => {
    const protocolo = await novoPedidoAutorizacao(DEMO.maria);
    const pendente = guia({ protocolo });
    expect(await resultados('autorizacoes', [pendente])).toEqual(['criado']);
    expect(await resultados('autorizacoes', [pendente])).toEqual(['inalterado']);

    const carta = await samplePdf('Carta da operadora');
    const negada = guia({
      protocolo,
      status: 'NEGADA',
      dataDecisao: '2026-03-09',
      prazoResposta: null,
      negativa: { motivo: 'Procedimento fora do rol da ANS.', fundamento: 'Cláusula 12.3 do contrato.' },
      cartaNegativaPdfBase64: b64(carta),
      procedimentos: [
        {
          codigoTuss: '41101014',
          descricao: 'Ressonância magnética de crânio',
          quantidadeSolicitada: 1,
          quantidadeAutorizada: 0,
        },
        {
          codigoTuss: '41101022',
          descricao: 'Contraste paramagnético',
          quantidadeSolicitada: 2,
          quantidadeAutorizada: 0,
        },
      ],
    });
    expect(await resultados('autorizacoes', [negada])).toEqual(['atualizado']);
    const arquivos = await arquivosGuardados();
    // The same letter again (a hash compare): unchanged, no file written.
    expect(await resultados('autorizacoes', [negada])).toEqual(['inalterado']);
    expect(await arquivosGuardados()).toBe(arquivos);

    // Protocolos: two steps from the ERP, the protocol closed by the decided guide.
    const d = await getJson(maria, protocolosEndpoints.detalhe, { body: { protocolo } });
    expect(d.situacao).toBe('FECHADO');
    expect(d.historico.map((a) => a.titulo)).toEqual(
      expect.arrayContaining(['Guia 900000001: Em estudo', 'Guia 900000001: Negada']),
    );

    // The filer's e-mail: the status, never the reason.
    await h.app.notify.drain();
    const [email] = await h.database.db
      .select({ valor: pessoaContatos.valor })
      .from(pessoaContatos)
      .innerJoin(pessoas, eq(pessoas.id, pessoaContatos.pessoaId))
      .where(and(eq(pessoas.cpf, DEMO.maria), eq(pessoaContatos.tipo, 'EMAIL')));
    const mails = await h.database.db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(
        and(
          eq(caixaSaidaNotificacoes.destino, email!.valor),
          eq(caixaSaidaNotificacoes.assunto, `Solicitação de autorização - protocolo ${protocolo}`),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.texto).join('\n')).not.toContain('fora do rol');

    // Autorizações: the guide as the ERP sent it, and its letter byte-equal.
    const lista = await getJson(maria, autorizacoesEndpoints.autorizacoes, {
      query: { cpf: DEMO.maria, status: 'NEGADA' },
    });
    const resumo = lista.autorizacoes.find((a) => a.idGuia === '900000001')!;
    expect(resumo).toMatchObject({
      status: 'NEGADA',
      outrosProcedimentos: 1,
      prestador: 'Hospital Vale Verde',
    });
    const umaGuia = await getJson(maria, autorizacoesEndpoints.detalhe, {
      params: { idGuia: '900000001' },
      query: { carteira: resumo.codigoCarteiraGuia },
    });
    expect(umaGuia).toMatchObject({
      protocolo,
      negativa: { motivo: 'Procedimento fora do rol da ANS.', fundamento: 'Cláusula 12.3 do contrato.' },
      negativaPdf: true,
      medicoSolicitante: { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' },
    });
    const pdf = await chamar(maria, autorizacoesEndpoints.negativa, { params: { idGuia: '900000001' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(carta)).toBe(true);

    // The call's audit row names the client; the member's reads are audited by their routes.
    // The four batches above, each one row with the client id (the scope test's refusals are FALHA).
    const sucesso = await chamadasAuditadas(h.database.db, 'autorizacoes');
    expect(sucesso.length).toBeGreaterThanOrEqual(4);
    expect(sucesso.every((row) => row.integracaoClienteId !== null)).toBe(true);
  });

  it('answers each bad guide at its index, in Portuguese with its fields, and applies the valid ones', async () => {
    const protocoloDeRoberto = await novoPedidoAutorizacao(DEMO.roberto);
    const reembolso = await novoReembolso(h.database.db, h.clock, DEMO.maria);
    const n = (i: number, over: Partial<GuiaErp>) => guia({ idGuia: `90000010${i}`, ...over });
    const lote: unknown[] = [
      n(0, {}),
      n(1, { beneficiarioIdErp: 'BEN-NAO-EXISTE' }),
      n(2, { status: 'NEGADA', dataDecisao: '2026-03-09' }),
      n(3, {
        status: 'NEGADA',
        dataDecisao: '2026-03-09',
        negativa: { motivo: 'x', fundamento: 'y' },
        cartaNegativaPdfBase64: b64(samplePng()),
      }),
      n(4, {
        status: 'NEGADA',
        dataDecisao: '2026-03-09',
        negativa: { motivo: 'x', fundamento: 'y' },
        cartaNegativaPdfBase64: b64(Buffer.concat([await samplePdf(), Buffer.alloc(2 * 1024 * 1024)])),
      }),
      n(5, { protocolo: protocoloDeRoberto }),
      n(6, { protocolo: reembolso }),
      n(7, { status: 'AUTORIZADA' }),
      { ...n(8, {}), cor: 'azul' },
    ];
    const r = (await enviar('autorizacoes', lote)).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(8).fill('erro')]);
    const [, desconhecido, semNegativa, naoPdf, grande, deOutro, deOutroTipo, semDecisao, campoDemais] = r;
    expect(desconhecido).toMatchObject({ idErp: '900000101' });
    recusado(desconhecido, INTEGRACAO_MESSAGES.saudeBeneficiarioDesconhecido, 'beneficiarioIdErp');
    recusado(semNegativa, INTEGRACAO_MESSAGES.negativaObrigatoria, 'negativa');
    recusado(naoPdf, INTEGRACAO_MESSAGES.arquivoNaoEhPdf, 'cartaNegativaPdfBase64');
    recusado(grande, INTEGRACAO_MESSAGES.pdfGrandeDemais, 'cartaNegativaPdfBase64');
    recusado(deOutro, INTEGRACAO_MESSAGES.protocoloNaoEhDoBeneficiario, 'protocolo');
    recusado(deOutroTipo, INTEGRACAO_MESSAGES.protocoloNaoEhDoBeneficiario, 'protocolo');
    recusado(semDecisao, INTEGRACAO_MESSAGES.dataDecisaoObrigatoria, 'dataDecisao');
    recusado(campoDemais, INTEGRACAO_MESSAGES.guiaInvalida, 'cor', INTEGRACAO_MESSAGES.campoDesconhecido);
    const gravadas = await h.database.db
      .select({ idGuia: autorizacoes.idGuia })
      .from(autorizacoes)
      .where(sql`${autorizacoes.idGuia} like '9000001%'`);
    expect(gravadas.map((g) => g.idGuia)).toEqual(['900000100']);
    // A guide never moves to another member.
    expect(
      (await enviar('autorizacoes', [n(0, { beneficiarioIdErp: robertoErp })])).resultados[0],
    ).toMatchObject({
      resultado: 'erro',
      mensagem: INTEGRACAO_MESSAGES.guiaDeOutroBeneficiario,
    });
  });

  it('an exam result: created unavailable, then ready with its report (downloaded byte-equal), unchanged, replaced', async () => {
    expect(await resultados('resultados-exame', [exame()])).toEqual(['criado']);
    expect(await resultados('resultados-exame', [exame()])).toEqual(['inalterado']);
    const laudo = await samplePdf('Laudo de ferritina');
    const pronto = exame({ situacao: 'DISPONIVEL', laudoPdfBase64: b64(laudo) });
    expect(await resultados('resultados-exame', [pronto])).toEqual(['atualizado']);
    const arquivos = await arquivosGuardados();
    expect(await resultados('resultados-exame', [pronto])).toEqual(['inalterado']);
    expect(await resultados('resultados-exame', [{ ...pronto, laudoPdfBase64: undefined }])).toEqual([
      'inalterado',
    ]);
    expect(await arquivosGuardados()).toBe(arquivos);

    const lista = await getJson(maria, resultadoExamesEndpoints.resultados, {
      query: { cpf: DEMO.maria, dataRealizacaoInicial: '01/03/2026', dataRealizacaoFinal: '10/03/2026' },
    });
    const visto = lista.resultados.find((x) => x.exame === 'Ferritina sérica')!;
    expect(visto).toMatchObject({
      codigoItem: '40316270',
      situacao: 'DISPONIVEL',
      laboratorio: 'Laboratório Vale Verde',
    });
    const baixado = await chamar(maria, resultadoExamesEndpoints.download, {
      body: { cpf: DEMO.maria, chaves: [visto.chave] },
    });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(laudo)).toBe(true);

    // A corrected report: a new file, the old one removed after the commit.
    const corrigido = await samplePdf('Laudo corrigido');
    expect(await resultados('resultados-exame', [{ ...pronto, laudoPdfBase64: b64(corrigido) }])).toEqual([
      'atualizado',
    ]);
    expect(await arquivosGuardados()).toBe(arquivos);
    const [row] = await h.database.db
      .select()
      .from(resultadosExame)
      .where(eq(resultadosExame.idErp, 'EXA-ERP-1'));
    expect(row!.arquivoSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers each bad exam result at its index and applies the valid ones', async () => {
    const n = (i: number, over: Partial<ResultadoExameErp>) => exame({ idErp: `EXA-ERP-E${i}`, ...over });
    const r = (
      await enviar('resultados-exame', [
        n(0, {}),
        n(1, { beneficiarioIdErp: 'BEN-NAO-EXISTE' }),
        n(2, { situacao: 'DISPONIVEL' }),
        n(3, { situacao: 'DISPONIVEL', laudoPdfBase64: b64(samplePng()) }),
        n(4, { laudoPdfBase64: b64(await samplePdf()) }),
        n(5, { dataRealizacao: '2026-02-30' }),
        n(6, { laudoPdfBase64: 'não é base64' }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(6).fill('erro')]);
    const [, desconhecido, semLaudo, naoPdf, laudoDemais, diaInexistente, naoBase64] = r;
    recusado(desconhecido, INTEGRACAO_MESSAGES.saudeBeneficiarioDesconhecido, 'beneficiarioIdErp');
    recusado(semLaudo, INTEGRACAO_MESSAGES.laudoObrigatorio, 'laudoPdfBase64');
    recusado(naoPdf, INTEGRACAO_MESSAGES.arquivoNaoEhPdf, 'laudoPdfBase64');
    recusado(laudoDemais, INTEGRACAO_MESSAGES.laudoSoQuandoDisponivel, 'laudoPdfBase64');
    const invalido = INTEGRACAO_MESSAGES.resultadoExameInvalido;
    recusado(diaInexistente, invalido, 'dataRealizacao', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(naoBase64, invalido, 'laudoPdfBase64', INTEGRACAO_MESSAGES.valorInvalido);
  });

  it('reads a batch in a fixed number of queries', async () => {
    const guias = Array.from({ length: 20 }, (_, i) =>
      guia({ idGuia: `9000002${String(i).padStart(2, '0')}` }),
    );
    const exames = Array.from({ length: 20 }, (_, i) => exame({ idErp: `EXA-ERP-Q${i}` }));
    for (const [rota, lote] of [
      ['autorizacoes', guias],
      ['resultados-exame', exames],
    ] as const) {
      await enviar(rota, lote);
      const um = await queries.during(() => enviar(rota, lote.slice(0, 1)));
      const vinte = await queries.during(() => enviar(rota, lote));
      expect(vinte.length).toBe(um.length);
    }
  });

  it('two identical batches at once: one criado, one inalterado, one row', async () => {
    const lote = [guia({ idGuia: '900000300' })];
    const [a, b] = await Promise.all([enviar('autorizacoes', lote), enviar('autorizacoes', lote)]);
    expect([a.resultados[0]!.resultado, b.resultados[0]!.resultado].sort()).toEqual(['criado', 'inalterado']);
    const rows = await h.database.db.select().from(autorizacoes).where(eq(autorizacoes.idGuia, '900000300'));
    expect(rows).toHaveLength(1);
  });
});
