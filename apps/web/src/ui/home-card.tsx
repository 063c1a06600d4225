// The frame of one card on the home page (issue 10): its own title, its own loader and its own error
// state, so a slow or failing card never holds up the others, the service groups or the menu.
import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './loader';

export type HomeCardState = 'loading' | 'error' | 'ready';

export const HOME_CARD_TEXTS = {
  loading: 'Buscando informações…',
  error: 'Não foi possível carregar agora.',
  retry: 'Tentar novamente',
} as const;

export function HomeCard({
  title,
  state,
  onRetry,
  children,
  className,
}: {
  title: string;
  state: HomeCardState;
  onRetry: () => void;
  children?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    // min-h-58 (232 px) holds the height the tallest loaded card takes on a phone, so the loader's frame
    // does not grow when the data arrives and push the cards below it and the service groups down (issue 11:
    // CLS). The tallest is Situação Financeira's with an overdue bill: its status badge wraps under the
    // competence at 360–412 px (230 px); with min-h-52 (208 px) it pushed the next card 22 px down as it
    // arrived (issue 37; e2e/shell/estabilidade-home.spec.ts).
    <section
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      className={cn(
        'flex min-h-58 flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {state === 'loading' && (
        // Not the page's "Carregando…" overlay text: the card waits on its own, the page is ready.
        <p className="flex items-center gap-2 text-ink-muted">
          <Spinner size="sm" className="text-primary" />
          <span className="sr-only">{HOME_CARD_TEXTS.loading}</span>
        </p>
      )}
      {state === 'error' && (
        <div className="flex flex-col items-start gap-2">
          <p>{HOME_CARD_TEXTS.error}</p>
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 cursor-pointer font-semibold text-link underline underline-offset-2"
          >
            {HOME_CARD_TEXTS.retry}
          </button>
        </div>
      )}
      {state === 'ready' && children}
    </section>
  );
}
