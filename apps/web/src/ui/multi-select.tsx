// Spec §2 "Multi-select filter": a button showing the chosen names joined by '; ' (else its label) and a
// count badge ('9+' above 9), opening a list of options to tick. Keyboard model (WAI-ARIA listbox with
// aria-multiselectable): the button opens the list with Enter, Space or ArrowDown and focus moves to the
// list; ArrowUp/ArrowDown/Home/End move the active option (aria-activedescendant); Space or Enter ticks
// it; Escape closes and gives focus back to the button; Tab closes and moves on. A press outside closes.
// Ticking filters at once: there is no Ok step, so the list stays open while the member ticks several.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { Icon } from './icon';
import {
  movedIndex,
  selectionBadge,
  selectionSummary,
  toggleValue,
  type MultiSelectOption,
} from './multi-select-rules';

export type { MultiSelectOption } from './multi-select-rules';

export interface MultiSelectProps {
  /** What is being chosen ('Tipo de atendimento'): the text of the closed button when nothing is. */
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  className?: string;
}

export function MultiSelect({ label, options, selected, onChange, className }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-lista`;
  const labelId = `${id}-rotulo`;
  const optionId = (index: number) => `${id}-opcao-${index}`;
  const badge = selectionBadge(selected.length);
  const summary = selectionSummary(options, selected, label);

  // A press anywhere outside the widget closes it (spec §2); pointerdown also covers touch.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);

  const openList = () => {
    const first = options.findIndex((o) => selected.includes(o.value));
    setActive(Math.max(first, 0));
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const toggle = (index: number) => {
    const option = options[index];
    if (option) onChange(toggleValue(options, selected, option.value));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moved = movedIndex(event.key, active, options.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
      document.getElementById(optionId(moved))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md border-2 border-line-strong bg-surface px-3 py-2 text-left text-ink"
      >
        {/* With options chosen, the names alone would not say what they are: the label comes first. */}
        <span id={labelId} className={selected.length > 0 ? 'sr-only' : undefined}>
          {label}
          {selected.length > 0 && ': '}
        </span>
        {selected.length > 0 && <span className="min-w-0 flex-1 truncate">{summary}</span>}
        {selected.length === 0 && <span className="flex-1" />}
        {badge && (
          <span
            aria-hidden="true"
            data-testid="multi-select-badge"
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-2 text-sm font-bold text-on-primary"
          >
            {badge}
          </span>
        )}
        <Icon name="chevron-down" className={cn('size-5 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={labelId}
          aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
          tabIndex={-1}
          onKeyDown={onListKeyDown}
          className="absolute z-30 mt-1 max-h-[300px] min-h-0 w-full overflow-y-auto rounded-md border-2 border-line-strong bg-surface py-1 shadow-lg"
        >
          {options.map((option, index) => {
            const checked = selected.includes(option.value);
            return (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={checked}
                onClick={() => {
                  setActive(index);
                  toggle(index);
                }}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-ink',
                  index === active && 'bg-surface-muted outline-2 -outline-offset-2 outline-focus',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-sm border-2',
                    checked ? 'border-primary bg-primary text-on-primary' : 'border-line-strong',
                  )}
                >
                  {checked && '✓'}
                </span>
                {option.label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
