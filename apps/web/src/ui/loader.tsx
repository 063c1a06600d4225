// Loading indicators: a spinner for inline use and the full-screen overlay shown while calls run.
import { cn } from './cn';

export const LOADING_TEXT = 'Carregando…';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const dimension =
    size === 'sm' ? 'size-4 border-2' : size === 'lg' ? 'size-12 border-4' : 'size-8 border-4';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent align-middle',
        dimension,
        className,
      )}
    />
  );
}

/** Covers the page while `visible`; announced politely so screen readers know the portal is working. */
export function LoaderOverlay({ visible }: { visible: boolean }) {
  return (
    <div role="status" aria-live="polite" className={visible ? '' : 'sr-only'}>
      {visible && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay">
          <div className="flex flex-col items-center gap-3 rounded-lg bg-surface px-8 py-6 text-ink shadow-lg contraste:border-2 contraste:border-line">
            <Spinner size="lg" className="text-primary" />
            <span className="font-semibold">{LOADING_TEXT}</span>
          </div>
        </div>
      )}
    </div>
  );
}

/** In-flow indicator for a screen or a section still loading. */
export function LoadingBlock({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
      <Spinner className="text-primary" />
      <span>{label}</span>
    </div>
  );
}
