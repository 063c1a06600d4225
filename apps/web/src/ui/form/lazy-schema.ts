// A form's schema loaded when it is first needed, not with the screen (issue 37, "every screen as fast as the
// home"): zod (the `schemas` chunk, 21 KiB on the wire) is needed to check what the member typed, never to draw
// the form, and every byte beside the screen's own chunks shares a phone's slow network with them before the
// largest paint. The schema's module is imported once the first screen has been painted
// (platform/browser/first-paint.ts), so it is there before the member leaves the first field; a check asked
// earlier (a blur, a submit) waits for that import. Form takes any Standard Schema and awaits its validation
// (form-store.ts), so the form's behaviour and messages are the loaded schema's own.
//
// How to use it: the schema (and whatever brings zod: fieldRule, z.object) lives in a module of its own that
// the page imports only through `lazySchema`, with `import type` for its types, e.g.
//   const schema = useMemo(() => lazySchema(() => import('./x-schema').then((m) => m.xSchema(rule))), [rule]);
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { afterFirstPaint } from '../../platform/browser/first-paint';

type AnySchema = StandardSchemaV1;

/** A Standard Schema that validates with the schema `load` brings, loaded after the first paint. */
export function lazySchema<S extends AnySchema>(
  load: () => Promise<S>,
): StandardSchemaV1<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> {
  let loaded: Promise<S> | undefined;
  // A failed import (a chunk that did not arrive) is tried again at the next check.
  const schema = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  afterFirstPaint(() => void schema().catch(() => undefined));
  return {
    '~standard': {
      version: 1,
      vendor: 'portal-lazy',
      async validate(input) {
        return (await schema())['~standard'].validate(input);
      },
    },
  };
}
