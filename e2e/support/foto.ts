// A phone's photo far above the operator's 5 MB file limit, for the journeys that watch the browser compress it
// (issue 36: images above the limit are compressed on the page before they are sent).
import { writeFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';

let bytes: Promise<Buffer> | undefined;

/** A noisy 2000×1500 JPEG at full quality (~10 MB), drawn by the browser once per worker. */
function fotoGrandeBytes(page: Page): Promise<Buffer> {
  bytes ??= page
    .evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 2000;
      canvas.height = 1500;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < image.data.length; i += 1) image.data[i] = (i * 2654435761) % 251;
      for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 1));
      const data = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000)
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return btoa(binary);
    })
    .then((base64) => Buffer.from(base64, 'base64'));
  return bytes;
}

/**
 * The photo as a file named `nome` in the test's output folder, with its size. Handed to setInputFiles by its
 * path, the browser reads it from the disk: as a buffer, its 10 MB crossed the test protocol in 5 s (about 20 s
 * on a loaded CI machine).
 */
export async function fotoGrande(page: Page, nome: string): Promise<{ caminho: string; tamanho: number }> {
  const conteudo = await fotoGrandeBytes(page);
  const caminho = test.info().outputPath(nome);
  await writeFile(caminho, conteudo);
  return { caminho, tamanho: conteudo.length };
}
