import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it.each([
    [512_000, '500 KB'],
    [500_000, '488,28 KB'],
    [1024, '1 KB'],
    [1_048_576, '1 MB'],
    [1_572_864, '1,5 MB'],
    [5_242_880, '5 MB'],
    [10_485_760, '10 MB'],
    [0, '0 KB'],
    [-1, '0 KB'],
    [Number.NaN, '0 KB'],
  ])('%d bytes → %s', (bytes, expected) => expect(formatFileSize(bytes)).toBe(expected));

  it('builds the spec upload message with the default maximum', () => {
    expect(`- O arquivo deve ter no máximo ${formatFileSize(5_242_880)}.`).toBe(
      '- O arquivo deve ter no máximo 5 MB.',
    );
  });
});
