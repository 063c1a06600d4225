// The multi-select filter's rules (spec §2 "Multi-select filter", §9 badge cap): what its closed button
// says and how the keyboard moves through the options. Pure, so they are tested without a browser.
import { MULTI_SELECT_BADGE_CAP } from '@portal/domain';

export interface MultiSelectOption {
  value: string;
  label: string;
}

/** The count badge: none when nothing is chosen, '9+' above 9. */
export function selectionBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > MULTI_SELECT_BADGE_CAP ? `${MULTI_SELECT_BADGE_CAP}+` : String(count);
}

/** The closed button's text: the chosen names joined by '; ' in the options' order, else the label. */
export function selectionSummary(
  options: readonly MultiSelectOption[],
  selected: readonly string[],
  label: string,
): string {
  const names = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  return names.length > 0 ? names.join('; ') : label;
}

/** Adds the value when absent, removes it when present; keeps the options' order. */
export function toggleValue(
  options: readonly MultiSelectOption[],
  selected: readonly string[],
  value: string,
): string[] {
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  return options.map((o) => o.value).filter((v) => next.includes(v));
}

/**
 * The option a key moves to (WAI-ARIA listbox): arrows one step without wrapping, Home and End to the
 * ends; null for any other key.
 */
export function movedIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
