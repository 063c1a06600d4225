import { describe, expect, it } from 'vitest';
import { assertFileKey, createFileKey, isFileKey, safeExtension } from './file-key.js';

const fixedRandom = (size: number) => Buffer.alloc(size, 0xab);

describe('safeExtension', () => {
  it.each([
    ['Foto.JPG', 'jpg'],
    ['.pdf', 'pdf'],
    ['pdf', 'pdf'],
    ['relatorio.final.docx', 'docx'],
  ])('%s → %s', (input, expected) => expect(safeExtension(input)).toBe(expected));

  it.each(['arquivo.', 'a.p df', 'x.tar/../../etc', 'x.ççç', 'x.abcdefghi'])('refuses %s', (input) =>
    expect(safeExtension(input)).toBeUndefined(),
  );
});

describe('createFileKey', () => {
  it('is 128 random bits in hex plus the extension', () => {
    expect(createFileKey({ extension: 'PDF', random: fixedRandom })).toBe(`${'ab'.repeat(16)}.pdf`);
  });

  it('differs on every call with the system generator', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createFileKey({ extension: 'png' })));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it('drops an unsafe extension rather than putting it in the key', () => {
    expect(createFileKey({ extension: 'p/../x', random: fixedRandom })).toBe('ab'.repeat(16));
  });

  it('puts the key under a code-chosen folder', () => {
    expect(createFileKey({ prefix: 'obito/2025', extension: 'pdf', random: fixedRandom })).toBe(
      `obito/2025/${'ab'.repeat(16)}.pdf`,
    );
  });

  it.each(['../x', '/abs', 'a//b', 'Maiusc', 'a/b/c/d'])('refuses the folder %s', (prefix) =>
    expect(() => createFileKey({ prefix })).toThrow(/Invalid storage prefix/),
  );
});

describe('isFileKey', () => {
  const id = '0123456789abcdef0123456789abcdef';
  it.each([id, `${id}.pdf`, `reembolso/${id}.jpg`])('accepts %s', (key) => expect(isFileKey(key)).toBe(true));
  it.each([
    '',
    'relatorio.pdf',
    `../${id}.pdf`,
    `/${id}`,
    `${id}.pdf/..`,
    `${id}.PDF`,
    `x/../${id}`,
    `${id}.pdf.meta.json`,
    `${id}\0.pdf`,
  ])('refuses %j', (key) => {
    expect(isFileKey(key)).toBe(false);
    expect(() => assertFileKey(key)).toThrow(/Invalid storage key/);
  });
});
