// A guide (autorização) and its rules, whoever registers it — one rule, two doors: the ERP through PUT
// /integracao/v1/autorizacoes (issue 19, decision 0024 §10), or the console answering a member's
// authorization request (issue 39, decision 0043 §7, `gravarGuia`). Also the health batches' shared parts
// (PDFs, members by ERP id, the work after the commit), used by modules/integracao/saude-erp.service.ts.
// The batch machinery is lote.ts's; here each kind's references (read once per batch, PDFs decoded and
// recognised by their bytes before the records are judged) and rules. A PDF is stored through the storage
// driver under a new key only when its sha256 differs from the stored one, so the same batch twice is
// `inalterado` and writes no file. A guide naming the member's authorisation request (`protocolo`) answers
// it: a step in Protocolos (closed once the guide is decided) and, after the commit, the filer's e-mail.
import { createHash } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { avisoSituacaoAlterada, INTEGRACAO_MESSAGES } from '@portal/domain';
import type { RegistroLote, ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import {
  guiaErpSchema,
  INTEGRACAO_PDF_MAXIMO_BYTES,
  type GuiaErp,
} from '@portal/domain/contract/integracao/saude';
import { SITUACOES_AUTORIZACAO } from '@portal/domain/contract/saude/autorizacoes';
import type { Database } from '../db/client.js';
import { beneficiarios, carteiras } from '../db/schema/contratos.js';
import { autorizacaoProcedimentos, autorizacoes, solicitacoesAutorizacao } from '../db/schema/saude.js';
import { avisarProtocolo } from './aviso-protocolo.js';
import type { Clock } from '../platform/clock.js';
import type { NotifyDispatcher } from '../platform/notify/notify-plugin.js';
import { registrarAndamento } from './protocolo.js';
import { createFileKey } from '../platform/storage/file-key.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { detectFileType } from '../platform/upload/detect-file-type.js';
import { aplicarLote, checarDias, distintos, mesmasColunas, recusar, type TipoLote } from './lote.js';

/** What an upsert of this area needs besides the database. */
export interface ContextoSaude {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  /**
   * Who e-mails the filers after the commit. Absent in the bulk load (decision 0024 "Carga inicial"): a
   * first load brings years of old guides, and their Protocolos steps are history, not news to e-mail.
   */
  notify?: NotifyDispatcher;
}

/** Work left for after the commit: the filers to e-mail, the files a new one replaced. */
export interface Pendencias {
  avisos: { pessoaId: number; sobrePessoaId: number; protocolo: string; rotulo: string }[];
  substituidos: string[];
}

const PDF = 'application/pdf';

export interface PdfRecebido {
  bytes: Buffer;
  sha256: string;
  ehPdf: boolean;
}

/** The PDFs of a batch, decoded and recognised by their bytes (spec §5: never by a name or a header). */
export async function lerPdfs<R>(
  lote: R[],
  chave: (r: R) => string,
  base64: (r: R) => string | null | undefined,
): Promise<Map<string, PdfRecebido>> {
  const pdfs = new Map<string, PdfRecebido>();
  for (const registro of lote) {
    const texto = base64(registro);
    if (!texto) continue;
    const bytes = Buffer.from(texto, 'base64');
    pdfs.set(chave(registro), {
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ehPdf: bytes.length <= INTEGRACAO_PDF_MAXIMO_BYTES && (await detectFileType(bytes)) === 'pdf',
    });
  }
  return pdfs;
}

/** The record's PDF when it is a real one of at most 2 MB (else that record's error), or undefined. */
export function pdfValido(pdf: PdfRecebido | undefined, campo: string): PdfRecebido | undefined {
  if (!pdf) return undefined;
  if (pdf.bytes.length > INTEGRACAO_PDF_MAXIMO_BYTES) recusar(INTEGRACAO_MESSAGES.pdfGrandeDemais, campo);
  if (!pdf.ehPdf) recusar(INTEGRACAO_MESSAGES.arquivoNaoEhPdf, campo);
  return pdf;
}

export const guardarPdf = async (storage: FileStorage, pasta: string, pdf: PdfRecebido): Promise<string> =>
  (await storage.put(createFileKey({ extension: 'pdf', prefix: pasta }), pdf.bytes, { contentType: PDF }))
    .key;

/** The memberships the records name, by their ERP ids (one query; none when nothing to look up). */
export async function membrosPorErp(db: Database, idsErp: string[]) {
  const rows = idsErp.length
    ? await db
        .select({ id: beneficiarios.id, idErp: beneficiarios.idErp, pessoaId: beneficiarios.pessoaId })
        .from(beneficiarios)
        .where(inArray(beneficiarios.idErp, idsErp))
    : [];
  return new Map(rows.map((m) => [m.idErp!, m]));
}

export type Membros = Awaited<ReturnType<typeof membrosPorErp>>;
export type Membro = Membros extends Map<string, infer M> ? M : never;

/** How a batch finds its members: the ERP names them by `beneficiarioIdErp` (membrosPorErp). */
export type BuscarMembros = (db: Database, idsErp: string[]) => Promise<Membros>;

/** The record's membership (or that record's error); a stored row never moves to another member. */
export function membroDe(
  membros: Membros,
  beneficiarioIdErp: string,
  atual: { pessoaId: number } | undefined,
  deOutro: string,
) {
  const membro =
    membros.get(beneficiarioIdErp) ??
    recusar(INTEGRACAO_MESSAGES.saudeBeneficiarioDesconhecido, 'beneficiarioIdErp');
  if (atual && atual.pessoaId !== membro.pessoaId) recusar(deOutro, 'beneficiarioIdErp');
  return membro;
}

// ------------------------------------------------------------------------------------------------ guides

type GuiaRow = typeof autorizacoes.$inferSelect;
type ProcedimentoRow = typeof autorizacaoProcedimentos.$inferSelect;

/** Memberships, their current cards, the stored guides and procedures, the requests named: 5 queries. */
async function referenciasGuias(db: Database, lote: GuiaErp[], buscarMembros: BuscarMembros) {
  const membros = await buscarMembros(db, distintos(lote.map((g) => g.beneficiarioIdErp)));
  const membroIds = [...membros.values()].map((m) => m.id);
  // The current card of each membership is its highest via (Cartão Virtual shows the same one).
  const cartoes = membroIds.length
    ? await db
        .select({ id: carteiras.id, beneficiarioId: carteiras.beneficiarioId })
        .from(carteiras)
        .where(inArray(carteiras.beneficiarioId, membroIds))
        .orderBy(desc(carteiras.via), desc(carteiras.id))
    : [];
  const cartaoPorMembro = new Map<number, number>();
  for (const c of cartoes)
    if (!cartaoPorMembro.has(c.beneficiarioId)) cartaoPorMembro.set(c.beneficiarioId, c.id);
  const guias = lote.length
    ? await db
        .select()
        .from(autorizacoes)
        .where(
          inArray(
            autorizacoes.idGuia,
            lote.map((g) => g.idGuia),
          ),
        )
    : [];
  const procs = guias.length
    ? await db
        .select()
        .from(autorizacaoProcedimentos)
        .where(
          inArray(
            autorizacaoProcedimentos.autorizacaoId,
            guias.map((g) => g.id),
          ),
        )
        .orderBy(asc(autorizacaoProcedimentos.autorizacaoId), asc(autorizacaoProcedimentos.ordem))
    : [];
  const protocolos = distintos([...lote.map((g) => g.protocolo), ...guias.map((g) => g.protocolo)]);
  const pedidos = protocolos.length
    ? await db
        .select({
          protocolo: solicitacoesAutorizacao.protocolo,
          pessoaId: solicitacoesAutorizacao.pessoaId,
          solicitanteId: solicitacoesAutorizacao.solicitadoPorPessoaId,
        })
        .from(solicitacoesAutorizacao)
        .where(inArray(solicitacoesAutorizacao.protocolo, protocolos))
    : [];
  const procsPorGuia = new Map<number, ProcedimentoRow[]>();
  for (const p of procs) procsPorGuia.set(p.autorizacaoId, [...(procsPorGuia.get(p.autorizacaoId) ?? []), p]);
  return {
    membros,
    cartaoPorMembro,
    guiaPorNumero: new Map<string, GuiaRow>(guias.map((g) => [g.idGuia, g])),
    procsPorGuia,
    pedidoPorProtocolo: new Map(pedidos.map((p) => [p.protocolo, p])),
    cartas: await lerPdfs(
      lote,
      (g) => g.idGuia,
      (g) => g.cartaNegativaPdfBase64,
    ),
  };
}

type RefsGuias = Awaited<ReturnType<typeof referenciasGuias>>;

/** A guide's rules besides its shape: decision day by status, the RN 623 denial, quantities. */
function checarGuia(g: GuiaErp): void {
  checarDias(INTEGRACAO_MESSAGES.guiaInvalida, {
    dataSolicitacao: g.dataSolicitacao,
    dataDecisao: g.dataDecisao,
    validade: g.validade,
    prazoResposta: g.prazoResposta,
  });
  const negada = g.status === 'NEGADA';
  if (negada && !g.negativa) recusar(INTEGRACAO_MESSAGES.negativaObrigatoria, 'negativa');
  if (!negada && g.negativa) recusar(INTEGRACAO_MESSAGES.negativaSoQuandoNegada, 'negativa');
  if (!negada && g.cartaNegativaPdfBase64) {
    recusar(INTEGRACAO_MESSAGES.negativaSoQuandoNegada, 'cartaNegativaPdfBase64');
  }
  if (g.status === 'PENDENTE' && g.dataDecisao) {
    recusar(INTEGRACAO_MESSAGES.dataDecisaoSoQuandoDecidida, 'dataDecisao');
  }
  if (g.status !== 'PENDENTE' && !g.dataDecisao)
    recusar(INTEGRACAO_MESSAGES.dataDecisaoObrigatoria, 'dataDecisao');
  g.procedimentos.forEach((p, i) => {
    if (p.quantidadeAutorizada > p.quantidadeSolicitada) {
      recusar(INTEGRACAO_MESSAGES.quantidadeAutorizadaMaior, `procedimentos.${i}.quantidadeAutorizada`);
    }
  });
}

const rotuloSituacao = (status: GuiaRow['status']): string =>
  SITUACOES_AUTORIZACAO.find((s) => s.situacao === status)!.nome;

function tipoGuias(
  ctx: ContextoSaude,
  pendencias: Pendencias,
  buscarMembros: BuscarMembros = membrosPorErp,
): TipoLote<GuiaErp, RefsGuias> {
  return {
    chave: 'integracao:autorizacoes',
    chaveBruta: 'idGuia',
    schema: guiaErpSchema,
    invalido: INTEGRACAO_MESSAGES.guiaInvalida,
    idErp: (g) => g.idGuia,
    referencias: (db, lote) => referenciasGuias(db, lote, buscarMembros),
    julgar: (g, refs) => {
      checarGuia(g);
      const atual = refs.guiaPorNumero.get(g.idGuia);
      const membro = membroDe(
        refs.membros,
        g.beneficiarioIdErp,
        atual,
        INTEGRACAO_MESSAGES.guiaDeOutroBeneficiario,
      );
      // A stored guide keeps the card it was issued on; a new one goes on the membership's current card.
      const carteiraId =
        atual?.carteiraId ??
        refs.cartaoPorMembro.get(membro.id) ??
        recusar(INTEGRACAO_MESSAGES.beneficiarioSemCartao, 'beneficiarioIdErp');
      if (atual?.protocolo && g.protocolo && g.protocolo !== atual.protocolo) {
        recusar(INTEGRACAO_MESSAGES.protocoloImutavel, 'protocolo');
      }
      const protocolo = g.protocolo ?? atual?.protocolo ?? null;
      const pedido = protocolo ? refs.pedidoPorProtocolo.get(protocolo) : undefined;
      if (protocolo && pedido?.pessoaId !== membro.pessoaId) {
        recusar(INTEGRACAO_MESSAGES.protocoloNaoEhDoBeneficiario, 'protocolo');
      }
      const carta = pdfValido(refs.cartas.get(g.idGuia), 'cartaNegativaPdfBase64');

      const colunas = {
        pessoaId: membro.pessoaId,
        carteiraId,
        tipo: g.tipo,
        carater: g.carater,
        status: g.status,
        dataSolicitacao: g.dataSolicitacao,
        dataDecisao: g.dataDecisao ?? null,
        validade: g.validade ?? null,
        prazoResposta: g.prazoResposta ?? null,
        senha: g.senha ?? null,
        altaComplexidade: g.altaComplexidade,
        prestador: g.prestador,
        medicoNome: g.medico.nome,
        medicoCrm: g.medico.crm,
        medicoUf: g.medico.uf,
        observacao: g.observacao ?? '',
        negativaMotivo: g.negativa?.motivo ?? null,
        negativaFundamento: g.negativa?.fundamento ?? null,
        protocolo,
        // A letter left out keeps the stored one while the guide stays NEGADA; any other status has none.
        cartaNegativaSha256:
          g.status !== 'NEGADA' ? null : (carta?.sha256 ?? atual?.cartaNegativaSha256 ?? null),
      };
      const procedimentos = g.procedimentos.map((p, i) => ({ ordem: i + 1, ...p }));
      const atuais = atual ? (refs.procsPorGuia.get(atual.id) ?? []) : [];
      const mesmosProcedimentos =
        atuais.length === procedimentos.length && procedimentos.every((p, i) => mesmasColunas(atuais[i]!, p));
      if (atual && mesmasColunas(atual, colunas) && mesmosProcedimentos) return { resultado: 'inalterado' };
      // The member's request gets a step when the guide first answers it or its status changes.
      const responde = pedido && (!atual || atual.status !== g.status || atual.protocolo !== protocolo);
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const novaCarta = carta && carta.sha256 !== atual?.cartaNegativaSha256;
          const cartaNegativaChave =
            colunas.cartaNegativaSha256 === null
              ? null
              : novaCarta
                ? await guardarPdf(ctx.storage, 'negativas', carta)
                : atual!.cartaNegativaChave;
          const linha = { ...colunas, cartaNegativaChave };
          const id = atual
            ? (await sp.update(autorizacoes).set(linha).where(eq(autorizacoes.id, atual.id)), atual.id)
            : (
                await sp
                  .insert(autorizacoes)
                  .values({ ...linha, idGuia: g.idGuia })
                  .returning({ id: autorizacoes.id })
              )[0]!.id;
          if (!mesmosProcedimentos) {
            // Procedures are replaced as a whole: the ERP's list is the guide's list.
            if (atual)
              await sp.delete(autorizacaoProcedimentos).where(eq(autorizacaoProcedimentos.autorizacaoId, id));
            await sp
              .insert(autorizacaoProcedimentos)
              .values(procedimentos.map((p) => ({ ...p, autorizacaoId: id })));
          }
          if (responde) {
            await registrarAndamento(sp, pedido.protocolo, {
              em: ctx.clock(),
              titulo: `Guia ${g.idGuia}: ${rotuloSituacao(g.status)}`,
              descricao: g.negativa?.motivo ?? '',
              situacao: g.status === 'PENDENTE' ? 'EM_ANDAMENTO' : 'FECHADO',
            });
            pendencias.avisos.push({
              pessoaId: pedido.solicitanteId,
              sobrePessoaId: pedido.pessoaId,
              protocolo: pedido.protocolo,
              rotulo: rotuloSituacao(g.status),
            });
          }
          if (atual?.cartaNegativaChave && atual.cartaNegativaChave !== cartaNegativaChave) {
            pendencias.substituidos.push(atual.cartaNegativaChave);
          }
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------- entry

export async function aplicar<R, Refs>(
  ctx: ContextoSaude,
  tipo: (ctx: ContextoSaude, pendencias: Pendencias) => TipoLote<R, Refs>,
  registros: readonly unknown[],
): Promise<ResultadoLote> {
  const pendencias: Pendencias = { avisos: [], substituidos: [] };
  const resultado = await aplicarLote(ctx.db, tipo(ctx, pendencias), registros);
  await concluir(ctx, pendencias);
  return resultado;
}

async function concluir(ctx: ContextoSaude, pendencias: Pendencias): Promise<void> {
  // After the commit: the replaced files (best effort: an orphan file is harmless) and the filers' e-mails
  // (the status only — never the denial's reason; none in the bulk load, which has no notifier).
  await Promise.all(pendencias.substituidos.map((chave) => ctx.storage.delete(chave).catch(() => undefined)));
  const notify = ctx.notify;
  if (!notify) return;
  for (const aviso of pendencias.avisos) {
    await avisarProtocolo({
      notify,
      pessoaId: aviso.pessoaId,
      evento: 'AUTORIZACAO_DECIDIDA',
      sobrePessoaId: aviso.sobrePessoaId,
      assunto: 'Solicitação de autorização',
      protocolo: aviso.protocolo,
      mensagem: avisoSituacaoAlterada(aviso.rotulo),
      acompanharEm: 'Facilidades > Protocolos',
    });
  }
}

/**
 * One guide through the batch's rules, inside the caller's transaction `tx` (its savepoint and the guides'
 * advisory lock): the console's answer to an authorization request (issue 39, decision 0043 §7) — one rule,
 * two doors. The member is the membership given (a console guide's member has no ERP id of its own to look
 * up). `concluir` runs what `aplicar` runs after the commit (the filer's e-mail): call it after yours.
 */
export async function gravarGuia(
  ctx: ContextoSaude,
  tx: Database,
  guia: GuiaErp,
  membro: Membro,
): Promise<{ resultado: RegistroLote; concluir: () => Promise<void> }> {
  const pendencias: Pendencias = { avisos: [], substituidos: [] };
  const buscar: BuscarMembros = () => Promise.resolve(new Map([[guia.beneficiarioIdErp, membro]]));
  const { resultados } = await aplicarLote(tx, tipoGuias(ctx, pendencias, buscar), [guia]);
  return { resultado: resultados[0]!, concluir: () => concluir(ctx, pendencias) };
}

export const upsertAutorizacoes = (
  ctx: ContextoSaude,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicar(ctx, tipoGuias, registros);
