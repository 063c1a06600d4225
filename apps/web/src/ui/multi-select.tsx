// Spec §2 "Multi-select filter": a button showing the chosen names joined by '; ' (else its label) and a
// count badge ('9+' above 9), opening a list of options to tick. Radix owns the focus logic (issue 36), with
// the two primitives its Dialog and Popover are built on: FocusScope moves focus into the list when it opens
// and back to the button when Escape closes it; DismissableLayer closes it on Escape, on a press outside and
// when focus leaves it (Tab moves on to the next control). Popover itself would bring Popper and Floating UI
// (≈ 12–23 KiB more on a first visit to the screens with this filter, decision 0029) to place a list that
// CSS already places under its button. What Radix has no primitive for is the list itself (WAI-ARIA listbox
// with aria-multiselectable): ArrowUp/ArrowDown/Home/End move the active option (aria-activedescendant; the
// moves are multi-select-rules.ts), Space or Enter ticks it. The button also opens on ArrowDown.
// Ticking filters at once: there is no Ok step, so the list stays open while the member ticks several.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DismissableLayer, FocusScope } from 'radix-ui/internal';
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
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Only Escape gives focus back to the button: after a press outside or a Tab, focus is already elsewhere.
  const returnFocus = useRef(false);
  const id = useId();
  const listId = `${id}-lista`;
  const labelId = `${id}-rotulo`;
  const optionId = (index: number) => `${id}-opcao-${index}`;
  const badge = selectionBadge(selected.length);
  const summary = selectionSummary(options, selected, label);

  const openList = () => {
    // Each opening starts on the first chosen option (else the first).
    setActive(
      Math.max(
        options.findIndex((o) => selected.includes(o.value)),
        0,
      ),
    );
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    returnFocus.current = focusButton;
    setOpen(false);
  };
  const toggle = (index: number) => {
    const option = options[index];
    if (option) onChange(toggleValue(options, selected, option.value));
  };
  /** The button's own press toggles the list: it must not also count as a press outside it. */
  const onButton = (event: Event) => {
    if (button.current?.contains(event.target as Node)) event.preventDefault();
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
    }
  };

  return (
    <div className={cn('relative', className)}>
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
        <FocusScope.Root
          asChild
          onMountAutoFocus={(event) => {
            event.preventDefault();
            list.current?.focus();
          }}
          onUnmountAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current) button.current?.focus();
          }}
        >
          <DismissableLayer.Root
            asChild
            onEscapeKeyDown={() => close(true)}
            onPointerDownOutside={(event) => {
              onButton(event);
              if (!event.defaultPrevented) close(false);
            }}
            onFocusOutside={(event) => {
              onButton(event);
              if (!event.defaultPrevented) close(false);
            }}
          >
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
          </DismissableLayer.Root>
        </FocusScope.Root>
      )}
    </div>
  );
}
