import { describe, expect, it } from 'vitest';
import { firstName } from './name.js';

describe('firstName', () => {
  it('takes the first word of the full name', () => {
    expect(firstName('Maria Aparecida Souza')).toBe('Maria');
    expect(firstName('  Ana   Lúcia ')).toBe('Ana');
    expect(firstName('JOÃO')).toBe('JOÃO');
  });

  it('prefers the social name when present', () => {
    expect(firstName('João Carlos Silva', 'Joana Silva')).toBe('Joana');
    expect(firstName('João Carlos Silva', '   ')).toBe('João');
    expect(firstName('João Carlos Silva', null)).toBe('João');
  });

  it('is empty without a name', () => {
    expect(firstName('')).toBe('');
    expect(firstName(null, undefined)).toBe('');
  });
});
