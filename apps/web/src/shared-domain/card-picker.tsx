// Spec §2 "Card picker": the member's cards (carteiras); a lone card is chosen automatically, the continue
// action is enabled only once a card is chosen (saying so while it is not), and an empty list says 'Nenhum cartão para exibir.'.
// Single choice by default (radios); `multiple` lets a member pick several (card reissue).
// Each card says its plan and segmentation under its number (issue 37: a member with a medical and a dental
// card must see which is which), the number grouped as spec §5 "Formats" asks. The holder's name is not
// repeated: every screen with a card picker has chosen the person above it.
import { useEffect, useId } from 'react';
import { MESSAGES, maskCardNumber } from '@portal/domain';
import { NOWRAP_NUMBER } from '../ui/doc-number';
import type { Carteira } from '@portal/domain/contract/listagem-beneficiarios';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { FriendlyMessage } from './friendly-message';

export const CONTINUE_LABEL = 'Continuar';
/** Why the continue button is disabled (issue 10: a disabled button says what is missing). */
export const CHOOSE_CARD_FIRST = 'Escolha um cartão para continuar.';

/** "Vale Verde Odonto — Odontológico": which plan a card belongs to. */
export const planoDaCarteira = (carteira: Pick<Carteira, 'plano' | 'segmentacao'>): string =>
  `${carteira.plano} — ${carteira.segmentacao}`;

export interface CardPickerProps {
  carteiras: readonly Carteira[];
  /** Chosen card codes (at most one unless `multiple`). */
  value: readonly string[];
  onChange: (codigos: string[]) => void;
  multiple?: boolean;
  legend?: string;
  /** Shows a continue button, enabled only once a card is chosen. */
  onContinue?: () => void;
  continueLabel?: string;
  className?: string;
}

export function CardPicker({
  carteiras,
  value,
  onChange,
  multiple = false,
  legend = 'Cartão',
  onContinue,
  continueLabel = CONTINUE_LABEL,
  className,
}: CardPickerProps) {
  const name = useId();
  const lone = carteiras.length === 1 ? carteiras[0]?.codigo : undefined;
  const alreadyChosen = lone !== undefined && value.length === 1 && value[0] === lone;

  useEffect(() => {
    if (lone !== undefined && !alreadyChosen) onChange([lone]);
  }, [lone, alreadyChosen, onChange]);

  if (carteiras.length === 0) {
    return <FriendlyMessage className={className}>{MESSAGES.noCards}</FriendlyMessage>;
  }

  const toggle = (codigo: string, on: boolean) => {
    if (!multiple) {
      if (on) onChange([codigo]);
      return;
    }
    onChange(on ? [...value.filter((c) => c !== codigo), codigo] : value.filter((c) => c !== codigo));
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-ink">{legend}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {carteiras.map((carteira) => {
            const checked = value.includes(carteira.codigo);
            return (
              <li key={carteira.codigo}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 bg-surface px-3 py-2',
                    checked ? 'border-primary bg-surface-muted' : 'border-line hover:border-line-strong',
                  )}
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={name}
                    value={carteira.codigo}
                    checked={checked}
                    onChange={(event) => toggle(carteira.codigo, event.target.checked)}
                    // Never squeezed by a plan name that wraps: every box the same size (walk of 2026-11-30).
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span className="flex flex-col">
                    <span className={cn('font-mono font-semibold text-ink', NOWRAP_NUMBER)}>
                      {maskCardNumber(carteira.codigo)}
                    </span>
                    <span className="text-sm text-ink-muted">{planoDaCarteira(carteira)}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {onContinue && (
        <Button
          className="self-start"
          disabled={value.length === 0}
          disabledReason={CHOOSE_CARD_FIRST}
          onClick={onContinue}
        >
          {continueLabel}
        </Button>
      )}
    </div>
  );
}
