// The portal's one pattern for lists of records (issue 10) — use it for every list screen, now and later.
// Wide containers get a real <table> (caption, column headers, the first column as row headers); narrow
// ones (a phone, a side column) get one card per record: the row header as the card's title and every
// other column as a labelled value in a <dl>. No column is ever hidden, and nothing scrolls sideways.
// Both are rendered and a CSS container query shows one of them (display:none hides the other from
// assistive technology too), so the choice follows the space the list really has, not the window's width.
import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { NOWRAP_NUMBER } from './doc-number';

export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Documents and numbers (CPF, card, CNS, money): kept on one line. */
  nowrap?: boolean;
}

export interface ResponsiveListProps<T> {
  /** Names the list: the table's caption and the cards' heading. */
  caption: string;
  /** The column that names each record (a person's name): row header, card title. */
  rowHeader: ListColumn<T>;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  className?: string;
}

const CELL = 'px-4 py-2 align-top';

export function ResponsiveList<T>({
  caption,
  rowHeader,
  columns,
  rows,
  rowKey,
  className,
}: ResponsiveListProps<T>) {
  const captionId = useId();
  const value = (column: ListColumn<T>, row: T) =>
    column.nowrap ? <span className={NOWRAP_NUMBER}>{column.cell(row)}</span> : column.cell(row);
  return (
    <section
      aria-labelledby={captionId}
      className={cn('@container rounded-lg border-2 border-line bg-surface', className)}
    >
      <h2 id={captionId} className="px-4 pt-4 pb-2 text-lg font-bold">
        {caption}
      </h2>
      {/* 40rem: below it the columns start squeezing words; cards read better. */}
      <table aria-labelledby={captionId} className="hidden w-full border-collapse text-left @[40rem]:table">
        <thead>
          <tr className="border-b-2 border-line">
            {[rowHeader, ...columns].map((column) => (
              <th key={column.header} scope="col" className={cn(CELL, 'font-semibold')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
              <th scope="row" className={cn(CELL, 'font-semibold')}>
                {value(rowHeader, row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={CELL}>
                  {value(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-labelledby={captionId} className="flex flex-col gap-3 px-4 pb-4 @[40rem]:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-md border-2 border-line px-4 py-3">
            <h3 className="font-bold">{value(rowHeader, row)}</h3>
            <dl className="mt-2 flex flex-col">
              {columns.map((column) => (
                // Label and value share a line when they fit, else the value goes under its label.
                <div
                  key={column.header}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-line py-1 last:border-b-0"
                >
                  <dt className="text-sm font-semibold text-ink-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words">{value(column, row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
