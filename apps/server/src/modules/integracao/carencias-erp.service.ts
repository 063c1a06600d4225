// PUT /integracao/v1/plano/carencias and /plano/coberturas-parciais (issue 41, part A, decision 0048): the
// operator's waiting periods and CPTs on lote.ts's batch machine — keyed by idErp, the beneficiary by its
// membership's idErp; the law's maxima refused in Portuguese (carencias-codigos.ts: 24 h, 300 and 180 days;
// a CPT 24 months); a record never changes beneficiary (nor a waiting period its group); `removido: true`
// deletes it. The same batch twice is `inalterado`. Health data: nothing of it goes to a log line.
import { eq, inArray } from 'drizzle-orm';
import {
  INTEGRACAO_CARENCIAS_MESSAGES as M,
  carenciaErpSchema,
  cptErpSchema,
  type CarenciaErp,
  type CptErp,
} from '@portal/domain/contract/integracao/carencias';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import {
  motivoCarenciaInvalida,
  motivoCptInvalida,
  RESTRICOES_CPT,
} from '@portal/domain/contract/plano/carencias-codigos';
import type { Database } from '../../db/client.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { carencias, coberturasParciaisTemporarias } from '../../db/schema/plano.js';
import {
  aplicarLote,
  checarDias,
  distintos,
  porChave,
  recusar,
  seHouver,
  type TipoLote,
  type Veredito,
} from './lote.js';

type Tabela = typeof carencias | typeof coberturasParciaisTemporarias;
interface Refs<L> {
  beneficiarioPorErp: Map<string, number>;
  porErp: Map<string, L>;
}

/** The batch's beneficiaries by their idErp and its stored records: 2 queries. */
async function referencias<L extends { idErp: string }>(
  db: Database,
  tabela: Tabela,
  lote: { idErp: string; beneficiarioIdErp?: string | undefined }[],
): Promise<Refs<L>> {
  const membros = distintos(lote.map((r) => r.beneficiarioIdErp));
  const achados = await seHouver(membros, () =>
    db
      .select({ id: beneficiarios.id, idErp: beneficiarios.idErp })
      .from(beneficiarios)
      .where(inArray(beneficiarios.idErp, membros)),
  );
  const ids = lote.map((r) => r.idErp);
  const existentes = (await seHouver(ids, () =>
    db.select().from(tabela).where(inArray(tabela.idErp, ids)),
  )) as L[];
  return {
    beneficiarioPorErp: new Map(achados.map((b) => [b.idErp!, b.id])),
    porErp: porChave(existentes, (r) => r.idErp),
  };
}

/** Every new column equal to the stored one (a list, such as a CPT's restrictions, by its items). */
const mesmas = (atual: object, novas: object): boolean =>
  Object.entries(novas).every(([coluna, valor]) => {
    const guardado: unknown = (atual as Record<string, unknown>)[coluna];
    return Array.isArray(valor) && Array.isArray(guardado)
      ? valor.join() === guardado.join()
      : guardado === valor;
  });

/**
 * The verdict shared by both kinds: a withdrawal deletes what is there; otherwise the beneficiary must exist
 * and stay the same, and the record is created, updated or left as it is.
 */
function julgarRegistro<L extends { id: number; idErp: string; beneficiarioId: number }>(
  tabela: Tabela,
  registro: { idErp: string; removido?: boolean | undefined; beneficiarioIdErp?: string | undefined },
  refs: Refs<L>,
  colunas: () => Omit<L, 'id' | 'idErp' | 'beneficiarioId'>,
): Veredito {
  const atual = refs.porErp.get(registro.idErp);
  if (registro.removido) {
    // Withdrawing what is not there is already done: the same batch twice changes nothing.
    if (!atual) return { resultado: 'inalterado' };
    return {
      resultado: 'atualizado',
      gravar: async (sp) => {
        await sp.delete(tabela).where(eq(tabela.id, atual.id));
        refs.porErp.delete(registro.idErp);
      },
    };
  }
  const beneficiarioId =
    refs.beneficiarioPorErp.get(registro.beneficiarioIdErp!) ??
    recusar(M.beneficiarioDesconhecido, 'beneficiarioIdErp');
  if (atual && atual.beneficiarioId !== beneficiarioId) recusar(M.naoMudaDeBeneficiario, 'beneficiarioIdErp');
  const novas = colunas();
  if (atual && mesmas(atual, novas)) {
    return { resultado: 'inalterado' };
  }
  return {
    resultado: atual ? 'atualizado' : 'criado',
    gravar: async (sp) => {
      const [linha] = atual
        ? await sp.update(tabela).set(novas).where(eq(tabela.id, atual.id)).returning()
        : await sp
            .insert(tabela)
            .values({
              ...novas,
              idErp: registro.idErp,
              beneficiarioId,
            } as unknown as typeof tabela.$inferInsert)
            .returning();
      refs.porErp.set(registro.idErp, linha as L);
    },
  };
}

type LinhaCarencia = typeof carencias.$inferSelect;
type LinhaCpt = typeof coberturasParciaisTemporarias.$inferSelect;

const tipoCarencias: TipoLote<CarenciaErp, Refs<LinhaCarencia>> = {
  chave: 'integracao:plano-carencias',
  schema: carenciaErpSchema,
  invalido: M.carenciaInvalida,
  idErp: (c) => c.idErp,
  referencias: (db, lote) => referencias<LinhaCarencia>(db, carencias, lote),
  julgar: (c, refs) =>
    julgarRegistro(carencias, c, refs, () => {
      checarDias(M.carenciaInvalida, { inicio: c.inicio, fim: c.fim });
      const motivo = motivoCarenciaInvalida(c.grupo!, c.inicio!, c.fim!);
      if (motivo) recusar(motivo, 'fim');
      const atual = refs.porErp.get(c.idErp);
      if (atual && atual.grupo !== c.grupo) recusar(M.naoMudaDeGrupo, 'grupo');
      return { grupo: c.grupo!, inicio: c.inicio!, fim: c.fim! };
    }),
  unicas: { carencias_id_erp_unique: M.carenciaInvalida },
};

const tipoCpts: TipoLote<CptErp, Refs<LinhaCpt>> = {
  chave: 'integracao:plano-cpts',
  schema: cptErpSchema,
  invalido: M.cptInvalida,
  idErp: (c) => c.idErp,
  referencias: (db, lote) => referencias<LinhaCpt>(db, coberturasParciaisTemporarias, lote),
  julgar: (c, refs) =>
    julgarRegistro(coberturasParciaisTemporarias, c, refs, () => {
      checarDias(M.cptInvalida, { inicio: c.inicio, fim: c.fim });
      const motivo = motivoCptInvalida(c.inicio!, c.fim!);
      if (motivo) recusar(motivo, 'fim');
      return {
        condicao: c.condicao!,
        cid: c.cid ?? null,
        inicio: c.inicio!,
        fim: c.fim!,
        // Stored distinct and in the vocabulary's order, so the same list in another order is unchanged.
        restricoes: RESTRICOES_CPT.filter((r) => c.restricoes!.includes(r)),
      };
    }),
};

export const upsertCarencias = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoCarencias, registros);

export const upsertCoberturasParciais = (
  db: Database,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(db, tipoCpts, registros);
