// Spec §2 unexpected-error panel: default text 'Opps, erro inesperado!' and 'Carregar Novamente', which
// runs the retry the caller supplies.
import { useId } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { Button } from './button';

export interface UnexpectedErrorPanelProps {
  onRetry: () => void;
  message?: string;
}

export function UnexpectedErrorPanel({
  onRetry,
  message = MESSAGES.unexpectedErrorPanel,
}: UnexpectedErrorPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border-2 border-line bg-surface px-6 py-10 text-center"
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full border-4 border-danger text-3xl font-bold text-danger"
      >
        !
      </span>
      <p id={titleId} className="text-xl font-bold">
        {message}
      </p>
      <Button onClick={onRetry}>{MESSAGES.reload}</Button>
    </section>
  );
}
