// The durable outbox's rows of one recipient, for the tests of the notices (issue 42, decision 0052).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notificacoesEntregas, notificacoesEventos } from '../db/schema/notificacoes.js';

/** Every delivery to `pessoaId`, oldest first, with its event's kind. */
export const entregasDe = (db: Database, pessoaId: number) =>
  db
    .select({
      id: notificacoesEntregas.id,
      canal: notificacoesEntregas.canal,
      destino: notificacoesEntregas.destino,
      situacao: notificacoesEntregas.situacao,
      tentativas: notificacoesEntregas.tentativas,
      ultimoErro: notificacoesEntregas.ultimoErro,
      tipo: notificacoesEventos.tipo,
    })
    .from(notificacoesEntregas)
    .innerJoin(notificacoesEventos, eq(notificacoesEventos.id, notificacoesEntregas.eventoId))
    .where(eq(notificacoesEventos.destinatarioPessoaId, pessoaId))
    .orderBy(notificacoesEntregas.id);
