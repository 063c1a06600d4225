// Consulta de Protocolos (issue 15): every protocol the portal gave a beneficiary, newest first, with its
// RN 623 deadline counted in business days from the operator's today (platform/dias-uteis.ts), and one
// protocol's history. A protocol about someone outside the caller's family is 404, like an unknown number.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { parseIsoDate, SAUDE_MESSAGES, type CalendarDate } from '@portal/domain';
import {
  TIPOS_PROTOCOLO,
  type DetalheProtocolo,
  type ProtocoloResumo,
} from '@portal/domain/contract/facilidades/protocolos';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { diasUteisAte } from '../../platform/dias-uteis.js';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { getOperatorContacts } from '../../platform/operator-contacts.js';

type ProtocoloRow = typeof protocolos.$inferSelect;

/** The last history step of each protocol (its title is the list's `andamento`). */
const ultimosAndamentos = async (scope: FamilyScope, numeros: string[]) => {
  if (numeros.length === 0) return new Map<string, string>();
  const rows = await scope.db
    .selectDistinctOn([protocoloAndamentos.protocolo], {
      protocolo: protocoloAndamentos.protocolo,
      titulo: protocoloAndamentos.titulo,
    })
    .from(protocoloAndamentos)
    .where(inArray(protocoloAndamentos.protocolo, numeros))
    .orderBy(protocoloAndamentos.protocolo, desc(protocoloAndamentos.em), desc(protocoloAndamentos.id));
  return new Map(rows.map((r) => [r.protocolo, r.titulo]));
};

function resumo(row: ProtocoloRow, andamento: string, hoje: CalendarDate): ProtocoloResumo {
  const aberto = row.situacao === 'EM_ANDAMENTO';
  const dias = aberto && row.prazoResposta ? diasUteisAte(hoje, parseIsoDate(row.prazoResposta)!) : null;
  return {
    protocolo: row.protocolo,
    tipo: row.tipo,
    tipoNome: TIPOS_PROTOCOLO.find((t) => t.tipo === row.tipo)?.nome ?? row.tipo,
    abertoEm: row.criadoEm.toISOString(),
    situacao: row.situacao,
    andamento,
    prazoResposta: row.prazoResposta,
    prazoImediato: row.prazoResposta === null,
    diasUteisRestantes: dias,
    atrasado: dias !== null && dias < 0,
  };
}

export async function listProtocolos(
  scope: FamilyScope,
  cpf: string,
  hoje: CalendarDate,
): Promise<{ nome: string; protocolos: ProtocoloResumo[] }> {
  const [alvo] = await scope.beneficiario(cpf);
  const rows = await scope.db
    .select()
    .from(protocolos)
    .where(eq(protocolos.pessoaId, alvo!.pessoaId))
    .orderBy(desc(protocolos.criadoEm), desc(protocolos.protocolo));
  const andamentos = await ultimosAndamentos(
    scope,
    rows.map((r) => r.protocolo),
  );
  return {
    nome: alvo!.nomeCompleto,
    protocolos: rows.map((r) => resumo(r, andamentos.get(r.protocolo) ?? '', hoje)),
  };
}

export async function detalheProtocolo(
  scope: FamilyScope,
  numero: string,
  hoje: CalendarDate,
): Promise<DetalheProtocolo> {
  const [row] = await scope.db.select().from(protocolos).where(eq(protocolos.protocolo, numero));
  const pessoa = row ? (await scope.visible()).find((b) => b.pessoaId === row.pessoaId) : undefined;
  if (!row || !pessoa) throw notFound();
  scope.touch([pessoa]);
  const historico = await scope.db
    .select()
    .from(protocoloAndamentos)
    .where(eq(protocoloAndamentos.protocolo, numero))
    .orderBy(asc(protocoloAndamentos.em), asc(protocoloAndamentos.id));
  const base = resumo(row, historico.at(-1)?.titulo ?? '', hoje);
  const contatos = base.atrasado
    ? (await getOperatorContacts({ db: scope.db })).filter((c) => c.chave === 'FONE_ANS')
    : [];
  return {
    ...base,
    cpf: pessoa.cpf,
    nome: pessoa.nomeCompleto,
    historico: historico.map((a) => ({
      em: a.em.toISOString(),
      titulo: a.titulo,
      descricao: a.descricao,
      situacao: a.situacao,
    })),
    ...(base.atrasado ? { orientacaoAtraso: { mensagem: SAUDE_MESSAGES.overdueGuidance, contatos } } : {}),
  };
}
