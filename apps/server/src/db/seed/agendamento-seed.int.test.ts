// The appointments the seed gives (issue 37): whatever the day of seeding, a past one falls on a day the
// clinics open (weekdays: the agendas have no weekend slots), and nobody has a speciality that does not fit
// them (adult Maria had a Pediatria appointment).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, operatorDate, type CalendarDate } from '@portal/domain';
import { agendamentos, especialidades } from '../schema/agendamento.js';
import { pessoas } from '../schema/pessoas.js';
import { withDemo } from '../../test/test-app.js';
import { agendamentosFamiliaA, agendamentosFamiliaB, diaDeAtendimento } from './agendamento.js';

const demo = withDemo();

const diaDaSemana = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

describe('seeded appointments', () => {
  it('put every past appointment on a weekday, whatever the day of seeding', () => {
    const passados = [...agendamentosFamiliaA('m', 'j'), ...agendamentosFamiliaB('r')].filter(
      (a) => a.dias < 0,
    );
    expect(passados.length).toBeGreaterThan(0);
    const hoje: CalendarDate = { year: 2026, month: 11, day: 29 }; // a Sunday
    for (let seeding = 0; seeding < 7; seeding += 1) {
      for (const a of passados) {
        const dia = diaDeAtendimento(addDays(addDays(hoje, seeding), a.dias));
        expect([0, 6], `${a.especialidade} ${a.dias} dias`).not.toContain(diaDaSemana(dia));
      }
    }
    // A weekday stays; Saturday and Sunday go back to Friday.
    expect(diaDeAtendimento({ year: 2026, month: 11, day: 27 })).toEqual({ year: 2026, month: 11, day: 27 });
    expect(diaDeAtendimento({ year: 2026, month: 11, day: 28 })).toEqual({ year: 2026, month: 11, day: 27 });
    expect(diaDeAtendimento(hoje)).toEqual({ year: 2026, month: 11, day: 27 });
  });

  it('in the demo: no appointment on a weekend, and Pediatria only for minors', async () => {
    const rows = await demo.h.database.db
      .select({
        inicio: agendamentos.inicio,
        especialidade: especialidades.codigo,
        nascimento: pessoas.dataNascimento,
      })
      .from(agendamentos)
      .innerJoin(especialidades, eq(especialidades.id, agendamentos.especialidadeId))
      .innerJoin(pessoas, eq(pessoas.id, agendamentos.pessoaId));
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect([0, 6]).not.toContain(diaDaSemana(operatorDate(r.inicio)));
      if (r.especialidade === 'PEDIATRIA') {
        const idade = (r.inicio.getTime() - Date.parse(r.nascimento)) / (365.25 * 86_400_000);
        expect(idade, `Pediatria aos ${Math.floor(idade)} anos`).toBeLessThan(18);
      }
    }
  });
});
