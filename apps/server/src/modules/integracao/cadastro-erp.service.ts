// PUT /integracao/v1/contratos, /beneficiarios and /cartoes (issue 19, decision 0024 "Cadastro"): the ERP's
// contracts (with their plan and family group), memberships (with their person) and cards, keyed by its own
// ids, into the tables Meu Plano, Cartão Virtual and first access read. The batch machinery is lote.ts's;
// here only each kind's references (read once per batch) and rules. New contracts, new memberships (with their
// people and first contacts) and new or changed cards are written by one set-based statement per batch
// (decision 0058). The ERP's changes write no outbox event: events are for what members file (decision 0025);
// the area's hook audits each call with the client id.
import { eq, or, sql } from 'drizzle-orm';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import {
  beneficiarioErpSchema,
  cartaoErpSchema,
  contratoErpSchema,
  type BeneficiarioErp,
  type CartaoErp,
  type ContratoErp,
} from '@portal/domain/contract/integracao/cadastro';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../../db/client.js';
import { inteiroEm, jsonParam, textoEm } from '../../db/json-param.js';
import { rowsOf } from '../../db/rows.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos, gruposFamiliares } from '../../db/schema/contratos.js';
import {
  aplicarLote,
  checarDias,
  prepararLote,
  distintos,
  juntavel,
  mesmasColunas,
  porChave,
  provisorios,
  recusar,
  seHouver,
  type TipoLote,
} from './lote.js';

// ---------------------------------------------------------------------------------------------- contracts

const colunasContrato = (c: ContratoErp) => ({
  codigo: c.codigo,
  plano: c.plano,
  segmentacao: c.segmentacao,
  registroAnsProduto: c.registroAnsProduto,
  tipoContratacao: c.tipoContratacao,
  acomodacao: c.acomodacao ?? null,
  abrangencia: c.abrangencia ?? null,
  dataInicio: c.dataInicio,
  situacao: c.situacao,
});

async function referenciasContratos(db: Database, lote: ContratoErp[]) {
  const familias = distintos(lote.map((c) => c.familiaIdErp));
  const ids = lote.map((c) => c.idErp);
  const grupos = await seHouver(familias, () =>
    db
      .select({ id: gruposFamiliares.id, idErp: gruposFamiliares.idErp })
      .from(gruposFamiliares)
      .where(textoEm(gruposFamiliares.idErp, familias)),
  );
  const existentes = await seHouver(ids, () =>
    db.select().from(contratos).where(textoEm(contratos.idErp, ids)),
  );
  return {
    grupoPorErp: new Map(grupos.map((g) => [g.idErp!, g.id])),
    contratoPorErp: porChave(existentes, (c) => c.idErp!),
    provisorio: provisorios(),
  };
}

type RefsContratos = Awaited<ReturnType<typeof referenciasContratos>>;

/** A new (`id` null) or changed contract; `grupoId` null (or provisional, below 0) for a family new here. */
interface LinhaContrato extends ReturnType<typeof colunasContrato> {
  id: number | null;
  idErp: string;
  familiaIdErp: string;
  grupoId: number | null;
}

/**
 * The batch's new and changed contracts in one statement: a family's first contract creates its group (its code
 * is the ERP's id: no other data), once however many of the family's contracts the batch brings. Answers each
 * contract's ERP id with its group.
 */
async function gravarContratos(sp: Database, linhas: LinhaContrato[]) {
  const resultado = await sp.execute(sql`
    with d as (
      select * from jsonb_to_recordset(${jsonParam(linhas)}) as d(
        id int, "idErp" text, "familiaIdErp" text, "grupoId" int, codigo text, plano text, segmentacao text,
        "registroAnsProduto" text, "tipoContratacao" text, acomodacao text, abrangencia text,
        "dataInicio" date, situacao text)),
    grupos as (
      insert into ${gruposFamiliares} (codigo, id_erp)
      select distinct "familiaIdErp", "familiaIdErp" from d where d.id is null and coalesce("grupoId", 0) <= 0
      returning id, id_erp),
    alterados as (
      update ${contratos} c
         set codigo = d.codigo, plano = d.plano, segmentacao = d.segmentacao,
             registro_ans_produto = d."registroAnsProduto", tipo_contratacao = d."tipoContratacao",
             acomodacao = d.acomodacao, abrangencia = d.abrangencia, data_inicio = d."dataInicio",
             situacao = d.situacao
        from d where d.id is not null and c.id = d.id)
    insert into ${contratos} (codigo, plano, segmentacao, registro_ans_produto, tipo_contratacao, acomodacao,
                              abrangencia, data_inicio, situacao, id_erp, grupo_familiar_id)
    select d.codigo, d.plano, d.segmentacao, d."registroAnsProduto", d."tipoContratacao", d.acomodacao,
           d.abrangencia, d."dataInicio", d.situacao, d."idErp",
           case when d."grupoId" > 0 then d."grupoId" else g.id end
      from d left join grupos g on g.id_erp = d."familiaIdErp"
     where d.id is null
    returning id_erp as "idErp", grupo_familiar_id as "grupoId"`);
  return rowsOf<{ idErp: string; grupoId: number }>(resultado);
}

const tipoContratos: TipoLote<ContratoErp, RefsContratos, LinhaContrato> = {
  chave: 'integracao:contratos',
  schema: contratoErpSchema,
  invalido: INTEGRACAO_MESSAGES.contratoInvalido,
  idErp: (c) => c.idErp,
  referencias: referenciasContratos,
  julgar: (c, refs) => {
    checarDias(INTEGRACAO_MESSAGES.contratoInvalido, { dataInicio: c.dataInicio });
    const atual = refs.contratoPorErp.get(c.idErp);
    const grupoId = refs.grupoPorErp.get(c.familiaIdErp);
    if (atual && atual.grupoFamiliarId !== grupoId) {
      recusar(INTEGRACAO_MESSAGES.familiaImutavel, 'familiaIdErp');
    }
    const colunas = colunasContrato(c);
    if (atual && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
    const linha: LinhaContrato = {
      ...colunas,
      id: atual?.id ?? null,
      idErp: c.idErp,
      familiaIdErp: c.familiaIdErp,
      grupoId: grupoId ?? null,
    };
    // The family's later contracts of this batch join the group this one creates (provisional until written).
    if (grupoId === undefined) refs.grupoPorErp.set(c.familiaIdErp, refs.provisorio());
    const veredito = juntavel(atual ? 'atualizado' : 'criado', linha, gravarContratos);
    return {
      ...veredito,
      // Record by record (after a failed all-in-one attempt), the group written is the family's from then on.
      gravar: async (sp) => {
        for (const g of await gravarContratos(sp, [linha])) refs.grupoPorErp.set(c.familiaIdErp, g.grupoId);
      },
    };
  },
  gravarJuntos: async (sp, linhas) => {
    await gravarContratos(sp, linhas);
  },
  unicas: {
    contratos_codigo_unique: INTEGRACAO_MESSAGES.codigoContratoOcupado,
    grupos_familiares_codigo_unique: INTEGRACAO_MESSAGES.registroConcorrente,
  },
};

// ---------------------------------------------------------------------------------------- beneficiaries

/** The person's columns the ERP owns (the social name, contacts and address are the member's). */
const colunasPessoa = (b: BeneficiarioErp) => ({
  cpf: b.cpf,
  nomeCompleto: b.nomeCompleto,
  dataNascimento: b.dataNascimento,
  sexo: b.sexo,
  nomeMae: b.nomeMae ?? null,
  cns: b.cns ?? null,
});
type PessoaErp = ReturnType<typeof colunasPessoa> & { id: number };

const pessoaSelecao = {
  cpf: pessoas.cpf,
  nomeCompleto: pessoas.nomeCompleto,
  dataNascimento: pessoas.dataNascimento,
  sexo: pessoas.sexo,
  nomeMae: pessoas.nomeMae,
  cns: pessoas.cns,
};

const vinculoSelecao = {
  id: beneficiarios.id,
  idErp: beneficiarios.idErp,
  pessoaId: beneficiarios.pessoaId,
  contratoId: beneficiarios.contratoId,
  tipo: beneficiarios.tipo,
  titularId: beneficiarios.titularId,
  parentesco: beneficiarios.parentesco,
  dataInclusao: beneficiarios.dataInclusao,
  dataExclusao: beneficiarios.dataExclusao,
};

/** Contracts, memberships (the records' and their titulars') and people (by CPF or membership): 3 queries. */
async function referenciasBeneficiarios(db: Database, lote: BeneficiarioErp[]) {
  const contratosErp = distintos(lote.map((b) => b.contratoIdErp));
  const vinculosErp = distintos(lote.flatMap((b) => [b.idErp, b.titularIdErp]));
  const cpfs = distintos(lote.map((b) => b.cpf));
  const contratoRows = await seHouver(contratosErp, () =>
    db
      .select({ id: contratos.id, idErp: contratos.idErp, grupoFamiliarId: contratos.grupoFamiliarId })
      .from(contratos)
      .where(textoEm(contratos.idErp, contratosErp)),
  );
  const vinculos = await seHouver(vinculosErp, () =>
    db.select(vinculoSelecao).from(beneficiarios).where(textoEm(beneficiarios.idErp, vinculosErp)),
  );
  const pessoaIds = distintos(vinculos.map((v) => v.pessoaId));
  const pessoaRows = cpfs.length
    ? await db
        .select({ id: pessoas.id, ...pessoaSelecao })
        .from(pessoas)
        .where(
          or(textoEm(pessoas.cpf, cpfs), pessoaIds.length ? inteiroEm(pessoas.id, pessoaIds) : undefined),
        )
    : [];
  return {
    contratoPorErp: porChave(contratoRows, (c) => c.idErp!),
    vinculoPorErp: porChave(vinculos, (v) => v.idErp!),
    pessoaPorId: porChave<PessoaErp, number>(pessoaRows, (p) => p.id),
    pessoaIdPorCpf: new Map(pessoaRows.map((p) => [p.cpf, p.id])),
    /**
     * A negative id standing for a row the batch will insert in its multi-row statements (never a real id:
     * serials start at 1), so a later record can name it — a dependant its titular, a second membership its
     * person — before it exists; `gravarVinculosNovos` maps each to the id the insert returns.
     */
    provisorio: provisorios(),
  };
}

type RefsBeneficiarios = Awaited<ReturnType<typeof referenciasBeneficiarios>>;
type VinculoRow = RefsBeneficiarios['vinculoPorErp'] extends Map<string, infer V> ? V : never;

/** A new membership written with the batch's others: its row, with ids that may still be provisional. */
interface VinculoNovo {
  registro: BeneficiarioErp;
  /** The person to insert with it (a CPF the portal does not know yet), under its provisional id. */
  pessoaNova: PessoaErp | null;
  linha: VinculoRow & { grupoFamiliarId: number };
}

/**
 * New memberships in ONE statement whatever their number (the bulk load of a million members; decision 0058):
 * the new people, their first contacts, the memberships without a titular (titulars, contratantes) and the
 * dependants, each provisional id resolved inside the statement — a new person by its CPF, a new titular by
 * its ERP id (a statement's WITHs see each other's rows only through RETURNING; the foreign keys are checked
 * at its end, when every row is there).
 */
async function gravarVinculosNovos(sp: Database, novos: VinculoNovo[]): Promise<void> {
  const cpfProvisorio = new Map<number, string>();
  const erpProvisorio = new Map<number, string>();
  for (const n of novos) {
    if (n.pessoaNova) cpfProvisorio.set(n.pessoaNova.id, n.pessoaNova.cpf);
    erpProvisorio.set(n.linha.id, n.registro.idErp);
  }
  const pessoasNovas = novos.flatMap((n) => (n.pessoaNova ? [n.pessoaNova] : []));
  const contatos = novos
    .flatMap((n) =>
      n.pessoaNova ? contatosIniciais(n.registro, 0).map((c) => ({ ...c, cpf: n.registro.cpf })) : [],
    )
    .map(({ pessoaId: _p, ...c }, ordem) => ({ ...c, ordem }));
  const vinculos = novos.map(({ linha: { id: _id, pessoaId, titularId, ...linha } }) => ({
    ...linha,
    pessoaId: pessoaId > 0 ? pessoaId : null,
    pessoaCpf: cpfProvisorio.get(pessoaId) ?? null,
    titularId: titularId !== null && titularId > 0 ? titularId : null,
    titularIdErp: titularId !== null && titularId < 0 ? erpProvisorio.get(titularId)! : null,
  }));
  await sp.execute(sql`
    with d as (
      select * from jsonb_to_recordset(${jsonParam(vinculos)}) as d(
        "idErp" text, "pessoaId" int, "pessoaCpf" text, "contratoId" int, "grupoFamiliarId" int, tipo text,
        "titularId" int, "titularIdErp" text, parentesco text, "dataInclusao" date, "dataExclusao" date)),
    novas as (
      insert into ${pessoas} (cpf, nome_completo, data_nascimento, sexo, nome_mae, cns)
      select cpf, "nomeCompleto", "dataNascimento", sexo, "nomeMae", cns
        from jsonb_to_recordset(${jsonParam(pessoasNovas)}) as p(
          cpf text, "nomeCompleto" text, "dataNascimento" date, sexo text, "nomeMae" text, cns text)
      returning id, cpf),
    contatos as (
      insert into ${pessoaContatos} (pessoa_id, tipo, valor, principal, verificado)
      select n.id, c.tipo, c.valor, c.principal, c.verificado
        from jsonb_to_recordset(${jsonParam(contatos)}) as c(
               cpf text, tipo text, valor text, principal boolean, verificado boolean, ordem int)
        join novas n on n.cpf = c.cpf
       order by c.ordem),
    vinculos as (
      select d.*, coalesce(d."pessoaId", n.id) as pessoa from d left join novas n on n.cpf = d."pessoaCpf"),
    titulares as (
      insert into ${beneficiarios} (pessoa_id, contrato_id, grupo_familiar_id, tipo, titular_id, parentesco,
                                    data_inclusao, data_exclusao, id_erp)
      select pessoa, "contratoId", "grupoFamiliarId", tipo, "titularId", parentesco, "dataInclusao",
             "dataExclusao", "idErp"
        from vinculos where "titularIdErp" is null
      returning id, id_erp)
    insert into ${beneficiarios} (pessoa_id, contrato_id, grupo_familiar_id, tipo, titular_id, parentesco,
                                  data_inclusao, data_exclusao, id_erp)
    select v.pessoa, v."contratoId", v."grupoFamiliarId", v.tipo, t.id, v.parentesco, v."dataInclusao",
           v."dataExclusao", v."idErp"
      from vinculos v join titulares t on t.id_erp = v."titularIdErp"`);
}

/** A dependant's titular: a TITULAR membership of the same contract (already stored or earlier in the batch). */
function titularDe(b: BeneficiarioErp, contratoId: number, refs: RefsBeneficiarios): number | null {
  if (b.tipo !== 'DEPENDENTE') {
    if (b.titularIdErp) recusar(INTEGRACAO_MESSAGES.titularSoDeDependente, 'titularIdErp');
    return null;
  }
  if (!b.titularIdErp) return recusar(INTEGRACAO_MESSAGES.titularObrigatorio, 'titularIdErp');
  const titular = refs.vinculoPorErp.get(b.titularIdErp);
  if (!titular || titular.tipo !== 'TITULAR' || titular.contratoId !== contratoId) {
    return recusar(INTEGRACAO_MESSAGES.titularDesconhecido, 'titularIdErp');
  }
  return titular.id;
}

/**
 * Contacts first access sends its code to; written with a new person only (then they are the member's).
 * The operator's systems vouch for them: verified, as if confirmed by a code (issue 33).
 */
const contatosIniciais = (b: BeneficiarioErp, pessoaId: number) => {
  const contato = { pessoaId, principal: true, verificado: true };
  return [
    ...(b.email ? [{ ...contato, tipo: 'EMAIL' as const, valor: b.email }] : []),
    ...(b.celular ? [{ ...contato, tipo: 'TELEFONE_CELULAR' as const, valor: b.celular }] : []),
  ];
};

const tipoBeneficiarios: TipoLote<BeneficiarioErp, RefsBeneficiarios, VinculoNovo> = {
  chave: 'integracao:beneficiarios',
  schema: beneficiarioErpSchema,
  invalido: INTEGRACAO_MESSAGES.beneficiarioInvalido,
  idErp: (b) => b.idErp,
  referencias: referenciasBeneficiarios,
  julgar: (b, refs) => {
    checarDias(INTEGRACAO_MESSAGES.beneficiarioInvalido, {
      dataInclusao: b.dataInclusao,
      dataExclusao: b.dataExclusao,
      dataNascimento: b.dataNascimento,
    });
    if (b.dataExclusao && b.dataExclusao < b.dataInclusao) {
      recusar(INTEGRACAO_MESSAGES.exclusaoAntesInclusao, 'dataExclusao');
    }
    const contrato =
      refs.contratoPorErp.get(b.contratoIdErp) ??
      recusar(INTEGRACAO_MESSAGES.contratoDesconhecido, 'contratoIdErp');
    const titularId = titularDe(b, contrato.id, refs);
    const atual = refs.vinculoPorErp.get(b.idErp);
    if (atual && atual.contratoId !== contrato.id) {
      recusar(INTEGRACAO_MESSAGES.vinculoImutavel, 'contratoIdErp');
    }
    // One person per CPF: a new membership of a known CPF is that person's; a stored membership keeps its
    // person, whose CPF may be corrected unless it is someone else's.
    const dono = refs.pessoaIdPorCpf.get(b.cpf);
    if (atual && dono !== undefined && dono !== atual.pessoaId) {
      recusar(INTEGRACAO_MESSAGES.cpfDeOutraPessoa, 'cpf');
    }
    const pessoaId = atual?.pessoaId ?? dono;
    const pessoa = pessoaId === undefined ? undefined : refs.pessoaPorId.get(pessoaId);
    const novaPessoa = colunasPessoa(b);
    const vinculo = {
      tipo: b.tipo,
      titularId,
      parentesco: b.parentesco ?? null,
      dataInclusao: b.dataInclusao,
      dataExclusao: b.dataExclusao ?? null,
    };
    const mesmaPessoa = pessoa !== undefined && mesmasColunas(pessoa, novaPessoa);
    if (atual && mesmaPessoa && mesmasColunas(atual, vinculo)) return { resultado: 'inalterado' };
    /** One record's writes (an update, or a new membership when the batch goes record by record). */
    const gravar = async (sp: Database) => {
      let id = pessoa?.id;
      if (id === undefined) {
        const [criada] = await sp.insert(pessoas).values(novaPessoa).returning({ id: pessoas.id });
        id = criada!.id;
        const contatos = contatosIniciais(b, id);
        if (contatos.length) await sp.insert(pessoaContatos).values(contatos);
      } else if (!mesmaPessoa) {
        await sp
          .update(pessoas)
          .set({ ...novaPessoa, updatedAt: sql`now()` })
          .where(eq(pessoas.id, id));
      }
      const gravado = atual
        ? (
            await sp
              .update(beneficiarios)
              .set(vinculo)
              .where(eq(beneficiarios.id, atual.id))
              .returning(vinculoSelecao)
          )[0]!
        : (
            await sp
              .insert(beneficiarios)
              .values({
                ...vinculo,
                idErp: b.idErp,
                pessoaId: id,
                contratoId: contrato.id,
                grupoFamiliarId: contrato.grupoFamiliarId,
              })
              .returning(vinculoSelecao)
          )[0]!;
      // What later records of the batch see: this membership (a dependant's titular) and this person.
      if (pessoa && pessoa.cpf !== b.cpf) refs.pessoaIdPorCpf.delete(pessoa.cpf);
      refs.pessoaIdPorCpf.set(b.cpf, id);
      refs.pessoaPorId.set(id, { id, ...novaPessoa });
      refs.vinculoPorErp.set(b.idErp, gravado);
    };
    // An update, or a new membership of a known person whose data the ERP changes: written on its own.
    if (atual || (pessoa && !mesmaPessoa)) return { resultado: atual ? 'atualizado' : 'criado', gravar };

    // A new membership (of a new person or of a known one unchanged): written with the batch's others. Later
    // records see it at once under provisional ids — the last step of the judgement, so a refused record
    // leaves nothing behind.
    const pessoaNova = pessoa ? null : { id: refs.provisorio(), ...novaPessoa };
    const linha = {
      ...vinculo,
      id: refs.provisorio(),
      idErp: b.idErp,
      pessoaId: pessoa?.id ?? pessoaNova!.id,
      contratoId: contrato.id,
      grupoFamiliarId: contrato.grupoFamiliarId,
    };
    const desfazer = () => {
      refs.vinculoPorErp.delete(b.idErp);
      if (pessoaNova) {
        refs.pessoaIdPorCpf.delete(b.cpf);
        refs.pessoaPorId.delete(pessoaNova.id);
      }
    };
    refs.vinculoPorErp.set(b.idErp, linha);
    if (pessoaNova) {
      refs.pessoaIdPorCpf.set(b.cpf, pessoaNova.id);
      refs.pessoaPorId.set(pessoaNova.id, pessoaNova);
    }
    return {
      resultado: 'criado',
      // Record by record (after a failed all-in-one attempt) its own writes replace the provisional ids
      // with real ones — or, when they fail, take the reservation back: the record is refused.
      gravar: async (sp) => {
        try {
          await gravar(sp);
        } catch (error) {
          desfazer();
          throw error;
        }
      },
      juntar: { registro: b, pessoaNova, linha },
    };
  },
  gravarJuntos: gravarVinculosNovos,
  unicas: {
    pessoas_cpf_unique: INTEGRACAO_MESSAGES.cpfDeOutraPessoa,
    beneficiarios_pessoa_contrato_tipo_uq: INTEGRACAO_MESSAGES.cpfRepetidoNoContrato,
  },
};

// ------------------------------------------------------------------------------------------------ cards

async function referenciasCartoes(db: Database, lote: CartaoErp[]) {
  const vinculosErp = distintos(lote.map((c) => c.beneficiarioIdErp));
  const numeros = lote.map((c) => c.numero);
  const vinculos = await seHouver(vinculosErp, () =>
    db
      .select({
        id: beneficiarios.id,
        idErp: beneficiarios.idErp,
        contratoId: beneficiarios.contratoId,
        tipo: beneficiarios.tipo,
      })
      .from(beneficiarios)
      .where(textoEm(beneficiarios.idErp, vinculosErp)),
  );
  const existentes = await seHouver(numeros, () =>
    db.select().from(carteiras).where(textoEm(carteiras.codigo, numeros)),
  );
  return {
    vinculoPorErp: porChave(vinculos, (v) => v.idErp!),
    cartaoPorNumero: porChave(existentes, (c) => c.codigo),
  };
}

type RefsCartoes = Awaited<ReturnType<typeof referenciasCartoes>>;

/** A new (`id` null) or changed card. */
type LinhaCartao = Pick<
  typeof carteiras.$inferInsert,
  'codigo' | 'beneficiarioId' | 'contratoId' | 'validade' | 'via'
> & {
  id: number | null;
};

/** New and changed cards in one statement (a first load brings one or more per member: a million rows). */
const gravarCartoes = async (sp: Database, linhas: LinhaCartao[]): Promise<void> => {
  await sp.execute(sql`
    with d as (
      select * from jsonb_to_recordset(${jsonParam(linhas)}) as d(
        id int, codigo text, "beneficiarioId" int, "contratoId" int, validade date, via int)),
    alterados as (
      update ${carteiras} c set validade = d.validade, via = d.via from d where d.id is not null and c.id = d.id)
    insert into ${carteiras} (codigo, beneficiario_id, contrato_id, validade, via)
    select codigo, "beneficiarioId", "contratoId", validade, via from d where d.id is null`);
};

const tipoCartoes: TipoLote<CartaoErp, RefsCartoes, LinhaCartao> = {
  chave: 'integracao:cartoes',
  chaveBruta: 'numero',
  schema: cartaoErpSchema,
  invalido: INTEGRACAO_MESSAGES.cartaoInvalido,
  idErp: (c) => c.numero,
  referencias: referenciasCartoes,
  julgar: (c, refs) => {
    checarDias(INTEGRACAO_MESSAGES.cartaoInvalido, { validade: c.validade });
    const vinculo =
      refs.vinculoPorErp.get(c.beneficiarioIdErp) ??
      recusar(INTEGRACAO_MESSAGES.cartaoBeneficiarioDesconhecido, 'beneficiarioIdErp');
    if (vinculo.tipo === 'CONTRATANTE') recusar(INTEGRACAO_MESSAGES.cartaoDeContratante, 'beneficiarioIdErp');
    const atual = refs.cartaoPorNumero.get(c.numero);
    if (atual && atual.beneficiarioId !== vinculo.id) {
      recusar(INTEGRACAO_MESSAGES.cartaoDeOutroBeneficiario, 'beneficiarioIdErp');
    }
    const colunas = { validade: c.validade, via: c.via };
    if (atual && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
    const linha = {
      ...colunas,
      id: atual?.id ?? null,
      codigo: c.numero,
      beneficiarioId: vinculo.id,
      contratoId: vinculo.contratoId,
    };
    return juntavel(atual ? 'atualizado' : 'criado', linha, gravarCartoes);
  },
  gravarJuntos: gravarCartoes,
};

export const upsertContratos = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoContratos, registros);

export const upsertBeneficiarios = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoBeneficiarios, registros);

export const upsertCartoes = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoCartoes, registros);

/** The bulk load's two steps of each kind (shapes now, the database later: `prepararLote`). */
export const prepararCadastro = {
  contratos: (registros: readonly unknown[]) => prepararLote(tipoContratos, registros),
  beneficiarios: (registros: readonly unknown[]) => prepararLote(tipoBeneficiarios, registros),
  cartoes: (registros: readonly unknown[]) => prepararLote(tipoCartoes, registros),
};
