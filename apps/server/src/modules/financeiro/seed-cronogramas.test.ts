// The demo schedules hold their promises whatever the seeding day (issue 13): three base years of PAGO
// bills with the newest one still without a statement, 18 months of uses of all five kinds with
// co-participation in 6+ months, and family B one base year.
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatIsoDate, type CalendarDate } from '@portal/domain';
import { anoDeQuitacao } from './declaracao-quitacao.service.js';
import { possuiDemonstrativo } from './informe-ir.service.js';
import { planoTitulos } from '../../db/seed/titulos.js';
import { planoUtilizacoes } from '../../db/seed/utilizacoes.js';

const DIAS: CalendarDate[] = [
  { year: 2027, month: 1, day: 3 },
  { year: 2027, month: 2, day: 15 },
  { year: 2026, month: 3, day: 10 },
  { year: 2026, month: 6, day: 5 },
  { year: 2026, month: 11, day: 24 },
  { year: 2026, month: 12, day: 31 },
  { year: 2028, month: 2, day: 29 },
];

const anosPagos = (cronograma: 'historico12' | 'umAberto', hoje: CalendarDate) =>
  [
    ...new Set(
      planoTitulos(cronograma, hoje, 3)
        .filter((t) => t.situacao === 'PAGO')
        .map((t) => addDays(t.vencimento, -2).year),
    ),
  ].sort();

describe.each(DIAS)('seeded on %o', (hoje) => {
  it('family A: three consecutive base years, only the newest without a statement', () => {
    const anos = anosPagos('historico12', hoje);
    expect(anos).toHaveLength(3);
    expect(anos[2]! - anos[0]!).toBe(2);
    expect(anos.map((a) => possuiDemonstrativo(a, hoje))).toEqual([true, true, false]);
  });

  it('family A: a past year with a debt-discharge declaration and one without, one negotiated bill in the 12-month history', () => {
    const planos = planoTitulos('historico12', hoje, 3);
    const anos = [...new Set(planos.map((t) => t.vencimento.year))].filter((ano) => ano < hoje.year);
    const situacoes = anos.map(
      (ano) =>
        anoDeQuitacao(
          ano,
          planos
            .filter((t) => t.vencimento.year === ano)
            .map((t) => ({
              codigo: formatIsoDate(t.competencia),
              vencimento: formatIsoDate(t.vencimento),
              valorCentavos: 1,
              situacao: t.situacao,
            })),
          hoje,
        ).situacao,
    );
    expect(situacoes).toContain('DISPONIVEL');
    expect(situacoes).toContain('PENDENTE');
    const desde = formatIsoDate(addMonths(hoje, -12));
    const negociados = planos.filter(
      (t) => t.situacao === 'NEGOCIADO' && formatIsoDate(t.vencimento) >= desde,
    );
    expect(negociados).toHaveLength(1);
  });

  it('family B: one base year', () => {
    expect(anosPagos('umAberto', hoje)).toEqual([hoje.year - 1]);
  });

  it('family A: 30+ uses over 18 months, all five kinds, co-participation in 6+ months, none in the future', () => {
    const usos = planoUtilizacoes('historico12', hoje, 3);
    expect(usos.length).toBeGreaterThanOrEqual(30);
    const mes = (d: CalendarDate) => formatIsoDate(d).slice(0, 7);
    expect(new Set(usos.map((u) => mes(u.data))).size).toBeGreaterThanOrEqual(17);
    expect(new Set(usos.map((u) => u.tipo)).size).toBe(5);
    expect(
      new Set(usos.filter((u) => u.coparticipacaoCentavos !== null).map((u) => mes(u.data))).size,
    ).toBeGreaterThanOrEqual(6);
    expect(usos.every((u) => formatIsoDate(u.data) <= formatIsoDate(hoje))).toBe(true);
    expect(new Set(usos.map((u) => u.quem))).toEqual(new Set([0, 1]));
  });

  it('bill codes (contract + competence) stay unique', () => {
    for (const cronograma of ['historico12', 'umAberto'] as const) {
      const competencias = planoTitulos(cronograma, hoje, 3).map((t) =>
        formatIsoDate(t.competencia).slice(0, 7),
      );
      expect(new Set(competencias).size).toBe(competencias.length);
    }
  });
});
