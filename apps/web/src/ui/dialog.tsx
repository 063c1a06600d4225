// Modal surfaces on Radix (focus trap, Escape, return focus): a confirmation and a side sheet.
import type { ReactNode } from 'react';
import { AlertDialog, Dialog } from 'radix-ui';
import { buttonClasses, type ButtonVariant } from './button';
import { cn } from './cn';

const OVERLAY = 'fixed inset-0 z-40 bg-overlay';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /**
   * Where focus goes once the dialog has closed. Without a Radix trigger focus would fall to the page's
   * body; a screen that opens the dialog from a list says which element gets it back.
   */
  returnFocus?: () => void;
  /** 'danger' for an answer that cannot be undone (cancel a contract). */
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'secondary' | 'danger'>;
  /** 'primary' when the safe answer (the one Escape gives) is also the expected one: stay signed in. */
  cancelVariant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  /** What the answer needs besides yes or no (which appointments to cancel), under the description. */
  children?: ReactNode;
}

/** A yes/no question that must be answered; Escape counts as the cancel answer. */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  returnFocus,
  confirmVariant = 'primary',
  cancelVariant = 'secondary',
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-6 text-ink shadow-xl contraste:border-2 contraste:border-line"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {/* Cancel closes through onOpenChange (as Escape does); confirm is a plain button so that
                closing after it never reports a second, contradicting answer. */}
            <AlertDialog.Cancel className={buttonClasses(cancelVariant)}>{cancelLabel}</AlertDialog.Cancel>
            <button type="button" className={buttonClasses(confirmVariant)} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/** A panel sliding from the left edge; closes on its button, the backdrop or Escape (spec §4 side slider). */
export function Sheet({ open, onOpenChange, title, closeLabel, children, className }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-surface text-ink shadow-xl contraste:border-r-2 contraste:border-line',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className={buttonClasses('ghost', 'min-h-11 px-3')} aria-label={closeLabel}>
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
