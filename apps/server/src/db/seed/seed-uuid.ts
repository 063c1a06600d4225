// Deterministic UUIDs (v4 layout) for seeded rows, so every run seeds the same ids and keys.
import { createHash } from 'node:crypto';

export const seedUuid = (texto: string): string => {
  const h = createHash('sha256').update(texto).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
