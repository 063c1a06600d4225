// The pages of a PDF drawn inside the page (issue 37: a result read on screen). pdf.js draws each page on a
// canvas, hidden from assistive technology, under a text layer that holds the page's text where it is
// drawn: a screen reader reads it, a member selects and copies it, the browser's find finds it. It works
// the same on a phone, whose browser draws no PDF inside a page (an <iframe> of the file would show nothing
// there). Loaded only when a document is opened (the caller imports this module lazily): pdf.js and its
// worker never weigh on a screen's first load. Pages fit the width of their container, drawn at the
// screen's pixel density; a resize of the container redraws them.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  getDocument,
  GlobalWorkerOptions,
  TextLayer,
  VerbosityLevel,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerSrc;

/** A4 portrait, the shape a page has before its own size is known. */
const A4_RATIO = 297 / 210;

export interface PdfPagesProps {
  data: Blob;
  /** Called once when the file cannot be drawn (damaged, not a PDF): the caller offers the download. */
  onError: () => void;
  /** Called once every page is drawn with its text. */
  onReady?: () => void;
}

export default function PdfPages({ data, onError, onReady }: PdfPagesProps) {
  const box = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [width, setWidth] = useState(0);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | null = null;
    let cancelled = false;
    void data
      .arrayBuffer()
      .then((bytes) => {
        if (cancelled) return null;
        task = getDocument({
          data: new Uint8Array(bytes),
          // The portal's CSP allows no eval and no WebAssembly; reports need neither.
          isEvalSupported: false,
          useWasm: false,
          enableXfa: false,
          verbosity: VerbosityLevel.ERRORS,
        });
        return task.promise;
      })
      .then((doc) => {
        if (doc && !cancelled) setPdf(doc);
      })
      .catch(() => {
        if (!cancelled) onError();
      });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
    // onError is the caller's; a new one is no new file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const total = pdf?.numPages ?? 0;
  useEffect(() => {
    if (total > 0 && drawn === total) onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, total]);

  return (
    <div ref={box} className="flex w-full flex-col gap-4">
      {pdf && width > 0
        ? Array.from({ length: total }, (_, i) => (
            <PdfPage
              key={i}
              pdf={pdf}
              number={i + 1}
              total={total}
              width={width}
              onDrawn={() => setDrawn((n) => n + 1)}
              onError={onError}
            />
          ))
        : null}
    </div>
  );
}

function PdfPage({
  pdf,
  number,
  total,
  width,
  onDrawn,
  onError,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  total: number;
  width: number;
  onDrawn: () => void;
  onError: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [ratio, setRatio] = useState(A4_RATIO);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    let layer: TextLayer | null = null;
    void (async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const pageScale = width / natural.width;
      const viewport = page.getViewport({ scale: pageScale });
      setRatio(natural.height / natural.width);
      setScale(pageScale);
      const density = window.devicePixelRatio || 1;
      const target = canvas.current!;
      target.width = Math.floor(viewport.width * density);
      target.height = Math.floor(viewport.height * density);
      const task = page.render({
        canvas: target,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      render = task;
      await task.promise;
      if (cancelled) return;
      const container = text.current!;
      container.replaceChildren();
      layer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await layer.render();
      if (!cancelled) onDrawn();
    })().catch((error: unknown) => {
      if (!cancelled && (error as { name?: string } | null)?.name !== 'RenderingCancelledException')
        onError();
    });
    return () => {
      cancelled = true;
      render?.cancel();
      layer?.cancel();
    };
    // Redrawn for another width; the callbacks are the parent's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, number, width]);

  const style = { width, height: Math.round(width * ratio), '--total-scale-factor': scale } as CSSProperties;
  return (
    <div
      role="group"
      aria-label={`Página ${number} de ${total}`}
      className="relative shrink-0 overflow-hidden bg-white shadow-md contraste:border-2 contraste:border-line"
      style={style}
    >
      <canvas ref={canvas} aria-hidden="true" className="absolute inset-0 size-full" />
      <div ref={text} className="pdf-texto" />
    </div>
  );
}
