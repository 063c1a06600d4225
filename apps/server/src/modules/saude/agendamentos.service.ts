// The beneficiary's appointments (GET /beneficiarios/agendamentos?cpf): proximos = active ones from now,
// soonest first; historico = past or cancelled ones of the last 12 months, newest first. One query.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Agendamentos } from '@portal/domain/contract/saude/agendamentos';
import { agendamentos } from '../../db/schema/agendamento.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { ATIVAS, toAgendamento, selectAgendamentos } from './agendamento-card.js';

const HISTORICO_MESES = 12;

export async function listAgendamentos(
  scope: FamilyScope,
  cpf: string,
  now: Date,
): Promise<Pick<Agendamentos, 'cpf' | 'nome' | 'proximos' | 'historico'>> {
  const beneficiario = (await scope.saude(cpf, 'AGENDAMENTO'))[0]!;
  const desde = new Date(now);
  desde.setUTCMonth(desde.getUTCMonth() - HISTORICO_MESES);
  const rows = await selectAgendamentos(
    scope.db,
    and(eq(agendamentos.pessoaId, beneficiario.pessoaId), gte(agendamentos.inicio, desde)),
  ).orderBy(desc(agendamentos.inicio));
  const proximo = (r: (typeof rows)[number]) => ATIVAS.includes(r.status) && r.inicio > now;
  return {
    cpf,
    nome: beneficiario.nomeSocial ?? beneficiario.nomeCompleto,
    proximos: rows
      .filter(proximo)
      .reverse()
      .map((r) => toAgendamento(r, now)),
    historico: rows.filter((r) => !proximo(r)).map((r) => toAgendamento(r, now)),
  };
}
