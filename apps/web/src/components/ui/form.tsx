// The one form wrapper (ARCHITECTURE convention 5): react-hook-form + a schema, errors after a field's first
// blur (spec §4) or on submit, server field errors (`campos`) placed on their inputs, the feedback banner
// for the outcome (form-feedback.ts: error with focus moved, or success), and optional edit-mode tracking.
import type { ReactNode } from 'react';
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
import { ApiError } from '../../lib/api-client';
import { useTrackEditMode } from '../../lib/edit-mode';
import { cn } from './cn';
import { useFormFeedback } from './form-feedback';

export { FormError } from './form-feedback';

type Schema = StandardSchemaV1<FieldValues, FieldValues>;
type Input<S extends Schema> = StandardSchemaV1.InferInput<S>;
type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

export interface FormProps<S extends Schema> {
  schema: S;
  defaultValues: DefaultValues<Input<S>>;
  /**
   * Sends the values. Throwing shows the error banner (FormError for a text of ours); answering a text
   * shows it in the success banner.
   */
  onSubmit: (
    values: Output<S>,
    form: UseFormReturn<Input<S>, unknown, Output<S>>,
  ) => Promise<string | void> | string | void;
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
  const feedback = useFormFeedback();

  const submit = form.handleSubmit(async (values, event) => {
    feedback.clear();
    try {
      const sucesso = await onSubmit(values, form);
      if (sucesso) feedback.succeed(sucesso);
    } catch (error) {
      const campos = (error instanceof ApiError ? error.campos : undefined) ?? {};
      for (const [field, message] of Object.entries(campos)) {
        form.setError(field as Path<Input<S>>, { type: 'server', message });
      }
      const container = event?.target instanceof HTMLFormElement ? event.target : null;
      feedback.fail(error, { container, fields: Object.keys(campos) });
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
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}
