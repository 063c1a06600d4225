// "Meus dados em um arquivo": the browsers the person's account signed in from (issue 42, decision 0055), as
// Dispositivos conectados names them; one query. The cookie's hash stays out: it identifies nothing to the
// person and is a credential's trace.
import { asc, eq } from 'drizzle-orm';
import { nomeDispositivo } from '@portal/domain';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { contas, dispositivos } from '../../db/schema/auth.js';
import { iso, type ContextoColeta } from './exportacao-secao.js';

export async function secaoDispositivos(
  contexto: ContextoColeta,
): Promise<Pick<ExportacaoDados, 'dispositivos'>> {
  const linhas = await contexto.db
    .select({
      navegador: dispositivos.navegador,
      sistema: dispositivos.sistema,
      primeiroAcessoEm: dispositivos.primeiroAcessoEm,
      ultimoAcessoEm: dispositivos.ultimoAcessoEm,
    })
    .from(dispositivos)
    .innerJoin(contas, eq(contas.id, dispositivos.contaId))
    .where(eq(contas.pessoaId, contexto.pessoaId))
    .orderBy(asc(dispositivos.primeiroAcessoEm), asc(dispositivos.id));
  return {
    dispositivos: linhas.map((d) => ({
      dispositivo: nomeDispositivo(d),
      primeiroAcessoEm: iso(d.primeiroAcessoEm),
      ultimoAcessoEm: iso(d.ultimoAcessoEm),
    })),
  };
}
