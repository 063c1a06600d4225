// Domain validators (packages/domain/src/validation) as form rules: the spec's message, or null when
// valid; a field shows the first message found. rulesSchema needs no zod, so a form made only of such
// fields (the login) keeps zod out of the first load (issue 11); fieldRule puts a rule inside a zod schema.
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** A domain validator: the spec's message, or null when valid. */
export type Validator = (value: string) => string | null;

export function firstMessage(validators: readonly Validator[], value: string): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}

/** A Standard Schema of string fields, each checked by its validators in order. */
export function rulesSchema<K extends string>(
  rules: Record<K, readonly Validator[]>,
): StandardSchemaV1<Record<K, string>, Record<K, string>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate(input) {
        const values = (input ?? {}) as Partial<Record<K, unknown>>;
        const output = {} as Record<K, string>;
        const issues: StandardSchemaV1.Issue[] = [];
        for (const name of Object.keys(rules) as K[]) {
          const value = values[name];
          output[name] = typeof value === 'string' ? value : '';
          const message = firstMessage(rules[name], output[name]);
          if (message) issues.push({ message, path: [name] });
        }
        return issues.length > 0 ? { issues } : { value: output };
      },
    },
  };
}
