import { describe, expect, it } from 'vitest';
import { remetente } from './smtp-notifier.js';

describe('remetente (issue 38: the brand’s short name as the sender)', () => {
  it('puts the operator’s short name before the configured address', () => {
    expect(remetente('Vale Verde Saúde <nao-responda@valeverde.example>', 'Rio Azul')).toEqual({
      name: 'Rio Azul',
      address: 'nao-responda@valeverde.example',
    });
    expect(remetente('nao-responda@valeverde.example', ' Rio Azul ')).toEqual({
      name: 'Rio Azul',
      address: 'nao-responda@valeverde.example',
    });
  });

  it('keeps the configuration when there is no name', () => {
    expect(remetente('Vale <a@b.example>', null)).toBe('Vale <a@b.example>');
    expect(remetente('Vale <a@b.example>', '  ')).toBe('Vale <a@b.example>');
  });
});
