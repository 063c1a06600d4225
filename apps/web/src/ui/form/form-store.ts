// The state behind <Form> (form.tsx): values, which fields were touched, errors, submitting. It replaces
// react-hook-form, which cost 13 KiB gzipped on every screen with a form, the login first of all (issue 11),
// for the little the portal's forms use: a Standard Schema (zod, or rulesSchema for the login), errors after
// a field's first blur and on submit (spec §4) then re-checked on every change, server errors placed on
// fields, dirty tracking per field against the last reset (shouldDirty as react-hook-form has it), and values
// read or set by dotted path ("endereco.cep"). A change re-renders only what read the changed state: a field
// reads its own value, error and touched flag (useField); a form's render function and useFormContext's
// callers read through a tracked view and re-render when what they read changes (react-hook-form's proxy
// subscription). Decision 0029 has the measurements.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
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
  /**
   * Measures this field's dirtiness again against its default (as react-hook-form); without it the field keeps
   * the dirtiness it had — a value the screen fills in by itself (a CEP lookup) does not make the form dirty.
   */
  shouldDirty?: boolean;
  /** Marks the field touched, so its error may show. */
  shouldTouch?: boolean;
  /** Checks the field now (it is shown as touched). */
  shouldValidate?: boolean;
}

export interface FieldError {
  type?: string;
  message: string;
}

export interface FormState {
  isSubmitting: boolean;
  /** Some field is dirty: changed by the member (or set with shouldDirty) to a value other than its default. */
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
  /** Called after every change of state; readers compare what they read (useField, the tracked view). */
  subscribe: (listener: () => void) => () => void;
  getValue(name: string): unknown;
  error(name: string): string | undefined;
  isTouched(name: string): boolean;
  /** This field, a field inside it or the object holding it is dirty. */
  isFieldDirty(name: string): boolean;
  /** The member's input: the value, then its dirtiness, then its check when it shows an error. */
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

/** `a.b` is `a`, inside `a`, or holds `a`. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

export function createFormStore<V extends FieldValues>(
  initialSchema: StandardSchemaV1<V, unknown>,
  defaultValues: V,
): FormStore<V> {
  let schema = initialSchema;
  let defaults = defaultValues;
  let values = defaultValues;
  // Every piece of state is replaced, never mutated, so a reader can compare what it read by identity.
  let touched: ReadonlySet<string> = new Set<string>();
  let dirty: ReadonlySet<string> = new Set<string>();
  let errors: ReadonlyMap<string, FieldError> = new Map<string, FieldError>();
  let submitting = false;
  let submitted = false;
  let checks = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function run(): Promise<StandardSchemaV1.Result<unknown>> {
    return schema['~standard'].validate(values);
  }

  /** The field is dirty when it differs from its default; the objects around it are measured again. */
  function measureDirty(name: string): void {
    const next = new Set<string>();
    for (const path of dirty) {
      if (!related(path, name)) next.add(path);
      else if (name.startsWith(`${path}.`) && !sameValue(getPath(values, path), getPath(defaults, path)))
        next.add(path);
    }
    if (!sameValue(getPath(values, name), getPath(defaults, name))) next.add(name);
    dirty = next;
  }

  function touch(name: string): boolean {
    if (touched.has(name)) return false;
    touched = new Set(touched).add(name);
    return true;
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
      if (next.has(name) || !(submitted || touched.has(name))) continue;
      // The same message keeps its object: the field showing it has nothing new to draw.
      const before = errors.get(name);
      next.set(
        name,
        before?.type === 'schema' && before.message === message ? before : { type: 'schema', message },
      );
    }
    const same = next.size === errors.size && [...next].every(([name, error]) => errors.get(name) === error);
    if (same) return;
    errors = next;
    notify();
  }

  const store: FormStore<V> = {
    get formState() {
      return { isSubmitting: submitting, isDirty: dirty.size > 0, isSubmitted: submitted };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getValues: () => values,
    getValue: (name) => getPath(values, name),
    watch: (name) => getPath(values, name) as never,
    error: (name) => errors.get(name)?.message,
    isTouched: (name) => touched.has(name),
    isFieldDirty: (name) => [...dirty].some((path) => related(path, name)),
    errorNames: () => [...errors.keys()],
    change(name, value) {
      values = setPath(values, name, value);
      measureDirty(name);
      notify();
      if (submitted || touched.has(name) || errors.has(name)) void revalidate(name);
    },
    blur(name) {
      if (touch(name)) notify();
      void revalidate(name);
    },
    setValue(name, value, options = {}) {
      values = setPath(values, name, value);
      if (options.shouldDirty) measureDirty(name);
      if (options.shouldTouch || options.shouldValidate) touch(name);
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
        const next = new Map(errors);
        next.delete(name);
        errors = next;
      }
      notify();
    },
    reset(next = defaults) {
      defaults = next;
      values = next;
      touched = new Set();
      dirty = new Set();
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
      if (submitting === value) return;
      submitting = value;
      notify();
    },
  };
  return store;
}

export const FormContext = createContext<FormStore | null>(null);

/** The surrounding form's store, without subscribing to anything (useField subscribes to its own field). */
export function useFormStore<V extends FieldValues = FieldValues>(): FormStore<V> {
  const store = useContext(FormContext);
  if (!store) throw new Error('useFormContext fora de um <Form>');
  return store as unknown as FormStore<V>;
}

/** One field's state, re-rendering its reader only when that field's value, error or touched flag changes. */
export function useFieldState<V extends FieldValues>(
  store: FormStore<V>,
  name: string,
): { value: unknown; error: string | undefined; isTouched: boolean } {
  const value = useSyncExternalStore(store.subscribe, () => store.getValue(name));
  const error = useSyncExternalStore(store.subscribe, () => store.error(name));
  const isTouched = useSyncExternalStore(store.subscribe, () => store.isTouched(name));
  return { value, error, isTouched };
}

/** One part of the form's state (`isDirty`, `isSubmitting`…), re-rendering only when it changes. */
export function useFormStateValue<V extends FieldValues, K extends keyof FormState>(
  store: FormStore<V>,
  key: K,
): FormState[K] {
  return useSyncExternalStore(store.subscribe, () => store.formState[key]);
}

interface Read {
  get: () => unknown;
  seen: unknown;
}

/**
 * A view of the store that records what its reader reads during a render (values by path, formState keys,
 * errors, touched flags) and tells React to render again only when one of those changed.
 */
function createTrackedView<V extends FieldValues>(store: FormStore<V>) {
  let reads = new Map<string, Read>();
  let version = 0;
  const read = <T>(key: string, get: () => T): T => {
    const value = get();
    if (!reads.has(key)) reads.set(key, { get, seen: value });
    return value;
  };
  const changed = () => {
    let any = false;
    for (const entry of reads.values()) {
      const now = entry.get();
      if (!Object.is(now, entry.seen)) {
        entry.seen = now;
        any = true;
      }
    }
    return any;
  };
  const formState: FormState = {
    get isSubmitting() {
      return read('s:isSubmitting', () => store.formState.isSubmitting);
    },
    get isDirty() {
      return read('s:isDirty', () => store.formState.isDirty);
    },
    get isSubmitted() {
      return read('s:isSubmitted', () => store.formState.isSubmitted);
    },
  };
  const view: FormStore<V> = {
    ...store,
    get formState() {
      return formState;
    },
    getValues: () => read('v:', () => store.getValues()),
    getValue: (name) => read(`v:${name}`, () => store.getValue(name)),
    watch: (name) => read(`v:${name}`, () => store.watch(name)),
    error: (name) => read(`e:${name}`, () => store.error(name)),
    isTouched: (name) => read(`t:${name}`, () => store.isTouched(name)),
    isFieldDirty: (name) => read(`d:${name}`, () => store.isFieldDirty(name)),
  };
  return {
    view,
    /** Forgets the last render's reads: the render about to run records its own. */
    begin: () => {
      reads = new Map();
    },
    subscribe: (onChange: () => void) => {
      const check = () => {
        if (!changed()) return;
        version++;
        onChange();
      };
      const unsubscribe = store.subscribe(check);
      check(); // a change between the render and this subscription
      return unsubscribe;
    },
    version: () => version,
  };
}

/** A view of `store` that re-renders the caller only when what it read in its last render changed. */
export function useTrackedForm<V extends FieldValues>(store: FormStore<V>): FormStore<V> {
  const tracker = useMemo(() => createTrackedView(store), [store]);
  useSyncExternalStore(tracker.subscribe, tracker.version);
  tracker.begin();
  return tracker.view;
}

/**
 * The surrounding form's store. Reading through it (watch, formState, getValues…) subscribes the caller to
 * what it read, as react-hook-form's formState proxy does; writing (setValue, setError) subscribes nothing.
 */
export function useFormContext<V extends FieldValues = FieldValues>(): FormStore<V> {
  return useTrackedForm(useFormStore<V>());
}

/** The current value of one field, or of several (in the order asked). */
export function useWatch(options: { name: string }): unknown;
export function useWatch(options: { name: readonly string[] }): unknown[];
export function useWatch({ name }: { name: string | readonly string[] }): unknown {
  const store = useFormContext();
  return typeof name === 'string' ? store.getValue(name) : name.map((each) => store.getValue(each));
}
