// The audit actions' list rules, and a resource (route pattern) names the screen it belongs to.
import { describe, expect, it } from 'vitest';
import { ACOES_LINK_AGENDAMENTO, ACOES_LINK_CARTAO, ACOES_LISTADAS, API_BASE } from '@portal/domain';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { telaDoRecurso } from './acessos-dados.service.js';

/** The route pattern the audit stores as the resource: API_BASE + the endpoint's path, parameters unfilled. */
const padrao = (endpoint: { path: string }) => `${API_BASE}${endpoint.path}`;

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
    expect(telaDoRecurso(padrao(situacaoFinanceiraEndpoints.titulos))).toBe('Situação Financeira');
    expect(telaDoRecurso(padrao(situacaoFinanceiraEndpoints.segundaVia))).toBe('Situação Financeira');
    expect(telaDoRecurso(padrao(resultadoExamesEndpoints.resultados))).toBe('Resultado de Exames');
  });

  it('is null for what is not a screen’s call', () => {
    expect(telaDoRecurso(null)).toBeNull();
    expect(telaDoRecurso('invalid')).toBeNull();
    expect(telaDoRecurso(padrao(loginEndpoints.login))).toBeNull();
  });
});
