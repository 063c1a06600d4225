import { describe, expect, it } from 'vitest';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { urlDe } from '../test/contrato.js';
import { redactUrl } from './log-redaction.js';

/** A URL of the contract as the log writes it once a value is redacted (the mark is not encoded). */
const redigida = (...args: Parameters<typeof urlDe>) =>
  urlDe(...args).replaceAll(encodeURIComponent('[redigido]'), '[redigido]');

describe('redactUrl', () => {
  it('replaces a CPF path parameter, bare or formatted, wherever it stands', () => {
    expect(redactUrl(urlDe(reembolsoEndpoints.reembolsos, { params: { cpf: '39053344705' } }))).toBe(
      redigida(reembolsoEndpoints.reembolsos, { params: { cpf: '[redigido]' } }),
    );
    expect(redactUrl(urlDe(dadosPessoaisEndpoints.dados, { params: { cpf: '39053344705' } }))).toBe(
      redigida(dadosPessoaisEndpoints.dados, { params: { cpf: '[redigido]' } }),
    );
    expect(
      redactUrl(urlDe(recuperarSenhaEndpoints.contatos, { query: { cpf: '390.533.447-05', captcha: 'x' } })),
    ).toBe(redigida(recuperarSenhaEndpoints.contatos, { query: { cpf: '[redigido]', captcha: 'x' } }));
  });

  it('keeps longer numbers (protocols, guides) and shorter codes (plans) as they are', () => {
    const protocolo = urlDe(reembolsoEndpoints.arquivos, { query: { protocolo: '34567820261123000001' } });
    expect(redactUrl(protocolo)).toBe(protocolo);
    const plano = urlDe(cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } });
    expect(redactUrl(plano)).toBe(plano);
  });

  it('replaces a card number where the path or the query carries one', () => {
    const carteira = '03450001000123456';
    const urls = (build: typeof urlDe, c: string) => [
      build(cartaoVirtualEndpoints.pdf, { params: { carteira: c } }),
      build(cartaoVirtualEndpoints.compartilhar, { params: { carteira: c }, query: { x: '1' } }),
      build(cartaoVirtualEndpoints.qrCode, { params: { carteira: c } }),
      build(autorizacoesEndpoints.detalhe, { params: { idGuia: '910000001' }, query: { carteira: c } }),
    ];
    expect(urls(urlDe, carteira).map((u) => redactUrl(u))).toEqual(urls(redigida, '[redigido]'));
  });

  it("replaces a file's name and any secret of the query, whatever the case or encoding of its name", () => {
    const download = urlDe(reembolsoEndpoints.download);
    expect(redactUrl(`${download}?path=ab12&nome=Recibo%20Maria.pdf`)).toBe(
      `${download}?path=ab12&nome=[redigido]`,
    );
    expect(
      redactUrl('/x?client_secret=s1&TOKEN=t1&sen%68a=p1&codigo=123456&access_token=a1&codigo&ok=1'),
    ).toBe(
      '/x?client_secret=[redigido]&TOKEN=[redigido]&sen%68a=[redigido]&codigo=[redigido]&access_token=[redigido]&codigo&ok=1',
    );
  });

  it("replaces the brand preview's token on a member page (issue 38)", () => {
    expect(redactUrl('/login?previa-marca=1795900000000.abc_DEF-123')).toBe('/login?previa-marca=[redigido]');
  });

  it('replaces the whole of a shared card link', () => {
    expect(redactUrl('/cartao-compartilhado/abc.def?x=1')).toBe('/cartao-compartilhado/[redigido]');
    // The public appointment page (issue 16): its URL ends in the token.
    expect(redactUrl('/servicos/agendamento/AbC-123_xyz')).toBe('/servicos/agendamento/[redigido]');
    // The shared card's public page (issue 37).
    expect(redactUrl('/servicos/cartao-compartilhado/AbC-123_xyz?x=1')).toBe(
      '/servicos/cartao-compartilhado/[redigido]',
    );
  });
});
