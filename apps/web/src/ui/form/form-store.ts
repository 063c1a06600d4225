// The state behind <Form> (form.tsx): values, which fields were touched, errors, submitting. It replaces
// react-hook-form, which cost 13 KiB gzipped on every screen with a form, the login first of all (issue 11),
// for the little the portal's forms use: a Standard Schema (zod, or rulesSchema for the login), errors after
// a field's first blur and on submit (spec §4) then re-checked on every change, server errors placed on
// fields, dirty tracking against the last reset, and values read or set by dotted path ("endereco.cep").
// Forms are small (a dozen fields), so one change re-renders the form: simple and fast enough.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { StandardSchemaV1 } from '@standard-schema/spec';

export type FieldValues = Record<string, unknown>;

/** "a" | "a.b" … for every property of V, nested objects included. */
export type Path<V> = V extends readonly unknown[]
  ? never
  : V extends object
    ? {
        [K in keyof V & string]:
          | K
          | (NonNullable<V[K]> extends readonly unknown[]
              ? never
              : NonNullable<V[K]> extends object
                ? `${K}.${Path<NonNullable<V[K]>>}`
                : never);
      }[keyof V & string]
    : never;

/** The type of the value at path P of V. */
export type PathValue<V, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof V
    ? PathValue<NonNullable<V[K]>, Rest>
    : unknown
  : P extends keyof V
    ? V[P]
    : unknown;

export interface SetValueOptions {
  /** Kept for call sites written for react-hook-form: dirtiness is always computed against the defaults. */
  shouldDirty?: boolean;
  /** Check the field now (it is shown as touched). */
  shouldValidate?: boolean;
}

export interface FieldError {
  type?: string;
  message: string;
}

export interface FormState {
  isSubmitting: boolean;
  isDirty: boolean;
  isSubmitted: boolean;
}

/** What a form's children and its fields may do with it. */
export interface FormApi<V extends FieldValues = FieldValues> {
  readonly formState: FormState;
  getValues(): V;
  watch<P extends Path<V>>(name: P): PathValue<V, P>;
  setValue<P extends Path<V>>(name: P, value: PathValue<V, P>, options?: SetValueOptions): void;
  setError(name: Path<V>, error: FieldError): void;
  clearErrors(name?: Path<V>): void;
  /** New defaults (the values just saved, or the original ones): not dirty, nothing touched. */
  reset(values?: V): void;
}

/** The store a <Form> owns; fields reach it through FormContext. */
export interface FormStore<V extends FieldValues = FieldValues> extends FormApi<V> {
  subscribe: (listener: () => void) => () => void;
  /** Changes with every change of state (for useSyncExternalStore). */
  version: () => number;
  getValue(name: string): unknown;
  error(name: string): string | undefined;
  isTouched(name: string): boolean;
  change(name: string, value: unknown): void;
  blur(name: string): void;
  /** Checks every field; answers the parsed values, or null after marking the errors. */
  validateAll(): Promise<V | null>;
  setSubmitting(submitting: boolean): void;
  /** Names of the fields in error, in no particular order. */
  errorNames(): string[];
  /** Rules may depend on data loaded after the form appeared: checks use the latest schema. */
  setSchema(schema: StandardSchemaV1<V, unknown>): void;
}

export function getPath(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function setPath<T>(source: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const current = (source ?? {}) as Record<string, unknown>;
  const next = rest.length === 0 ? value : setPath(current[key], rest.join('.'), value);
  return { ...current, [key]: next } as T;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const issuePath = (issue: StandardSchemaV1.Issue): string =>
  (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');

/** A field's error is the first issue on it or inside it (an object field shows its own issues only). */
function errorsOf(issues: readonly StandardSchemaV1.Issue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const path = issuePath(issue);
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

export function createFormStore<V extends FieldValues>(
  initialSchema: StandardSchemaV1<V, unknown>,
  defaultValues: V,
): FormStore<V> {
  let schema = initialSchema;
  let defaults = defaultValues;
  let values = defaultValues;
  let touched = new Set<string>();
  let errors = new Map<string, FieldError>();
  let submitting = false;
  let submitted = false;
  let counter = 0;
  let checks = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    counter++;
    for (const listener of listeners) listener();
  };

  async function run(): Promise<StandardSchemaV1.Result<unknown>> {
    return schema['~standard'].validate(values);
  }

  /**
   * Re-checks the shown fields (touched, or all after a submit) and drops errors of fixed ones. An error
   * set from outside (the server's, a CEP lookup's) stays until its own field changes.
   */
  async function revalidate(changed: string): Promise<void> {
    const check = ++checks;
    const result = await run();
    if (check !== checks) return; // a later change already started a newer check
    const next = new Map<string, FieldError>();
    for (const [name, error] of errors) {
      if (error.type !== 'schema' && name !== changed) next.set(name, error);
    }
    for (const [name, message] of errorsOf(result.issues ?? [])) {
      if ((submitted || touched.has(name)) && !next.has(name)) next.set(name, { type: 'schema', message });
    }
    errors = next;
    notify();
  }

  const store: FormStore<V> = {
    get formState() {
      return { isSubmitting: submitting, isDirty: !sameValue(values, defaults), isSubmitted: submitted };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => counter,
    getValues: () => values,
    getValue: (name) => getPath(values, name),
    watch: (name) => getPath(values, name) as never,
    error: (name) => errors.get(name)?.message,
    isTouched: (name) => touched.has(name),
    errorNames: () => [...errors.keys()],
    change(name, value) {
      values = setPath(values, name, value);
      notify();
      if (submitted || touched.has(name) || errors.has(name)) void revalidate(name);
    },
    blur(name) {
      if (!touched.has(name)) {
        touched = new Set(touched).add(name);
        notify();
      }
      void revalidate(name);
    },
    setValue(name, value, options = {}) {
      values = setPath(values, name, value);
      if (options.shouldValidate) touched = new Set(touched).add(name);
      notify();
      if (options.shouldValidate || submitted) void revalidate(name);
    },
    setError(name, error) {
      errors = new Map(errors).set(name, error);
      notify();
    },
    clearErrors(name) {
      if (name === undefined) errors = new Map();
      else {
        errors = new Map(errors);
        errors.delete(name);
      }
      notify();
    },
    reset(next = defaults) {
      defaults = next;
      values = next;
      touched = new Set();
      errors = new Map();
      submitted = false;
      checks++;
      notify();
    },
    async validateAll() {
      submitted = true;
      checks++;
      const result = await run();
      if (result.issues) {
        errors = new Map(
          [...errorsOf(result.issues)].map(([name, message]) => [name, { type: 'schema', message }]),
        );
        notify();
        return null;
      }
      errors = new Map();
      notify();
      return result.value as V;
    },
    setSchema(next) {
      schema = next;
    },
    setSubmitting(value) {
      submitting = value;
      notify();
    },
  };
  return store;
}

export const FormContext = createContext<FormStore | null>(null);

/** The surrounding form's store; re-renders the caller on every change of the form. */
export function useFormContext<V extends FieldValues = FieldValues>(): FormStore<V> {
  const store = useContext(FormContext);
  if (!store) throw new Error('useFormContext fora de um <Form>');
  useSyncExternalStore(store.subscribe, store.version);
  return store as unknown as FormStore<V>;
}

/** The current value of one field, or of several (in the order asked). */
export function useWatch(options: { name: string }): unknown;
export function useWatch(options: { name: readonly string[] }): unknown[];
export function useWatch({ name }: { name: string | readonly string[] }): unknown {
  const store = useFormContext();
  return typeof name === 'string' ? store.getValue(name) : name.map((each) => store.getValue(each));
}
