import { describe, expect, it } from 'vitest';
import { fileProgress } from './upload-progress';

describe('fileProgress', () => {
  it('fills the files one after the other, after the leading text part', () => {
    // 100 bytes of dados, then files of 100 and 200 bytes; no framing (total = known bytes).
    expect(fileProgress(50, 400, 100, [100, 200])).toEqual([0, 0]);
    expect(fileProgress(150, 400, 100, [100, 200])).toEqual([0.5, 0]);
    expect(fileProgress(300, 400, 100, [100, 200])).toEqual([1, 0.5]);
  });

  it('spreads the multipart framing over the parts by size', () => {
    // 800 bytes on the wire for 400 known: 600 sent on the wire is 300 known bytes.
    expect(fileProgress(600, 800, 100, [100, 200])).toEqual([1, 0.5]);
  });

  it('is whole at the end and empty before anything is known', () => {
    expect(fileProgress(800, 800, 100, [100, 200])).toEqual([1, 1]);
    expect(fileProgress(0, 0, 100, [100, 200])).toEqual([0, 0]);
  });

  it('counts an empty file as sent once the bytes before it are', () => {
    expect(fileProgress(250, 400, 100, [100, 0, 200])).toEqual([1, 1, 0.25]);
  });
});
