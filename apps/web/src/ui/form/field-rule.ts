// A string field inside a zod schema, checked by domain validators in order; the first message found is
// shown. Forms made only of such fields use rulesSchema instead and load no zod.
import { z } from 'zod';
import { firstMessage, type Validator } from './rules-schema';

export const fieldRule = (...validators: Validator[]) =>
  z.string().superRefine((value, context) => {
    const message = firstMessage(validators, value);
    if (message) context.addIssue({ code: 'custom', message });
  });
