// Staff reads of a member's data (issue 39, decision 0042): every time the console shows a member's portal
// data — a search's results, the member's page, a queue's attachment, the LGPD desk's look at a person — it
// calls this function, and nothing else writes these rows. Two trails, written together (one transaction):
// 1. the member's own audit (`auditoria`, one row per person shown): the staff member's id in `equipe_id` and
//    the reason's category in `motivo_categoria`, no member account — the member's "Quem Acessou Meus Dados"
//    shows "Central de atendimento da operadora (<category>)", never the staff member's name;
// 2. the staff audit (`equipe_auditoria`, one row): who, with which role, the member action, the people and
//    the full reason (category and text) — what the encarregado reads.
import type { FastifyRequest } from 'fastify';
import type { AcaoAuditoria } from '@portal/domain';
import type { Papel } from '@portal/domain/contract/console/acesso';
import type { CategoriaMotivo } from '@portal/domain/contract/console/atendimento';
import type { Database } from '../../db/client.js';
import { auditMany } from '../audit.js';
import { autorDe, registrarAcaoEquipe } from './auditoria-equipe.js';
import { sessaoEquipe } from './sessao-equipe.js';

export interface LeituraEquipe {
  /** The guarded console request (its staff session is the actor). */
  request: FastifyRequest;
  /** The role the route needed. */
  papel: Papel;
  /** The people whose data was shown (one member audit row each; none: only the staff row). */
  pessoaIds: readonly number[];
  /** What the member reads in their list (a listed action of acoes-auditoria.ts). */
  acao: AcaoAuditoria;
  /** What was touched, as a route or resource name — never the data (default: the route's pattern). */
  recurso?: string;
  /** Why: the category (shown to the member) and the text (staff audit only). */
  motivo: { categoria: CategoriaMotivo; texto: string };
  /** The staff audit's action (default 'beneficiario.ler'); a change names its own ('beneficiario.bloquear'). */
  acaoEquipe?: string;
  /** More for the staff row (the atendimento's id, a change's before/after): never a secret. */
  antes?: unknown;
  detalhe?: Record<string, unknown>;
}

type Executor = Pick<Database, 'transaction'>;

/**
 * Writes both trails with `db`: a transaction (the change's, so the rows commit with it) or the database
 * (then in a transaction of their own: both or none).
 */
export async function registrarLeituraEquipe(db: Executor, leitura: LeituraEquipe): Promise<void> {
  const { request, papel, pessoaIds, acao, motivo } = leitura;
  const { equipeId } = sessaoEquipe(request);
  const recurso = leitura.recurso ?? request.routeOptions.url ?? null;
  await db.transaction(async (tx) => {
    if (pessoaIds.length > 0) {
      await auditMany({
        request,
        action: acao,
        subjectPessoaIds: pessoaIds,
        ...(recurso === null ? {} : { resource: recurso }),
        actorContaId: null,
        integracaoClienteId: null,
        db: tx,
        equipe: { equipeId, motivoCategoria: motivo.categoria },
      });
    }
    await registrarAcaoEquipe(tx, {
      ...autorDe(request, papel),
      acao: leitura.acaoEquipe ?? 'beneficiario.ler',
      alvo: pessoaIds.length === 1 ? `pessoa:${pessoaIds[0]}` : null,
      antes: leitura.antes ?? null,
      depois: {
        acao,
        recurso,
        pessoaIds,
        motivo: { categoria: motivo.categoria, texto: motivo.texto },
        ...leitura.detalhe,
      },
    });
  });
}
