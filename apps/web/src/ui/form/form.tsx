// The one form wrapper (ARCHITECTURE convention 5): a schema (any Standard Schema: zod, or rulesSchema for
// forms that need no zod, the login), errors after a field's first blur (spec §4) or on submit, focus on the
// first refused field, server field errors (`campos`) placed on their inputs, the feedback banner for the
// outcome (form-feedback.ts: error with focus moved, or success), and optional edit-mode tracking. The
// state lives in form-store.ts (our own: react-hook-form was 13 KiB on every form screen, issue 11). The form
// itself never re-renders on a change: each field reads its own state, and a render function re-runs only
// when what it read changed (a watched value, isSubmitting, isDirty).
import { useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError } from '../../platform/api/api-client';
import { useTrackEditMode } from '../../platform/state/edit-mode';
import { cn } from '../cn';
import { useFormDraft } from './use-form-draft';
import { firstNamedControl, useFormFeedback } from './form-feedback';
import {
  createFormStore,
  FormContext,
  useFormStateValue,
  useTrackedForm,
  type FieldValues,
  type FormApi,
  type FormStore,
  type Path,
} from './form-store';

export { FormError } from './form-feedback';
export type { FormApi } from './form-store';

type Schema = StandardSchemaV1<FieldValues, FieldValues>;
type Input<S extends Schema> = StandardSchemaV1.InferInput<S>;
type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

export interface FormProps<S extends Schema> {
  schema: S;
  defaultValues: Input<S>;
  /**
   * Sends the values. Throwing shows the error banner (FormError for a text of ours); answering a text
   * shows it in the success banner.
   */
  onSubmit: (values: Output<S>, form: FormApi<Input<S>>) => Promise<string | void> | string | void;
  /** Turns edit mode on while any field differs from its default value. */
  trackChanges?: boolean;
  /**
   * Keeps the values in edit mode when the session ends by itself and puts them back at the next login
   * on this device (issue 17). Unique per screen and record, e.g. `dados-pessoais:{cpf}`.
   */
  draftId?: string;
  children: ReactNode | ((form: FormApi<Input<S>>) => ReactNode);
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Its own component so that the form's dirtiness re-renders it, not the form around the fields. */
function FormDraft<V extends FieldValues>({ form, draftId }: { form: FormStore<V>; draftId: string }) {
  useFormDraft(form, draftId);
  return null;
}

function EditModeTracker<V extends FieldValues>({ form }: { form: FormStore<V> }) {
  useTrackEditMode(useFormStateValue(form, 'isDirty'));
  return null;
}

/** The children as a function of the form: re-run only when what they read of it changed. */
function FormRender<V extends FieldValues>({
  form,
  render,
}: {
  form: FormStore<V>;
  render: (form: FormApi<V>) => ReactNode;
}) {
  return render(useTrackedForm(form));
}

export function Form<S extends Schema>({
  schema,
  defaultValues,
  onSubmit,
  trackChanges = false,
  draftId,
  children,
  className,
  ...labelling
}: FormProps<S>) {
  const [form] = useState(() => createFormStore<Input<S>>(schema, defaultValues));
  useLayoutEffect(() => form.setSchema(schema), [form, schema]);
  const feedback = useFormFeedback();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const container = event.currentTarget;
    feedback.clear();
    form.setSubmitting(true);
    try {
      const values = await form.validateAll();
      if (!values) {
        // Spec §4: the member is taken to the first field to fix, in page order.
        firstNamedControl(container, form.errorNames())?.focus();
        return;
      }
      try {
        const sucesso = await onSubmit(values, form);
        if (sucesso) feedback.succeed(sucesso);
      } catch (error) {
        const campos = (error instanceof ApiError ? error.campos : undefined) ?? {};
        for (const [field, message] of Object.entries(campos)) {
          form.setError(field as Path<Input<S>>, { type: 'server', message });
        }
        feedback.fail(error, { container, fields: Object.keys(campos) });
      }
    } finally {
      form.setSubmitting(false);
    }
  }

  return (
    <FormContext.Provider value={form}>
      {trackChanges && <EditModeTracker form={form} />}
      {draftId && <FormDraft form={form} draftId={draftId} />}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={cn('flex flex-col gap-5', className)}
        {...labelling}
      >
        {typeof children === 'function' ? <FormRender form={form} render={children} /> : children}
      </form>
    </FormContext.Provider>
  );
}
