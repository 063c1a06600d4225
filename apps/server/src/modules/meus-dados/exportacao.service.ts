// Meus dados em um arquivo (LGPD art. 18; docs/decisions/0022): who may be exported and the rate limit the
// database enforces; the collection itself is exportacao-coleta.ts, by groups of sections.
import { and, count, eq, gt } from 'drizzle-orm';
import { EXPORTACAO_MESSAGES, formatIsoDate, operatorDate } from '@portal/domain';
import {
  EXPORTACAO_LIMITE,
  type ExportacaoDados,
  type FormatoExportacao,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { lockKey } from '../../db/locks.js';
import { auditoria } from '../../db/schema/audit.js';
import { auditMany } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { notFound, tooManyRequests } from '../../platform/errors.js';
import { baseDeLeitura, type AcessoVigente } from '../../platform/acesso-saude.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { coletarDados } from './exportacao-coleta.js';

/**
 * Whose data the caller may export: their own, and the people they represent under the one health rule
 * (platform/acesso-saude.ts) — a minor's titular or guardian, a curator, an attorney. A consent does not
 * reach this far: it covers the areas its owner chose, not the whole record (decision 0026). Adults speak for
 * themselves (LGPD art. 14 lets parents act for children and adolescents only).
 */
export function exportaveis(
  rows: readonly VisibleBeneficiario[],
  pessoaId: number,
  hoje: string,
  acessos: readonly AcessoVigente[],
): VisibleBeneficiario[] {
  return rows.filter((r) => {
    const alvo = rows.filter((x) => x.pessoaId === r.pessoaId);
    const base = baseDeLeitura({
      leitorPessoaId: pessoaId,
      alvo,
      area: 'SAUDE',
      hoje,
      visiveis: rows,
      acessos,
    });
    return base !== null && base.base !== 'CONSENTIMENTO';
  });
}

/** The caller's exportable rows (the picker's list). */
export const exportaveisDoEscopo = async (scope: FamilyScope): Promise<VisibleBeneficiario[]> =>
  exportaveis(await scope.visible(), scope.pessoaId, scope.hoje, await scope.acessosRecebidos());

/** The rows of the person to export, or 404 for anyone else (an adult relative, another family). */
export async function titularDosDados(scope: FamilyScope, cpf: string): Promise<VisibleBeneficiario[]> {
  const rows = (await exportaveisDoEscopo(scope)).filter((r) => r.cpf === cpf);
  if (rows.length === 0) throw notFound();
  return scope.touch(rows);
}

const janela = (agora: Date) => new Date(agora.getTime() - EXPORTACAO_LIMITE.horas * 3_600_000);

/**
 * Counts the person's exports of the last 24 hours and records this one in one transaction, under an
 * advisory lock on the person: simultaneous requests take turns, so no burst passes the limit (on PGlite
 * and on PostgreSQL alike). The data is read inside it too, so a failed read records no export.
 */
export async function exportarComLimite(options: {
  db: Database;
  request: FastifyRequest;
  clock: Clock;
  scope: FamilyScope;
  rows: VisibleBeneficiario[];
  formato: FormatoExportacao;
}): Promise<ExportacaoDados> {
  const { db, request, clock, scope, rows, formato } = options;
  const pessoaId = rows[0]!.pessoaId;
  // Bills belong to whoever pays them: only the caller can be a payer here (a minor never is). Read before
  // the transaction: the scope reads through its own handle, not the transaction's.
  const contratosPagos = pessoaId === scope.pessoaId ? await scope.contratosFinanceiros() : [];
  return db.transaction(async (tx) => {
    await lockKey(tx, `exportacao-dados:${pessoaId}`);
    const agora = clock();
    const [feitas] = await tx
      .select({ n: count() })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.pessoaId, pessoaId),
          eq(auditoria.acao, 'EXPORTACAO_DADOS'),
          eq(auditoria.resultado, 'SUCESSO'),
          gt(auditoria.at, janela(agora)),
        ),
      );
    if ((feitas?.n ?? 0) >= EXPORTACAO_LIMITE.arquivos)
      throw tooManyRequests(EXPORTACAO_MESSAGES.limiteExportacoes);
    const dados = await coletarDados(tx, { rows, contratosPagos, agora });
    await auditMany({
      request,
      db: tx,
      action: 'EXPORTACAO_DADOS',
      subjectPessoaIds: [pessoaId],
      resource: formato,
    });
    return dados;
  });
}

/** 'meus-dados-maria-2026-11-24.json': the first name without accents, the operator's day. */
export function nomeArquivo(nome: string, agora: Date, formato: FormatoExportacao): string {
  const primeiro =
    (nome.trim().split(/\s+/)[0] ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'pessoa';
  return `meus-dados-${primeiro}-${formatIsoDate(operatorDate(agora))}.${formato}`;
}
