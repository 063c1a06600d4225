// PUT /integracao/v1/titulos (issue 19, decision 0024 §6): the ERP's bills, keyed by its own idErp, into the
// same titulos/titulo_itens rows Situação Financeira reads. Each record is judged on its own — shape,
// references (contract and beneficiaries by their ERP ids), rules — and applied in its own savepoint, so a
// bad record is one error in the answer and never stops the others. A record equal to the stored bill is
// `inalterado`: the same batch twice changes nothing. Reads are a fixed number of queries for the batch.
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { INTEGRACAO_MESSAGES, parseIsoDate } from '@portal/domain';
import {
  tituloErpSchema,
  type RegistroLote,
  type ResultadoLote,
  type TituloErp,
} from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../../db/client.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, contratos } from '../../db/schema/plans.js';
import { lockKey } from '../../db/locks.js';
import { constraintOf, isUniqueViolation } from '../../platform/db-errors.js';

type Campos = Record<string, string>;
type Titulo = typeof titulos.$inferSelect;
type Item = Omit<typeof tituloItens.$inferInsert, 'tituloId' | 'id'>;

class RegistroInvalido extends Error {
  constructor(
    message: string,
    readonly campos?: Campos,
  ) {
    super(message);
  }
}

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/** Zod's issues as Portuguese field errors keyed by path ('itens.0.valorCentavos'). */
function camposDe(error: z.ZodError, input: unknown): Campos {
  const campos: Campos = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        campos[[...issue.path, key].join('.')] = INTEGRACAO_MESSAGES.campoDesconhecido;
      continue;
    }
    const campo = issue.path.join('.') || '_';
    campos[campo] ??=
      valueAt(input, issue.path) === undefined
        ? INTEGRACAO_MESSAGES.campoObrigatorio
        : INTEGRACAO_MESSAGES.valorInvalido;
  }
  return campos;
}

/** Days the schema's pattern lets through but the calendar does not have (2026-02-31). */
function diasInexistentes(t: TituloErp): Campos {
  const campos: Campos = {};
  const checar = (campo: string, dia: string | null | undefined) => {
    if (dia && !parseIsoDate(dia)) campos[campo] = INTEGRACAO_MESSAGES.valorInvalido;
  };
  checar('vencimento', t.vencimento);
  checar('dataPagamento', t.dataPagamento);
  t.itens.forEach((item, j) => checar(`itens.${j}.data`, item.data));
  return campos;
}

function regras(t: TituloErp): void {
  const dias = diasInexistentes(t);
  if (Object.keys(dias).length > 0) throw new RegistroInvalido(INTEGRACAO_MESSAGES.tituloInvalido, dias);
  const soma = t.itens.reduce((total, item) => total + item.valorCentavos, 0);
  if (soma !== t.valorCentavos) {
    throw new RegistroInvalido(INTEGRACAO_MESSAGES.somaItensDiferente, {
      valorCentavos: INTEGRACAO_MESSAGES.somaItensDiferente,
    });
  }
  const pago = t.situacao === 'PAGO';
  const temPagamento = t.valorPagoCentavos != null || t.dataPagamento != null;
  if (pago && (t.valorPagoCentavos == null || t.dataPagamento == null)) {
    const campos: Campos = {};
    if (t.valorPagoCentavos == null) campos.valorPagoCentavos = INTEGRACAO_MESSAGES.pagamentoObrigatorio;
    if (t.dataPagamento == null) campos.dataPagamento = INTEGRACAO_MESSAGES.pagamentoObrigatorio;
    throw new RegistroInvalido(INTEGRACAO_MESSAGES.pagamentoObrigatorio, campos);
  }
  if (!pago && temPagamento) {
    throw new RegistroInvalido(INTEGRACAO_MESSAGES.pagamentoSoQuandoPago, {
      [t.valorPagoCentavos != null ? 'valorPagoCentavos' : 'dataPagamento']:
        INTEGRACAO_MESSAGES.pagamentoSoQuandoPago,
    });
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
  nossoNumero: t.nossoNumero,
});

const itemChave = (i: Item) =>
  JSON.stringify([i.bloco, i.beneficiarioId, i.descricao, i.data ?? null, i.valorCentavos]);

function igual(atual: Titulo, itensAtuais: Item[], t: TituloErp, itens: Item[]): boolean {
  const novo = colunas(t);
  const mesmasColunas = (Object.keys(novo) as (keyof typeof novo)[]).every((k) => atual[k] === novo[k]);
  return (
    mesmasColunas &&
    itensAtuais.length === itens.length &&
    itensAtuais.every((item, i) => itemChave(item) === itemChave(itens[i]!))
  );
}

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
      throw new RegistroInvalido(INTEGRACAO_MESSAGES.beneficiarioDesconhecido, {
        [`itens.${j}.beneficiarioIdErp`]: INTEGRACAO_MESSAGES.beneficiarioDesconhecido,
      });
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

export async function upsertTitulos(db: Database, registros: readonly unknown[]): Promise<ResultadoLote> {
  const resultados: RegistroLote[] = registros.map((_, indice) => ({
    indice,
    idErp: null,
    resultado: 'erro',
  }));
  const erro = (indice: number, mensagem: string, campos?: Campos) => {
    resultados[indice] = {
      ...resultados[indice]!,
      resultado: 'erro',
      mensagem,
      ...(campos ? { campos } : {}),
    };
  };

  // 1. Shape of each record, and one idErp per batch (the second of a pair cannot say which one wins).
  const validos: { indice: number; titulo: TituloErp }[] = [];
  const vistos = new Set<string>();
  registros.forEach((registro, indice) => {
    const idErp = valueAt(registro, ['idErp']);
    if (typeof idErp === 'string') resultados[indice]!.idErp = idErp.slice(0, 64);
    const parsed = tituloErpSchema.safeParse(registro);
    if (!parsed.success)
      return erro(indice, INTEGRACAO_MESSAGES.tituloInvalido, camposDe(parsed.error, registro));
    if (vistos.has(parsed.data.idErp)) {
      return erro(indice, INTEGRACAO_MESSAGES.idErpRepetido, { idErp: INTEGRACAO_MESSAGES.idErpRepetido });
    }
    vistos.add(parsed.data.idErp);
    validos.push({ indice, titulo: parsed.data });
  });

  // 2. One batch at a time (every instance): a batch is judged against what the previous one left, so two
  //    identical batches sent together end as one `criado` and one `inalterado`, never a unique violation.
  //    Each record then goes in its own savepoint: a failure rolls back that record only.
  await db.transaction(async (tx) => {
    await lockKey(tx, 'integracao:titulos');
    const refs = await referencias(
      tx,
      validos.map((v) => v.titulo),
    );
    for (const { indice, titulo } of validos) {
      try {
        regras(titulo);
        const contrato = refs.contratoPorErp.get(titulo.contratoIdErp);
        if (!contrato) {
          throw new RegistroInvalido(INTEGRACAO_MESSAGES.contratoDesconhecido, {
            contratoIdErp: INTEGRACAO_MESSAGES.contratoDesconhecido,
          });
        }
        const itens = itensDoTitulo(titulo, contrato.id, refs);
        const atual = refs.existentePorErp.get(titulo.idErp);
        if (
          atual &&
          (atual.contratoId !== contrato.id || atual.competencia !== competenciaDia(titulo.competencia))
        ) {
          throw new RegistroInvalido(INTEGRACAO_MESSAGES.contratoImutavel, {
            contratoIdErp: INTEGRACAO_MESSAGES.contratoImutavel,
            competencia: INTEGRACAO_MESSAGES.contratoImutavel,
          });
        }
        if (atual) {
          if (igual(atual, refs.itensPorTitulo.get(atual.id) ?? [], titulo, itens)) {
            resultados[indice] = { indice, idErp: titulo.idErp, resultado: 'inalterado' };
            continue;
          }
        }
        await tx.transaction(async (sp) => {
          let tituloId: number;
          if (atual) {
            await sp.update(titulos).set(colunas(titulo)).where(eq(titulos.id, atual.id));
            await sp.delete(tituloItens).where(eq(tituloItens.tituloId, atual.id));
            tituloId = atual.id;
          } else {
            const [novo] = await sp
              .insert(titulos)
              .values({
                ...colunas(titulo),
                idErp: titulo.idErp,
                contratoId: contrato.id,
                competencia: competenciaDia(titulo.competencia),
                // The public code of decision 0014: contract + yyyyMM.
                codigo: `${contrato.codigo}${titulo.competencia.replace('-', '')}`,
              })
              .returning({ id: titulos.id });
            tituloId = novo!.id;
          }
          await sp.insert(tituloItens).values(itens.map((item) => ({ ...item, tituloId })));
        });
        resultados[indice] = { indice, idErp: titulo.idErp, resultado: atual ? 'atualizado' : 'criado' };
      } catch (error) {
        if (error instanceof RegistroInvalido) erro(indice, error.message, error.campos);
        else if (isUniqueViolation(error)) {
          const mensagem =
            MENSAGEM_UNICA[constraintOf(error) ?? ''] ?? INTEGRACAO_MESSAGES.registroConcorrente;
          erro(indice, mensagem);
        } else throw error;
      }
    }
  });

  const contar = (r: RegistroLote['resultado']) => resultados.filter((x) => x.resultado === r).length;
  return {
    resultados,
    totais: {
      criados: contar('criado'),
      atualizados: contar('atualizado'),
      inalterados: contar('inalterado'),
      erros: contar('erro'),
    },
  };
}
