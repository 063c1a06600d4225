/** Links and buttons on the dark header bar: the same look in the desktop bar and its triggers. */
export const HEADER_CONTROL =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 font-semibold text-on-header no-underline hover:bg-black/15 contraste:hover:underline aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 data-[state=open]:bg-black/20';

/** Floating panels opened from the header (services, user menu). */
export const HEADER_PANEL =
  'z-30 rounded-lg border border-line bg-surface text-ink shadow-xl contraste:border-2';
