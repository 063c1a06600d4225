// PUT /integracao/v1/titulos (issue 19, decision 0024 §6): the ERP's bills, keyed by its own idErp, into the
// same titulos/titulo_itens rows Situação Financeira reads. Each record is judged on its own — shape,
// references (contract and beneficiaries by their ERP ids), rules — and applied in its own savepoint, so a
// bad record is one error in the answer and never stops the others. A record equal to the stored bill is
// `inalterado`: the same batch twice changes nothing. Reads are a fixed number of queries for the batch.
import { asc, eq, inArray } from 'drizzle-orm';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import {
  tituloErpSchema,
  type ResultadoLote,
  type TituloErp,
} from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../../db/client.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import {
  aplicarLote,
  checarDias,
  criado,
  mesmasColunas,
  recusar,
  RegistroInvalido,
  type TipoLote,
  type Veredito,
} from './lote.js';

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
        .where(inArray(contratos.idErp, contratosErp))
    : [];
  const beneficiarioRows = beneficiariosErp.length
    ? await db
        .select({ id: beneficiarios.id, contratoId: beneficiarios.contratoId, idErp: beneficiarios.idErp })
        .from(beneficiarios)
        .where(inArray(beneficiarios.idErp, beneficiariosErp))
    : [];
  const existentes = titulosErp.length
    ? await db.select().from(titulos).where(inArray(titulos.idErp, titulosErp))
    : [];
  const itensExistentes = existentes.length
    ? await db
        .select()
        .from(tituloItens)
        .where(
          inArray(
            tituloItens.tituloId,
            existentes.map((t) => t.id),
          ),
        )
        .orderBy(asc(tituloItens.id))
    : [];
  const itensPorTitulo = new Map<number, Item[]>();
  for (const { tituloId, id: _id, ...item } of itensExistentes) {
    itensPorTitulo.set(tituloId, [...(itensPorTitulo.get(tituloId) ?? []), item]);
  }
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
function julgar(titulo: TituloErp, refs: Referencias): Veredito<NovoTitulo> {
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
  if (atual) {
    return {
      resultado: 'atualizado',
      gravar: async (sp) => {
        await sp.update(titulos).set(colunas(titulo)).where(eq(titulos.id, atual.id));
        // The lines are replaced only when they changed: a payment keeps them, and with them the uses
        // billed on them (utilizacoes.titulo_item_id, set null when its line goes).
        if (itensIguais) return;
        await sp.delete(tituloItens).where(eq(tituloItens.tituloId, atual.id));
        await sp.insert(tituloItens).values(itens.map((item) => ({ ...item, tituloId: atual.id })));
      },
    };
  }
  const novo: NovoTitulo = {
    titulo: {
      ...colunas(titulo),
      idErp: titulo.idErp,
      contratoId: contrato.id,
      competencia: competenciaDia(titulo.competencia),
      // The public code of decision 0014: contract + yyyyMM.
      codigo: `${contrato.codigo}${titulo.competencia.replace('-', '')}`,
    },
    itens,
  };
  return criado(novo, gravarNovos);
}

/** A new bill's row and its items, as `julgar` built them. */
interface NovoTitulo {
  titulo: typeof titulos.$inferInsert & { idErp: string };
  itens: Item[];
}

/** Items per insert: 6 parameters each, well under PostgreSQL's 65,535 per statement. */
const ITENS_POR_INSERT = 5000;

/** New bills in two multi-row statements (plus one per 5,000 items): the bulk load's pace. */
async function gravarNovos(sp: Database, novos: NovoTitulo[]): Promise<void> {
  const ids = await sp
    .insert(titulos)
    .values(novos.map((n) => n.titulo))
    .returning({ id: titulos.id, idErp: titulos.idErp });
  const idPorErp = new Map(ids.map((r) => [r.idErp, r.id]));
  const itens = novos.flatMap((n) =>
    n.itens.map((item) => ({ ...item, tituloId: idPorErp.get(n.titulo.idErp)! })),
  );
  for (let i = 0; i < itens.length; i += ITENS_POR_INSERT) {
    await sp.insert(tituloItens).values(itens.slice(i, i + ITENS_POR_INSERT));
  }
}

const tipoTitulos: TipoLote<TituloErp, Referencias, NovoTitulo> = {
  chave: 'integracao:titulos',
  schema: tituloErpSchema,
  invalido: INTEGRACAO_MESSAGES.tituloInvalido,
  idErp: (t) => t.idErp,
  referencias,
  julgar,
  gravarJuntos: gravarNovos,
  unicas: MENSAGEM_UNICA,
};

export const upsertTitulos = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoTitulos, registros);
