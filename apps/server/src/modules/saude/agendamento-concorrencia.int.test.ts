// Slots are race-free (issue 16, decision 0021), on PGlite and on PostgreSQL (TEST_DATABASE_URL, as CI
// runs it): 50 beneficiaries holding one slot at once get exactly one hold and 49 slotTaken; 50 bookings
// with one hold (a double submit, fifty times) give one appointment and 49 holdExpired; one beneficiary
// holding two slots of a speciality at once keeps exactly one hold.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENDAMENTO_MESSAGES, onlyDigits } from '@portal/domain';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { agendamentosEndpoints } from '@portal/domain/contract/saude/agendamentos';
import { agendaReservas, agendamentos } from '../../db/schema/agendamento.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { addDependentes, agendas, reservar } from '../../test/agendamento.js';
import { chamar } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import type { TestAgent } from '../../test/test-agent.js';
import { login, withDemo, type TestHarness } from '../../test/test-app.js';

const RACERS = 50;

const demo = withDemo();
let h: TestHarness;
let titular: TestAgent;
let cpfTitular: string;
let dependentes: string[];

beforeAll(async () => {
  h = demo.h;
  const f = await insertFreshFamily(h.database.db, 'ativa', 3);
  cpfTitular = onlyDigits(f.titular.cpf);
  dependentes = await addDependentes(h.database.db, cpfTitular, RACERS, '301');
  titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
});

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('races for one slot', () => {
  it('50 beneficiaries holding the same slot at once: one hold, 49 × 409 slotTaken', async () => {
    const [slot] = (await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: '2026-03-19' }))
      .horarios;
    const responses = await Promise.all(
      dependentes.map((cpf) =>
        chamar(titular, agendamentosEndpoints.reservar, { body: { cpf, horarioId: slot!.horarioId } }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: RACERS - 1 });
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.slotTaken });
    }
    const holds = await h.database.db
      .select()
      .from(agendaReservas)
      .where(eq(agendaReservas.horarioId, slot!.horarioId));
    expect(holds).toHaveLength(1);
  });

  it('50 bookings with the same hold at once: one appointment, 49 × 409 holdExpired', async () => {
    const [slot] = (await agendas(titular, cpfTitular, { especialidade: 'PEDIATRIA', data: '2026-03-20' }))
      .horarios;
    const reserva = await reservar(titular, dependentes[0]!, slot!.horarioId);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, () =>
        chamar(titular, agendamentosEndpoints.agendar, { body: { reservaId: reserva.reservaId } }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: RACERS - 1 });
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.holdExpired });
    }
    const booked = await h.database.db
      .select()
      .from(agendamentos)
      .where(eq(agendamentos.horarioId, slot!.horarioId));
    expect(booked).toHaveLength(1);
  });

  it('one beneficiary holding two slots of a speciality at once keeps exactly one hold', async () => {
    const horarios = (
      await agendas(titular, cpfTitular, { especialidade: 'CARDIOLOGIA', data: '2026-03-23' })
    ).horarios;
    const cpf = dependentes[1]!;
    const responses = await Promise.all(
      horarios
        .slice(0, 2)
        .map((s) =>
          chamar(titular, agendamentosEndpoints.reservar, { body: { cpf, horarioId: s.horarioId } }),
        ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const [pessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, cpf));
    const holds = await h.database.db
      .select()
      .from(agendaReservas)
      .where(
        and(
          eq(agendaReservas.pessoaId, pessoa!.id),
          // Only this test's two slots: the same dependant may have won the first test's Pediatria slot.
          inArray(
            agendaReservas.horarioId,
            horarios.slice(0, 2).map((s) => s.horarioId),
          ),
        ),
      );
    expect(holds).toHaveLength(1);
  });
});
