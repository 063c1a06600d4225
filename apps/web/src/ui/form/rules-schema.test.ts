import { describe, expect, it } from 'vitest';
import { validateCpf, validateRequired } from '@portal/domain';
import { rulesSchema } from './rules-schema';

const schema = rulesSchema({ cpf: [validateRequired, validateCpf], senha: [validateRequired] });
const validate = (value: unknown) => schema['~standard'].validate(value);

describe('rulesSchema', () => {
  it('reports, per field, the first message of its validators in order', () => {
    expect(validate({ cpf: '', senha: '' })).toEqual({
      issues: [
        { message: validateRequired(''), path: ['cpf'] },
        { message: validateRequired(''), path: ['senha'] },
      ],
    });
    const invalidCpf = validateCpf('111.111.111-11');
    expect(invalidCpf).not.toBeNull();
    expect(validate({ cpf: '111.111.111-11', senha: 'x' })).toEqual({
      issues: [{ message: invalidCpf, path: ['cpf'] }],
    });
  });

  it('answers the values when every rule passes, and reads a missing field as empty', () => {
    expect(validate({ cpf: '390.533.447-05', senha: 'Portal@2026' })).toEqual({
      value: { cpf: '390.533.447-05', senha: 'Portal@2026' },
    });
    expect(validate({ cpf: '390.533.447-05' })).toEqual({
      issues: [{ message: validateRequired(''), path: ['senha'] }],
    });
  });
});
