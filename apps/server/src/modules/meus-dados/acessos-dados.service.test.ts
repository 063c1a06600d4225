// The audit actions' list rules, and a resource (route pattern) names the screen it belongs to.
import { describe, expect, it } from 'vitest';
import { ACOES_LINK_AGENDAMENTO, ACOES_LINK_CARTAO, ACOES_LISTADAS } from '@portal/domain';
import { telaDoRecurso } from './acessos-dados.service.js';

describe('audit action labels', () => {
  it('list the link actions and leave out the reading of the list itself', () => {
    for (const acao of [...ACOES_LINK_CARTAO, ...ACOES_LINK_AGENDAMENTO]) {
      expect(ACOES_LISTADAS).toContain(acao);
    }
    expect(ACOES_LISTADAS).not.toContain('LEITURA_ACESSOS_DADOS');
    expect(ACOES_LISTADAS).toContain('LEITURA_TITULOS');
  });
});

describe('telaDoRecurso', () => {
  it('names the screen whose path is a segment of the route pattern', () => {
    expect(telaDoRecurso('/api/beneficiarios/situacao-financeira/titulos')).toBe('Situação Financeira');
    expect(telaDoRecurso('/api/beneficiarios/situacao-financeira/:codigoTitulo/download')).toBe(
      'Situação Financeira',
    );
    expect(telaDoRecurso('/api/beneficiarios/resultado-de-exames')).toBe('Resultado de Exames');
  });

  it('is null for what is not a screen’s call', () => {
    expect(telaDoRecurso(null)).toBeNull();
    expect(telaDoRecurso('invalid')).toBeNull();
    expect(telaDoRecurso('/api/login')).toBeNull();
  });
});
