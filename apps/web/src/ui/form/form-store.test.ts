import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFormStore, getPath, setPath } from './form-store';
import { rulesSchema } from './rules-schema';

const required = (value: string) => (value.trim() === '' ? 'Campo obrigatório.' : null);
const schema = rulesSchema({ cpf: [required], senha: [required] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const newStore = () => createFormStore(schema, { cpf: '', senha: '' });

describe('form store', () => {
  it('shows a field’s error only after its first blur, then re-checks it on every change', async () => {
    const form = newStore();
    form.change('cpf', '');
    await settle();
    expect(form.error('cpf')).toBeUndefined();
    form.blur('cpf');
    await settle();
    expect(form.error('cpf')).toBe('Campo obrigatório.');
    expect(form.error('senha')).toBeUndefined();
    form.change('cpf', '1');
    await settle();
    expect(form.error('cpf')).toBeUndefined();
  });

  it('on submit marks every error and answers null; with valid values answers them', async () => {
    const form = newStore();
    expect(await form.validateAll()).toBeNull();
    expect(form.errorNames().sort()).toEqual(['cpf', 'senha']);
    form.change('cpf', '123');
    form.change('senha', 'x');
    await settle();
    expect(form.errorNames()).toEqual([]);
    expect(await form.validateAll()).toEqual({ cpf: '123', senha: 'x' });
  });

  it('keeps a server error until its own field changes', async () => {
    const form = newStore();
    form.change('cpf', '1');
    form.setError('cpf', { type: 'server', message: 'CPF não encontrado.' });
    form.blur('senha');
    await settle();
    expect(form.error('cpf')).toBe('CPF não encontrado.');
    form.change('cpf', '12');
    await settle();
    expect(form.error('cpf')).toBeUndefined();
  });

  it('is dirty while a value differs from the defaults; reset takes new defaults', () => {
    const form = newStore();
    expect(form.formState.isDirty).toBe(false);
    form.change('cpf', '1');
    expect(form.formState.isDirty).toBe(true);
    form.change('cpf', '');
    expect(form.formState.isDirty).toBe(false);
    form.reset({ cpf: '9', senha: '' });
    expect(form.formState.isDirty).toBe(false);
    expect(form.getValue('cpf')).toBe('9');
  });

  it('measures dirtiness per field: setValue leaves it alone unless shouldDirty (as react-hook-form)', () => {
    const form = newStore();
    form.setValue('cpf', '123');
    expect(form.formState.isDirty).toBe(false);
    expect(form.isFieldDirty('cpf')).toBe(false);
    form.setValue('cpf', '456', { shouldDirty: true });
    expect(form.formState.isDirty).toBe(true);
    expect(form.isFieldDirty('cpf')).toBe(true);
    expect(form.isFieldDirty('senha')).toBe(false);
    form.setValue('cpf', '', { shouldDirty: true });
    expect(form.formState.isDirty).toBe(false);
  });

  it('measures a nested field and the object holding it', () => {
    const form = createFormStore(z.object({ endereco: z.object({ cep: z.string() }).nullable() }), {
      endereco: { cep: '' },
    });
    form.change('endereco.cep', '01001000');
    expect(form.isFieldDirty('endereco')).toBe(true);
    expect(form.isFieldDirty('endereco.cep')).toBe(true);
    form.setValue('endereco', null, { shouldDirty: true });
    expect(form.isFieldDirty('endereco.cep')).toBe(true); // the object holding it changed
    form.setValue('endereco', { cep: '' }, { shouldDirty: true });
    expect(form.formState.isDirty).toBe(false);
  });

  it('shouldTouch and shouldValidate mark the field touched; a change alone does not', async () => {
    const form = newStore();
    form.change('cpf', '');
    expect(form.isTouched('cpf')).toBe(false);
    form.setValue('cpf', '', { shouldTouch: true });
    expect(form.isTouched('cpf')).toBe(true);
    form.setValue('senha', '', { shouldValidate: true });
    await settle();
    expect(form.isTouched('senha')).toBe(true);
    expect(form.error('senha')).toBe('Campo obrigatório.');
  });

  it('tells its listeners only when something changed', async () => {
    const form = newStore();
    let calls = 0;
    form.subscribe(() => calls++);
    form.blur('cpf'); // touched, then the check shows the error
    await settle();
    expect(calls).toBe(2);
    form.blur('cpf'); // already touched, same error: nothing new
    await settle();
    expect(calls).toBe(2);
  });

  it('places errors of nested fields on their dotted path (zod)', async () => {
    const nested = z.object({ endereco: z.object({ cep: z.string().min(8, 'CEP inválido.') }).nullable() });
    const form = createFormStore(nested, { endereco: { cep: '' } });
    form.setValue('endereco.cep', '123', { shouldValidate: true });
    await settle();
    expect(form.error('endereco.cep')).toBe('CEP inválido.');
    form.setValue('endereco', null);
    expect(await form.validateAll()).toEqual({ endereco: null });
  });

  it('reads and writes dotted paths without touching the original object', () => {
    const source = { a: { b: 1 }, c: 2 };
    const next = setPath(source, 'a.b', 3);
    expect(getPath(next, 'a.b')).toBe(3);
    expect(source.a.b).toBe(1);
    expect(getPath(next, 'x.y')).toBeUndefined();
  });
});
