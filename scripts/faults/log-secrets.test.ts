// The log scan of the fault suite and the e2e teardown (packages/test-support/src/log-secrets.ts).
import { describe, expect, it } from 'vitest';
import { secretFinder } from '@portal/test-support/log-secrets';

const find = secretFinder(['910.362.000-00'], ['Senha@2026']);

describe('secretFinder', () => {
  it('finds a CPF in digits or formatted, and a password', () => {
    expect(find('{"cpf":"91036200000"}')).toBe('91036200000');
    expect(find('url /api/v3/beneficiarios/meus-dados/dados/91036200000 ok')).toBe('91036200000');
    expect(find('titular 910.362.000-00')).toBe('910.362.000-00');
    expect(find('senha Senha@2026')).toBe('Senha@2026');
  });

  it('does not take the digits inside a longer number for a CPF (a response time, a timestamp)', () => {
    expect(find('{"responseTime":95.91036200000001}')).toBeUndefined();
    expect(find('{"time":1791036200000}')).toBeUndefined();
    expect(find('{"n":191036200000, "cpf": "91036200000"}')).toBe('91036200000');
  });
});
