// The set-based bulk writes (issue 43, decision 0058): a batch of bills or beneficiaries goes to the database as
// one statement, and still answers each record as the record-by-record path did — new, changed, unchanged and
// refused side by side, a repeated ERP id refused alone; a whole export loaded twice changes nothing the second
// time; the errors file names each refused line; and two loads of overlapping files at once (on PostgreSQL in
// CI: two connections, the kinds' advisory locks) write each record once, with no unique violation leaking;
// and a load analyzes the tables it doubled (decision 0064); a bills batch judged ahead of its turn is used only
// when the bills it read are still as they were under the lock (decision 0067).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import { inteiroEm } from '../../db/json-param.js';
import { rowsOf } from '../../db/rows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type { BeneficiarioErp, CartaoErp, ContratoErp } from '@portal/domain/contract/integracao/cadastro';
import type { TituloErp } from '@portal/domain/contract/integracao/integracao';
import { cpfFromBase } from '@portal/test-support/fresh-families';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { lotes, novoCliente, tokenDe } from '../../test/integracao.js';
import { QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import { analisarTabelasQueCresceram } from './estatisticas-da-carga.js';
import { arquivosDaImportacao, importarArquivo } from './importacao.js';
import { prepararTitulos } from './titulos-erp.service.js';

let h: TestHarness;
let token: string;
let pasta: string;
const consultas = new QueryCounter();
const demo = withDemo({ queryCounter: consultas });
const { enviar } = lotes<'contratos' | 'beneficiarios' | 'cartoes' | 'titulos'>(() => ({
  app: h.app,
  token,
}));

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(
    h.app,
    await novoCliente(h.database.db, h.clock, ['cadastro:escrita', 'faturamento:escrita']),
  );
  pasta = await mkdtemp(join(tmpdir(), 'carga-em-massa-'));
});
afterAll(() => rm(pasta, { recursive: true, force: true }));

const cpf = (n: number) => cpfFromBase(`83${String(n).padStart(7, '0')}`).replace(/\D/g, '');

/** Family `f` of series `s`: a contract, a titular (with an e-mail) and a dependant, their cards and bills. */
function familia(s: string, f: number, meses = 2) {
  const contrato: ContratoErp = {
    idErp: `MAS-${s}-C${f}`,
    familiaIdErp: `MAS-${s}-F${f}`,
    codigo: `7${s.charCodeAt(0)}${String(f).padStart(4, '0')}`,
    plano: 'Vale Verde Essencial',
    segmentacao: 'Ambulatorial + Hospitalar',
    registroAnsProduto: '487.654/21-3',
    tipoContratacao: 'Individual ou Familiar',
    dataInicio: '2024-01-01',
    situacao: 'ATIVO',
  };
  const base = { contratoIdErp: contrato.idErp, dataInclusao: '2024-01-01', sexo: 'F' as const };
  const numero = s.charCodeAt(0) * 1000 + f;
  const titular: BeneficiarioErp = {
    ...base,
    idErp: `MAS-${s}-B${f}-0`,
    tipo: 'TITULAR',
    cpf: cpf(numero * 2),
    nomeCompleto: `Titular Massa ${s}`,
    dataNascimento: '1980-01-01',
    email: `massa.${s.toLowerCase()}${f}@email.test`,
  };
  const dependente: BeneficiarioErp = {
    ...base,
    idErp: `MAS-${s}-B${f}-1`,
    tipo: 'DEPENDENTE',
    titularIdErp: titular.idErp,
    parentesco: 'Filho(a)',
    cpf: cpf(numero * 2 + 1),
    nomeCompleto: `Dependente Massa ${s}`,
    dataNascimento: '2012-01-01',
  };
  const cartoes: CartaoErp[] = [titular, dependente].map((b, m) => ({
    numero: `96${String(numero).padStart(12, '0')}${m}0`,
    beneficiarioIdErp: b.idErp,
    validade: '2030-12-31',
    via: 1,
  }));
  const bills: TituloErp[] = Array.from({ length: meses }, (_, m) => {
    const competencia = `2025-${String(m + 1).padStart(2, '0')}`;
    return {
      idErp: `MAS-${s}-T${f}-${m}`,
      contratoIdErp: contrato.idErp,
      competencia,
      vencimento: `${competencia}-10`,
      valorCentavos: 70_000,
      situacao: 'PENDENTE',
      valorPagoCentavos: null,
      dataPagamento: null,
      nossoNumero: `9${String(numero).padStart(10, '0')}${String(m).padStart(6, '0')}`,
      itens: [titular, dependente].map((b) => ({
        bloco: 'MENSALIDADE',
        beneficiarioIdErp: b.idErp,
        descricao: 'Mensalidade',
        data: `${competencia}-01`,
        valorCentavos: 35_000,
      })),
    };
  });
  return { contrato, membros: [titular, dependente], cartoes, titulos: bills };
}

type Familia = ReturnType<typeof familia>;

/** An export in the load's order: contracts, beneficiaries, cards, bills. */
const exportacao = (familias: Familia[]) => [
  ...familias.map((f) => ({ tipo: 'contratos', registro: f.contrato })),
  ...familias.flatMap((f) => f.membros.map((registro) => ({ tipo: 'beneficiarios', registro }))),
  ...familias.flatMap((f) => f.cartoes.map((registro) => ({ tipo: 'cartoes', registro }))),
  ...familias.flatMap((f) => f.titulos.map((registro) => ({ tipo: 'titulos', registro }))),
];

async function escrever(nome: string, linhas: unknown[]): Promise<string> {
  const arquivo = join(pasta, nome);
  await writeFile(arquivo, `${linhas.map((l) => JSON.stringify(l)).join('\n')}\n`);
  return arquivo;
}

/** Every row the series wrote, in id order: what "nothing changed" compares. */
async function fotografia(s: string) {
  const db = h.database.db;
  const prefixo = `MAS-${s}-%`;
  const vinculos = await db
    .select()
    .from(beneficiarios)
    .where(like(beneficiarios.idErp, prefixo))
    .orderBy(asc(beneficiarios.id));
  const pessoaIds = vinculos.map((v) => v.pessoaId);
  const contas = await db.select().from(titulos).where(like(titulos.idErp, prefixo)).orderBy(asc(titulos.id));
  return {
    contratos: await db
      .select()
      .from(contratos)
      .where(like(contratos.idErp, prefixo))
      .orderBy(asc(contratos.id)),
    vinculos,
    pessoas: await db.select().from(pessoas).where(inteiroEm(pessoas.id, pessoaIds)).orderBy(asc(pessoas.id)),
    contatos: await db
      .select()
      .from(pessoaContatos)
      .where(inteiroEm(pessoaContatos.pessoaId, pessoaIds))
      .orderBy(asc(pessoaContatos.id)),
    cartoes: await db
      .select()
      .from(carteiras)
      .where(
        inteiroEm(
          carteiras.beneficiarioId,
          vinculos.map((v) => v.id),
        ),
      )
      .orderBy(asc(carteiras.id)),
    titulos: contas,
    itens: await db
      .select()
      .from(tituloItens)
      .where(
        inteiroEm(
          tituloItens.tituloId,
          contas.map((t) => t.id),
        ),
      )
      .orderBy(asc(tituloItens.id)),
  };
}

describe('set-based batches answer each record as before', () => {
  it('bills: new, changed, unchanged and refused side by side, and a repeated ERP id refused alone', async () => {
    const [a, b] = [familia('M', 0), familia('M', 1)];
    for (const f of [a, b]) {
      await enviar('contratos', [f.contrato]);
      await enviar('beneficiarios', f.membros);
    }
    const [t0, t1] = a.titulos;
    expect((await enviar('titulos', [t0, t1])).totais.criados).toBe(2);
    const pago = {
      ...t0!,
      situacao: 'PAGO' as const,
      valorPagoCentavos: 70_000,
      dataPagamento: '2025-01-09',
    };
    const lote = [
      b.titulos[0], // new
      pago, // changed (paid; its lines kept)
      t1, // unchanged
      { ...b.titulos[1]!, valorCentavos: 1 }, // refused: the lines do not add up
      { ...b.titulos[1]!, idErp: t1!.idErp }, // refused: the ERP id appears twice in the batch
      { ...b.titulos[1]!, idErp: 'MAS-M-SEM-CONTRATO', contratoIdErp: 'MAS-NAO-EXISTE' }, // refused: unknown contract
    ];
    const itensDe = async (idErp: string) =>
      (
        await h.database.db
          .select({ id: tituloItens.id })
          .from(tituloItens)
          .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
          .where(eq(titulos.idErp, idErp))
      ).map((i) => i.id);
    const itensAntes = await itensDe(t0!.idErp);
    const r = await enviar('titulos', lote);
    expect(r.resultados.map((x) => [x.idErp, x.resultado, x.mensagem])).toEqual([
      [b.titulos[0]!.idErp, 'criado', undefined],
      [t0!.idErp, 'atualizado', undefined],
      [t1!.idErp, 'inalterado', undefined],
      [b.titulos[1]!.idErp, 'erro', INTEGRACAO_MESSAGES.somaItensDiferente],
      [t1!.idErp, 'erro', INTEGRACAO_MESSAGES.idErpRepetido],
      ['MAS-M-SEM-CONTRATO', 'erro', INTEGRACAO_MESSAGES.contratoDesconhecido],
    ]);
    expect(r.totais).toEqual({ criados: 1, atualizados: 1, inalterados: 1, erros: 3 });
    const [gravado] = await h.database.db
      .select()
      .from(titulos)
      .where(inArray(titulos.idErp, [t0!.idErp]));
    expect(gravado).toMatchObject({
      situacao: 'PAGO',
      valorPagoCentavos: 70_000,
      dataPagamento: '2025-01-09',
    });
    // A payment keeps the bill's lines (the same rows: the uses billed on them stay linked).
    expect(await itensDe(t0!.idErp)).toEqual(itensAntes);
    expect(itensAntes).toHaveLength(2);
    // The second of a repeated pair never reached the database: the first one's row is as it was.
    expect((await enviar('titulos', [t1])).totais.inalterados).toBe(1);
  });

  it('beneficiaries: new, changed, unchanged and refused side by side, and a repeated ERP id refused alone', async () => {
    const [a, b] = [familia('N', 0), familia('N', 1)];
    await enviar('contratos', [a.contrato, b.contrato]);
    const [titular, dependente] = a.membros;
    expect((await enviar('beneficiarios', [titular])).totais.criados).toBe(1);
    const lote = [
      { ...titular!, nomeCompleto: 'Titular Massa Renomeada' }, // changed
      dependente, // new, of a titular already stored
      b.membros[0], // new titular…
      b.membros[1], // …and its new dependant, in the same batch
      { ...b.membros[1]!, idErp: 'MAS-N-REPETIDO', cpf: 'não é cpf' }, // refused: shape
      { ...b.membros[0]!, cpf: cpf(999_999) }, // refused: the ERP id appears twice in the batch
    ];
    const r = await enviar('beneficiarios', lote);
    expect(r.resultados.map((x) => [x.idErp, x.resultado])).toEqual([
      [titular!.idErp, 'atualizado'],
      [dependente!.idErp, 'criado'],
      [b.membros[0]!.idErp, 'criado'],
      [b.membros[1]!.idErp, 'criado'],
      ['MAS-N-REPETIDO', 'erro'],
      [b.membros[0]!.idErp, 'erro'],
    ]);
    expect(r.resultados[5]).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.idErpRepetido });
    expect(r.resultados[4]!.campos).toHaveProperty('cpf');
    expect((await enviar('beneficiarios', lote.slice(0, 4))).totais.inalterados).toBe(4);
    const foto = await fotografia('N');
    expect(foto.vinculos).toHaveLength(4);
    const titularB = foto.vinculos.find((v) => v.idErp === b.membros[0]!.idErp)!;
    expect(foto.vinculos.find((v) => v.idErp === b.membros[1]!.idErp)!.titularId).toBe(titularB.id);
    expect(foto.pessoas.map((p) => p.nomeCompleto)).toContain('Titular Massa Renomeada');
  });
});

describe('a whole export through the bulk load', () => {
  it('loaded twice: the second run answers every line inalterado and no row changes', async () => {
    const arquivo = await escrever(
      'duas-vezes.jsonl',
      exportacao(Array.from({ length: 6 }, (_, f) => familia('P', f))),
    );
    const primeira = await importarArquivo({ db: h.database.db, arquivo, tamanhoLote: 4 });
    expect(primeira).toMatchObject({ linhas: 42, criados: 42, atualizados: 0, inalterados: 0, erros: 0 });
    expect(Object.keys(primeira.porTipo)).toEqual(['contratos', 'beneficiarios', 'cartoes', 'titulos']);
    const antes = await fotografia('P');
    expect(antes.contatos.map((c) => c.valor)).toHaveLength(6);
    expect(antes.itens).toHaveLength(24);
    const segunda = await importarArquivo({ db: h.database.db, arquivo, recomecar: true });
    expect(segunda).toMatchObject({ criados: 0, atualizados: 0, inalterados: 42, erros: 0 });
    expect(await fotografia('P')).toEqual(antes);
  });

  it('the errors file names each refused line, in every kind, beside the lines applied', async () => {
    const [f0, f1] = [familia('Q', 0), familia('Q', 1)];
    const linhas = exportacao([f0, f1]);
    // Line numbers are 1-based: the second contract's code taken by the first; a dependant naming an unknown
    // titular; a card of nobody; a bill whose lines do not add up.
    linhas[1] = { tipo: 'contratos', registro: { ...f1.contrato, codigo: f0.contrato.codigo } };
    linhas[3] = { tipo: 'beneficiarios', registro: { ...f0.membros[1]!, titularIdErp: 'MAS-Q-NINGUEM' } };
    linhas[6] = { tipo: 'cartoes', registro: { ...f0.cartoes[0]!, beneficiarioIdErp: 'MAS-Q-NINGUEM' } };
    linhas[10] = { tipo: 'titulos', registro: { ...f0.titulos[0]!, valorCentavos: 5 } };
    const arquivo = await escrever('erros.jsonl', linhas);
    const fim = await importarArquivo({ db: h.database.db, arquivo, tamanhoLote: 3 });
    const recusados = (await readFile(arquivosDaImportacao(arquivo).erros, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { linha: number; tipo: string; idErp: string; mensagem: string });
    expect(recusados.map((e) => [e.linha, e.tipo, e.idErp, e.mensagem])).toEqual([
      [2, 'contratos', f1.contrato.idErp, INTEGRACAO_MESSAGES.codigoContratoOcupado],
      [4, 'beneficiarios', f0.membros[1]!.idErp, INTEGRACAO_MESSAGES.titularDesconhecido],
      // f1's members: their contract was refused.
      [5, 'beneficiarios', f1.membros[0]!.idErp, INTEGRACAO_MESSAGES.contratoDesconhecido],
      [6, 'beneficiarios', f1.membros[1]!.idErp, INTEGRACAO_MESSAGES.contratoDesconhecido],
      [7, 'cartoes', f0.cartoes[0]!.numero, INTEGRACAO_MESSAGES.cartaoBeneficiarioDesconhecido],
      [8, 'cartoes', f0.cartoes[1]!.numero, INTEGRACAO_MESSAGES.cartaoBeneficiarioDesconhecido],
      [9, 'cartoes', f1.cartoes[0]!.numero, INTEGRACAO_MESSAGES.cartaoBeneficiarioDesconhecido],
      [10, 'cartoes', f1.cartoes[1]!.numero, INTEGRACAO_MESSAGES.cartaoBeneficiarioDesconhecido],
      [11, 'titulos', f0.titulos[0]!.idErp, INTEGRACAO_MESSAGES.somaItensDiferente],
      // f0's second bill names the dependant that was refused; f1's bills, a refused contract.
      [12, 'titulos', f0.titulos[1]!.idErp, INTEGRACAO_MESSAGES.beneficiarioDesconhecido],
      [13, 'titulos', f1.titulos[0]!.idErp, INTEGRACAO_MESSAGES.contratoDesconhecido],
      [14, 'titulos', f1.titulos[1]!.idErp, INTEGRACAO_MESSAGES.contratoDesconhecido],
    ]);
    expect(fim).toMatchObject({ linhas: 14, criados: 2, erros: 12 });
  });
});

describe('the statistics of the tables a load grows (decision 0064)', () => {
  it('a load analyzes a table once it doubled since its statistics, and not again until it doubles again', async () => {
    const db = h.database.db;
    const tabela = async () =>
      rowsOf<{ linhas: number; paginas: number; agora: number }>(
        await db.execute(sql`
          select reltuples::int as linhas, relpages as paginas,
                 (pg_relation_size(oid) / current_setting('block_size')::int)::int as agora
            from pg_class where relname = 'carga_crescida'`),
      )[0]!;
    // A table of a few dozen pages never analyzed (reltuples -1): what the bills were to the bench's members.
    await db.execute(sql`create table carga_crescida as select g from generate_series(1, 8000) g`);
    expect((await tabela()).linhas).toBe(-1);
    const arquivo = await escrever('estatisticas.jsonl', exportacao([familia('S', 0)]));
    await importarArquivo({ db, arquivo });
    const medida = await tabela();
    expect(medida.linhas).toBe(8000);
    // Rows added a thousand at a time: no new ANALYZE while the table is under twice the pages measured.
    let linhas = 8000;
    while ((await tabela()).agora < 2 * medida.paginas) {
      expect(await analisarTabelasQueCresceram(db)).toEqual([]);
      await db.execute(
        sql`insert into carga_crescida select generate_series(${linhas + 1}::int, ${linhas + 1000}::int)`,
      );
      linhas += 1000;
    }
    expect(await analisarTabelasQueCresceram(db)).toEqual(['carga_crescida']);
    expect((await tabela()).linhas).toBe(linhas);
    await db.execute(sql`drop table carga_crescida`);
  });
});

describe('a bills batch judged ahead of its turn (decision 0067)', () => {
  const pagoDe = (t: TituloErp): TituloErp => ({
    ...t,
    situacao: 'PAGO',
    valorPagoCentavos: 70_000,
    dataPagamento: '2025-01-09',
  });
  const leiturasDeContratos = (queries: string[]) => queries.filter((q) => q.includes('from "contratos"'));
  /** A family of series `s` with three months of bills, the first two already stored. */
  async function tresContas(s: string) {
    const f = familia(s, 0, 3);
    await enviar('contratos', [f.contrato]);
    await enviar('beneficiarios', f.membros);
    const contas = f.titulos as [TituloErp, TituloErp, TituloErp];
    await enviar('titulos', contas.slice(0, 2));
    return contas;
  }

  it('is written as judged when nothing it read changed: no reference is read again under the lock', async () => {
    const [t0, t1, t2] = await tresContas('J');
    let resultado: Awaited<ReturnType<ReturnType<typeof prepararTitulos>>> | undefined;
    const queries = await consultas.during(async () => {
      resultado = await prepararTitulos([pagoDe(t0), t1, t2], h.database.db)(h.database.db);
    });
    expect(resultado!.resultados.map((x) => x.resultado)).toEqual(['atualizado', 'inalterado', 'criado']);
    // The references were read once, ahead of the turn; under the lock only the bills' version.
    expect(leiturasDeContratos(queries)).toHaveLength(1);
    expect((await enviar('titulos', [pagoDe(t0), t1, t2])).totais.inalterados).toBe(3);
  });

  it('is judged again under the lock when a bill it read changed meanwhile', async () => {
    const [t0, t1, t2] = await tresContas('K');
    // Judged now, against the bills as stored: the payment a change, t1 unchanged, t2 new…
    const adiante = prepararTitulos([pagoDe(t0), t1, t2], h.database.db);
    // …while another batch pays t0 just so and moves t1's due date.
    await enviar('titulos', [pagoDe(t0), { ...t1, vencimento: '2025-02-11' }]);
    const r = await adiante(h.database.db);
    expect(r.resultados.map((x) => x.resultado)).toEqual(['inalterado', 'atualizado', 'criado']);
    const [gravado] = await h.database.db.select().from(titulos).where(eq(titulos.idErp, t1.idErp));
    expect(gravado!.vencimento).toBe(t1.vencimento);
  });
});

describe('two loads of overlapping files at once', () => {
  it('write each record once; every line of both is criado in one and inalterado in the other', async () => {
    const familias = Array.from({ length: 8 }, (_, f) => familia('R', f));
    // The same families in both files, the second's in reverse order within each kind.
    const um = await escrever('um.jsonl', exportacao(familias));
    const outro = await escrever('outro.jsonl', exportacao([...familias].reverse()));
    const [a, b] = await Promise.all([
      importarArquivo({ db: h.database.db, arquivo: um, tamanhoLote: 3 }),
      importarArquivo({ db: h.database.db, arquivo: outro, tamanhoLote: 5 }),
    ]);
    expect(a.erros + b.erros).toBe(0);
    expect(a.criados + b.criados).toBe(56);
    expect(a.inalterados + b.inalterados).toBe(56);
    const foto = await fotografia('R');
    expect(foto.contratos).toHaveLength(8);
    expect(foto.vinculos).toHaveLength(16);
    expect(foto.pessoas).toHaveLength(16);
    expect(foto.contatos).toHaveLength(8);
    expect(foto.cartoes).toHaveLength(16);
    expect(foto.titulos).toHaveLength(16);
    expect(foto.itens).toHaveLength(32);
  });
});
