// Reembolso reads (issue 14): the beneficiary's requests, the last ones with the accounts earlier requests
// used (masked, reused by their protocol), and one request found by its protocol. Every id goes through
// the caller's family scope: a request of someone the caller may not see is the same 404 as none.
// Someone else's requests show their clinical content (place, type of service, reason, denial reason, files)
// only on a basis for REEMBOLSO (platform/acesso-saude.ts); who pays for the group without one sees the
// amounts (`restrito`, audited as FINANCEIRO: LGPD art. 11, issue 33, decision 0017).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACESSO_SAUDE_MESSAGES, maskBankNumber, reimbursementRequested } from '@portal/domain';
import type { Carteira } from '@portal/domain/contract/listagem-beneficiarios';
import type {
  ContaBancariaMascarada,
  Reembolso,
  ReembolsoCompleto,
  ReembolsoSolicitado,
  UltimosReembolsos,
} from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { porChavesEmGrupo } from '../../db/por-chaves-em-grupo.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { bancos } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import { listBeneficiarios } from '../../shared-domain/beneficiarios-listagem.js';
import { reembolsoArquivos, reembolsos } from '../../db/schema/reembolso.js';
import { motivoSemAcesso, type BaseLeitura } from '../../platform/acesso-saude.js';
import { forbidden, notFound } from '../../platform/errors.js';
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

/**
 * GET /{cpf}/reembolsos's read: prepared once, and with the other calls' at the same moment (decision 0066),
 * the union of their beneficiaries' requests in one execution, each call given its own person's.
 */
const listaStatement = preparedPerDatabase((db) =>
  selecionar(db, sql`${reembolsos.pessoaId} = any(${sql.placeholder('pessoaIds')}::integer[])`).prepare(
    'portal_reembolsos_lista',
  ),
);
const lerLista = porChavesEmGrupo({
  ler: (db, pessoaIds) => listaStatement(db).execute({ pessoaIds }),
  chaveDe: (s) => s.row.pessoaId,
});

function valoresDe(s: Selecionado) {
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
    valorSolicitadoCentavos: row.valorCentavos,
    valorPagoCentavos: row.valorPagoCentavos,
    dataPagamento: row.dataPagamento,
  };
}

function completoDe(s: Selecionado): ReembolsoCompleto {
  const { row } = s;
  return {
    ...valoresDe(s),
    restrito: false,
    tipoAtendimento: row.tipoAtendimento,
    motivoReembolso: row.motivo,
    localAtendimento: row.localAtendimento,
    motivoSituacao: row.motivoSituacao,
    quantidadeArquivos: s.quantidadeArquivos,
  };
}

/** How the caller reads a person's requests: on a basis (whole) or as who pays for them (amounts only). */
type Leitura = BaseLeitura | 'FINANCEIRO';

/** The request as this reader may see it: the clinical fields are left out, not blanked, for FINANCEIRO. */
const paraContrato = (s: Selecionado, leitura: Leitura): Reembolso =>
  leitura === 'FINANCEIRO'
    ? { ...valoresDe(s), restrito: true, aviso: ACESSO_SAUDE_MESSAGES.somenteValores }
    : completoDe(s);

/** The beneficiary's rows (404 outside the caller's family). */
const pessoaDo = async (scope: FamilyScope, cpf: string): Promise<VisibleBeneficiario> =>
  (await scope.beneficiario(cpf))[0]!;

/**
 * How the caller may read this beneficiary's requests, audited with it: their basis for REEMBOLSO, else
 * amounts only when they pay for the group, else 403 with why (not reachable with today's family scope:
 * a dependant sees only themself).
 */
async function leituraDe(scope: FamilyScope, alvo: VisibleBeneficiario): Promise<Leitura> {
  const leitura = await scope.leituraSaude(alvo, 'REEMBOLSO');
  if (!leitura) throw forbidden(motivoSemAcesso(alvo, scope.hoje));
  return leitura;
}

/** GET /listagem-carteiras/{cpf}: the beneficiary's cards of active contracts (404 outside the family). */
export async function listCarteirasReembolso(scope: FamilyScope, cpf: string): Promise<Carteira[]> {
  const [alvo] = await scope.beneficiario(cpf);
  const { listagem } = await listBeneficiarios(scope, {
    somenteComPlano: true,
    somenteContratosAtivos: true,
  });
  const codigos = [...listagem.titulares, ...listagem.dependentes]
    .filter((b) => b.cpf === cpf)
    .flatMap((b) => b.carteiras);
  if (codigos.length === 0) return [];
  // Each card with its plan and segmentation (issue 37): "which is the medical one, which the dental".
  const planos = await scope.db
    .select({ codigo: carteiras.codigo, plano: contratos.plano, segmentacao: contratos.segmentacao })
    .from(carteiras)
    .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
    .where(inArray(carteiras.codigo, codigos));
  const porCodigo = new Map(planos.map((p) => [p.codigo, p]));
  return codigos.flatMap((codigo) => {
    const p = porCodigo.get(codigo);
    return p
      ? [{ codigo, nomeCompleto: alvo!.nomeCompleto, plano: p.plano, segmentacao: p.segmentacao }]
      : [];
  });
}

/** GET /{cpf}/reembolsos: newest first. */
export async function listReembolsos(scope: FamilyScope, cpf: string): Promise<Reembolso[]> {
  const alvo = await pessoaDo(scope, cpf);
  const [leitura, rows] = await Promise.all([
    leituraDe(scope, alvo),
    lerLista(scope.db, [alvo.pessoaId], undefined),
  ]);
  return rows.map((s) => paraContrato(s, leitura));
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
 * The accounts are there to file with: none for a reader who may not file for this beneficiary.
 */
export async function getUltimos(scope: FamilyScope, cpf: string): Promise<UltimosReembolsos> {
  const alvo = await pessoaDo(scope, cpf);
  const [leitura, proprios, donos, visiveis] = await Promise.all([
    leituraDe(scope, alvo),
    selecionar(scope.db, eq(reembolsos.pessoaId, alvo.pessoaId)).limit(ULTIMOS),
    donosPossiveis(scope.db, alvo),
    scope.visible(),
  ]);
  const ultimos = proprios.map((s) => paraContrato(s, leitura));
  if (leitura === 'FINANCEIRO') return { reembolsos: ultimos, contasBancarias: [] };
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
  return { reembolsos: ultimos, contasBancarias };
}

/**
 * A request by its protocol when its beneficiary is in the caller's scope; 404 otherwise. Its account only
 * (reuse by reference): its clinical content goes through `reembolsoClinico`.
 */
export async function reembolsoVisivel(scope: FamilyScope, protocolo: string): Promise<ReembolsoRow> {
  const [row] = await scope.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
  if (!row || !(await scope.owns(row.pessoaId))) throw notFound();
  scope.touch([row]);
  return row;
}

/**
 * A request whose clinical content (its files) the caller may see: 404 outside the family, 403 with why
 * when the caller has no basis for REEMBOLSO of its beneficiary (audited with the basis).
 */
export async function reembolsoClinico(scope: FamilyScope, protocolo: string): Promise<ReembolsoRow> {
  const [row] = await scope.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
  if (!row) throw notFound();
  await scope.saudeByPessoa(row.pessoaId, 'REEMBOLSO');
  return row;
}

/** A stored request, whole (for whoever acted on it on a basis for REEMBOLSO: the filer, a later send). */
export async function reembolsoCompletoPorId(db: Database, reembolsoId: number): Promise<ReembolsoCompleto> {
  const [s] = await selecionar(db, eq(reembolsos.id, reembolsoId));
  if (!s) throw new Error(`reembolso ${reembolsoId} não encontrado`);
  return completoDe(s);
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (a calendar day: no time zone involved). */
const diaBr = (iso: string): string => iso.split('-').reverse().join('/');

/** The answer of POST /{cpf} for a stored request: the same body for the first call and any replay. */
export async function respostaDe(db: Database, reembolsoId: number): Promise<ReembolsoSolicitado> {
  // Only whoever may file for the beneficiary files (a basis for REEMBOLSO): the answer is whole.
  const reembolso = await reembolsoCompletoPorId(db, reembolsoId);
  return {
    mensagem: reimbursementRequested(reembolso.protocolo, diaBr(reembolso.prazoResposta)),
    protocolo: reembolso.protocolo,
    dataReembolso: reembolso.dataReembolso,
    prazoResposta: reembolso.prazoResposta,
    reembolso,
  };
}
