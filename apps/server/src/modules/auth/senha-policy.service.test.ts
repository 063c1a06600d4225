import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './senha-policy.service.js';

describe('isCommonPassword', () => {
  it('finds listed passwords whatever the case and decoration', () => {
    for (const senha of [
      '123456',
      'Password',
      'P@ssw0rd',
      'Flamengo@2024',
      'SENHA@123',
      'Dragon!!99',
      'Mudar@123',
    ]) {
      expect(isCommonPassword(senha), senha).toBe(true);
    }
  });

  it('lets ordinary strong passwords through, the demo password included', () => {
    for (const senha of ['Portal@2026', 'Ipe#Amarelo2026', 'Cerrado#Azul2026', 'Jabuticaba#2026']) {
      expect(isCommonPassword(senha), senha).toBe(false);
    }
  });
});
