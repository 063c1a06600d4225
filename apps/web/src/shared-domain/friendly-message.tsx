// Spec §8: beneficiary and plan lists that carry mensagem, mensagemAmigavel or tipoMensagem show it as a
// friendly message instead of a list ('Nenhum registro encontrado.' by default for beneficiaries, a
// caller-given default for plans). Also used when a list simply comes back empty.
import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { selectErrorText } from '../platform/api/api-client';
import { cn } from '../ui/cn';

export interface ListMessageFields {
  mensagem?: string | null;
  mensagemAmigavel?: string | null;
  tipoMensagem?: string | null;
}

const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * The friendly text a list response asks to show, or null when it carries none: mensagem first, then
 * mensagemAmigavel with a known tipoMensagem, else `fallback` (the spec's error-text selection).
 */
export function listFriendlyMessage(
  response: ListMessageFields | null | undefined,
  fallback: string = MESSAGES.noRecordsFound,
): string | null {
  if (!response) return null;
  const carries =
    hasText(response.mensagem) || hasText(response.mensagemAmigavel) || hasText(response.tipoMensagem);
  return carries ? selectErrorText(response, fallback) : null;
}

/** The message panel: polite status, readable in both themes. */
export function FriendlyMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        'rounded-md border-2 border-info bg-info-soft px-4 py-3 font-semibold text-ink',
        className,
      )}
    >
      {children}
    </p>
  );
}
