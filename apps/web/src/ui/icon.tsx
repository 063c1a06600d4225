// Decorative line icons (the text beside them carries the meaning), drawn in the current text colour so
// they follow both themes.
import { cn } from './cn';

const PATHS = {
  'chevron-down': <path d="M5 8l5 5 5-5" />,
  external: <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" />,
  lock: (
    <>
      <rect x="4" y="9" width="12" height="8" rx="1" />
      <path d="M7 9V6a3 3 0 0 1 6 0v3" />
    </>
  ),
  menu: <path d="M3 5h14M3 10h14M3 15h14" />,
  eye: (
    <>
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z" />
      <circle cx="10" cy="10" r="2.5" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z" />
      <circle cx="10" cy="10" r="2.5" />
      <path d="M3 3l14 14" />
    </>
  ),
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('inline size-4 shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
