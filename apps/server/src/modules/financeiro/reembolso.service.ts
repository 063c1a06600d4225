// Reembolso reads (issue 14): the beneficiary's requests, the last ones with the accounts earlier requests
// used (masked, reused by their protocol), and one request found by its protocol. Every id goes through
// the caller's family scope: a request of someone the caller may not see is the same 404 as none.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { maskBankNumber, reimbursementRequested } from '@portal/domain';
import type { Carteira } from '@portal/domain/contract/listagem-beneficiarios';
import type {
  ContaBancariaMascarada,
  Reembolso,
  ReembolsoSolicitado,
  UltimosReembolsos,
} from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { bancos } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras } from '../../db/schema/plans.js';
import { listBeneficiarios } from '../../platform/beneficiarios-listagem.js';
import { reembolsoArquivos, reembolsos } from '../../db/schema/reembolso.js';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import type { DonoPossivel } from './reembolso-validacao.js';

/** How many requests the top of the screen shows. */
const ULTIMOS = 3;

export type ReembolsoRow = typeof reembolsos.$inferSelect;

const selecao = {
  row: reembolsos,
  cpf: pessoas.cpf,
  nomeCompleto: pessoas.nomeCompleto,
  nomeSocial: pessoas.nomeSocial,
  carteira: carteiras.codigo,
  quantidadeArquivos: sql<number>`(select count(*) from ${reembolsoArquivos} where ${reembolsoArquivos.reembolsoId} = ${reembolsos.id})::int`,
};
type Selecionado = {
  row: ReembolsoRow;
  cpf: string;
  nomeCompleto: string;
  nomeSocial: string | null;
  carteira: string;
  quantidadeArquivos: number;
};

function selecionar(db: Database, where: SQL | undefined) {
  return db
    .select(selecao)
    .from(reembolsos)
    .innerJoin(pessoas, eq(pessoas.id, reembolsos.pessoaId))
    .innerJoin(carteiras, eq(carteiras.id, reembolsos.carteiraId))
    .where(where)
    .orderBy(desc(reembolsos.dataReembolso), desc(reembolsos.id));
}

function paraContrato(s: Selecionado): Reembolso {
  const { row } = s;
  return {
    protocolo: row.protocolo,
    dataReembolso: row.dataReembolso,
    prazoResposta: row.prazoResposta,
    situacao: row.situacao,
    cpf: s.cpf,
    nome: s.nomeSocial ?? s.nomeCompleto,
    carteira: s.carteira,
    dataAtendimento: row.dataAtendimento,
    tipoAtendimento: row.tipoAtendimento,
    motivoReembolso: row.motivo,
    localAtendimento: row.localAtendimento,
    valorSolicitadoCentavos: row.valorCentavos,
    valorPagoCentavos: row.valorPagoCentavos,
    dataPagamento: row.dataPagamento,
    motivoSituacao: row.motivoSituacao,
    quantidadeArquivos: s.quantidadeArquivos,
  };
}

/** The beneficiary's rows (404 outside the caller's family). */
const pessoaDo = async (scope: FamilyScope, cpf: string): Promise<VisibleBeneficiario> =>
  (await scope.beneficiario(cpf))[0]!;

/** GET /listagem-carteiras/{cpf}: the beneficiary's cards of active contracts (404 outside the family). */
export async function listCarteirasReembolso(scope: FamilyScope, cpf: string): Promise<Carteira[]> {
  const [alvo] = await scope.beneficiario(cpf);
  const { listagem } = await listBeneficiarios(scope, {
    somenteComPlano: true,
    somenteContratosAtivos: true,
  });
  const entradas = [...listagem.titulares, ...listagem.dependentes].filter((b) => b.cpf === cpf);
  return entradas.flatMap((b) => b.carteiras.map((codigo) => ({ codigo, nomeCompleto: alvo!.nomeCompleto })));
}

/** GET /{cpf}/reembolsos: newest first. */
export async function listReembolsos(scope: FamilyScope, cpf: string): Promise<Reembolso[]> {
  const alvo = await pessoaDo(scope, cpf);
  const rows = await selecionar(scope.db, eq(reembolsos.pessoaId, alvo.pessoaId));
  return rows.map(paraContrato);
}

/**
 * Who may own the account a request for this beneficiary is paid into: the beneficiary and the titular of
 * their family group (read by the server only, whoever the caller is).
 */
export async function donosPossiveis(db: Database, alvo: VisibleBeneficiario): Promise<DonoPossivel[]> {
  const rows = await db
    .selectDistinct({ pessoaId: pessoas.id, cpf: pessoas.cpf, dataNascimento: pessoas.dataNascimento })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(
      and(
        eq(beneficiarios.grupoFamiliarId, alvo.grupoFamiliarId),
        sql`(${beneficiarios.pessoaId} = ${alvo.pessoaId} or ${beneficiarios.tipo} = 'TITULAR')`,
      ),
    );
  return rows;
}

export const mascararDocumento = (digits: string): string =>
  digits.length === 11
    ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`
    : `**.***.${digits.slice(5, 8)}/****-**`;

const juntarDv = (numero: string, dv: string) => (dv ? `${numero}-${dv}` : numero);

/**
 * GET /{cpf}/ultimos-reembolsos: the last requests, and the distinct accounts of the family's requests
 * the caller can see that this beneficiary may be paid into (their own or the titular's), newest first.
 */
export async function getUltimos(scope: FamilyScope, cpf: string): Promise<UltimosReembolsos> {
  const alvo = await pessoaDo(scope, cpf);
  const [proprios, donos, visiveis] = await Promise.all([
    selecionar(scope.db, eq(reembolsos.pessoaId, alvo.pessoaId)).limit(ULTIMOS),
    donosPossiveis(scope.db, alvo),
    scope.visible(),
  ]);
  const cpfsDonos = donos.map((d) => d.cpf);
  const daFamilia = visiveis.filter((b) => b.grupoFamiliarId === alvo.grupoFamiliarId).map((b) => b.pessoaId);
  const contas = await scope.db
    .select({ row: reembolsos, banco: { codigo: bancos.codigo, nome: bancos.nome } })
    .from(reembolsos)
    .innerJoin(bancos, eq(bancos.codigo, reembolsos.bancoCodigo))
    .where(
      and(
        eq(reembolsos.grupoFamiliarId, alvo.grupoFamiliarId),
        inArray(reembolsos.pessoaId, daFamilia),
        inArray(reembolsos.titularContaCnpjCpf, cpfsDonos),
      ),
    )
    .orderBy(desc(reembolsos.dataReembolso), desc(reembolsos.id));
  const vistas = new Set<string>();
  const contasBancarias: ContaBancariaMascarada[] = [];
  for (const { row, banco } of contas) {
    const chave = [
      row.bancoCodigo,
      row.agencia,
      row.dvAgencia,
      row.conta,
      row.dvConta,
      row.titularContaCnpjCpf,
    ].join('|');
    if (vistas.has(chave)) continue;
    vistas.add(chave);
    contasBancarias.push({
      protocoloOrigem: row.protocolo,
      banco,
      nomeTitularContaCorrente: row.titularContaNome,
      cnpjCpf: mascararDocumento(row.titularContaCnpjCpf),
      agencia: maskBankNumber(juntarDv(row.agencia, row.dvAgencia)),
      conta: maskBankNumber(juntarDv(row.conta, row.dvConta)),
    });
  }
  return { reembolsos: proprios.map(paraContrato), contasBancarias };
}

/** A request by its protocol when its beneficiary is in the caller's scope; 404 otherwise. */
export async function reembolsoVisivel(scope: FamilyScope, protocolo: string): Promise<ReembolsoRow> {
  const [row] = await scope.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
  if (!row || !(await scope.owns(row.pessoaId))) throw notFound();
  scope.touch([row]);
  return row;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (a calendar day: no time zone involved). */
const diaBr = (iso: string): string => iso.split('-').reverse().join('/');

/** The answer of POST /{cpf} for a stored request: the same body for the first call and any replay. */
export async function respostaDe(db: Database, reembolsoId: number): Promise<ReembolsoSolicitado> {
  const [s] = await selecionar(db, eq(reembolsos.id, reembolsoId));
  if (!s) throw new Error(`reembolso ${reembolsoId} não encontrado`);
  const reembolso = paraContrato(s);
  return {
    mensagem: reimbursementRequested(reembolso.protocolo, diaBr(reembolso.prazoResposta)),
    protocolo: reembolso.protocolo,
    dataReembolso: reembolso.dataReembolso,
    prazoResposta: reembolso.prazoResposta,
    reembolso,
  };
}
