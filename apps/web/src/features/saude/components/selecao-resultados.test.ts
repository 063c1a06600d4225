import { describe, expect, it } from 'vitest';
import type { ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';
import { alternar, alternarTodos, contagemTexto, manterVisiveis, selecionaveis } from './selecao-resultados';

const resultado = (chave: string, situacao: ResultadoExame['situacao'] = 'DISPONIVEL'): ResultadoExame => ({
  chave,
  codigoItem: '40304361',
  exame: 'Hemograma',
  dataRealizacao: '2026-10-01',
  laboratorio: 'Lab',
  medicoSolicitante: null,
  situacao,
});

describe('exam result selection', () => {
  const lista = [resultado('a'), resultado('b', 'INDISPONIVEL'), resultado('c')];

  it('offers only available results', () => {
    expect(selecionaveis(lista)).toEqual(['a', 'c']);
  });

  it('toggles one result', () => {
    expect([...alternar(new Set(['a']), 'c')]).toEqual(['a', 'c']);
    expect([...alternar(new Set(['a', 'c']), 'a')]).toEqual(['c']);
  });

  it('selects every available result, then none', () => {
    const todos = alternarTodos(new Set(['a']), lista);
    expect([...todos].sort()).toEqual(['a', 'c']);
    expect(alternarTodos(todos, lista).size).toBe(0);
  });

  it('keeps only choices still listed after the period changes', () => {
    expect([...manterVisiveis(new Set(['a', 'z']), lista)]).toEqual(['a']);
  });

  it('counts the selection in words', () => {
    expect(contagemTexto(0)).toBe('Nenhum selecionado');
    expect(contagemTexto(1)).toBe('1 selecionado');
    expect(contagemTexto(3)).toBe('3 selecionados');
  });
});
