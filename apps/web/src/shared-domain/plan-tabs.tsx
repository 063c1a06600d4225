// Spec §2 "Plan tabs": one link per plan (the screen's path plus the plan's codigo); a bare path is
// replaced by the first plan's; the active tab is the one whose link equals the current path; the list
// scrolls in steps with arrows that disable at the ends. On a phone (issue 10) no tab is wider than the
// visible strip — a long name wraps between words instead of being cut — and the active tab is scrolled
// fully into view. These are links in a <nav> (each plan is its own URL), so Tab moves between them.
// Issue 37: on a phone (below `sm`) a strip showed one plan and hid the second behind an arrow, easy to
// miss; there the tabs are a segmented control that wraps — every plan visible at once, two side by side
// at 360 px — and the strip with its arrows is kept from `sm` up, where several plans fit.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMediaQuery } from '../platform/browser/media-query';
import { cn } from '../ui/cn';
import { Icon } from '../ui/icon';

export interface PlanTab {
  codigo: string;
  /** Tab text, e.g. the plan's name. */
  plano: string;
  /** Second line, e.g. the segmentação. */
  detalhe?: string;
}

export interface PlanTabsProps {
  /** The screen's path without the plan segment ('/meu-plano'). */
  basePath: string;
  planos: readonly PlanTab[];
  /** Accessible name of the tab list. */
  label?: string;
}

/** Spec §9 "Step indicator scroll offset 320": one arrow press moves the list this far. */
export const PLAN_TABS_SCROLL_STEP = 320;
export const PREVIOUS_PLANS_LABEL = 'Planos anteriores';
export const NEXT_PLANS_LABEL = 'Próximos planos';

/** Tailwind's `sm`: from this width up the tabs are a strip that scrolls; below it they wrap. */
const STRIP_QUERY = '(min-width: 640px)';

export const planTabPath = (basePath: string, codigo: string): string =>
  `${basePath}/${encodeURIComponent(codigo)}`;

/**
 * The plan a plan-tab screen draws: the address's, or on the bare path the first plan, drawn at once in the same
 * render as the tabs (PlanTabs then names it in the address): waiting for the address drew the plan one render
 * later, after the first paint (issue 37).
 */
export const planoMostrado = (
  codigoPlano: string | undefined,
  planos: readonly { codigo: string }[],
): string | undefined => codigoPlano ?? planos[0]?.codigo;

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function PlanTabs({ basePath, planos, label = 'Planos' }: PlanTabsProps) {
  const { pathname, search } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  // Below `sm` the tabs wrap and never scroll: nothing to measure. Measuring read the page's layout in the task
  // that drew the plans' answer, a forced layout of the whole screen (issue 37, a phone's longest task there).
  const strip = useMediaQuery(STRIP_QUERY);
  const first = planos[0];
  const bare = trimSlash(pathname) === trimSlash(basePath);
  // The bare path is the first plan's (plano-contratos.tsx draws it) until the effect below names it.
  const current = first && bare ? planTabPath(basePath, first.codigo) : trimSlash(pathname);

  useEffect(() => {
    if (!first || !bare) return;
    // The address names the first plan without a router navigation: the screen already draws that plan
    // (plano-contratos.tsx), and a navigation drew the whole page again after its first paint, the longest
    // task Lighthouse counted on these screens (issue 37). The history entry keeps the router's state (its
    // key and index), so back and forward work; the router reads the plan from the address on its next
    // navigation, and until then this tab's link replaces rather than adds an entry.
    window.history.replaceState(
      window.history.state,
      '',
      `${planTabPath(basePath, first.codigo)}${search}${window.location.hash}`,
    );
  }, [basePath, bare, first, search]);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    // One pixel of slack: fractional widths never let scrollLeft reach max exactly.
    setEnds({ start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1 });
  }, []);

  // The active tab shows whole: scrolled into the strip when the page opens on a later plan.
  useLayoutEffect(() => {
    if (!strip) return;
    const element = list.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!element || !active) return;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < element.scrollLeft || end > element.scrollLeft + element.clientWidth) {
      element.scrollTo({ left: start, behavior: 'instant' });
    }
    measure();
  }, [current, planos, measure, strip]);

  useLayoutEffect(() => {
    if (!strip) return;
    measure();
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, planos, strip]);

  const scrollBy = (direction: 1 | -1) => {
    list.current?.scrollBy({ left: direction * PLAN_TABS_SCROLL_STEP, behavior: 'smooth' });
  };

  if (planos.length === 0) return null;
  // What was measured while a strip stays until the next measurement: only a strip has arrows.
  const scrollable = strip && !(ends.start && ends.end);

  return (
    <nav aria-label={label} className="mb-6 flex items-stretch gap-2">
      {scrollable && (
        <ArrowButton label={PREVIOUS_PLANS_LABEL} disabled={ends.start} onClick={() => scrollBy(-1)} back />
      )}
      <ul
        ref={list}
        onScroll={measure}
        className="relative flex min-w-0 flex-1 flex-wrap gap-2 scroll-smooth border-line [scrollbar-width:none] sm:snap-x sm:flex-nowrap sm:overflow-x-auto sm:border-b-2"
      >
        {planos.map((plano) => {
          const to = planTabPath(basePath, plano.codigo);
          const active = trimSlash(to) === current;
          return (
            <li
              key={plano.codigo}
              className="max-w-full shrink-0 grow basis-36 snap-start sm:grow-0 sm:basis-auto"
            >
              <Link
                to={to}
                replace={active}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-full min-h-11 flex-col justify-center rounded-md border-2 px-4 py-2 break-words no-underline',
                  'sm:rounded-b-none sm:border-b-0',
                  active
                    ? 'border-primary bg-primary text-on-primary'
                    : 'border-line text-link hover:bg-surface-muted sm:border-transparent sm:hover:border-line',
                )}
              >
                <span className="font-semibold">{plano.plano}</span>
                {plano.detalhe && <span className="text-sm">{plano.detalhe}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {scrollable && <ArrowButton label={NEXT_PLANS_LABEL} disabled={ends.end} onClick={() => scrollBy(1)} />}
    </nav>
  );
}

function ArrowButton({
  label,
  disabled,
  onClick,
  back = false,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  back?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border-2 border-line text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Icon name="chevron-down" className={cn('size-5', back ? 'rotate-90' : '-rotate-90')} />
    </button>
  );
}
