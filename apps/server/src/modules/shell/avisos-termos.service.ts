// New-terms notices (issue 42, decision 0052), produced by the scheduled `lembretes` command: once the console
// publishes a version of the terms of use (issue 38), every member whose account must accept it at the next
// sign-in — the very rule the session applies (platform/accounts.ts accountColumns.aceiteTermosPendente) — is
// told on the channels they chose (NOVOS_TERMOS), so nobody first learns of it at the desk of a clinic. The
// event's key holds the version's publication, so each member is told once per version, however often the
// command runs; an account that accepts before the next run is not told.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';

import { contas } from '../../db/schema/auth.js';
import { textosLegaisVersoes } from '../../db/schema/lifecycle.js';
import { accountColumns } from '../../platform/accounts.js';
import { mensagemDeAviso } from '../../platform/notify/mensagem-aviso.js';

/** Publishes the notice of the terms in force to the accounts that must accept them; answers how many. */
export async function avisarNovosTermos(app: FastifyInstance): Promise<number> {
  const { db } = app.ctx;
  const [vigente] = await db
    .select({ publicadoEm: textosLegaisVersoes.publicadoEm })
    .from(textosLegaisVersoes)
    .where(eq(textosLegaisVersoes.chave, 'TERMOS_DE_USO'))
    .orderBy(desc(textosLegaisVersoes.versao))
    .limit(1);
  if (!vigente) return 0;
  const pendentes = await db
    .select({ pessoaId: contas.pessoaId })
    .from(contas)
    .where(and(accountColumns.aceiteTermosPendente, isNull(contas.bloqueadaEm)));
  if (pendentes.length === 0) return 0;
  const texto =
    'Publicamos uma nova versão dos termos de uso do portal. Leia e aceite no seu próximo acesso.';
  await app.avisos.publicar({
    tipo: 'NOVOS_TERMOS',
    sobrePessoaId: null,
    chave: `NOVOS_TERMOS:${vigente.publicadoEm.toISOString()}`,
    para: pendentes.map(({ pessoaId }) => ({ pessoaId })),
    mensagem: mensagemDeAviso({ assunto: 'Novos termos de uso', texto }),
  });
  return pendentes.length;
}
