// The calendar dialog of the date-range picker (date-range-picker.tsx): Radix's dialog (focus kept inside,
// Escape = Cancelar) around the calendar. Issue 37: a chunk of its own, loaded when the member first points
// at, focuses or presses the picker's button — the dialog library is most of the picker's code, and every
// screen with a period filter (Resultado de Exames, Quem Acessou, the statements) painted it first.
import { lazy, Suspense } from 'react';
import { Dialog } from 'radix-ui';
import type { CalendarDate } from '@portal/domain';
import { useMediaQuery } from '../platform/browser/media-query';
import { LoadingBlock } from './loader';
import { CALENDAR_TITLE, type Period } from './date-range-rules';

const loadCalendar = () => import('./date-range-calendar');
const DateRangeCalendar = lazy(loadCalendar);

/** Two months of 7 × 40 px days side by side, with the dialog's padding, need this much room. */
const TWO_MONTHS_QUERY = '(min-width: 42rem)';

export function DateRangeDialog({
  open,
  onOpenChange,
  returnFocus,
  value,
  today,
  onOk,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the picker's button: there is no Radix trigger). */
  returnFocus: () => void;
  value: Period;
  today: CalendarDate;
  onOk: (period: Period) => void;
}) {
  const twoMonths = useMediaQuery(TWO_MONTHS_QUERY);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => void loadCalendar()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[min(44rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-4 text-ink shadow-xl sm:p-6 contraste:border-2 contraste:border-line"
        >
          <Dialog.Title className="mb-4 text-xl font-bold">{CALENDAR_TITLE}</Dialog.Title>
          <Suspense fallback={<LoadingBlock />}>
            <DateRangeCalendar
              initial={value}
              today={today}
              months={twoMonths ? 2 : 1}
              onCancel={() => onOpenChange(false)}
              onOk={onOk}
            />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
