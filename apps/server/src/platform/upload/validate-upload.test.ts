import { describe, expect, it } from 'vitest';
import { UPLOAD_EXTENSIONS } from '@portal/domain';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  samplePptx,
} from '../../test/sample-files.js';
import { validateUpload } from './validate-upload.js';

const INVALID = '- Formato de arquivo inválido.';
const all = [...UPLOAD_EXTENSIONS];
const MB5 = 5_242_880;

describe('validateUpload', () => {
  it('accepts a PDF named .pdf and reports its type', async () => {
    expect(
      await validateUpload({
        content: await samplePdf(),
        fileName: 'laudo.PDF',
        allowedExtensions: ['pdf'],
        maxBytes: MB5,
      }),
    ).toEqual({ valid: true, extension: 'pdf', type: 'pdf', contentType: 'application/pdf' });
  });

  it.each(['foto.jpg', 'foto.jpeg', 'FOTO.JPEG'])(
    'treats jpg and jpeg as one family (%s)',
    async (fileName) => {
      const check = await validateUpload({
        content: sampleJpeg(),
        fileName,
        allowedExtensions: all,
        maxBytes: MB5,
      });
      expect(check).toMatchObject({ valid: true, type: 'jpg', contentType: 'image/jpeg' });
    },
  );

  it('reads operator extensions with dots, capitals and spaces', async () => {
    const check = await validateUpload({
      content: sampleDocx(),
      fileName: 'declaracao.docx',
      allowedExtensions: [' .DOCX ', '.pdf'],
      maxBytes: MB5,
    });
    expect(check).toMatchObject({ valid: true, type: 'docx' });
  });

  it('refuses a renamed executable', async () => {
    expect(
      await validateUpload({
        content: sampleExe(),
        fileName: 'boleto.pdf',
        allowedExtensions: all,
        maxBytes: MB5,
      }),
    ).toEqual({ valid: false, message: INVALID });
  });

  it.each([
    ['a PNG named .pdf', samplePng(), 'exame.pdf'],
    ['a docx named .doc', sampleDocx(), 'carta.doc'],
    ['a legacy doc named .docx', sampleDoc(), 'carta.docx'],
    ['a pptx named .docx', samplePptx(), 'carta.docx'],
    ['a JPEG named .png', sampleJpeg(), 'foto.png'],
  ])('refuses %s (type must match the extension)', async (_label, bytes, fileName) => {
    expect(await validateUpload({ content: bytes, fileName, allowedExtensions: all, maxBytes: MB5 })).toEqual(
      {
        valid: false,
        message: INVALID,
      },
    );
  });

  it.each([
    ['not allowed by the operator', 'foto.png', ['pdf']],
    ['unknown to the spec even if the operator lists it', 'programa.exe', ['exe', 'pdf']],
    ['without an extension', 'png', all],
    ['ending in a dot', 'foto.', all],
  ])('refuses a name %s', async (_label, fileName, allowedExtensions) => {
    expect(
      await validateUpload({ content: samplePng(), fileName, allowedExtensions, maxBytes: MB5 }),
    ).toEqual({
      valid: false,
      message: INVALID,
    });
  });

  it('refuses a file over the limit with the size in MB', async () => {
    const bytes = Buffer.concat([samplePng(), Buffer.alloc(MB5)]);
    expect(
      await validateUpload({ content: bytes, fileName: 'a.png', allowedExtensions: all, maxBytes: MB5 }),
    ).toEqual({
      valid: false,
      message: '- O arquivo deve ter no máximo 5 MB.',
    });
  });

  it('shows a limit below 1 MB in KB, and accepts a file of exactly the limit', async () => {
    const limit = 500 * 1024;
    const atLimit = Buffer.concat([samplePng(), Buffer.alloc(limit - samplePng().length)]);
    const overLimit = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const check = (content: Buffer) =>
      validateUpload({ content, fileName: 'a.png', allowedExtensions: all, maxBytes: limit });
    expect(await check(overLimit)).toEqual({
      valid: false,
      message: '- O arquivo deve ter no máximo 500 KB.',
    });
    expect(await check(atLimit)).toMatchObject({ valid: true, type: 'png' });
  });
});
