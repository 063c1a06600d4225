// The ERP's prescriptions and certificates (issue 19, decision 0024 §11): scope; created → updated →
// unchanged (the same PDF writes no file; a corrected one replaces it and the old file goes); per-record
// errors in Portuguese beside applied records; what Maria then sees in Receitas e Atestados, with a
// byte-equal download; the call's audit row with the client id; reads that do not grow with the batch.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_AGENDA_MESSAGES as M, INTEGRACAO_MESSAGES } from '@portal/domain';
import type { DocumentoClinicoErp } from '@portal/domain/contract/integracao/documentos-clinicos';
import { receitasAtestadosEndpoints } from '@portal/domain/contract/saude/receitas-atestados';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { documentosClinicos } from '../../db/schema/saude.js';
import {
  chamadasAuditadas,
  falhasComValoresHostis,
  lotes,
  novoCliente,
  recusado,
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
let mariaErp: string;
let robertoErp: string;

const { put, enviar, resultados, exigeEscopo } = lotes<'documentos-clinicos'>(
  () => ({ app: h.app, token }),
  () => 'documentosClinicos',
);
const ROTA = 'documentos-clinicos';

const b64 = (bytes: Buffer): string => bytes.toString('base64');
const arquivosGuardados = async (): Promise<number> =>
  (await readdir(storageDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

let pdf: Buffer;
const receita = (over: Partial<DocumentoClinicoErp> = {}): DocumentoClinicoErp => ({
  idErp: 'DOC-ERP-1',
  beneficiarioIdErp: mariaErp,
  tipo: 'RECEITA',
  titulo: 'Receita de controle especial',
  dataEmissao: '2026-03-05',
  medico: { nome: 'Dr. Paulo Mendes', crm: '654321', uf: 'SP' },
  validade: '2026-04-04',
  documentoPdfBase64: b64(pdf),
  ...over,
});

const erpDe = async (cpf: string): Promise<string> => {
  const [row] = await h.database.db
    .select({ idErp: beneficiarios.idErp })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(and(eq(pessoas.cpf, cpf), eq(beneficiarios.tipo, 'TITULAR')));
  return row!.idErp!;
};

const documentosDeMaria = async () =>
  (await getJson(maria, receitasAtestadosEndpoints.documentos, { query: { cpf: DEMO.maria } })).documentos;
const documento = (id: string) => chamar(maria, receitasAtestadosEndpoints.documento, { params: { id } });

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'documentos-erp-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir }, queryCounter: queries });
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['saude:escrita']));
  maria = await login(h.app, DEMO.maria);
  mariaErp = await erpDe(DEMO.maria);
  robertoErp = await erpDe(DEMO.roberto);
  pdf = await samplePdf('Receita assinada');
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('prescriptions and certificates from the ERP', () => {
  it('needs a token with saude:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['cadastro:escrita']));
    await exigeEscopo(ROTA, outro);
  });

  it('a prescription: created, unchanged, updated; Maria lists it and downloads it byte-equal', async () => {
    expect(await resultados(ROTA, [receita()])).toEqual(['criado']);
    const arquivos = await arquivosGuardados();
    // The same PDF again (a hash compare), or none: unchanged, no file written.
    expect(await resultados(ROTA, [receita()])).toEqual(['inalterado']);
    expect(await resultados(ROTA, [receita({ documentoPdfBase64: undefined })])).toEqual(['inalterado']);
    expect(await arquivosGuardados()).toBe(arquivos);
    expect(await resultados(ROTA, [receita({ validade: '2026-05-04' })])).toEqual(['atualizado']);
    expect(await arquivosGuardados()).toBe(arquivos);

    const visto = (await documentosDeMaria()).find((d) => d.titulo === 'Receita de controle especial')!;
    expect(visto).toMatchObject({
      tipo: 'RECEITA',
      dataEmissao: '2026-03-05',
      validade: '2026-05-04',
      vencida: false,
      medico: { nome: 'Dr. Paulo Mendes', crm: '654321', uf: 'SP' },
    });
    const baixado = await documento(visto.id);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(pdf)).toBe(true);

    // A corrected PDF: a new file, the old one removed after the commit; Maria downloads the new one.
    const corrigido = await samplePdf('Receita corrigida');
    expect(await resultados(ROTA, [receita({ documentoPdfBase64: b64(corrigido) })])).toEqual(['atualizado']);
    expect(await arquivosGuardados()).toBe(arquivos);
    const denovo = await documento(visto.id);
    expect(denovo.rawPayload.equals(corrigido)).toBe(true);
    const [row] = await h.database.db
      .select()
      .from(documentosClinicos)
      .where(eq(documentosClinicos.idErp, 'DOC-ERP-1'));
    expect(row!.arquivoSha256).toMatch(/^[0-9a-f]{64}$/);

    // A certificate, no validity.
    const atestado = receita({
      idErp: 'DOC-ERP-2',
      tipo: 'ATESTADO',
      titulo: 'Atestado de comparecimento',
      validade: null,
    });
    expect(await resultados(ROTA, [atestado])).toEqual(['criado']);
    expect((await documentosDeMaria()).find((d) => d.titulo === 'Atestado de comparecimento')).toMatchObject({
      tipo: 'ATESTADO',
      validade: null,
      vencida: false,
    });

    // Each call is one audit row with the client id.
    const rows = await chamadasAuditadas(h.database.db, ROTA);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.integracaoClienteId !== null)).toBe(true);
  });

  it('answers each bad record at its index, in Portuguese with its fields, and applies the valid ones', async () => {
    const n = (i: number, over: Partial<DocumentoClinicoErp>) => receita({ idErp: `DOC-ERP-E${i}`, ...over });
    const lote: unknown[] = [
      n(0, {}),
      n(1, { beneficiarioIdErp: 'BEN-NAO-EXISTE' }),
      n(2, { validade: null }),
      n(3, { tipo: 'ATESTADO' }),
      n(4, { validade: '2026-03-04' }),
      n(5, { documentoPdfBase64: b64(samplePng()) }),
      n(6, { documentoPdfBase64: b64(Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)])) }),
      n(7, { documentoPdfBase64: undefined }),
      n(8, { dataEmissao: '2026-02-30' }),
      { ...n(9, {}), cor: 'azul' },
      n(10, { medico: { nome: 'Dr. X', crm: 'abc', uf: 'SP' } }),
    ];
    const r = (await enviar(ROTA, lote)).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(10).fill('erro')]);
    const [, desconhecido, semValidade, atestadoComValidade, antes, naoPdf, grande, semPdf, dia, campo, crm] =
      r;
    expect(desconhecido).toMatchObject({ idErp: 'DOC-ERP-E1' });
    recusado(desconhecido, INTEGRACAO_MESSAGES.saudeBeneficiarioDesconhecido, 'beneficiarioIdErp');
    recusado(semValidade, M.validadeObrigatoria, 'validade');
    recusado(atestadoComValidade, M.validadeSoDeReceita, 'validade');
    recusado(antes, M.validadeAntesDaEmissao, 'validade');
    recusado(naoPdf, INTEGRACAO_MESSAGES.arquivoNaoEhPdf, 'documentoPdfBase64');
    recusado(grande, INTEGRACAO_MESSAGES.pdfGrandeDemais, 'documentoPdfBase64');
    recusado(semPdf, M.documentoPdfObrigatorio, 'documentoPdfBase64');
    recusado(dia, M.documentoClinicoInvalido, 'dataEmissao', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(campo, M.documentoClinicoInvalido, 'cor', INTEGRACAO_MESSAGES.campoDesconhecido);
    recusado(crm, M.documentoClinicoInvalido, 'medico.crm', INTEGRACAO_MESSAGES.valorInvalido);
    const gravados = await h.database.db
      .select({ idErp: documentosClinicos.idErp })
      .from(documentosClinicos)
      .where(like(documentosClinicos.idErp, 'DOC-ERP-E%'));
    expect(gravados.map((g) => g.idErp)).toEqual(['DOC-ERP-E0']);
    // A document never moves to another member.
    expect((await enviar(ROTA, [n(0, { beneficiarioIdErp: robertoErp })])).resultados[0]).toMatchObject({
      resultado: 'erro',
      mensagem: M.documentoDeOutroBeneficiario,
    });
  });

  it('hostile values in every field: never a 500, every refusal with a message', async () => {
    const modelo = receita({ idErp: 'DOC-HOSTIL' });
    expect(await falhasComValoresHostis((lote) => put(ROTA, lote), modelo)).toEqual([]);
  });

  it('reads a batch in a fixed number of queries', async () => {
    const lote = Array.from({ length: 20 }, (_, i) => receita({ idErp: `DOC-ERP-Q${i}` }));
    await enviar(ROTA, lote);
    const um = await queries.during(() => enviar(ROTA, lote.slice(0, 1)));
    const vinte = await queries.during(() => enviar(ROTA, lote));
    expect(vinte.length).toBe(um.length);
  });
});
