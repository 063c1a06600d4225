// The beneficiary's appointments (GET /beneficiarios/agendamentos?cpf): proximos = active ones from now,
// soonest first; historico = past or cancelled ones of the last 12 months, newest first. One query.
import { and, desc, gte, sql } from 'drizzle-orm';
import type { Agendamentos } from '@portal/domain/contract/saude/agendamentos';
import { porChavesEmGrupo } from '../../db/por-chaves-em-grupo.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { comMapeamentoDireto } from '../../db/mapeamento-direto.js';
import { agendamentos } from '../../db/schema/agendamento.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { ATIVAS, toAgendamento, selectAgendamentos } from './agendamento-card.js';

const HISTORICO_MESES = 12;

/** The people's appointments since an instant, newest first: prepared once per database handle. */
const listaStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(
    selectAgendamentos(
      db,
      and(
        sql`${agendamentos.pessoaId} = any(${sql.placeholder('pessoaIds')}::integer[])`,
        gte(agendamentos.inicio, sql.placeholder('desde')),
      ),
    )
      .orderBy(desc(agendamentos.inicio))
      .prepare('portal_agendamentos_lista'),
  ),
);

/**
 * The same with the other calls' of the same day at the same moment (decision 0066): the union of their people
 * in one statement, each call given its own person's.
 */
const lerAgendamentos = porChavesEmGrupo({
  ler: (db, pessoaIds, desde: string) => listaStatement(db).execute({ pessoaIds, desde }),
  chaveDe: (linha) => linha.pessoaId,
});

export async function listAgendamentos(
  scope: FamilyScope,
  cpf: string,
  now: Date,
): Promise<Pick<Agendamentos, 'cpf' | 'nome' | 'proximos' | 'historico'>> {
  const beneficiario = (await scope.saude(cpf, 'AGENDAMENTO'))[0]!;
  const desde = new Date(now);
  desde.setUTCMonth(desde.getUTCMonth() - HISTORICO_MESES);
  // The statement reads from the start of `desde`'s day (UTC), so calls of the same day share it; the
  // rows before `desde` itself are left out here.
  const dia = new Date(desde);
  dia.setUTCHours(0, 0, 0, 0);
  const rows = (await lerAgendamentos(scope.db, [beneficiario.pessoaId], dia.toISOString())).filter(
    (r) => r.inicio >= desde,
  );
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
