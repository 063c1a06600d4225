// PUT /integracao/v1/titulos (issue 19, decision 0024 §6): the ERP's bills, keyed by its own idErp, into the
// same titulos/titulo_itens rows Situação Financeira reads. Each record is judged on its own — shape,
// references (contract and beneficiaries by their ERP ids), rules — and applied in its own savepoint, so a
// bad record is one error in the answer and never stops the others. A record equal to the stored bill is
// `inalterado`: the same batch twice changes nothing. Reads are a fixed number of queries for the batch, and
// the batch's new and changed bills are written by one set-based statement (decision 0058).
import { asc, sql } from 'drizzle-orm';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import {
  tituloErpSchema,
  type ResultadoLote,
  type TituloErp,
} from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../../db/client.js';
import { inteiroEm, jsonParam, textoEm } from '../../db/json-param.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import {
  aplicarLote,
  checarDias,
  prepararLote,
  juntavel,
  mesmasColunas,
  recusar,
  RegistroInvalido,
  type TipoLote,
  type Veredito,
} from './lote.js';
import { agruparPor } from '../../platform/agrupar-por.js';

type Item = Omit<typeof tituloItens.$inferInsert, 'tituloId' | 'id'>;

function regras(t: TituloErp): void {
  checarDias(INTEGRACAO_MESSAGES.tituloInvalido, {
    vencimento: t.vencimento,
    dataPagamento: t.dataPagamento,
    ...Object.fromEntries(t.itens.map((item, j) => [`itens.${j}.data`, item.data])),
  });
  const soma = t.itens.reduce((total, item) => total + item.valorCentavos, 0);
  if (soma !== t.valorCentavos) {
    recusar(INTEGRACAO_MESSAGES.somaItensDiferente, 'valorCentavos');
  }
  const pago = t.situacao === 'PAGO';
  const temPagamento = t.valorPagoCentavos != null || t.dataPagamento != null || t.formaPagamento != null;
  if (pago && (t.valorPagoCentavos == null || t.dataPagamento == null)) {
    const campos: Record<string, string> = {};
    if (t.valorPagoCentavos == null) campos.valorPagoCentavos = INTEGRACAO_MESSAGES.pagamentoObrigatorio;
    if (t.dataPagamento == null) campos.dataPagamento = INTEGRACAO_MESSAGES.pagamentoObrigatorio;
    throw new RegistroInvalido(INTEGRACAO_MESSAGES.pagamentoObrigatorio, campos);
  }
  if (!pago && temPagamento) {
    recusar(
      INTEGRACAO_MESSAGES.pagamentoSoQuandoPago,
      ...(['valorPagoCentavos', 'dataPagamento', 'formaPagamento'] as const).filter((c) => t[c] != null),
    );
  }
}

const competenciaDia = (competencia: string) => `${competencia}-01`;

/** The stored bill's columns the ERP owns, for the "nothing changed" comparison. */
const colunas = (t: TituloErp) => ({
  vencimento: t.vencimento,
  valorCentavos: t.valorCentavos,
  situacao: t.situacao,
  dataPagamento: t.dataPagamento ?? null,
  valorPagoCentavos: t.valorPagoCentavos ?? null,
  formaPagamento: t.formaPagamento ?? null,
  nossoNumero: t.nossoNumero,
});

const itemChave = (i: Item) =>
  JSON.stringify([i.bloco, i.beneficiarioId, i.descricao, i.data ?? null, i.valorCentavos]);

const mesmosItens = (itensAtuais: Item[], itens: Item[]) =>
  itensAtuais.length === itens.length &&
  itensAtuais.every((item, i) => itemChave(item) === itemChave(itens[i]!));

const MENSAGEM_UNICA: Record<string, string> = {
  titulos_codigo_unique: INTEGRACAO_MESSAGES.competenciaOcupada,
  titulos_nosso_numero_unique: INTEGRACAO_MESSAGES.nossoNumeroOcupado,
};

/** Everything a batch refers to, in four queries whatever its size. */
async function referencias(db: Database, lote: TituloErp[]) {
  const contratosErp = [...new Set(lote.map((t) => t.contratoIdErp))];
  const beneficiariosErp = [...new Set(lote.flatMap((t) => t.itens.map((i) => i.beneficiarioIdErp)))];
  const titulosErp = lote.map((t) => t.idErp);
  const contratoRows = contratosErp.length
    ? await db
        .select({ id: contratos.id, codigo: contratos.codigo, idErp: contratos.idErp })
        .from(contratos)
        .where(textoEm(contratos.idErp, contratosErp))
    : [];
  const beneficiarioRows = beneficiariosErp.length
    ? await db
        .select({ id: beneficiarios.id, contratoId: beneficiarios.contratoId, idErp: beneficiarios.idErp })
        .from(beneficiarios)
        .where(textoEm(beneficiarios.idErp, beneficiariosErp))
    : [];
  const existentes = titulosErp.length
    ? await db.select().from(titulos).where(textoEm(titulos.idErp, titulosErp))
    : [];
  const itensExistentes = existentes.length
    ? await db
        .select()
        .from(tituloItens)
        .where(
          inteiroEm(
            tituloItens.tituloId,
            existentes.map((t) => t.id),
          ),
        )
        .orderBy(asc(tituloItens.id))
    : [];
  const itensPorTitulo: Map<number, Item[]> = agruparPor(
    itensExistentes,
    (i) => i.tituloId,
    ({ tituloId: _tituloId, id: _id, ...item }) => item,
  );
  return {
    contratoPorErp: new Map(contratoRows.map((c) => [c.idErp!, c])),
    beneficiarioPorErp: new Map(beneficiarioRows.map((b) => [b.idErp!, b])),
    existentePorErp: new Map(existentes.map((t) => [t.idErp!, t])),
    itensPorTitulo,
  };
}

type Referencias = Awaited<ReturnType<typeof referencias>>;

/** The record's items with the portal's beneficiary ids; each must be a member of the bill's contract. */
function itensDoTitulo(titulo: TituloErp, contratoId: number, refs: Referencias): Item[] {
  return titulo.itens.map((item, j) => {
    const beneficiario = refs.beneficiarioPorErp.get(item.beneficiarioIdErp);
    if (!beneficiario || beneficiario.contratoId !== contratoId) {
      return recusar(INTEGRACAO_MESSAGES.beneficiarioDesconhecido, `itens.${j}.beneficiarioIdErp`);
    }
    return {
      bloco: item.bloco,
      beneficiarioId: beneficiario.id,
      descricao: item.descricao,
      data: item.data ?? null,
      valorCentavos: item.valorCentavos,
    };
  });
}

/** References, rules, then the verdict of one bill. */
function julgar(titulo: TituloErp, refs: Referencias): Veredito<LinhaTitulo> {
  regras(titulo);
  const contrato =
    refs.contratoPorErp.get(titulo.contratoIdErp) ??
    recusar(INTEGRACAO_MESSAGES.contratoDesconhecido, 'contratoIdErp');
  const itens = itensDoTitulo(titulo, contrato.id, refs);
  const atual = refs.existentePorErp.get(titulo.idErp);
  if (
    atual &&
    (atual.contratoId !== contrato.id || atual.competencia !== competenciaDia(titulo.competencia))
  ) {
    recusar(INTEGRACAO_MESSAGES.contratoImutavel, 'contratoIdErp', 'competencia');
  }
  const itensIguais = atual !== undefined && mesmosItens(refs.itensPorTitulo.get(atual.id) ?? [], itens);
  if (atual && itensIguais && mesmasColunas(atual, colunas(titulo))) return { resultado: 'inalterado' };
  const linha: LinhaTitulo = {
    ...colunas(titulo),
    id: atual?.id ?? null,
    idErp: titulo.idErp,
    contratoId: contrato.id,
    competencia: competenciaDia(titulo.competencia),
    // The public code of decision 0014: contract + yyyyMM.
    codigo: `${contrato.codigo}${titulo.competencia.replace('-', '')}`,
    // The lines are replaced only when they changed: a payment keeps them, and with them the uses billed on
    // them (utilizacoes.titulo_item_id, set null when its line goes).
    itens: itensIguais ? null : itens,
  };
  return juntavel(atual ? 'atualizado' : 'criado', linha, gravarTitulos);
}

/** A new (`id` null) or changed bill as `julgar` built it; `itens` null when its lines stay as they are. */
interface LinhaTitulo extends ReturnType<typeof colunas> {
  id: number | null;
  idErp: string;
  contratoId: number;
  competencia: string;
  codigo: string;
  itens: Item[] | null;
}

/**
 * The batch's new and changed bills in ONE statement, whatever their number (decision 0058): the bills as one
 * JSON parameter and their lines as another; new bills inserted, changed ones updated, the lines of those
 * whose lines changed deleted and the new lines inserted (a statement's WITHs all see the rows as they were,
 * so the delete never meets the lines inserted beside it), in the batch's order (the ids keep the ERP's
 * order of lines, which `mesmosItens` compares).
 */
function montarTitulos(linhas: LinhaTitulo[]): (sp: Database) => Promise<void> {
  const bills = linhas.map(({ itens, ...linha }) => ({ ...linha, trocarItens: itens !== null }));
  const itens = linhas
    .flatMap((l) => (l.itens ?? []).map((item) => ({ ...item, t: l.idErp })))
    .map((item, ordem) => ({ ...item, ordem }));
  // Built now, run later: the bulk load builds a batch's JSON while the batch before it is written (0067).
  const comando = sql`
    with d as (
      select * from jsonb_to_recordset(${jsonParam(bills)}) as d(
        id int, "idErp" text, "contratoId" int, competencia date, codigo text, vencimento date,
        "valorCentavos" int, situacao text, "dataPagamento" date, "valorPagoCentavos" int,
        "formaPagamento" text, "nossoNumero" text, "trocarItens" boolean)),
    novos as (
      insert into ${titulos} (id_erp, contrato_id, competencia, codigo, vencimento, valor_centavos, situacao,
                             data_pagamento, valor_pago_centavos, forma_pagamento, nosso_numero)
      select "idErp", "contratoId", competencia, codigo, vencimento, "valorCentavos", situacao,
             "dataPagamento", "valorPagoCentavos", "formaPagamento", "nossoNumero"
        from d where d.id is null
      returning id, id_erp),
    alterados as (
      update ${titulos} t
         set vencimento = d.vencimento, valor_centavos = d."valorCentavos", situacao = d.situacao,
             data_pagamento = d."dataPagamento", valor_pago_centavos = d."valorPagoCentavos",
             forma_pagamento = d."formaPagamento", nosso_numero = d."nossoNumero"
        from d where t.id = d.id),
    sem_itens as (
      delete from ${tituloItens} i using d where i.titulo_id = d.id and d."trocarItens")
    insert into ${tituloItens} (titulo_id, bloco, beneficiario_id, descricao, data, valor_centavos)
    select coalesce(d.id, n.id), i.bloco, i."beneficiarioId", i.descricao, i.data, i."valorCentavos"
      from jsonb_to_recordset(${jsonParam(itens)}) as i(
             t text, bloco text, "beneficiarioId" int, descricao text, data date, "valorCentavos" int, ordem int)
      join d on d."idErp" = i.t
      left join novos n on n.id_erp = i.t
     order by i.ordem`;
  return async (sp) => {
    await sp.execute(comando);
  };
}

const gravarTitulos = (sp: Database, linhas: LinhaTitulo[]): Promise<void> => montarTitulos(linhas)(sp);

/**
 * The batch's stored bills as ids and row versions (xmin): only this kind writes bills and their lines, and
 * it rewrites the bill's row whenever it touches its lines, so a write to either changes this (decision 0067).
 */
async function versao(db: Database, lote: TituloErp[]): Promise<string> {
  const [linha] = await db
    .select({
      v: sql<string>`coalesce(string_agg(${titulos.id} || ':' || ${titulos}.xmin, ',' order by ${titulos.id}), '')`,
    })
    .from(titulos)
    .where(
      textoEm(
        titulos.idErp,
        lote.map((t) => t.idErp),
      ),
    );
  return linha?.v ?? '';
}

const tipoTitulos: TipoLote<TituloErp, Referencias, LinhaTitulo> = {
  chave: 'integracao:titulos',
  schema: tituloErpSchema,
  invalido: INTEGRACAO_MESSAGES.tituloInvalido,
  idErp: (t) => t.idErp,
  referencias,
  julgar,
  gravarJuntos: gravarTitulos,
  montarJuntos: montarTitulos,
  unicas: MENSAGEM_UNICA,
  versao,
};

export const upsertTitulos = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoTitulos, registros);

/** The bulk load's two steps (shapes now, the database later: `prepararLote`), judged ahead on `antecipar`. */
export const prepararTitulos = (registros: readonly unknown[], antecipar?: Database) =>
  prepararLote(tipoTitulos, registros, antecipar);
