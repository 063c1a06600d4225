// Resultado de Exames and Receitas e Atestados (issue 15) on the demo seed with its PDFs in a storage of
// the test's own: the period filter, the download of one PDF or a streamed ZIP (unzipped here and read),
// the whole-call 404 for any foreign key, 409 for a result not out yet, resource usage and audit rows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAUDE_MESSAGES,
  addDays,
  addMonths,
  addYears,
  daysInMonth,
  formatDate,
  formatIsoDate,
} from '@portal/domain';
import { receitasAtestadosEndpoints } from '@portal/domain/contract/saude/receitas-atestados';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { auditoria } from '../../db/schema/audit.js';
import { utilizacaoRecursos } from '../../db/schema/contadores-uso.js';
import { storeSeedFiles } from '../../db/seed/reembolsos.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { periodoPadrao } from './resultado-exames.service.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { TEST_TODAY } from '../../test/test-database.js';

const EXAMES = resultadoExamesEndpoints;
const RECEITAS = receitasAtestadosEndpoints;

let h: TestHarness;
let storageDir: string;
let maria: TestAgent;
let roberto: TestAgent;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'saude-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir } });
  await storeSeedFiles(h.app.storage, h.database.db);
  [maria, roberto] = await Promise.all([login(h.app, DEMO.maria), login(h.app, DEMO.roberto)]);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Spec §9 default: the whole previous month (the seed puts Maria's three recent results there). */
const mesAnterior = () => {
  const inicio = addMonths({ ...TEST_TODAY, day: 1 }, -1);
  return { inicio, fim: { ...inicio, day: daysInMonth(inicio.year, inicio.month) } };
};
const resultados = (agent: TestAgent, cpf: string, de: string, ate: string) =>
  getJson(agent, EXAMES.resultados, {
    query: { cpf, dataRealizacaoInicial: de, dataRealizacaoFinal: ate },
  });
const baixar = (agent: TestAgent, cpf: string, chaves: string[]) =>
  chamar(agent, EXAMES.download, { body: { cpf, chaves } });

describe('exam results', () => {
  it('lists the period newest first; two years hold at least eight of Maria, one not out yet', async () => {
    const { inicio, fim } = mesAnterior();
    const mes = await resultados(
      maria,
      DEMO.maria,
      formatDate(formatIsoDate(inicio)),
      formatDate(formatIsoDate(fim)),
    );
    expect(mes.resultados.map((r) => r.exame).sort()).toEqual(
      ['Colesterol total e frações', 'Glicose em jejum', 'Hemograma completo'].sort(),
    );
    const dois = await resultados(
      maria,
      DEMO.maria,
      formatDate(formatIsoDate({ ...TEST_TODAY, year: TEST_TODAY.year - 2 })),
      formatDate(formatIsoDate(TEST_TODAY)),
    );
    expect(dois.resultados.length).toBeGreaterThanOrEqual(8);
    expect(dois.resultados.filter((r) => r.situacao === 'INDISPONIVEL')).toHaveLength(1);
    const datas = dois.resultados.map((r) => r.dataRealizacao);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it('applies the §5 period rule (400) and the family (404)', async () => {
    const futuro = await chamar(maria, EXAMES.resultados, {
      query: { cpf: DEMO.maria, dataRealizacaoInicial: '01/01/2020', dataRealizacaoFinal: '01/01/2099' },
    });
    expect(futuro.statusCode).toBe(400);
    const alheio = await chamar(maria, EXAMES.resultados, {
      query: { cpf: DEMO.roberto, dataRealizacaoInicial: '01/01/2025', dataRealizacaoFinal: '01/02/2025' },
    });
    expect(alheio.statusCode).toBe(404);
  });

  it('downloads three results as a streamed ZIP of three PDFs with their names and texts', async () => {
    const { inicio, fim } = mesAnterior();
    const mes = await resultados(
      maria,
      DEMO.maria,
      formatDate(formatIsoDate(inicio)),
      formatDate(formatIsoDate(fim)),
    );
    const before = await h.database.db
      .select()
      .from(utilizacaoRecursos)
      .where(eq(utilizacaoRecursos.recurso, 'EXAME'));
    const response = await baixar(
      maria,
      DEMO.maria,
      mes.resultados.map((r) => r.chave),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const nomes = Object.keys(entries).sort();
    expect(nomes).toHaveLength(3);
    expect(nomes.every((n) => n.endsWith('.pdf'))).toBe(true);
    const hemograma = nomes.find((n) => n.startsWith('Hemograma completo - '))!;
    const { text } = await extractPdfText(entries[hemograma]!);
    expect(text).toContain('Maria Aparecida Souza');
    expect(text).toContain('Hemoglobina');
    expect(text).toContain('12,0 a 16,0 g/dL');
    expect(text).toMatch(/Laboratório/);
    const after = await h.database.db
      .select()
      .from(utilizacaoRecursos)
      .where(eq(utilizacaoRecursos.recurso, 'EXAME'));
    expect(after.length).toBe(before.length + 1);
    const audit = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'DOWNLOAD_RESULTADOS_EXAME')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('downloads one result as a PDF', async () => {
    const { inicio, fim } = mesAnterior();
    const mes = await resultados(
      maria,
      DEMO.maria,
      formatDate(formatIsoDate(inicio)),
      formatDate(formatIsoDate(fim)),
    );
    const response = await baixar(maria, DEMO.maria, [mes.resultados[0]!.chave]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await extractPdfText(response.rawPayload)).text).toContain(mes.resultados[0]!.exame);
  });

  it('is 404 for the whole call when any key is another family’s, another member’s or unknown; 409 when not out', async () => {
    const { inicio, fim } = mesAnterior();
    const de = formatDate(formatIsoDate(inicio));
    const ate = formatDate(formatIsoDate(fim));
    const minhas = (await resultados(maria, DEMO.maria, de, ate)).resultados.map((r) => r.chave);
    // João's own keys (read by him: his mother needs his consent, issue 33).
    const doJoao = (await resultados(await login(h.app, DEMO.joao), DEMO.joao, de, ate)).resultados.map(
      (r) => r.chave,
    );
    const deRoberto = (await resultados(roberto, DEMO.roberto, de, ate)).resultados.map((r) => r.chave);
    expect(doJoao.length).toBeGreaterThan(0);
    expect(deRoberto.length).toBeGreaterThan(0);
    for (const chaves of [
      [...minhas, deRoberto[0]!],
      [minhas[0]!, doJoao[0]!],
      [minhas[0]!, '00000000-0000-4000-8000-000000000000'],
      [minhas[0]!, 'nao-e-chave'],
    ]) {
      const response = await baixar(maria, DEMO.maria, chaves);
      expect(response.statusCode, chaves.join(',')).toBe(404);
      expect(response.headers['content-type']).not.toBe('application/zip');
    }
    expect((await baixar(maria, DEMO.roberto, deRoberto)).statusCode).toBe(404);
    const dois = await resultados(maria, DEMO.maria, '01/01/2025', formatDate(formatIsoDate(TEST_TODAY)));
    const pendente = dois.resultados.find((r) => r.situacao === 'INDISPONIVEL')!;
    const response = await baixar(maria, DEMO.maria, [minhas[0]!, pendente.chave]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ mensagem: string }>().mensagem).toBe(SAUDE_MESSAGES.resultNotReady);
  });
});

describe('exam results: the default period and what lies outside it (issue 37)', () => {
  const iso = formatIsoDate;
  const semPeriodo = (agent: TestAgent, cpf: string) => chamar(agent, EXAMES.resultados, { query: { cpf } });

  it('without a period: this month and the eleven before, how many are outside, the period of them all', async () => {
    const padrao = await getJson(maria, EXAMES.resultados, { query: { cpf: DEMO.maria } });
    const inicio = addMonths({ ...TEST_TODAY, day: 1 }, -11);
    expect(padrao.periodo).toEqual({ inicio: iso(inicio), fim: iso(TEST_TODAY) });
    // The seed: three last month, one two days ago (not out yet), 95, 190 and 320 days ago — and three
    // older (410, 560, 700 days ago).
    expect(padrao.resultados).toHaveLength(7);
    expect(padrao.resultados.every((r) => r.dataRealizacao >= iso(inicio))).toBe(true);
    expect(padrao.foraDoPeriodo).toBe(3);
    expect(padrao.periodoTodos).toEqual({ inicio: iso(addDays(TEST_TODAY, -700)), fim: iso(TEST_TODAY) });

    // Widened to that period: all ten, none outside.
    const todos = await resultados(
      maria,
      DEMO.maria,
      formatDate(padrao.periodoTodos!.inicio),
      formatDate(padrao.periodoTodos!.fim),
    );
    expect(todos.resultados).toHaveLength(10);
    expect(todos.foraDoPeriodo).toBe(0);

    // A period of her choice says the same: last month holds three, seven are outside.
    const { inicio: de, fim: ate } = mesAnterior();
    const mes = await resultados(maria, DEMO.maria, formatDate(iso(de)), formatDate(iso(ate)));
    expect(mes.resultados).toHaveLength(3);
    expect(mes.foraDoPeriodo).toBe(7);
  });

  it('widens back to the month of the most recent result when the year had none, never past 5 years', () => {
    const hoje = { year: 2026, month: 11, day: 28 };
    expect(periodoPadrao(hoje, { year: 2026, month: 10, day: 6 })).toEqual({
      inicio: { year: 2025, month: 12, day: 1 },
      fim: hoje,
    });
    expect(periodoPadrao(hoje, null)).toEqual({ inicio: { year: 2025, month: 12, day: 1 }, fim: hoje });
    expect(periodoPadrao(hoje, { year: 2023, month: 5, day: 17 })).toEqual({
      inicio: { year: 2023, month: 5, day: 1 },
      fim: hoje,
    });
    expect(periodoPadrao(hoje, { year: 2019, month: 2, day: 3 })).toEqual({
      inicio: addYears(hoje, -5),
      fim: hoje,
    });
  });

  it('refuses whoever may not see the results, with or without a period; half a period is 400', async () => {
    // João is an adult who gave his mother no health consent (seed): 403; Roberto is another family: 404.
    expect((await semPeriodo(maria, DEMO.joao)).statusCode).toBe(403);
    expect((await semPeriodo(maria, DEMO.roberto)).statusCode).toBe(404);
    const metade = await chamar(maria, EXAMES.resultados, {
      query: { cpf: DEMO.maria, dataRealizacaoInicial: '01/01/2026' },
    });
    expect(metade.statusCode).toBe(400);
    // Reading one result on screen is the download of its PDF: João's own key, asked by Maria, is refused.
    const joao = await login(h.app, DEMO.joao);
    const deJoao = await getJson(joao, EXAMES.resultados, { query: { cpf: DEMO.joao } });
    expect(deJoao.resultados.length).toBeGreaterThan(0);
    const lido = await baixar(maria, DEMO.joao, [deJoao.resultados[0]!.chave]);
    expect(lido.statusCode).toBe(403);
    expect(lido.headers['content-type']).not.toBe('application/pdf');
  });
});

describe('prescriptions and certificates', () => {
  it('lists 3 prescriptions and 2 certificates newest first, marking expired ones; opens one as a PDF', async () => {
    const { documentos } = await getJson(maria, RECEITAS.documentos, { query: { cpf: DEMO.maria } });
    expect(documentos.filter((d) => d.tipo === 'RECEITA')).toHaveLength(3);
    expect(documentos.filter((d) => d.tipo === 'ATESTADO')).toHaveLength(2);
    expect(documentos.filter((d) => d.vencida).length).toBeGreaterThan(0);
    expect(documentos.every((d) => d.tipo === 'RECEITA' || d.validade === null)).toBe(true);
    const receita = documentos.find((d) => d.tipo === 'RECEITA')!;
    const pdf = await chamar(maria, RECEITAS.documento, { params: { id: receita.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const { text } = await extractPdfText(pdf.rawPayload);
    expect(text).toContain(receita.titulo);
    expect(text).toContain(`CRM ${receita.medico.crm}/${receita.medico.uf}`);
    const usos = await h.database.db
      .select()
      .from(utilizacaoRecursos)
      .where(eq(utilizacaoRecursos.recurso, 'RECEITA'));
    expect(usos.length).toBeGreaterThan(0);
  });

  it('is 404 for another family’s document, an unknown id, and a foreign cpf', async () => {
    const deRoberto = await getJson(roberto, RECEITAS.documentos, { query: { cpf: DEMO.roberto } });
    const documento = (id: string) => chamar(maria, RECEITAS.documento, { params: { id } });
    expect((await documento(deRoberto.documentos[0]!.id)).statusCode).toBe(404);
    expect((await documento('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await chamar(maria, RECEITAS.documentos, { query: { cpf: DEMO.roberto } })).statusCode).toBe(404);
  });
});
