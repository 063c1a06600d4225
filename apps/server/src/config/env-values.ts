// Readers for environment values shared by every part of the configuration.
import { z } from 'zod';

/** 'true'/'false', '1'/'0', 'yes'/'no' as a boolean. */
export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
