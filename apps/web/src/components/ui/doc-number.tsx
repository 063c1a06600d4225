// CPFs, card numbers and CNS never break across lines (issue 10): a number split over two lines reads as
// two numbers. Every place that shows one uses this class (or the component), so the rule lives here.
import type { ReactNode } from 'react';

export const NOWRAP_NUMBER = 'whitespace-nowrap tabular-nums';

export function DocNumber({ children }: { children: ReactNode }) {
  return <span className={NOWRAP_NUMBER}>{children}</span>;
}
