// The Pix BR Code as a QR code, drawn in the browser from the payload the server sent (the text and the
// picture can never disagree). The encoder (qrcode) loads only when this screen draws one: it never
// reaches the login or home chunks. It loads after the screen's first paint (issue 37): asked for as the
// bills appeared, it sat in the path of Situação Financeira's largest paint (≈ 0.26 s in Lighthouse's
// simulation, docs/desempenho-historico.md), while the code to copy, drawn first, is what a phone pays with.
// And it runs in a worker (pix-qr-worker.ts): on the main thread each code was a long task of its own
// (≈ 150 ms at a phone's speed), Situação Financeira's total blocking time over budget. Where no worker can
// start (an old browser, the unit tests), the main thread draws it as before.
import { afterFirstPaint } from '../../../platform/browser/first-paint';

type Resposta = { id: number; svg?: string; falhou?: true };

let worker: Worker | null | undefined;
let proximo = 0;
const esperando = new Map<number, (svg: string | null) => void>();

/** The one worker of the page, started at the first code; null where none can run. */
function desenhista(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./pix-qr-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<Resposta>) => {
      esperando.get(data.id)?.(data.svg ?? null);
      esperando.delete(data.id);
    };
    // A worker that cannot load (blocked, offline without it cached): every code waiting, and the next ones,
    // are drawn on the main thread.
    worker.onerror = () => {
      worker = null;
      for (const [id, volta] of esperando) {
        esperando.delete(id);
        volta(null);
      }
    };
  } catch {
    worker = null;
  }
  return worker;
}

function noWorker(payload: string): Promise<string | null> {
  const w = desenhista();
  if (!w) return Promise.resolve(null);
  const id = ++proximo;
  return new Promise((resolve) => {
    esperando.set(id, resolve);
    w.postMessage({ id, payload });
  });
}

/** An SVG data URL of the payload's QR code: error correction M and a 4-module quiet zone (BCB manual). */
export async function pixQrCodeDataUrl(payload: string): Promise<string> {
  await new Promise<void>((resolve) => afterFirstPaint(resolve));
  const svg =
    (typeof Worker === 'function' ? await noWorker(payload) : null) ??
    (await (await import('./pix-qr-svg')).pixQrSvg(payload));
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
