import { describe, expect, it } from 'vitest';
import { possuiDemonstrativo } from './informe-ir.service.js';

describe('possuiDemonstrativo', () => {
  it('a base year’s statement is out from 1 February of the next year', () => {
    expect(possuiDemonstrativo(2025, { year: 2025, month: 12, day: 31 })).toBe(false);
    expect(possuiDemonstrativo(2025, { year: 2026, month: 1, day: 31 })).toBe(false);
    expect(possuiDemonstrativo(2025, { year: 2026, month: 2, day: 1 })).toBe(true);
    expect(possuiDemonstrativo(2024, { year: 2026, month: 1, day: 2 })).toBe(true);
  });
});
