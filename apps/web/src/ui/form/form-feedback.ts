// The one feedback rule for every form (spec §8, issue 10): a failed call shows the error banner with the
// server's `mensagem` (the generic text for anything else) and moves focus where the member can act — the
// first field the server refused, in page order, or else the banner itself, which then works as the error
// summary (screen readers read it, keyboard users can close it). A success shows the success banner. The
// banner is fixed in the viewport (app/shell/alert-slot.tsx), so it is seen next to the button pressed.
// <Form> uses this; forms that are not a <Form> (uploads, buttons that send) call the hook directly.
import { useEffect, useMemo, useRef } from 'react';
import { MENSAGEM_ERRO_GENERICO } from '@portal/domain/messages';
import { ApiError } from '../../platform/api/api-client';
import { closeAlert, showAlert } from '../../platform/state/alert';

/** Thrown from a submit to show this text instead of the server's. */
export class FormError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormError';
  }
}

/** The text a failed call shows: ours or the server's for the member, the generic text otherwise. */
export function feedbackMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof FormError ? error.message : MENSAGEM_ERRO_GENERICO;
}

/** The first control inside `container`, in page order, whose name is one of `names`. */
export function firstNamedControl(container: HTMLElement | null | undefined, names: readonly string[]) {
  if (!container || names.length === 0) return null;
  const wanted = new Set(names);
  const controls = container.querySelectorAll<HTMLElement>('[name]');
  return [...controls].find((el) => wanted.has(el.getAttribute('name') ?? '')) ?? null;
}

export interface FailOptions {
  /** Where the refused fields live; the first of `fields` found there takes focus. */
  container?: HTMLElement | null;
  /** Names of the refused fields (the server's `campos`, or the ones the client checked). */
  fields?: readonly string[];
}

export interface FormFeedback {
  fail: (error: unknown, options?: FailOptions) => void;
  succeed: (mensagem: string) => void;
  /** Closes the error this form showed (a new attempt starts). */
  clear: () => void;
}

/** Error and success feedback for one form; its error banner closes when the form goes away. */
export function useFormFeedback(): FormFeedback {
  const shownError = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (shownError.current !== null) closeAlert(shownError.current);
    },
    [],
  );
  return useMemo<FormFeedback>(
    () => ({
      fail(error, { container, fields = [] } = {}) {
        const field = firstNamedControl(container, fields);
        shownError.current = showAlert({ tipo: 'erro', mensagem: feedbackMessage(error), focus: !field });
        // Centred, so the banner sticky at the top of the viewport never covers the field it is about.
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      },
      succeed(mensagem) {
        shownError.current = null;
        showAlert({ tipo: 'sucesso', mensagem });
      },
      clear() {
        if (shownError.current !== null) closeAlert(shownError.current);
        shownError.current = null;
      },
    }),
    [],
  );
}
