// The new-screen generator's plan (issue 36): names, the files it writes, that its insertions find their
// places in today's shared tables, that what it writes is valid TypeScript, and that its test stubs fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AREAS_COM_TELA, ESBOCO, inserir, nomesDe, planoDaTela } from './plano.js';

const RAIZ = join(import.meta.dirname, '..', '..');

describe('new:screen', () => {
  it('derives every name from the area and the kebab-case name', () => {
    expect(nomesDe('financeiro', 'declaracao-quitacao')).toEqual({
      area: 'financeiro',
      nome: 'declaracao-quitacao',
      camel: 'declaracaoQuitacao',
      pascal: 'DeclaracaoQuitacao',
      snake: 'DECLARACAO_QUITACAO',
    });
    expect(() => nomesDe('integracao', 'x')).toThrow(/Área desconhecida/);
    expect(() => nomesDe('saude', 'Declaração')).toThrow(/kebab-case/);
  });

  it('writes at most eight files a person then edits, the rest generated', () => {
    const plano = planoDaTela('financeiro', 'declaracao-quitacao');
    const editadosAMao = new Set([
      ...plano.arquivos.map(({ caminho }) => caminho),
      // Filled by hand: the route table entry and the audit label.
      'packages/domain/src/access/routes.ts',
      'packages/domain/src/auditoria/acoes-auditoria.ts',
    ]);
    // The web's calls file is complete as generated for a screen that reads one list.
    editadosAMao.delete('apps/web/src/features/financeiro/api/declaracao-quitacao.ts');
    expect(editadosAMao.size).toBeLessThanOrEqual(8);
  });

  it.each(AREAS_COM_TELA)('finds its places in the shared tables of %s', (area) => {
    const plano = planoDaTela(area, 'tela-nova');
    for (const insercao of plano.insercoes) {
      const antes = readFileSync(join(RAIZ, insercao.arquivo), 'utf8');
      const depois = inserir(antes, insercao);
      expect(depois.length).toBe(antes.length + insercao.linha.length + 1);
      expect(depois).toContain(insercao.linha);
    }
  });

  it('writes valid TypeScript', () => {
    const plano = planoDaTela('saude', 'tela-nova');
    for (const { caminho, texto } of plano.arquivos) {
      const saida = ts.transpileModule(texto, {
        fileName: caminho,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
      });
      expect(saida.diagnostics ?? [], caminho).toEqual([]);
    }
  });

  it('writes test stubs that fail until filled, never pass', () => {
    const plano = planoDaTela('saude', 'tela-nova');
    const servidor = plano.arquivos.find(({ caminho }) => caminho.endsWith('.int.test.ts'))!.texto;
    const casos = servidor.split(/\n {2}it\(/).slice(1);
    expect(casos.length).toBeGreaterThanOrEqual(5);
    for (const caso of casos) expect(caso).toContain(`expect.fail('${ESBOCO}`);
    const jornada = plano.arquivos.find(({ caminho }) => caminho.endsWith('.spec.ts'))!.texto;
    expect(jornada).toContain(`throw new Error('${ESBOCO}`);
  });
});
