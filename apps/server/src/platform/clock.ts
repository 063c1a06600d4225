// Time and randomness come in through these so tests can move time and fix bytes (ARCHITECTURE).
import { createHash, createHmac, randomBytes } from 'node:crypto';

export type Clock = () => Date;
export type RandomBytes = (size: number) => Buffer;

export const systemClock: Clock = () => new Date();
export const systemRandom: RandomBytes = (size) => randomBytes(size);

/** URL-safe random token of `size` bytes of entropy. */
export const randomToken = (random: RandomBytes, size = 32): string => random(size).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Keyed hash for low-entropy identifiers (a CPF) that must be matched but never stored in clear. */
export const hmacHex = (key: string, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');
