import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('replaces a CPF path parameter, bare or formatted, wherever it stands', () => {
    expect(redactUrl('/api/beneficiarios/solicitacao-reembolso/39053344705/reembolsos')).toBe(
      '/api/beneficiarios/solicitacao-reembolso/[redigido]/reembolsos',
    );
    expect(redactUrl('/api/v3/beneficiarios/meus-dados/dados/39053344705')).toBe(
      '/api/v3/beneficiarios/meus-dados/dados/[redigido]',
    );
    expect(redactUrl('/api/recuperar-senha/contatos?cpf=390.533.447-05&captcha=x')).toBe(
      '/api/recuperar-senha/contatos?cpf=[redigido]&captcha=x',
    );
  });

  it('keeps longer numbers (protocols, cards) and shorter codes (plans) as they are', () => {
    const protocolo = '/api/beneficiarios/solicitacao-reembolso/arquivos?protocolo=34567820261123000001';
    expect(redactUrl(protocolo)).toBe(protocolo);
    expect(redactUrl('/api/beneficiarios/cartao-virtual/100001')).toBe(
      '/api/beneficiarios/cartao-virtual/100001',
    );
  });

  it('replaces the whole of a shared card link', () => {
    expect(redactUrl('/cartao-compartilhado/abc.def?x=1')).toBe('/cartao-compartilhado/[redigido]');
    // The public appointment page (issue 16): its URL ends in the token.
    expect(redactUrl('/servicos/agendamento/AbC-123_xyz')).toBe('/servicos/agendamento/[redigido]');
  });
});
