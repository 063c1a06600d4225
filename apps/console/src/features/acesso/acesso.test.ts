import { describe, expect, it } from 'vitest';
import { tokenDoLink } from './cadastro-page';
import { emGrupos } from './cadastrar-totp';
import { textoDosCodigos } from './codigos-recuperacao';
import { destinoSeguro } from './entrar-page';
import { validarCodigoTotp, validarEmail } from './validacao';
import { nomeProvavelDoDispositivo } from './webauthn';

const TOKEN = 'a'.repeat(43);

describe('the sign-in return path', () => {
  it('returns only to a path of this console', () => {
    expect(destinoSeguro('/equipe?pagina=2')).toBe('/equipe?pagina=2');
    for (const fora of [null, '', 'https://mal.example/x', '//mal.example/x', '/\\mal.example', 'equipe']) {
      expect(destinoSeguro(fora), String(fora)).toBe('/');
    }
  });
});

describe("the enrolment link's token", () => {
  it('is read after # (bare or token=), or from ?token=', () => {
    expect(tokenDoLink(`#${TOKEN}`, '')).toBe(TOKEN);
    expect(tokenDoLink(`#token=${TOKEN}`, '')).toBe(TOKEN);
    expect(tokenDoLink('', `?token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenDoLink('', '')).toBe('');
    expect(tokenDoLink('#outra=1', '')).toBe('');
  });
});

describe('the identity forms', () => {
  it('want a work e-mail and a 6-digit code, and say what is wrong in Portuguese', () => {
    expect(validarEmail('')).toBe('Informe o e-mail de trabalho.');
    expect(validarEmail('ana@')).toBe('E-mail inválido. Confira o endereço.');
    expect(validarEmail(' ana@operadora.com.br ')).toBeUndefined();
    expect(validarCodigoTotp('')).toBe('Digite o código de 6 dígitos do aplicativo.');
    expect(validarCodigoTotp('12345a')).toBe('O código tem 6 dígitos, só números.');
    expect(validarCodigoTotp('1234567')).toBe('O código tem 6 dígitos, só números.');
    expect(validarCodigoTotp(' 123456 ')).toBeUndefined();
  });

  it('show the authenticator secret in groups of four to type', () => {
    expect(emGrupos('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(emGrupos('ABCDEF')).toBe('ABCD EF');
  });

  it('put the codes with the account into the file to keep', () => {
    const texto = textoDosCodigos(['aaaaa-bbbbb', 'ccccc-ddddd'], 'ana@operadora.com.br');
    expect(texto).toContain('Conta: ana@operadora.com.br');
    expect(texto.split('\n')).toEqual(expect.arrayContaining(['aaaaa-bbbbb', 'ccccc-ddddd']));
  });

  it("name the passkey's device from the browser", () => {
    const chromeLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const edgeWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
    expect(nomeProvavelDoDispositivo(chromeLinux)).toBe('Chrome no Linux');
    expect(nomeProvavelDoDispositivo(safariIphone)).toBe('Safari no iOS');
    expect(nomeProvavelDoDispositivo(edgeWindows)).toBe('Edge no Windows');
    expect(nomeProvavelDoDispositivo('curl/8')).toBe('Navegador');
  });
});
