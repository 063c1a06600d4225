import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '@portal/domain';
import { calcularEncargos } from './encargos.js';

const day = (iso: string) => parseIsoDate(iso)!;

describe('calcularEncargos (2% fine, 1% a month pro rata die)', () => {
  it('charges nothing on or before the due date', () => {
    expect(calcularEncargos(100_000, day('2026-03-10'), day('2026-03-10'))).toEqual({
      diasAtraso: 0,
      multaCentavos: 0,
      jurosCentavos: 0,
      valorAtualizadoCentavos: 100_000,
      vencimentoAtualizado: day('2026-03-10'),
    });
    expect(calcularEncargos(100_000, day('2026-03-10'), day('2026-03-01')).valorAtualizadoCentavos).toBe(
      100_000,
    );
  });

  it('R$ 1.000,00 ten days late: R$ 20,00 fine + R$ 3,33 interest, due today', () => {
    expect(calcularEncargos(100_000, day('2026-02-28'), day('2026-03-10'))).toEqual({
      diasAtraso: 10,
      multaCentavos: 2_000,
      jurosCentavos: 333,
      valorAtualizadoCentavos: 102_333,
      vencimentoAtualizado: day('2026-03-10'),
    });
  });

  it('rounds each amount half up to the cent, in integers', () => {
    // 1.671,78 × 2% = 33,4356 → 33,44; × 1% × 45/30 = 25,0767 → 25,08.
    const e = calcularEncargos(167_178, day('2026-01-24'), day('2026-03-10'));
    expect(e).toMatchObject({ diasAtraso: 45, multaCentavos: 3_344, jurosCentavos: 2_508 });
    expect(e.valorAtualizadoCentavos).toBe(167_178 + 3_344 + 2_508);
    // 0,25 × 2% = 0,005 → 0,01 (half up); 15 days: 0,25 × 0,5% = 0,00125 → 0,00.
    expect(calcularEncargos(25, day('2026-02-23'), day('2026-03-10'))).toMatchObject({
      multaCentavos: 1,
      jurosCentavos: 0,
    });
  });

  it('counts calendar days across months and leap years', () => {
    expect(calcularEncargos(300_000, day('2028-02-28'), day('2028-03-01'))).toMatchObject({
      diasAtraso: 2,
      jurosCentavos: 200,
    });
  });
});
