import { describe, expect, it, vi } from 'vitest';
import { pixQrCodeDataUrl } from './pix-qr-code';

const firstPaint = vi.hoisted(() => ({ waiting: [] as (() => void)[], painted: true }));
vi.mock('../../../platform/browser/first-paint', () => ({
  afterFirstPaint: (task: () => void) => (firstPaint.painted ? task() : firstPaint.waiting.push(task)),
}));

// The BCB manual's static example payload.
const PAYLOAD =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('pixQrCodeDataUrl', () => {
  it('draws the payload as an SVG QR code data URL', async () => {
    const url = await pixQrCodeDataUrl(PAYLOAD);
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(url.split(',')[1]!);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });

  it('is a pure function of the payload (the picture never disagrees with the text)', async () => {
    expect(await pixQrCodeDataUrl(PAYLOAD)).toBe(await pixQrCodeDataUrl(PAYLOAD));
    expect(await pixQrCodeDataUrl(PAYLOAD)).not.toBe(await pixQrCodeDataUrl(`${PAYLOAD}0`));
  });

  it("is drawn only after the screen's first paint (off the largest paint's path, issue 37)", async () => {
    firstPaint.painted = false;
    let drawn = false;
    const url = pixQrCodeDataUrl(PAYLOAD).then((value) => {
      drawn = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toBe(false);
    firstPaint.painted = true;
    firstPaint.waiting.splice(0).forEach((task) => task());
    expect(await url).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('pixQrCodeDataUrl with a worker (issue 37: no long task on the main thread)', () => {
  /** A worker that answers as pix-qr-worker.ts does, or one that fails to load. */
  function fakeWorker(loads: boolean) {
    const received: string[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage({ id, payload }: { id: number; payload: string }) {
        received.push(payload);
        if (!loads) {
          setTimeout(() => this.onerror?.(), 0);
          return;
        }
        void import('./pix-qr-svg')
          .then(({ pixQrSvg }) => pixQrSvg(payload))
          .then((svg) => this.onmessage?.({ data: { id, svg } }));
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    return received;
  }

  it('asks the worker for each code and draws what it answers', async () => {
    const expected = await pixQrCodeDataUrl(PAYLOAD);
    vi.resetModules();
    const received = fakeWorker(true);
    const fresh = await import('./pix-qr-code');
    const [one, two] = await Promise.all([
      fresh.pixQrCodeDataUrl(PAYLOAD),
      fresh.pixQrCodeDataUrl(`${PAYLOAD}0`),
    ]);
    expect(received).toEqual([PAYLOAD, `${PAYLOAD}0`]);
    expect(one).toBe(expected);
    expect(two).not.toBe(expected);
    vi.unstubAllGlobals();
  });

  it('draws on the main thread when the worker cannot load', async () => {
    const expected = await pixQrCodeDataUrl(PAYLOAD);
    vi.resetModules();
    const received = fakeWorker(false);
    const fresh = await import('./pix-qr-code');
    expect(await fresh.pixQrCodeDataUrl(PAYLOAD)).toBe(expected);
    expect(received).toEqual([PAYLOAD]);
    vi.unstubAllGlobals();
  });
});
