import { describe, expect, it } from 'vitest';
import { validarConvite } from './convidar-page';
import { fatoresDe, situacao } from './equipe-page';

const membro = {
  id: 1,
  nome: 'Ana',
  email: 'ana@operadora.com.br',
  papeis: ['conteudo' as const],
  ativo: true,
  criadoEm: '2026-11-29T10:00:00Z',
  passkeys: 0,
  totp: false,
  convitePendente: false,
};

describe('the staff list', () => {
  it("says each person's situation", () => {
    expect(situacao(membro)).toBe('Ativo');
    expect(situacao({ ...membro, convitePendente: true })).toBe('Convite pendente');
    expect(situacao({ ...membro, ativo: false, convitePendente: true })).toBe('Inativo');
  });

  it("says each person's factors", () => {
    expect(fatoresDe({ passkeys: 0, totp: false })).toBe('Nenhum');
    expect(fatoresDe({ passkeys: 1, totp: false })).toBe('1 chave de acesso');
    expect(fatoresDe({ passkeys: 2, totp: true })).toBe('2 chaves de acesso e aplicativo autenticador');
    expect(fatoresDe({ passkeys: 0, totp: true })).toBe('aplicativo autenticador');
  });
});

describe('an invitation', () => {
  it('needs a name, a valid e-mail and at least one role', () => {
    expect(validarConvite('', '', [])).toEqual({
      nome: 'Informe o nome da pessoa.',
      email: 'Informe o e-mail de trabalho.',
      papeis: 'Escolha ao menos um papel.',
    });
    expect(validarConvite('Ana', 'ana@', ['conteudo']).email).toBe('E-mail inválido. Confira o endereço.');
    expect(validarConvite('Ana Souza', 'ana@operadora.com.br', ['conteudo'])).toEqual({});
  });
});
