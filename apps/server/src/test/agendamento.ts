// Helpers of the Agendamento tests (issue 16): many beneficiaries in one family (a race of distinct people
// for one slot), the free slots of a speciality, and holding then booking one; an .ics read back (issue 37).
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { onlyDigits } from '@portal/domain';
import {
  agendamentosEndpoints,
  type AgendamentoCriado,
  type Agendas,
  type Reserva,
} from '@portal/domain/contract/saude/agendamentos';
import { cpfFromBase } from '@portal/test-support/fresh-families';
import type { Database } from '../db/client.js';
import { pessoas } from '../db/schema/pessoas.js';
import { beneficiarios } from '../db/schema/contratos.js';
import { chamar, getJson } from './contrato.js';
import type { TestAgent } from './test-agent.js';

/**
 * Adds `n` dependants (no contacts, no account) to the family of `titularCpf`'s first contract: the
 * titular sees and may hold slots for each. Answers their CPFs (digits). `prefixo`: 3 digits unique per
 * call in a test file, so the CPFs never meet.
 */
export async function addDependentes(
  db: Database,
  titularCpf: string,
  n: number,
  prefixo: string,
): Promise<string[]> {
  const [titular] = await db
    .select({
      id: beneficiarios.id,
      contratoId: beneficiarios.contratoId,
      grupo: beneficiarios.grupoFamiliarId,
    })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(eq(pessoas.cpf, titularCpf));
  const cpfs = Array.from({ length: n }, (_, i) =>
    onlyDigits(cpfFromBase(`8${prefixo}${String(i).padStart(5, '0')}`)),
  );
  const criadas = await db
    .insert(pessoas)
    .values(
      cpfs.map((cpf, i) => ({
        cpf,
        nomeCompleto: `Dependente ${prefixo} ${i} Teste`,
        dataNascimento: '2015-01-01',
        sexo: 'F' as const,
      })),
    )
    .returning({ id: pessoas.id });
  await db.insert(beneficiarios).values(
    criadas.map((p) => ({
      pessoaId: p.id,
      contratoId: titular!.contratoId,
      grupoFamiliarId: titular!.grupo,
      tipo: 'DEPENDENTE' as const,
      titularId: titular!.id,
      parentesco: 'Filho',
      dataInclusao: '2024-08-01',
    })),
  );
  return cpfs;
}

/** The slots `cpf` can take (the grid offers only those: issue 37). */
export async function agendas(
  agent: TestAgent,
  cpf: string,
  query: { especialidade: string; local?: string; data?: string; remarcando?: string },
): Promise<Agendas> {
  return getJson(agent, agendamentosEndpoints.agendas, { query: { cpf, ...query } });
}

export async function reservar(agent: TestAgent, cpf: string, horarioId: string): Promise<Reserva> {
  const response = await chamar(agent, agendamentosEndpoints.reservar, { body: { cpf, horarioId } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reserva>();
}

/** Holds the first free slot of the speciality on its first free day (or the given day) and books it. */
export async function agendarPrimeiroLivre(
  agent: TestAgent,
  cpf: string,
  especialidade: string,
  data?: string,
): Promise<AgendamentoCriado> {
  const livres = await agendas(agent, cpf, { especialidade, ...(data ? { data } : {}) });
  const reserva = await reservar(agent, cpf, livres.horarios[0]!.horarioId);
  const response = await chamar(agent, agendamentosEndpoints.agendar, {
    body: { reservaId: reserva.reservaId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AgendamentoCriado>();
}

/** The event of an appointment's .ics (ical.js). */
export const eventoIcs = (ics: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!);

/** An instant as the card says an appointment's start ('08/12/2026 10:30'), in São Paulo. */
export const emSaoPaulo = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(',', '');
