// PUT /integracao/v1/utilizacoes and /reajustes (issue 19, decision 0024 §13): the claims system's uses of
// the plan (with the member's co-participation and the bill line that charged it) and the contracts' annual
// price adjustments, keyed by the ERP's own idErp, into the rows Extrato de Utilização, Demonstrativo de
// Coparticipação and Histórico de Reajuste read (decision 0015). Two more TipoLote descriptions on lote.ts's
// batch machine: references read once per batch, then each record's rules; new rows in multi-row inserts
// (a first load has millions of uses). No outbox event (the ERP's own data); the area's hook audits the call.
import { and, eq, inArray } from 'drizzle-orm';
import { formatIsoDate, INTEGRACAO_MESSAGES, operatorDate } from '@portal/domain';
import {
  reajusteErpSchema,
  utilizacaoErpSchema,
  type ReajusteErp,
  type UtilizacaoErp,
} from '@portal/domain/contract/integracao/financeiro';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../../db/client.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { reajustesContrato, utilizacoes } from '../../db/schema/utilizacao.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import {
  aplicarLote,
  checarDias,
  criado,
  distintos,
  mesmasColunas,
  porChave,
  recusar,
  seHouver,
  type TipoLote,
  type Veredito,
} from './lote.js';
import { agruparPor } from '../../platform/agrupar-por.js';

// ------------------------------------------------------------------------------------------------- uses

type NovaUtilizacao = typeof utilizacoes.$inferInsert;

/** Everything a batch of uses refers to, in at most five queries whatever its size. */
async function referenciasUtilizacoes(db: Database, lote: UtilizacaoErp[]) {
  const vinculosErp = distintos(lote.map((u) => u.beneficiarioIdErp));
  const ids = lote.map((u) => u.idErp);
  const titulosErp = distintos(lote.map((u) => u.tituloIdErp));
  const vinculos = await seHouver(vinculosErp, () =>
    db.select().from(beneficiarios).where(inArray(beneficiarios.idErp, vinculosErp)),
  );
  const existentes = await seHouver(ids, () =>
    db.select().from(utilizacoes).where(inArray(utilizacoes.idErp, ids)),
  );
  const contas = await seHouver(titulosErp, () =>
    db
      .select({ id: titulos.id, idErp: titulos.idErp, contratoId: titulos.contratoId })
      .from(titulos)
      .where(inArray(titulos.idErp, titulosErp)),
  );
  const contaIds = contas.map((t) => t.id);
  const itens = await seHouver(contaIds, () =>
    db
      .select({
        id: tituloItens.id,
        tituloId: tituloItens.tituloId,
        beneficiarioId: tituloItens.beneficiarioId,
        data: tituloItens.data,
        valorCentavos: tituloItens.valorCentavos,
      })
      .from(tituloItens)
      .where(and(inArray(tituloItens.tituloId, contaIds), eq(tituloItens.bloco, 'COPARTICIPACAO')))
      .orderBy(tituloItens.id),
  );
  const itemIds = itens.map((i) => i.id);
  const ligadas = await seHouver(itemIds, () =>
    db
      .select({ idErp: utilizacoes.idErp, tituloItemId: utilizacoes.tituloItemId })
      .from(utilizacoes)
      .where(inArray(utilizacoes.tituloItemId, itemIds)),
  );
  const itensPorTitulo = agruparPor(itens, (item) => item.tituloId);
  return {
    vinculoPorErp: porChave(vinculos, (v) => v.idErp!),
    existentePorErp: porChave(existentes, (u) => u.idErp!),
    tituloPorErp: porChave(contas, (t) => t.idErp!),
    itensPorTitulo,
    /** Which use (by its ERP id; '' for one the seed wrote) holds each co-participation item. */
    donoDoItem: new Map(ligadas.map((l) => [l.tituloItemId!, l.idErp ?? ''])),
  };
}

type RefsUtilizacoes = Awaited<ReturnType<typeof referenciasUtilizacoes>>;

/**
 * The bill line that charged the use: a COPARTICIPACAO item of the bill, of this membership, with the use's
 * day and value, not held by another use (stored or earlier in the batch). The item the use already holds
 * wins; otherwise the first by id — two identical uses of one day take one item each.
 */
function itemCobrado(
  u: UtilizacaoErp,
  vinculo: { id: number; contratoId: number },
  atualItem: number | null,
  refs: RefsUtilizacoes,
): number | null {
  if (u.tituloIdErp == null) return null;
  if (u.coparticipacaoCentavos == null) {
    return recusar(INTEGRACAO_MESSAGES.tituloSoComCoparticipacao, 'tituloIdErp');
  }
  const titulo = refs.tituloPorErp.get(u.tituloIdErp);
  if (!titulo || titulo.contratoId !== vinculo.contratoId) {
    return recusar(INTEGRACAO_MESSAGES.tituloDesconhecidoNoContrato, 'tituloIdErp');
  }
  const candidatos = (refs.itensPorTitulo.get(titulo.id) ?? []).filter(
    (i) =>
      i.beneficiarioId === vinculo.id &&
      i.data === u.data &&
      i.valorCentavos === u.coparticipacaoCentavos &&
      [undefined, u.idErp].includes(refs.donoDoItem.get(i.id)),
  );
  const item = candidatos.find((i) => i.id === atualItem) ?? candidatos[0];
  return item ? item.id : recusar(INTEGRACAO_MESSAGES.tituloSemItemDaUtilizacao, 'tituloIdErp');
}

function julgarUtilizacao(u: UtilizacaoErp, refs: RefsUtilizacoes, hoje: string): Veredito<NovaUtilizacao> {
  checarDias(INTEGRACAO_MESSAGES.utilizacaoInvalida, { data: u.data });
  const vinculo =
    refs.vinculoPorErp.get(u.beneficiarioIdErp) ??
    recusar(INTEGRACAO_MESSAGES.saudeBeneficiarioDesconhecido, 'beneficiarioIdErp');
  if (vinculo.tipo === 'CONTRATANTE') {
    recusar(INTEGRACAO_MESSAGES.utilizacaoDeContratante, 'beneficiarioIdErp');
  }
  // An ended membership still takes the uses of its term (the ERP may send them late); the exclusion day is
  // the first one out of force (the family scope's rule), so a use on or after it is refused.
  if (u.data < vinculo.dataInclusao || (vinculo.dataExclusao !== null && u.data >= vinculo.dataExclusao)) {
    recusar(INTEGRACAO_MESSAGES.utilizacaoForaDoVinculo, 'data');
  }
  if (u.data > hoje) recusar(INTEGRACAO_MESSAGES.utilizacaoFutura, 'data');
  const atual = refs.existentePorErp.get(u.idErp);
  if (atual && atual.beneficiarioId !== vinculo.id) {
    recusar(INTEGRACAO_MESSAGES.utilizacaoDeOutroBeneficiario, 'beneficiarioIdErp');
  }
  const tituloItemId = itemCobrado(u, vinculo, atual?.tituloItemId ?? null, refs);
  if (tituloItemId !== null) refs.donoDoItem.set(tituloItemId, u.idErp);
  const colunas = {
    data: u.data,
    tipo: u.tipo,
    prestador: u.prestador,
    codigoTuss: u.codigoTuss,
    procedimento: u.procedimento,
    quantidade: u.quantidade,
    coparticipacaoCentavos: u.coparticipacaoCentavos ?? null,
    tituloItemId,
  };
  if (atual) {
    if (mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
    return {
      resultado: 'atualizado',
      gravar: async (sp: Database) => {
        await sp.update(utilizacoes).set(colunas).where(eq(utilizacoes.id, atual.id));
      },
    };
  }
  const nova: NovaUtilizacao = { ...colunas, idErp: u.idErp, beneficiarioId: vinculo.id };
  return criado(nova, inserirUtilizacoes);
}

/** New uses in one statement per 1,000 (11 parameters each). */
async function inserirUtilizacoes(sp: Database, novas: NovaUtilizacao[]): Promise<void> {
  for (let i = 0; i < novas.length; i += 1000) {
    await sp.insert(utilizacoes).values(novas.slice(i, i + 1000));
  }
}

const tipoUtilizacoes = (hoje: string): TipoLote<UtilizacaoErp, RefsUtilizacoes, NovaUtilizacao> => ({
  chave: 'integracao:utilizacoes',
  schema: utilizacaoErpSchema,
  invalido: INTEGRACAO_MESSAGES.utilizacaoInvalida,
  idErp: (u) => u.idErp,
  referencias: referenciasUtilizacoes,
  julgar: (u, refs) => julgarUtilizacao(u, refs, hoje),
  gravarJuntos: inserirUtilizacoes,
});

/** The operator's today ('yyyy-MM-dd'): a use after it is refused. */
const hojeDe = (clock: Clock): string => formatIsoDate(operatorDate(clock()));

export const upsertUtilizacoes = (
  db: Database,
  registros: readonly unknown[],
  clock: Clock = systemClock,
): Promise<ResultadoLote> => aplicarLote(db, tipoUtilizacoes(hojeDe(clock)), registros);

// ------------------------------------------------------------------------------------------ adjustments

type NovoReajuste = typeof reajustesContrato.$inferInsert;

async function referenciasReajustes(db: Database, lote: ReajusteErp[]) {
  const contratosErp = distintos(lote.map((r) => r.contratoIdErp));
  const ids = lote.map((r) => r.idErp);
  const contratoRows = await seHouver(contratosErp, () =>
    db
      .select({ id: contratos.id, idErp: contratos.idErp })
      .from(contratos)
      .where(inArray(contratos.idErp, contratosErp)),
  );
  const existentes = await seHouver(ids, () =>
    db.select().from(reajustesContrato).where(inArray(reajustesContrato.idErp, ids)),
  );
  return {
    contratoPorErp: porChave(contratoRows, (c) => c.idErp!),
    existentePorErp: porChave(existentes, (r) => r.idErp!),
  };
}

type RefsReajustes = Awaited<ReturnType<typeof referenciasReajustes>>;

/** New adjustments in one statement per 1,000. */
async function inserirReajustes(sp: Database, novos: NovoReajuste[]): Promise<void> {
  for (let i = 0; i < novos.length; i += 1000) {
    await sp.insert(reajustesContrato).values(novos.slice(i, i + 1000));
  }
}

const tipoReajustes: TipoLote<ReajusteErp, RefsReajustes, NovoReajuste> = {
  chave: 'integracao:reajustes',
  schema: reajusteErpSchema,
  invalido: INTEGRACAO_MESSAGES.reajusteInvalido,
  idErp: (r) => r.idErp,
  referencias: referenciasReajustes,
  julgar: (r, refs) => {
    checarDias(INTEGRACAO_MESSAGES.reajusteInvalido, { dataAplicacao: r.dataAplicacao });
    const contrato =
      refs.contratoPorErp.get(r.contratoIdErp) ??
      recusar(INTEGRACAO_MESSAGES.contratoDesconhecido, 'contratoIdErp');
    const atual = refs.existentePorErp.get(r.idErp);
    if (atual && atual.contratoId !== contrato.id) {
      recusar(INTEGRACAO_MESSAGES.reajusteDeOutroContrato, 'contratoIdErp');
    }
    const colunas = {
      dataAplicacao: r.dataAplicacao,
      tipo: r.tipo,
      referencia: r.referencia,
      percentualPontosBase: r.percentualPontosBase,
      mensalidadeAnteriorCentavos: r.mensalidadeAnteriorCentavos,
      mensalidadeNovaCentavos: r.mensalidadeNovaCentavos,
    };
    if (atual) {
      if (mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
      return {
        resultado: 'atualizado',
        gravar: async (sp) => {
          await sp.update(reajustesContrato).set(colunas).where(eq(reajustesContrato.id, atual.id));
        },
      };
    }
    const novo: NovoReajuste = { ...colunas, idErp: r.idErp, contratoId: contrato.id };
    return criado(novo, inserirReajustes);
  },
  gravarJuntos: inserirReajustes,
};

export const upsertReajustes = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoReajustes, registros);
