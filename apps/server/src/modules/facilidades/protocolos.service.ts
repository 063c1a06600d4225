// Consulta de Protocolos (issue 15): every protocol the portal gave a beneficiary, newest first, with its
// RN 623 deadline counted in business days from the operator's today (shared-domain/dias-uteis.ts), and one
// protocol's history. A protocol about someone outside the caller's family is 404, like an unknown number.
// Protocols about someone's care follow the health rule (issue 33, decision 0026): an authorization or an
// appointment of an adult who has not authorized the reader is left out (the list says why) and its detail
// is 403; a reimbursement's stays — it is money the reader pays — but its history's words (a denial reason)
// are left out.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { ACESSO_SAUDE_MESSAGES, parseIsoDate, SAUDE_MESSAGES, type CalendarDate } from '@portal/domain';
import {
  TIPOS_PROTOCOLO,
  type DetalheProtocolo,
  type ProtocoloResumo,
  type TipoProtocolo,
} from '@portal/domain/contract/facilidades/protocolos';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { diasUteisAte } from '../../shared-domain/dias-uteis.js';
import { motivoSemAcesso, type BaseLeitura } from '../../platform/acesso-saude.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { getOperatorContacts } from '../../shared-domain/operator-contacts.js';

type ProtocoloRow = typeof protocolos.$inferSelect;

/** The health area a protocol is about; the others (a card, a contract, a debit) are not health data. */
const AREA_DO_PROTOCOLO: Partial<Record<TipoProtocolo, AreaAcessoSaude>> = {
  AUTORIZACAO: 'SAUDE',
  AGENDAMENTO: 'AGENDAMENTO',
  REEMBOLSO: 'REEMBOLSO',
};

/**
 * A data subject's request (LGPD art. 18, decision 0045) is the person's own business: nobody else in the
 * family sees it, not even as a hidden row — the list does not count it and its number is not found.
 */
const alheioDoTitular = (scope: FamilyScope, row: ProtocoloRow): boolean =>
  row.tipo === 'DIREITOS_TITULAR' && row.pessoaId !== scope.pessoaId;

/** How the reader sees a protocol of this person: whole, as money only (a reimbursement), or not at all. */
type Leitura = { base: BaseLeitura } | 'SOMENTE_VALORES' | 'OCULTO';

async function leituraDoProtocolo(
  scope: FamilyScope,
  pessoa: VisibleBeneficiario,
  tipo: TipoProtocolo,
): Promise<Leitura> {
  const area = AREA_DO_PROTOCOLO[tipo];
  if (!area) return { base: { base: 'PROPRIO' } };
  const base = await scope.baseSaude(pessoa.pessoaId, area);
  if (base) {
    scope.touchSaude([pessoa], base);
    return { base };
  }
  if (tipo !== 'REEMBOLSO') return 'OCULTO';
  scope.touchSaude([pessoa], 'FINANCEIRO');
  return 'SOMENTE_VALORES';
}

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
  const todos = (
    await scope.db
      .select()
      .from(protocolos)
      .where(eq(protocolos.pessoaId, alvo!.pessoaId))
      .orderBy(desc(protocolos.criadoEm), desc(protocolos.protocolo))
  ).filter((r) => !alheioDoTitular(scope, r));
  // One decision per kind (at most three areas): no query per protocol.
  const leituras = new Map<TipoProtocolo, Leitura>();
  for (const tipo of new Set(todos.map((r) => r.tipo))) {
    leituras.set(tipo, await leituraDoProtocolo(scope, alvo!, tipo));
  }
  const rows = todos.filter((r) => leituras.get(r.tipo) !== 'OCULTO');
  const andamentos = await ultimosAndamentos(
    scope,
    rows.map((r) => r.protocolo),
  );
  return {
    nome: alvo!.nomeCompleto,
    protocolos: rows.map((r) => resumo(r, andamentos.get(r.protocolo) ?? '', hoje)),
    ...(rows.length < todos.length ? { aviso: motivoSemAcesso(alvo!, scope.hoje) } : {}),
  };
}

export async function detalheProtocolo(
  scope: FamilyScope,
  numero: string,
  hoje: CalendarDate,
): Promise<DetalheProtocolo> {
  const [row] = await scope.db.select().from(protocolos).where(eq(protocolos.protocolo, numero));
  const pessoa = row ? (await scope.visible()).find((b) => b.pessoaId === row.pessoaId) : undefined;
  if (!row || !pessoa || alheioDoTitular(scope, row)) throw notFound();
  scope.touch([pessoa]);
  const leitura = await leituraDoProtocolo(scope, pessoa, row.tipo);
  if (leitura === 'OCULTO') throw forbidden(motivoSemAcesso(pessoa, scope.hoje));
  const restrito = leitura === 'SOMENTE_VALORES';
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
      // A reimbursement's words may carry clinical content (a denial's reason): not for amounts-only readers.
      descricao: restrito ? '' : a.descricao,
      situacao: a.situacao,
    })),
    ...(restrito ? { restrito: ACESSO_SAUDE_MESSAGES.somenteValores } : {}),
    ...(base.atrasado ? { orientacaoAtraso: { mensagem: SAUDE_MESSAGES.overdueGuidance, contatos } } : {}),
  };
}
