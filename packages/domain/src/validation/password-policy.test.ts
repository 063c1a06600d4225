import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { SERVER_MESSAGES } from '../messages-servidor.js';
import {
  DEFAULT_PASSWORD_POLICY,
  evaluatePasswordPolicy,
  validatePasswordPolicy,
  type PasswordContext,
} from './password-policy.js';

const policy = DEFAULT_PASSWORD_POLICY;
const check = (senha: string, context: PasswordContext = {}) =>
  validatePasswordPolicy(policy, senha, 'Senha', { isCommon: () => false, ...context });
const validity = (senha: string, context: PasswordContext = {}) =>
  Object.fromEntries(
    evaluatePasswordPolicy(policy, senha, context).map((i) => [i.funcaoValidadora, i.valido]),
  );

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    expect(check('Vale#Verde2026')).toBeNull();
    expect(check('Ação#Bônus2026')).toBeNull();
  });

  it('answers the spec messages in order: disallowed character, length, strength', () => {
    expect(check('Com Espaço#2026')).toBe(MESSAGES.forbiddenCharacter);
    expect(check('Ab#1')).toBe('8 a 64 caracteres');
    expect(check(`Ab#1${'x'.repeat(61)}`)).toBe('8 a 64 caracteres');
    expect(check(`Ab#1${'x'.repeat(60)}`)).toBeNull();
    expect(check('semmaiuscula#1')).toBe('Senha inválido');
    expect(check('SEMMINUSCULA#1')).toBe('Senha inválido');
    expect(check('SemNumero#abc')).toBe('Senha inválido');
    expect(check('SemEspecial123')).toBe('Senha inválido');
    expect(check("Com'Aspas2026")).toBe('Senha inválido');
    expect(check('Sublinhado_2026')).toBeNull();
  });

  it('refuses common passwords when the list is known', () => {
    expect(validatePasswordPolicy(policy, 'Vale#Verde2026', 'Senha', { isCommon: () => true })).toBe(
      SERVER_MESSAGES.commonPassword,
    );
  });

  it("refuses the member's CPF and birth date in the usual forms", () => {
    const maria = { cpf: '39053344705', dataNascimento: '1978-09-23' };
    expect(check('Xx#39053344705', maria)).toBe(SERVER_MESSAGES.personalDataPassword);
    for (const form of ['23091978', '19780923', '230978', '23/09/1978']) {
      expect(check(`Maria#${form}`, maria), form).toBe(SERVER_MESSAGES.personalDataPassword);
    }
    expect(check('Maria#2026xy', maria)).toBeNull();
  });

  it('leaves unknown what this side cannot know', () => {
    expect(validity('Vale#Verde2026')).toMatchObject({
      SENHA_COMUM: null,
      DADOS_PESSOAIS: null,
      TAMANHO: true,
    });
    expect(validity('Vale#Verde2026', { cpf: '39053344705' }).DADOS_PESSOAIS).toBeNull();
    expect(validity('Xx#39053344705', { cpf: '39053344705' }).DADOS_PESSOAIS).toBe(false);
    expect(validity('Vale#Verde2026', { cpf: '39053344705', dataNascimento: null }).DADOS_PESSOAIS).toBe(
      true,
    );
  });

  it('treats OPCIONAL items as always met', () => {
    const optional = { ...policy, itens: policy.itens.map((i) => ({ ...i, uso: 'OPCIONAL' as const })) };
    expect(evaluatePasswordPolicy(optional, '').every((i) => i.valido === true)).toBe(true);
  });
});
