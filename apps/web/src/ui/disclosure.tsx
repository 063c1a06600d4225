// A section that opens on demand (WAI-ARIA disclosure): a heading holding a button with aria-expanded and
// aria-controls — the spec's "Expandable block" (§2: toggles on click or Enter; the native button also
// takes Space).
// Irreversible or rarely used actions (cancel a contract, send a death certificate) start closed so they
// do not take a phone's screen or get pressed by accident (issue 10).
import { useId, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { Icon } from './icon';

export interface DisclosureProps {
  /** The heading text: says plainly what opening it leads to. */
  title: string;
  /** A line under the closed heading (what it is for), always visible. */
  summary?: ReactNode;
  children: ReactNode;
  className?: string;
  defaultOpen?: boolean;
  /** The heading's level where the disclosure sits inside a section that has its own h2. */
  headingLevel?: 2 | 3;
  /**
   * Builds the content only once the block is first opened (then keeps it): a page of many closed blocks
   * with long lists (the usage statement's months) renders only what the member opens.
   */
  renderWhenOpened?: boolean;
}

export function Disclosure({
  title,
  summary,
  children,
  className,
  defaultOpen = false,
  headingLevel = 2,
  renderWhenOpened = false,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  if (open && !opened) setOpened(true);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const panelId = useId();
  return (
    <section
      className={cn('flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 sm:p-6', className)}
    >
      <Heading className={headingLevel === 3 ? 'text-lg font-bold' : 'text-xl font-bold'}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 text-left"
        >
          {title}
          <Icon
            name="chevron-down"
            className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </Heading>
      {summary && <div className="text-ink-muted">{summary}</div>}
      <div id={panelId} hidden={!open} className="flex flex-col gap-4">
        {(opened || !renderWhenOpened) && children}
      </div>
    </section>
  );
}
