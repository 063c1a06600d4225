// The one form wrapper (ARCHITECTURE convention 5): react-hook-form + a schema, errors after a field's first
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
// Any Standard Schema: zod schemas, or rulesSchema for forms that need no zod (the login, issue 11).
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
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

type Schema = StandardSchemaV1<FieldValues, FieldValues>;
type Input<S extends Schema> = StandardSchemaV1.InferInput<S>;
type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

export interface FormProps<S extends Schema> {
  schema: S;
  defaultValues: DefaultValues<Input<S>>;
  onSubmit: (values: Output<S>, form: UseFormReturn<Input<S>, unknown, Output<S>>) => Promise<void> | void;
  /** Turns edit mode on while any field differs from its default value. */
  trackChanges?: boolean;
  children: ReactNode | ((form: UseFormReturn<Input<S>, unknown, Output<S>>) => ReactNode);
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
  const form = useForm<Input<S>, unknown, Output<S>>({
    resolver: standardSchemaResolver(schema),
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
        form.setError(field as Path<Input<S>>, { type: 'server', message }, { shouldFocus: true });
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
