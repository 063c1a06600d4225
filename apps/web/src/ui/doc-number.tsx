// CPFs, card numbers and CNS never break across lines (issue 10): a number split over two lines reads as
// two numbers. Every place that shows one uses this class (or the component), so the rule lives here.
import type { ReactNode } from 'react';

export const NOWRAP_NUMBER = 'whitespace-nowrap tabular-nums';

export function DocNumber({ children }: { children: ReactNode }) {
  return <span className={NOWRAP_NUMBER}>{children}</span>;
}

/** Several numbers in a sentence ('1, 2 e 3' style lists use ', '): each kept whole, the list free to wrap. */
export function DocNumbers({ values }: { values: readonly string[] }) {
  return values.map((value, index) => (
    <span key={value}>
      {index > 0 && ', '}
      <DocNumber>{value}</DocNumber>
    </span>
  ));
}
