// "Meus dados em um arquivo": the notification choices (issue 42, decision 0052) — only the rows stored,
// which are the choices that differ from the catalogue's defaults; one query. The person's own rows and the
// rows of a relative following the person's health events; the other person is never named.
import { eq, or } from 'drizzle-orm';
import { eventoDoCatalogo } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { preferenciasNotificacao } from '../../db/schema/notificacoes.js';
import { iso, type ContextoColeta } from './exportacao-secao.js';

export async function secaoNotificacoes(
  contexto: ContextoColeta,
): Promise<Pick<ExportacaoDados, 'preferenciasNotificacao'>> {
  const p = preferenciasNotificacao;
  const linhas = await contexto.db
    .select()
    .from(p)
    .where(or(eq(p.pessoaId, contexto.pessoaId), eq(p.sobrePessoaId, contexto.pessoaId)))
    .orderBy(p.pessoaId, p.sobrePessoaId, p.evento, p.canal);
  return {
    preferenciasNotificacao: linhas.map((l) => ({
      evento: l.evento,
      eventoNome: eventoDoCatalogo(l.evento).rotulo,
      canal: l.canal,
      ativo: l.ativo,
      quem: contexto.quem(l.pessoaId),
      sobre: contexto.quem(l.sobrePessoaId),
      alteradoEm: iso(l.alteradoEm),
    })),
  };
}
