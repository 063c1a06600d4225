import { describe, expect, it } from 'vitest';
import { fileTooLarge, MESSAGES } from '@portal/domain';
import {
  addFiles,
  checkType,
  countError,
  isUploadFieldValid,
  newUploadItem,
  processUpload,
  uploadRules,
  type Compressor,
} from './upload-pipeline';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const file = (bytes: Uint8Array, name: string, size?: number) => {
  const padded = size && size > bytes.length ? [bytes, new Uint8Array(size - bytes.length)] : [bytes];
  return new File(padded as BlobPart[], name);
};

const rules = uploadRules({ tamanhoMaximoMB: 1, extensoesPermitidas: ['pdf', 'png', '.JPG'] });

describe('uploadRules', () => {
  it('reads the operator parameters and falls back to the spec defaults', () => {
    expect(rules).toMatchObject({
      maxBytes: 1_048_576,
      allowedExtensions: ['pdf', 'png', 'jpg'],
      compressTargetMB: 1,
    });
    expect(uploadRules(null)).toMatchObject({
      maxBytes: 5_242_880,
      allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
      maxFiles: 10,
      minFiles: 0,
    });
  });
});

describe('checkType', () => {
  it('accepts a file whose bytes match its allowed extension', async () => {
    expect(await checkType(file(PDF, 'laudo.pdf'), rules.allowedExtensions)).toBeNull();
    expect(await checkType(file(PNG, 'foto.PNG'), rules.allowedExtensions)).toBeNull();
  });

  it('refuses a renamed file, a disallowed extension and a name without one', async () => {
    expect(await checkType(file(PNG, 'laudo.pdf'), rules.allowedExtensions)).toBe(MESSAGES.invalidFileFormat);
    expect(await checkType(file(PDF, 'laudo.docx'), rules.allowedExtensions)).toBe(
      MESSAGES.invalidFileFormat,
    );
    expect(await checkType(file(PDF, 'laudo'), rules.allowedExtensions)).toBe(MESSAGES.invalidFileFormat);
  });
});

describe('processUpload', () => {
  it('marks a good file valido and an oversized PDF invalido with the size message', async () => {
    expect((await processUpload(newUploadItem(file(PDF, 'a.pdf')), rules)).status).toBe('valido');
    const big = await processUpload(newUploadItem(file(PDF, 'a.pdf', 1_048_577)), rules);
    expect(big).toMatchObject({ status: 'invalido', erro: fileTooLarge('1 MB') });
  });

  it('compresses an image above the target to 1920 px and records the saving', async () => {
    const calls: unknown[] = [];
    const compress: Compressor = (input, options) => {
      calls.push({ name: input.name, ...options });
      return Promise.resolve(new Blob([new Uint8Array(262_144)], { type: 'image/png' }));
    };
    const item = await processUpload(newUploadItem(file(PNG, 'foto.png', 2_097_152)), rules, compress);
    expect(calls).toEqual([{ name: 'foto.png', maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: false }]);
    expect(item).toMatchObject({ status: 'valido', percentualCompressao: 88, tamanhoOriginal: 2_097_152 });
    expect(item.arquivo.size).toBe(262_144);
  });

  it('shows the compressor error, and leaves compression off with a target of 0', async () => {
    const failing: Compressor = () => Promise.reject(new Error(MESSAGES.imageNotImage));
    const failed = await processUpload(newUploadItem(file(PNG, 'foto.png', 2_097_152)), rules, failing);
    expect(failed).toMatchObject({ status: 'invalido', erro: MESSAGES.imageNotImage });
    const off = await processUpload(
      newUploadItem(file(PNG, 'foto.png', 2_097_152)),
      { ...rules, compressTargetMB: 0 },
      failing,
    );
    expect(off).toMatchObject({ status: 'invalido', erro: fileTooLarge('1 MB') });
  });
});

describe('field rules', () => {
  it('counts files against the limits and keeps only the last file of a single-file field', () => {
    expect(countError(3, { minFiles: 0, maxFiles: 2 })).toBe('É permitido enviar somente 2 arquivo(s).');
    expect(countError(0, { minFiles: 1, maxFiles: 2 })).toBe(MESSAGES.documentRequired);
    const first = addFiles([], [file(PDF, 'a.pdf')], true);
    const second = addFiles(first, [file(PDF, 'b.pdf'), file(PDF, 'c.pdf')], true);
    expect(second.map((i) => i.arquivo.name)).toEqual(['c.pdf']);
    expect(addFiles(first, [file(PDF, 'b.pdf')], false)).toHaveLength(2);
  });

  it('is valid only when every item is valido and the count fits', () => {
    const item = newUploadItem(file(PDF, 'a.pdf'));
    expect(isUploadFieldValid([item], rules)).toBe(false);
    expect(isUploadFieldValid([{ ...item, status: 'valido' }], rules)).toBe(true);
    expect(isUploadFieldValid([], { ...rules, minFiles: 1 })).toBe(false);
  });
});
