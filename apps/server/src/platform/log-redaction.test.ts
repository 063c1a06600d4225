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

  it('keeps longer numbers (protocols, guides) and shorter codes (plans) as they are', () => {
    const protocolo = '/api/beneficiarios/solicitacao-reembolso/arquivos?protocolo=34567820261123000001';
    expect(redactUrl(protocolo)).toBe(protocolo);
    expect(redactUrl('/api/beneficiarios/cartao-virtual/100001')).toBe(
      '/api/beneficiarios/cartao-virtual/100001',
    );
  });

  it('replaces a card number where the path or the query carries one', () => {
    const carteira = '03450001000123456';
    const urls = [
      '/api/beneficiarios/cartao-virtual/pdf/:c',
      '/api/beneficiarios/cartao-virtual/compartilhar/:c?x=1',
      '/api/v2/beneficiarios/cartao-virtual/gerar-qrcode/:c',
      '/api/v2/beneficiarios/autorizacoes/910000001?carteira=:c',
    ];
    expect(urls.map((url) => redactUrl(url.replace(':c', carteira)))).toEqual(
      urls.map((url) => url.replace(':c', '[redigido]')),
    );
  });

  it("replaces a file's name and any secret of the query, whatever the case or encoding of its name", () => {
    expect(
      redactUrl(
        '/api/beneficiarios/solicitacao-reembolso/arquivos/download?path=ab12&nome=Recibo%20Maria.pdf',
      ),
    ).toBe('/api/beneficiarios/solicitacao-reembolso/arquivos/download?path=ab12&nome=[redigido]');
    expect(
      redactUrl('/x?client_secret=s1&TOKEN=t1&sen%68a=p1&codigo=123456&access_token=a1&codigo&ok=1'),
    ).toBe(
      '/x?client_secret=[redigido]&TOKEN=[redigido]&sen%68a=[redigido]&codigo=[redigido]&access_token=[redigido]&codigo&ok=1',
    );
  });

  it('replaces the whole of a shared card link', () => {
    expect(redactUrl('/cartao-compartilhado/abc.def?x=1')).toBe('/cartao-compartilhado/[redigido]');
    // The public appointment page (issue 16): its URL ends in the token.
    expect(redactUrl('/servicos/agendamento/AbC-123_xyz')).toBe('/servicos/agendamento/[redigido]');
  });
});
