import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import {
  FUNCAO,
  fileTooLarge,
  MESSAGES,
  onlyDigits,
  PLANO_MESSAGES,
  RN412_CANCELLATION_NOTICE,
  SERVER_MESSAGES,
} from '@portal/domain';
import {
  type CancelarContratoResponse,
  type CertidaoObitoResponse,
  type ConstantesMeuPlano,
  type ContratoDetalhe,
  meuPlanoEndpoints,
} from '@portal/domain/contract/meus-dados/meu-plano';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { chamar } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { multipartBody } from '../../test/multipart.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { UPLOADS_SEM_TETO } from '../../test/uploads.js';
import { TestAgent } from '../../test/test-agent.js';

let h: TestHarness;
let storageDir: string;
let maria: TestAgent;
let joao: TestAgent;
/** A fresh family's titular and contract: the cancellation tests change its state. */
let titular: string;
let contrato: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'meu-plano-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir, ...UPLOADS_SEM_TETO } });
  [maria, joao] = await Promise.all([login(h.app, DEMO.maria), login(h.app, DEMO.joao)]);
  const fresh = await insertFreshFamily(h.database.db, 'ativa');
  titular = onlyDigits(fresh.titular.cpf);
  contrato = fresh.contratos[0]!;
});
const loginTitular = () => login(h.app, titular, FRESH_PASSWORD);
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

const pessoaIdOf = (cpf: string) => pessoaIdDe(h.database.db, cpf);

const auditRows = (acao: string) => h.database.db.select().from(auditoria).where(eq(auditoria.acao, acao));

describe('GET /api/beneficiarios/meu-plano/contratos', () => {
  it('lists the contracts of the family for the titular and audits the read', async () => {
    const response = await chamar(maria, meuPlanoEndpoints.contratos);
    expect(response.statusCode).toBe(200);
    const body = response.json<ContratosResponse>();
    expect(body.contratos).toEqual([
      {
        codigo: '100001',
        plano: 'Vale Verde Essencial Apartamento',
        segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
      },
      { codigo: '100002', plano: 'Vale Verde Odonto', segmentacao: 'Odontológico' },
    ]);
    const rows = await auditRows('LEITURA_CONTRATOS');
    expect(rows.some((r) => r.pessoaId !== null)).toBe(true);
  });

  it('answers 403 without tela-meu-plano (Carlos) and 401 without a session', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const forbidden = await chamar(carlos, meuPlanoEndpoints.contratos);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ mensagem: SERVER_MESSAGES.forbidden });
    expect((await chamar(new TestAgent(h.app), meuPlanoEndpoints.contratos)).statusCode).toBe(401);
  });
});

describe('tela-meu-plano', () => {
  it('guards every Meu Plano endpoint: 403 for Carlos, who lacks it', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const { payload, headers } = multipartBody({ codigoContrato: '100001', cpf: DEMO.ana }, []);
    const responses = await Promise.all([
      chamar(carlos, meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } }),
      chamar(carlos, meuPlanoEndpoints.declaracaoPermanencia, { params: { codigoPlano: '100001' } }),
      chamar(carlos, meuPlanoEndpoints.constantes),
      chamar(carlos, meuPlanoEndpoints.cancelar, {
        body: { codigoContrato: '100001', motivo: 'FINANCEIRO', ciente: true },
      }),
      chamar(carlos, meuPlanoEndpoints.enviarCertidaoObito, { body: payload, headers }),
      chamar(carlos, meuPlanoEndpoints.certidaoObito, { params: { id: '1' } }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
  });
});

describe('GET /api/beneficiarios/meu-plano/contratos/{codigo}', () => {
  it('shows the titular every beneficiary with their card and audits each person read', async () => {
    const response = await chamar(maria, meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } });
    expect(response.statusCode).toBe(200);
    const body = response.json<ContratoDetalhe>();
    expect(body).toMatchObject({ codigo: '100001', situacao: 'ATIVO', titular: true, cancelamento: null });
    expect(body.beneficiarios.map((b) => [b.nome, b.tipo, b.parentesco])).toEqual([
      ['Maria Aparecida Souza', 'TITULAR', null],
      ['João Pedro Souza', 'DEPENDENTE', 'Filho'],
      ['Ana Clara Souza', 'DEPENDENTE', 'Filha'],
      ['Pedro Henrique Souza', 'DEPENDENTE', 'Filho'],
    ]);
    expect(body.beneficiarios.every((b) => /^\d{16,20}$/.test(b.carteira ?? ''))).toBe(true);
    const rows = await auditRows('LEITURA_CONTRATO');
    expect(new Set(rows.map((r) => r.pessoaId))).toEqual(
      new Set(await Promise.all([DEMO.maria, DEMO.joao, DEMO.ana, DEMO.pedro].map(pessoaIdOf))),
    );
  });

  it('shows a dependant only themself and not as titular', async () => {
    const body = (
      await chamar(joao, meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } })
    ).json<ContratoDetalhe>();
    expect(body.titular).toBe(false);
    expect(body.beneficiarios.map((b) => b.cpf)).toEqual([DEMO.joao]);
  });

  it("answers 404 for another family's contract and for an unknown one, 400 for a malformed code", async () => {
    const roberto = await login(h.app, DEMO.roberto);
    expect(
      (await chamar(roberto, meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(maria, meuPlanoEndpoints.contrato, { params: { codigoPlano: '200001' } })).json(),
    ).toEqual({
      mensagem: SERVER_MESSAGES.notFound,
    });
    expect(
      (await chamar(maria, meuPlanoEndpoints.contrato, { params: { codigoPlano: '999999' } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(maria, meuPlanoEndpoints.contrato, { params: { codigoPlano: 'abc' } })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/beneficiarios/meu-plano/download/{codigo}', () => {
  it('sends the stay declaration as a text PDF naming the member, the operator and its ANS number', async () => {
    const response = await chamar(maria, meuPlanoEndpoints.declaracaoPermanencia, {
      params: { codigoPlano: '100001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Declaracao de permanencia 100001.pdf"/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const { text, info } = await extractPdfText(response.rawPayload);
    expect(info.Title).toBe('Declaração de Permanência');
    expect(text).toContain('Maria Aparecida Souza');
    expect(text).toContain('Ana Clara Souza');
    expect(text).toContain('Vale Verde Saúde Cooperativa Médica');
    expect(text).toContain('ANS - n° 345678');
    expect(text).toContain('Tempo de permanência');
    expect(await auditRows('DOWNLOAD_DECLARACAO_PERMANENCIA')).not.toHaveLength(0);
  });

  it("answers 404 for another family's contract", async () => {
    const roberto = await login(h.app, DEMO.roberto);
    expect(
      (await chamar(roberto, meuPlanoEndpoints.declaracaoPermanencia, { params: { codigoPlano: '100001' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/beneficiarios/meu-plano/constantes', () => {
  it('lists the cancellation reasons and the RN 412 notice', async () => {
    const body = (await chamar(maria, meuPlanoEndpoints.constantes)).json<ConstantesMeuPlano>();
    expect(body.motivosCancelamento.map((m) => m.codigo)).toContain('OUTROS');
    expect(body.textoConfirmacaoCancelamento).toEqual([...RN412_CANCELLATION_NOTICE]);
  });
});

describe('POST /api/beneficiarios/meu-plano/contrato/cancelar', () => {
  it('validates the reason, the note for "Outros motivos" and the acknowledgement', async () => {
    const titularAgent = await loginTitular();
    const noAck = await chamar(titularAgent, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: contrato, motivo: 'FINANCEIRO' },
    });
    expect(noAck.statusCode).toBe(400);
    expect(noAck.json()).toMatchObject({
      mensagem: MESSAGES.required,
      campos: { ciente: MESSAGES.required },
    });
    const badReason = await chamar(titularAgent, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: contrato, motivo: 'X', ciente: true },
    });
    expect(badReason.json()).toMatchObject({ mensagem: 'Motivo inválido' });
    const noNote = await chamar(titularAgent, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: contrato, motivo: 'OUTROS', ciente: true },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ campos: { observacao: MESSAGES.required } });
    const withoutCsrf = await chamar(titularAgent, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: contrato, motivo: 'FINANCEIRO', ciente: true },
      csrf: false,
    });
    expect(withoutCsrf.statusCode).toBe(403);
    // Nothing was written by the refused calls.
    const detail = (
      await chamar(titularAgent, meuPlanoEndpoints.contrato, { params: { codigoPlano: contrato } })
    ).json<ContratoDetalhe>();
    expect(detail.situacao).toBe('ATIVO');
  });

  it('refuses a titular whose account lacks funcao-cancelar-contrato (403), before reading the body', async () => {
    const other = await insertFreshFamily(h.database.db, 'ativa', 1);
    const cpf = onlyDigits(other.titular.cpf);
    const codigo = other.contratos[0]!;
    const pessoaId = await pessoaIdOf(cpf);
    const [conta] = await h.database.db
      .select({ permissoes: contas.permissoes })
      .from(contas)
      .where(eq(contas.pessoaId, pessoaId));
    const permissoes = conta!.permissoes;
    expect(permissoes.funcao).toContain(FUNCAO.cancelarContrato);
    const semFuncao = {
      ...permissoes,
      funcao: permissoes.funcao.filter((f) => f !== FUNCAO.cancelarContrato),
    };
    await h.database.db.update(contas).set({ permissoes: semFuncao }).where(eq(contas.pessoaId, pessoaId));
    try {
      const patricia = await login(h.app, cpf, FRESH_PASSWORD);
      const refused = await chamar(patricia, meuPlanoEndpoints.cancelar, {
        body: { codigoContrato: codigo, motivo: 'FINANCEIRO', ciente: true },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ mensagem: SERVER_MESSAGES.forbidden });
      // Refused before validation: an invalid body gets the same 403, not the form's field errors.
      expect((await chamar(patricia, meuPlanoEndpoints.cancelar, { body: {} })).statusCode).toBe(403);
      // The screen itself stays open to her; only the cancellation is refused, and nothing changed.
      const detail = (
        await chamar(patricia, meuPlanoEndpoints.contrato, { params: { codigoPlano: codigo } })
      ).json<ContratoDetalhe>();
      expect(detail.situacao).toBe('ATIVO');
    } finally {
      await h.database.db.update(contas).set({ permissoes }).where(eq(contas.pessoaId, pessoaId));
    }
  });

  it('refuses a dependant (403) and another family (404)', async () => {
    const byDependant = await chamar(joao, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: '100001', motivo: 'FINANCEIRO', ciente: true },
    });
    expect(byDependant.statusCode).toBe(403);
    expect(byDependant.json()).toEqual({ mensagem: PLANO_MESSAGES.titularOnly });
    const roberto = await login(h.app, DEMO.roberto);
    const otherFamily = await chamar(roberto, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: '100001', motivo: 'FINANCEIRO', ciente: true },
    });
    expect(otherFamily.statusCode).toBe(404);
  });

  it('cancels at once for the titular, returns a protocol, persists and audits it, and refuses a second time', async () => {
    const titularAgent = await loginTitular();
    const response = await chamar(titularAgent, meuPlanoEndpoints.cancelar, {
      body: {
        codigoContrato: contrato,
        motivo: 'OUTROS',
        observacao: 'Vou morar fora do país.',
        ciente: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<CancelarContratoResponse>();
    expect(body.protocolo).toMatch(/^34567820260310\d{6}$/);
    expect(body.mensagem).toBe(`Cancelamento solicitado. Protocolo n° ${body.protocolo}.`);
    const detail = (
      await chamar(titularAgent, meuPlanoEndpoints.contrato, { params: { codigoPlano: contrato } })
    ).json<ContratoDetalhe>();
    expect(detail.situacao).toBe('CANCELADO');
    expect(detail.cancelamento).toMatchObject({ protocolo: body.protocolo, motivo: 'Outros motivos' });
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.acao, 'CANCELAMENTO_CONTRATO'), eq(auditoria.pessoaId, await pessoaIdOf(titular))),
      );
    expect(rows).toHaveLength(1);
    const again = await chamar(titularAgent, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: contrato, motivo: 'FINANCEIRO', ciente: true },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ mensagem: PLANO_MESSAGES.alreadyCancelled });
  });
});

describe('death certificate of a dependant', () => {
  const send = (
    agent: TestAgent,
    fields: Record<string, string>,
    file?: { name: string; bytes: Uint8Array },
  ) => {
    const { payload, headers } = multipartBody(
      fields,
      file ? [{ field: 'certidao', fileName: file.name, bytes: file.bytes }] : [],
    );
    return chamar(agent, meuPlanoEndpoints.enviarCertidaoObito, { body: payload, headers });
  };

  it('refuses a wrong type, an oversized file, a missing file and non-dependants, storing nothing', async () => {
    const fields = { codigoContrato: '100001', cpf: DEMO.ana };
    const exe = await send(maria, fields, { name: 'certidao.pdf', bytes: sampleExe() });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({ mensagem: MESSAGES.invalidFileFormat });
    const big = await send(maria, fields, {
      name: 'certidao.pdf',
      bytes: Buffer.alloc(5 * 1_048_576 + 1, 0x25),
    });
    expect(big.json()).toEqual({ mensagem: fileTooLarge('5 MB') });
    const none = await send(maria, fields);
    expect(none.json()).toEqual({ mensagem: MESSAGES.documentRequired });
    const gif = await send(maria, fields, { name: 'certidao.docx', bytes: samplePng() });
    expect(gif.json()).toEqual({ mensagem: MESSAGES.invalidFileFormat });
    const titular = await send(
      maria,
      { codigoContrato: '100001', cpf: DEMO.maria },
      { name: 'c.pdf', bytes: await samplePdf() },
    );
    expect(titular.json()).toEqual({ mensagem: PLANO_MESSAGES.dependantOnly });
    const badCpf = await send(
      maria,
      { codigoContrato: '100001', cpf: '123' },
      { name: 'c.pdf', bytes: await samplePdf() },
    );
    expect(badCpf.statusCode).toBe(400);
    const detail = (
      await chamar(maria, meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } })
    ).json<ContratoDetalhe>();
    expect(detail.certidoesObito).toEqual([]);
  });

  it('refuses a dependant (403 for themself, 404 for a sibling) and another family (404)', async () => {
    const pdf = await samplePdf();
    expect(
      (await send(joao, { codigoContrato: '100001', cpf: DEMO.joao }, { name: 'c.pdf', bytes: pdf }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(joao, { codigoContrato: '100001', cpf: DEMO.ana }, { name: 'c.pdf', bytes: pdf }))
        .statusCode,
    ).toBe(404);
    const roberto = await login(h.app, DEMO.roberto);
    expect(
      (await send(roberto, { codigoContrato: '100001', cpf: DEMO.ana }, { name: 'c.pdf', bytes: pdf }))
        .statusCode,
    ).toBe(404);
  });

  it('stores the file for the titular, lists it, lets only the family download it, and audits both', async () => {
    const pdf = await samplePdf('Certidão de óbito');
    const response = await send(
      maria,
      { codigoContrato: '100001', cpf: DEMO.ana },
      { name: 'Certidão Ana.pdf', bytes: pdf },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<CertidaoObitoResponse>();
    expect(body.certidao).toMatchObject({
      cpf: DEMO.ana,
      nomeArquivo: 'Certidão Ana.pdf',
      tamanho: pdf.length,
      situacao: 'EM_ANALISE',
    });
    expect(body.mensagem).toBe(`Certidão de óbito enviada. Protocolo n° ${body.certidao.protocolo}.`);

    const detail = (
      await chamar(maria, meuPlanoEndpoints.contrato, { params: { codigoPlano: '100001' } })
    ).json<ContratoDetalhe>();
    expect(detail.certidoesObito.map((c) => c.id)).toEqual([body.certidao.id]);

    const download = await chamar(maria, meuPlanoEndpoints.certidaoObito, {
      params: { id: body.certidao.id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');

    const roberto = await login(h.app, DEMO.roberto);
    expect(
      (await chamar(roberto, meuPlanoEndpoints.certidaoObito, { params: { id: body.certidao.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await chamar(joao, meuPlanoEndpoints.certidaoObito, { params: { id: body.certidao.id } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(maria, meuPlanoEndpoints.certidaoObito, { params: { id: '999999' } })).statusCode,
    ).toBe(404);

    const again = await send(
      maria,
      { codigoContrato: '100001', cpf: DEMO.ana },
      { name: 'c.pdf', bytes: pdf },
    );
    expect(again.json()).toEqual({ mensagem: PLANO_MESSAGES.deathCertificateAlreadySent });

    const anaId = await pessoaIdOf(DEMO.ana);
    expect((await auditRows('ENVIO_CERTIDAO_OBITO')).map((r) => r.pessoaId)).toEqual([anaId]);
    expect((await auditRows('DOWNLOAD_CERTIDAO_OBITO')).map((r) => r.pessoaId)).toEqual([anaId]);
  });
});
