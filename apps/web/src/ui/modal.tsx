// A dialog that shows something rather than asks (a topic, an exam's report): the overlay, Radix's focus
// trap and Escape, and focus handed back by the caller, since these dialogs open from a list and have no
// Radix trigger of their own (focus would otherwise fall to the page's body). The caller lays out the
// content and names it with Dialog.Title; questions use ConfirmDialog (ui/dialog.tsx).
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the dialog has closed: the control that opened it. */
  returnFocus: () => void;
  /** The content's position and size (a centred card, a full-screen panel on a phone…). */
  className: string;
  children: ReactNode;
}

export function Modal({ open, onClose, returnFocus, className, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
