// Meus Direitos (LGPD art. 18; issue 39, decision 0045): the member files a data-subject request about their
// own data and follows it. Filing takes the protocol from the one service (kind DIREITOS_TITULAR) with the
// legal deadline — 15 calendar days from the operator's day of filing (art. 19 II; the contract's header says
// why every kind gets it) — and stores the request with its audit row in one transaction. The LGPD desk
// decides it in the console (modules/console/lgpd.service.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, formatDate, formatIsoDate, operatorDate } from '@portal/domain';
import {
  DIREITOS_TITULAR_MESSAGES,
  PRAZO_DIREITOS_TITULAR_DIAS,
  nomeBaseLegalDireitoTitular,
  nomeCampoCorrecao,
  nomeDecisaoDireitoTitular,
  nomeDireitoTitular,
  type NovaSolicitacaoTitular,
  type SolicitacaoTitular,
  type SolicitacaoTitularRegistrada,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import type { Database } from '../../db/client.js';
import { solicitacoesTitular } from '../../db/schema/direitos-titular.js';
import { tooManyRequests } from '../../platform/errors.js';
import { newProtocolo } from '../../shared-domain/protocolo.js';

/** At most this many requests a member may file per operator day (a protocol each; abuse stops here). */
export const MAX_SOLICITACOES_TITULAR_POR_DIA = 5;

type Row = typeof solicitacoesTitular.$inferSelect;

function paraMembro(row: Row, hoje: string): SolicitacaoTitular {
  const decidida = row.decisao !== null;
  return {
    protocolo: row.protocolo,
    tipo: row.tipo,
    tipoNome: nomeDireitoTitular(row.tipo),
    campo: row.campo,
    campoNome: row.campo ? nomeCampoCorrecao(row.campo) : null,
    valorCorreto: row.valorCorreto,
    descricao: row.descricao,
    abertaEm: row.criadoEm.toISOString(),
    prazo: row.prazo,
    situacao: decidida ? 'RESPONDIDA' : 'EM_ANDAMENTO',
    atrasada: !decidida && row.prazo < hoje,
    resposta:
      row.decisao && row.baseLegal && row.resposta !== null && row.decididaEm
        ? {
            decisao: row.decisao,
            decisaoNome: nomeDecisaoDireitoTitular(row.decisao),
            baseLegal: nomeBaseLegalDireitoTitular(row.baseLegal),
            resposta: row.resposta,
            decididaEm: row.decididaEm.toISOString(),
          }
        : null,
  };
}

/** The member's own requests, newest first (one query). */
export async function listarSolicitacoesTitular(
  db: Database,
  options: { pessoaId: number; agora: Date },
): Promise<SolicitacaoTitular[]> {
  const rows = await db
    .select()
    .from(solicitacoesTitular)
    .where(eq(solicitacoesTitular.pessoaId, options.pessoaId))
    .orderBy(desc(solicitacoesTitular.criadoEm), desc(solicitacoesTitular.id));
  const hoje = formatIsoDate(operatorDate(options.agora));
  return rows.map((row) => paraMembro(row, hoje));
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
const br = (iso: string): string => formatDate(iso) || iso;

/**
 * Files a request: the day's count is checked under a per-person advisory lock, so simultaneous filings take
 * turns; the protocol, the row and `gravarAuditoria` (the audit row, in this transaction) commit together.
 */
export async function solicitarDireitoTitular(
  db: Database,
  options: {
    clock: () => Date;
    pessoaId: number;
    contaId: number;
    body: NovaSolicitacaoTitular;
    gravarAuditoria: (tx: Database) => Promise<void>;
  },
): Promise<SolicitacaoTitularRegistrada> {
  const { body, pessoaId } = options;
  const agora = options.clock();
  const hoje = operatorDate(agora);
  const prazo = addDays(hoje, PRAZO_DIREITOS_TITULAR_DIAS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`direitos-titular:${pessoaId}`}))`);
    const [hojeCount] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(solicitacoesTitular)
      .where(
        and(
          eq(solicitacoesTitular.pessoaId, pessoaId),
          sql`(${solicitacoesTitular.criadoEm} at time zone 'America/Sao_Paulo')::date = ${formatIsoDate(hoje)}::date`,
        ),
      );
    if ((hojeCount?.n ?? 0) >= MAX_SOLICITACOES_TITULAR_POR_DIA) {
      throw tooManyRequests(DIREITOS_TITULAR_MESSAGES.limiteDiario);
    }
    const protocolo = await newProtocolo(tx, {
      clock: () => agora,
      tipo: 'DIREITOS_TITULAR',
      pessoaId,
      solicitantePessoaId: pessoaId,
      prazoResposta: prazo,
    });
    await tx.insert(solicitacoesTitular).values({
      protocolo,
      pessoaId,
      contaId: options.contaId,
      tipo: body.tipo,
      campo: body.tipo === 'CORRECAO' ? (body.campo ?? null) : null,
      valorCorreto: body.tipo === 'CORRECAO' && body.valorCorreto ? body.valorCorreto : null,
      descricao: body.descricao,
      criadoEm: agora,
      prazo: formatIsoDate(prazo),
    });
    await options.gravarAuditoria(tx);
    return {
      protocolo,
      prazo: formatIsoDate(prazo),
      mensagem: DIREITOS_TITULAR_MESSAGES.registrada(protocolo, br(formatIsoDate(prazo))),
      ...(body.tipo === 'CONFIRMACAO_ACESSO'
        ? { aviso: DIREITOS_TITULAR_MESSAGES.acessoAutoAtendimento }
        : {}),
    };
  });
}
