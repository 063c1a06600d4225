// The one form wrapper (ARCHITECTURE convention 5): react-hook-form + zod, errors after a field's first
// blur (spec §4) or on submit, server field errors (`campos`) placed on their inputs, one form-level
// message for everything else, and optional edit-mode tracking (spec §4).
import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@portal/domain';
import { ApiError } from '../../lib/api-client';
import { useTrackEditMode } from '../../lib/edit-mode';
import { cn } from './cn';

/** Thrown from onSubmit to show a message at the top of the form instead of the server's text. */
export class FormError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormError';
  }
}

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A domain validator (packages/domain/src/validation): the spec's message, or null when valid. */
export type Validator = (value: string) => string | null;

/** A string field checked by domain validators in order; the first message found is shown. */
export const fieldRule = (...validators: Validator[]) =>
  z.string().superRefine((value, context) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) {
        context.addIssue({ code: 'custom', message });
        return;
      }
    }
  });

export interface FormProps<S extends Schema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (
    values: z.output<S>,
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  ) => Promise<void> | void;
  /** Turns edit mode on while any field differs from its default value. */
  trackChanges?: boolean;
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

function EditModeTracker({ dirty }: { dirty: boolean }) {
  useTrackEditMode(dirty);
  return null;
}

export function Form<S extends Schema>({
  schema,
  defaultValues,
  onSubmit,
  trackChanges = false,
  children,
  className,
  ...labelling
}: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values, form);
    } catch (error) {
      const campos = error instanceof ApiError ? error.campos : undefined;
      for (const [field, message] of Object.entries(campos ?? {})) {
        form.setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
      }
      setFormError(
        error instanceof ApiError || error instanceof FormError
          ? error.message
          : SERVER_MESSAGES.genericError,
      );
    }
  });

  return (
    <FormProvider {...form}>
      {trackChanges && <EditModeTracker dirty={form.formState.isDirty} />}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={cn('flex flex-col gap-5', className)}
        {...labelling}
      >
        {formError && (
          <p
            role="alert"
            className="rounded-md border-2 border-danger bg-danger-soft px-4 py-3 font-semibold text-danger"
          >
            {formError}
          </p>
        )}
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}
