import { describe, expect, it } from 'vitest';
import { filledRects } from '@portal/test-support/pdf-codes';
import { extractPdfText } from '../../test/pdf-text.js';
import { createPortalPdf, type PortalPdfOptions } from './portal-pdf.js';

const OPERADOR = {
  nome: 'Saúde Integral Operadora de Planos S.A.',
  registroAns: '123456',
  endereco: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
};
/** The file without its /ID (random per document). */
const withoutId = (pdf: Buffer) => pdf.toString('latin1').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');
const options: PortalPdfOptions = {
  title: 'Carta de Portabilidade de Carências',
  operador: OPERADOR,
  clock: () => new Date('2026-03-10T12:00:00Z'),
};

describe('createPortalPdf', () => {
  it('produces a PDF whose Portuguese text can be extracted as written', async () => {
    const bytes = await createPortalPdf(options)
      .heading('Dados do beneficiário', 2)
      .keyValueTable([
        { label: 'Nome', value: 'Conceição Araújo Gonçalves' },
        { label: 'Plano', value: 'Ouro Empresarial — Apartamento' },
        { label: 'Segmentação', value: 'Ambulatorial + Hospitalar com Obstetrícia' },
      ])
      .paragraph(
        'Declaramos, para fins de portabilidade, que a beneficiária está em dia com as mensalidades.',
      )
      .end();

    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, info } = await extractPdfText(bytes);
    for (const expected of [
      'Carta de Portabilidade de Carências',
      'Conceição Araújo Gonçalves',
      'Ouro Empresarial — Apartamento',
      'Ambulatorial + Hospitalar com Obstetrícia',
      'Declaramos, para fins de portabilidade, que a beneficiária está em dia com as mensalidades.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info).toMatchObject({ Title: options.title, Author: OPERADOR.nome });
  });

  it('keeps letters beyond Latin-1 selectable (names are not always Portuguese)', async () => {
    const bytes = await createPortalPdf(options).paragraph('Łukasz Dvořák Ștefănescu Ñandú').end();
    expect((await extractPdfText(bytes)).text).toContain('Łukasz Dvořák Ștefănescu Ñandú');
  });

  it('keeps each letter’s text after an earlier document used it only inside accented letters', async () => {
    // Subsetting Ó, Ã, í, ç… (composite glyphs) once made their parts (O, A, ı, c…) stand for no
    // character in every later document of the process (issue 37: "*utubro/2026", "Bbstetrícia").
    const semBase = { ...options, operador: { ...OPERADOR, nome: 'S', endereco: 'N' } };
    await createPortalPdf(semBase).paragraph('ÓÔÕÁÂÃÀÉÊÍÚÜÇóôõáâãàéêíúüç').heading('ÓÃÇ').end();
    const later = await createPortalPdf(options)
      .heading('Outubro/2026')
      .paragraph('Outubro/2026 — Obstetrícia, Conceição, coparticipação, beneficiário')
      .end();
    const { text } = await extractPdfText(later);
    expect(text).toContain(
      'Outubro/2026 Outubro/2026 — Obstetrícia, Conceição, coparticipação, beneficiário',
    );
    // The same content makes the same file whatever the process rendered before.
    const first = await createPortalPdf(options).paragraph('Mesmo conteúdo.').end();
    await createPortalPdf(semBase).paragraph('Ó ê ã').end();
    const again = await createPortalPdf(options).paragraph('Mesmo conteúdo.').end();
    expect(withoutId(again)).toBe(withoutId(first));
  });

  it('puts the operator name, ANS registration and page numbers on every page', async () => {
    const pdf = createPortalPdf(options);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      label: `Competência ${i + 1}`,
      value: `R$ ${i},00`,
    }));
    const bytes = await pdf.keyValueTable(rows).end();

    const { pages } = await extractPdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(OPERADOR.nome);
      expect(page).toContain('ANS - n° 123456');
      expect(page).toContain(OPERADOR.endereco);
      expect(page).toContain(`${i + 1}/${pages.length}`);
    });
    // Every row made it, none lost at a page break.
    const all = pages.join(' ');
    for (const { label } of rows) expect(all).toContain(label);
  });

  it('never opens a blank page for the footer', async () => {
    const bytes = await createPortalPdf(options).paragraph('Uma única página.').end();
    expect((await extractPdfText(bytes)).pages).toHaveLength(1);
  });

  it('draws module shapes (barcodes, QR codes) as vector rectangles stretched to the box, centred', async () => {
    // An L of three cells on a 4 × 2 grid, in a 200 × 100 pt box: 50 pt per module.
    const shape = {
      rects: [
        { x: 0, y: 0, width: 1, height: 2 },
        { x: 1, y: 1, width: 2, height: 1 },
      ],
      width: 4,
      height: 2,
    };
    const bytes = await createPortalPdf(options).shape(shape, { width: 200, height: 100 }).end();
    const rects = await filledRects(bytes);
    expect(rects).toHaveLength(2);
    const [first, second] = rects;
    expect(first?.x).toBeCloseTo((595.28 - 200) / 2); // A4 is 595.28 pt wide
    expect([first?.width, first?.height]).toEqual([50, 100]);
    expect(second).toEqual({ x: (first?.x ?? 0) + 50, y: (first?.y ?? 0) + 50, width: 100, height: 50 });
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(false);
  });

  it('is reproducible for the same content and clock', async () => {
    const make = () => createPortalPdf(options).paragraph('Mesmo conteúdo.').end();
    const [a, b] = await Promise.all([make(), make()]);
    expect(withoutId(a)).toBe(withoutId(b));
  });
});

describe('the brand’s logo in the letterhead (issue 38)', () => {
  // A 1×1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const imagens = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

  it('draws the PNG logo above the name when the operator has one, and keeps the name as text', async () => {
    const comLogo = await createPortalPdf({
      ...options,
      operador: { ...OPERADOR, logo: { png: PNG, largura: 4, altura: 1 } },
    }).end();
    expect(imagens(comLogo)).toBeGreaterThan(0); // the picture (and its alpha mask)
    expect((await extractPdfText(comLogo)).text).toContain(OPERADOR.nome);
    expect(imagens(await createPortalPdf(options).end())).toBe(0);
  });
});
