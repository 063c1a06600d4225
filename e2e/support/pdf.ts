// How a journey receives a PDF the portal delivers (spec §7): a download named .pdf on desktop, a new
// window on a phone (phones have no useful downloads folder). On desktop it answers the file's name and
// bytes; on a phone it checks the window opened the PDF's blob URL (the portal revokes the URL once the
// window has it, so its bytes are checked by the desktop project) and answers null.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test } from './test';

/** A one-page PDF (its bytes start with %PDF, which the upload checks). */
export const PDF_MINIMO = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function receivePdf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer } | null> {
  if (test.info().project.use.isMobile) {
    const opening = page.waitForEvent('popup');
    await click();
    const popup = await opening;
    test.expect(popup.url()).toMatch(/^blob:/);
    await popup.close();
    return null;
  }
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
