// Spec §2 "Contact picker": kinds TELEFONE and EMAIL; with exactly one contact of the chosen kind it is
// chosen automatically, otherwise the choice is cleared; contacts arrive masked and their asterisks show as
// bullets; more than 2 contacts scroll, with a fade until the list is scrolled to the bottom; and the
// option 'Não é nenhum desses e-mails/telefones?' is offered — after the list it speaks of (issue 37: shown
// before any contact was listed, it asked about contacts the member had not seen), or alone when there are none.
import { useEffect, useId, useState, type UIEvent } from 'react';
import { CONTACT_LIST_SCROLL_ABOVE, MESSAGES } from '@portal/domain';
import type {
  ContatoMascarado,
  TipoContatoVerificacao,
} from '@portal/domain/contract/auth/contatos-verificacao';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

export const CONTACT_KIND_LABELS: Record<TipoContatoVerificacao, string> = {
  EMAIL: 'E-mail',
  TELEFONE: 'SMS',
};

/** Masked text as shown: asterisks become bullets. */
export const showMasked = (valor: string): string => valor.replace(/\*/g, '•');

/** The choice after picking a kind: its only contact, or nothing. */
export function selectionForKind(
  contatos: readonly ContatoMascarado[],
  tipo: TipoContatoVerificacao | null,
): string | null {
  const ofKind = contatos.filter((c) => c.tipo === tipo);
  return ofKind.length === 1 ? (ofKind[0]?.codigo ?? null) : null;
}

/** Spec §2 / §9: the list scrolls (with a fade) above 2 contacts. */
export const listScrolls = (count: number): boolean => count > CONTACT_LIST_SCROLL_ABOVE;

/** Kinds offered, in the order of the list (a kind without contacts is not offered). */
export const kindsIn = (contatos: readonly ContatoMascarado[]): TipoContatoVerificacao[] => [
  ...new Set(contatos.map((c) => c.tipo)),
];

const codeDestinationLegend = (tipo: TipoContatoVerificacao): string =>
  tipo === 'EMAIL' ? 'Enviar para o e-mail' : 'Enviar por SMS para o celular';

export interface ContactPickerProps {
  contatos: readonly ContatoMascarado[];
  tipo: TipoContatoVerificacao | null;
  value: string | null;
  onChange: (choice: { tipo: TipoContatoVerificacao | null; codigo: string | null }) => void;
  onNoneOfThese: () => void;
  kindLegend?: string;
  /** The legend of the list of one kind (the code screens say where the code goes). */
  contactLegend?: (tipo: TipoContatoVerificacao) => string;
  className?: string;
}

export function ContactPicker({
  contatos,
  tipo,
  value,
  onChange,
  onNoneOfThese,
  kindLegend = 'Como você quer receber o código?',
  contactLegend = codeDestinationLegend,
  className,
}: ContactPickerProps) {
  const kindName = useId();
  const contactName = useId();
  const kinds = kindsIn(contatos);
  const ofKind = contatos.filter((c) => c.tipo === tipo);
  const scrolls = listScrolls(ofKind.length);
  // Whether the shown list was scrolled to its bottom (another kind's list starts over, with the fade).
  const [bottomOf, setBottomOf] = useState<TipoContatoVerificacao | null>(null);
  const atBottom = bottomOf !== null && bottomOf === tipo;

  // A lone kind is the only choice there is.
  const loneKind = kinds.length === 1 ? kinds[0] : undefined;
  useEffect(() => {
    if (loneKind && tipo !== loneKind)
      onChange({ tipo: loneKind, codigo: selectionForKind(contatos, loneKind) });
  }, [loneKind, tipo, contatos, onChange]);

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    setBottomOf(list.scrollTop + list.clientHeight >= list.scrollHeight - 2 ? tipo : null);
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink">{kindLegend}</legend>
        <div className="flex flex-wrap gap-3">
          {kinds.map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 bg-surface px-4 py-2 font-semibold',
                tipo === kind ? 'border-primary bg-surface-muted' : 'border-line hover:border-line-strong',
              )}
            >
              <input
                type="radio"
                name={kindName}
                value={kind}
                checked={tipo === kind}
                onChange={() => {
                  setBottomOf(null); // the new list starts at its top
                  onChange({ tipo: kind, codigo: selectionForKind(contatos, kind) });
                }}
                className="size-5 accent-primary"
              />
              {CONTACT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {tipo && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink">{contactLegend(tipo)}</legend>
          <div className="relative">
            <ul
              key={tipo}
              onScroll={onScroll}
              data-rolavel={scrolls || undefined}
              className={cn('flex flex-col gap-2', scrolls && 'max-h-28 overflow-y-auto pr-1')}
            >
              {ofKind.map((contato) => (
                <li key={contato.codigo}>
                  <label
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 bg-surface px-3 py-2',
                      value === contato.codigo ? 'border-primary bg-surface-muted' : 'border-line',
                    )}
                  >
                    <input
                      type="radio"
                      name={contactName}
                      value={contato.codigo}
                      checked={value === contato.codigo}
                      onChange={() => onChange({ tipo, codigo: contato.codigo })}
                      className="size-5 accent-primary"
                    />
                    <span className="font-mono text-ink">{showMasked(contato.valor)}</span>
                  </label>
                </li>
              ))}
            </ul>
            {scrolls && !atBottom && (
              <div
                aria-hidden="true"
                data-testid="contatos-esmaecer"
                className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-page to-transparent"
              />
            )}
          </div>
        </fieldset>
      )}
      {(tipo || contatos.length === 0) && (
        <Button variant="link" className="self-start" onClick={onNoneOfThese}>
          {MESSAGES.contactNoneOfThese}
        </Button>
      )}
    </div>
  );
}
