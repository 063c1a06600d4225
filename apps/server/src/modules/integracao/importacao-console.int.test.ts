// The bulk load's runs in the console (issue 39, decision 0044): a run of `npm run integracao:importar`
// records itself (integracao_cargas), the integração role lists the last runs with their counts and downloads
// the refused lines as a CSV a spreadsheet cannot run (a cell starting a formula gets an apostrophe); the
// download is in the staff audit.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleIntegracaoEndpoints as endpoints } from '@portal/domain/contract/console/integracao';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { chamarConsole, jsonConsole, sessaoConsole, type SessaoDeTeste } from '../../test/console.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';
import { importarArquivo } from './importacao.js';

const demo = withDemo();
let h: TestHarness;
let integ: SessaoDeTeste;
const db = () => h.database.db;
beforeAll(async () => {
  h = demo.h;
  integ = await sessaoConsole(h.app, { papeis: ['integracao'] });
});

const ultimaAcao = async (acao: string) => {
  const [linha] = await db()
    .select()
    .from(equipeAuditoria)
    .where(eq(equipeAuditoria.acao, acao))
    .orderBy(desc(equipeAuditoria.id))
    .limit(1);
  return linha!;
};

describe('bulk loads in the console', () => {
  let pasta: string;
  beforeAll(async () => {
    pasta = await mkdtemp(join(tmpdir(), 'console-cargas-'));
  });
  afterAll(() => rm(pasta, { recursive: true, force: true }));

  it('lists the last runs with their counts and hands the refused lines as a formula-safe CSV (download audited)', async () => {
    const arquivo = join(pasta, 'carga-erp.jsonl');
    await writeFile(
      arquivo,
      [
        'isto não é json',
        JSON.stringify({ tipo: '=HYPERLINK("http://x")', registro: {} }),
        JSON.stringify({ tipo: 'titulos', registro: { idErp: '=1+1' } }),
      ].join('\n'),
    );
    const progresso = await importarArquivo({ db: db(), clock: h.clock, arquivo });
    expect(progresso.erros).toBe(3);
    const [carga] = await jsonConsole(integ.agente, endpoints.listarCargas);
    expect(carga).toMatchObject({ arquivo: 'carga-erp.jsonl', linhas: 3, erros: 3, criados: 0 });
    expect(carga!.terminadaEm).not.toBeNull();
    // The same file again resumes the run (its progress file names it): still one run, its refusals once.
    await importarArquivo({ db: db(), clock: h.clock, arquivo });
    const depois = await jsonConsole(integ.agente, endpoints.listarCargas);
    expect(depois.filter((c) => c.arquivo === 'carga-erp.jsonl')).toHaveLength(1);
    expect(depois[0]).toMatchObject({ id: carga!.id, linhas: 3, erros: 3 });

    const resposta = await chamarConsole(integ.agente, endpoints.errosCarga, { params: { id: carga!.id } });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toMatch(/^text\/csv/);
    expect(resposta.headers['content-disposition']).toMatch(/^attachment;.*\.csv/);
    const linhas = resposta.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas[0]).toBe('linha;tipo;id_erp;mensagem');
    expect(linhas).toHaveLength(4);
    expect(linhas[1]).toBe('1;;;Linha que não é JSON.');
    // No cell starts a formula: '=1+1' is written as text.
    expect(linhas[3]).toMatch(/^3;titulos;'=1\+1;/);
    for (const celula of linhas.slice(1).flatMap((l) => l.split(';'))) expect(celula).not.toMatch(/^[=+\-@]/);
    expect(await ultimaAcao('integracao-carga.baixar-erros')).toMatchObject({
      alvo: `integracao-carga:${carga!.id}`,
      depois: { linhas: 3 },
    });
    const inexistente = await chamarConsole(integ.agente, endpoints.errosCarga, { params: { id: 999_999 } });
    expect(inexistente.statusCode).toBe(404);
    expect(
      await db().select().from(equipeAuditoria).where(like(equipeAuditoria.acao, 'integracao-carga.%')),
    ).toHaveLength(1);
  });
});
