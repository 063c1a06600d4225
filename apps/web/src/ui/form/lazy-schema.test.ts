import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validateRequired } from '@portal/domain';
import { fieldRule } from './field-rule';
import { lazySchema } from './lazy-schema';

const afterPaint: (() => void)[] = [];
vi.mock('../../platform/browser/first-paint', () => ({
  afterFirstPaint: (task: () => void) => afterPaint.push(task),
}));

const schema = z
  .object({ nome: fieldRule(validateRequired), email: z.string() })
  .refine((values) => values.email.includes('@'), { message: 'E-mail inválido.', path: ['email'] });

describe('a form schema loaded after the first paint (issue 37)', () => {
  it('is imported once the first screen is painted, once', async () => {
    afterPaint.length = 0;
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    for (const task of afterPaint) task();
    await lazy['~standard'].validate({ nome: 'Maria', email: 'maria@exemplo.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("checks with the loaded schema's own results and messages, loading it at the first check if needed", async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = lazySchema(load);
    for (const values of [
      { nome: '', email: 'x@y.z' },
      { nome: 'Maria', email: 'sem-arroba' },
      { nome: 'Maria', email: 'maria@exemplo.com' },
    ]) {
      expect(await lazy['~standard'].validate(values)).toEqual(await schema['~standard'].validate(values));
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again at the next check when it failed (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(schema);
    const lazy = lazySchema(load);
    await expect(lazy['~standard'].validate({ nome: '', email: '' })).rejects.toThrow('chunk');
    const result = await lazy['~standard'].validate({ nome: '', email: 'a@b' });
    expect(result.issues?.map((issue) => issue.message)).toEqual([validateRequired('')]);
  });
});
