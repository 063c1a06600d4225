// The LGPD desk (issue 39, decision 0045): the members' data-subject requests with their deadlines, the
// decision with its legal basis and what the portal carries out, and the audit search across both trails.
// - A request is decided once: its row is locked (FOR UPDATE) and the decision written by a conditional
//   UPDATE (… WHERE decisao IS NULL), so of two staff deciding at once exactly one wins; the other is a 409.
// - Decision, execution (a correction through shared-domain/dados-cadastrais.ts — the writer the member's own
//   edit uses —, consents revoked), the protocol's closing step and both audits are one transaction. The
//   member's e-mail goes after it commits.
// - Opening a request reads the member's data: registrarLeituraEquipe (the member's own audit shows the
//   operator's service desk; the staff audit the protocol).
import { avisoAoContato } from '../../shared-domain/aviso-seguranca.js';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  firstName,
  formatIsoDate,
  formatOperatorDateTime,
  onlyDigits,
  operatorDate,
  parseIsoDate,
  formatPhone,
  ACOES_AUDITADAS,
  PRODUCT_TITLE,
  textoCsv,
} from '@portal/domain';
import type { Papel } from '@portal/domain/contract/console/acesso';
import {
  LGPD_AUDITORIA_CSV_MAX,
  LGPD_AUDITORIA_PERIODO_MAX_DIAS,
  LGPD_AUDITORIA_POR_PAGINA,
  LGPD_LISTA_MAX,
  MENSAGENS_LGPD,
  type AuditoriaLgpdQuery,
  type DecisaoLgpdBody,
  type ItemAuditoriaLgpd,
  type SolicitacaoLgpd,
  type SolicitacaoLgpdResumo,
} from '@portal/domain/contract/console/lgpd';
import {
  nomeBaseLegalDireitoTitular,
  nomeCampoCorrecao,
  nomeDecisaoDireitoTitular,
  nomeDireitoTitular,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import type { Database } from '../../db/client.js';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { auditoria } from '../../db/schema/audit.js';
import { solicitacoesTitular } from '../../db/schema/direitos-titular.js';
import { equipe, equipeAuditoria } from '../../db/schema/equipe.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos } from '../../db/schema/protocolos.js';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { registrarLeituraEquipe } from '../../platform/console/leitura-equipe.js';
import { HttpError, badRequest, notFound } from '../../platform/errors.js';
import { leitura } from '../../platform/leitura.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';
import { avisarProtocolo } from '../../shared-domain/aviso-protocolo.js';
import {
  PHONE_TYPES,
  corrigirDadoCadastral,
  corrigivel,
  pickContato,
  type CorrecaoCadastral,
} from '../../shared-domain/dados-cadastrais.js';
import { maskEmail } from '../../shared-domain/contatos-mascarados.js';
import { registrarAndamento } from '../../shared-domain/protocolo.js';
import { rowsOf } from '../../db/rows.js';

type Linha = typeof solicitacoesTitular.$inferSelect;

const PAPEL: Papel = 'encarregado-lgpd';

const conflict = (mensagem: string) => new HttpError(409, { mensagem });

/** Where the member follows the request (the e-mail says so). */
const ACOMPANHAR = 'Meus Dados > Meus Direitos sobre os Dados';

/** The reason both audits carry for a desk's read: the member's own request. */
const motivoDe = (protocolo: string, tipoNome: string) => ({
  categoria: 'DIREITOS_TITULAR' as const,
  texto: `Pedido do titular ${protocolo} (${tipoNome})`,
});

const hojeDe = (agora: Date) => operatorDate(agora);

const diasAte = (prazo: string, agora: Date): number => {
  const dia = parseIsoDate(prazo);
  return dia ? daysBetween(hojeDe(agora), dia) : 0;
};

const nomeDe = (p: { nomeCompleto: string; nomeSocial: string | null }) =>
  p.nomeSocial?.trim() ? `${p.nomeSocial} (${p.nomeCompleto})` : p.nomeCompleto;

export async function listarSolicitacoes(
  request: FastifyRequest,
  situacao: 'abertas' | 'decididas' | 'todas',
): Promise<{ itens: SolicitacaoLgpdResumo[]; hoje: string }> {
  const { db, clock } = request.server.ctx;
  const agora = clock();
  const s = solicitacoesTitular;
  const filtro =
    situacao === 'abertas'
      ? isNull(s.decisao)
      : situacao === 'decididas'
        ? sql`${s.decisao} is not null`
        : undefined;
  const rows = await db
    .select({
      id: s.id,
      protocolo: s.protocolo,
      tipo: s.tipo,
      criadoEm: s.criadoEm,
      prazo: s.prazo,
      decisao: s.decisao,
      decididaEm: s.decididaEm,
      pessoaId: s.pessoaId,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
    })
    .from(s)
    .innerJoin(pessoas, eq(pessoas.id, s.pessoaId))
    .where(filtro)
    .orderBy(
      sql`${s.decisao} is not null`,
      sql`case when ${s.decisao} is null then ${s.prazo} end`,
      desc(s.decididaEm),
      s.id,
    )
    .limit(LGPD_LISTA_MAX);
  // The list shows names and kinds of request: the staff audit records who looked (the member's own audit
  // gets a row when a request is opened, not for every glance at the queue).
  await registrarAcaoEquipe(db, {
    ...autorDe(request, PAPEL),
    acao: 'lgpd.listar',
    depois: { situacao, protocolos: rows.map((r) => r.protocolo) },
  });
  return { hoje: formatIsoDate(hojeDe(agora)), itens: rows.map((r) => resumoDe(r, nomeDe(r), agora)) };
}

/** A request's line in the queue (and the head of its detail). */
function resumoDe(
  r: Pick<Linha, 'protocolo' | 'tipo' | 'criadoEm' | 'prazo' | 'decisao' | 'decididaEm'>,
  titular: string,
  agora: Date,
): SolicitacaoLgpdResumo {
  return {
    protocolo: r.protocolo,
    tipo: r.tipo,
    tipoNome: nomeDireitoTitular(r.tipo),
    titular,
    abertaEm: r.criadoEm.toISOString(),
    prazo: r.prazo,
    diasRestantes: diasAte(r.prazo, agora),
    atrasada: r.decisao === null && r.prazo < formatIsoDate(hojeDe(agora)),
    decisao: r.decisao,
    decididaEm: r.decididaEm?.toISOString() ?? null,
  };
}

/** The request as the desk sees it (no audit: the callers audit). */
async function carregar(db: Database, linha: Linha, agora: Date): Promise<SolicitacaoLgpd> {
  const [pessoa] = await db
    .select({ cpf: pessoas.cpf, nomeCompleto: pessoas.nomeCompleto, nomeSocial: pessoas.nomeSocial })
    .from(pessoas)
    .where(eq(pessoas.id, linha.pessoaId));
  const [contatos, consentimentos, historico, decisor] = await Promise.all([
    db.select().from(pessoaContatos).where(eq(pessoaContatos.pessoaId, linha.pessoaId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(acessosSaude)
      .where(consentimentosVigentes(linha.pessoaId)),
    db
      .select({
        em: protocoloAndamentos.em,
        titulo: protocoloAndamentos.titulo,
        descricao: protocoloAndamentos.descricao,
      })
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, linha.protocolo))
      .orderBy(protocoloAndamentos.em, protocoloAndamentos.id),
    linha.decididaPor === null
      ? Promise.resolve([])
      : db.select({ nome: equipe.nome }).from(equipe).where(eq(equipe.id, linha.decididaPor)),
  ]);
  if (!pessoa) throw notFound(MENSAGENS_LGPD.naoEncontrada);
  const valorAtual =
    linha.campo === 'NOME_SOCIAL'
      ? pessoa.nomeSocial
      : linha.campo === 'EMAIL'
        ? (pickContato(contatos, ['EMAIL'])?.valor ?? null)
        : linha.campo === 'TELEFONE'
          ? formatPhone(pickContato(contatos, PHONE_TYPES)?.valor ?? '') || null
          : null;
  return {
    ...resumoDe(linha, nomeDe(pessoa), agora),
    campo: linha.campo,
    campoNome: linha.campo ? nomeCampoCorrecao(linha.campo) : null,
    valorCorreto: linha.valorCorreto,
    descricao: linha.descricao,
    pessoa: { nome: nomeDe(pessoa), cpf: pessoa.cpf },
    valorAtual,
    correcaoExecutavel: linha.tipo === 'CORRECAO' && corrigivel(linha.campo),
    consentimentosVigentes: consentimentos[0]?.n ?? 0,
    baseLegal: linha.baseLegal,
    baseLegalNome: linha.baseLegal ? nomeBaseLegalDireitoTitular(linha.baseLegal) : null,
    resposta: linha.resposta,
    execucao: Array.isArray(linha.execucao) ? (linha.execucao as string[]) : [],
    decididaPor: decisor[0]?.nome ?? null,
    historico: historico.map((h) => ({ em: h.em.toISOString(), titulo: h.titulo, descricao: h.descricao })),
  };
}

/** The consents the member gave on the portal that are still in force (what a revocation revokes). */
const consentimentosVigentes = (pessoaId: number) =>
  and(
    eq(acessosSaude.pessoaId, pessoaId),
    eq(acessosSaude.base, 'CONSENTIMENTO'),
    eq(acessosSaude.origem, 'PORTAL'),
    isNull(acessosSaude.revogadoEm),
  );

async function linhaDe(db: Database, protocolo: string, paraAlterar = false): Promise<Linha> {
  const consulta = db.select().from(solicitacoesTitular).where(eq(solicitacoesTitular.protocolo, protocolo));
  const [linha] = paraAlterar ? await consulta.for('update') : await consulta;
  if (!linha) throw notFound(MENSAGENS_LGPD.naoEncontrada);
  return linha;
}

export async function obterSolicitacao(request: FastifyRequest, protocolo: string): Promise<SolicitacaoLgpd> {
  const { db, clock } = request.server.ctx;
  const linha = await linhaDe(db, protocolo);
  const solicitacao = await carregar(db, linha, clock());
  await registrarLeituraEquipe(db, {
    request,
    papel: PAPEL,
    pessoaIds: [linha.pessoaId],
    acao: 'EQUIPE_CONSULTA_DIREITO_TITULAR',
    motivo: motivoDe(protocolo, solicitacao.tipoNome),
    acaoEquipe: 'lgpd.consultar',
    detalhe: { protocolo },
  });
  return solicitacao;
}

/** The checks of a decision against its request (400 with the field's message; nothing written). */
function validarDecisao(linha: Linha, body: DecisaoLgpdBody): void {
  const recusa = (campo: string, mensagem: string) => badRequest(mensagem, { [campo]: mensagem });
  if (body.decisao === 'NEGADO' && body.baseLegal === 'DIREITO_TITULAR') {
    throw recusa('baseLegal', MENSAGENS_LGPD.negadoComBaseDoTitular);
  }
  const executa = body.correcao !== undefined || body.revogarConsentimentos === true;
  if (executa && body.decisao === 'NEGADO') throw recusa('decisao', MENSAGENS_LGPD.execucaoSoAtendido);
  if (body.correcao) {
    if (linha.tipo !== 'CORRECAO') throw recusa('correcao', MENSAGENS_LGPD.correcaoSoDeCorrecao);
    if (!corrigivel(linha.campo)) throw recusa('correcao', MENSAGENS_LGPD.campoNaoCorrigivel);
  }
  if (body.revogarConsentimentos && linha.tipo !== 'REVOGACAO_CONSENTIMENTO') {
    throw recusa('revogarConsentimentos', MENSAGENS_LGPD.revogacaoSoDeRevogacao);
  }
}

/** The protocol's closing step: the decision, the answer and its legal basis, in the member's words. */
const descricaoAndamento = (body: DecisaoLgpdBody, execucao: readonly string[]) =>
  [
    body.resposta,
    ...(execucao.length > 0 ? [`O que foi feito: ${execucao.join('; ')}.`] : []),
    `Base legal: ${nomeBaseLegalDireitoTitular(body.baseLegal)}.`,
  ].join('\n');

export async function decidirSolicitacao(
  request: FastifyRequest,
  protocolo: string,
  body: DecisaoLgpdBody,
  notify: NotifyDispatcher,
): Promise<SolicitacaoLgpd> {
  const { db, clock } = request.server.ctx;
  const equipeId = request.equipe?.equipeId ?? null;
  const decidida = await db.transaction(async (tx) => {
    const linha = await linhaDe(tx, protocolo, true);
    if (linha.decisao !== null) throw conflict(MENSAGENS_LGPD.jaDecidida);
    validarDecisao(linha, body);
    const agora = clock();
    const execucao: string[] = [];
    let correcao: CorrecaoCadastral | null = null;
    if (body.correcao && corrigivel(linha.campo)) {
      correcao = await corrigirDadoCadastral(tx, {
        pessoaId: linha.pessoaId,
        campo: linha.campo,
        valor: body.correcao.valor,
        clock: () => agora,
      });
      const nome = nomeCampoCorrecao(linha.campo);
      execucao.push(correcao ? `${nome} corrigido para "${correcao.depois}"` : `${nome} já estava correto`);
    }
    if (body.revogarConsentimentos) {
      const revogados = await tx
        .update(acessosSaude)
        .set({ revogadoEm: agora, alteradoEm: agora })
        .where(consentimentosVigentes(linha.pessoaId))
        .returning({ id: acessosSaude.id });
      execucao.push(
        revogados.length === 1 ? '1 consentimento revogado' : `${revogados.length} consentimentos revogados`,
      );
    }
    const [gravada] = await tx
      .update(solicitacoesTitular)
      .set({
        decisao: body.decisao,
        baseLegal: body.baseLegal,
        resposta: body.resposta,
        execucao,
        decididaEm: agora,
        decididaPor: equipeId,
      })
      .where(and(eq(solicitacoesTitular.id, linha.id), isNull(solicitacoesTitular.decisao)))
      .returning();
    if (!gravada) throw conflict(MENSAGENS_LGPD.jaDecidida);
    await registrarAndamento(tx, protocolo, {
      em: agora,
      titulo: `Pedido ${nomeDecisaoDireitoTitular(body.decisao).toLowerCase()}`,
      descricao: descricaoAndamento(body, execucao),
      situacao: 'FECHADO',
    });
    const tipoNome = nomeDireitoTitular(linha.tipo);
    await registrarLeituraEquipe(tx, {
      request,
      papel: PAPEL,
      pessoaIds: [linha.pessoaId],
      acao: 'EQUIPE_DECISAO_DIREITO_TITULAR',
      motivo: motivoDe(protocolo, tipoNome),
      acaoEquipe: 'lgpd.decidir',
      antes: { protocolo, decisao: null, ...(correcao ? { [correcao.campo]: correcao.antes } : {}) },
      detalhe: {
        protocolo,
        decisao: body.decisao,
        baseLegal: body.baseLegal,
        execucao,
        ...(correcao ? { [correcao.campo]: correcao.depois } : {}),
      },
    });
    return { gravada, agora, correcao };
  });
  const tipoNome = nomeDireitoTitular(decidida.gravada.tipo);
  await avisarProtocolo({
    notify,
    pessoaId: decidida.gravada.pessoaId,
    evento: 'LGPD_RESPONDIDO',
    assunto: tipoNome,
    protocolo,
    mensagem: `Seu pedido foi respondido: ${nomeDecisaoDireitoTitular(body.decisao)}.\n\n${descricaoAndamento(body, decidida.gravada.execucao as string[])}`,
    acompanharEm: ACOMPANHAR,
  });
  avisarEmailAnterior(notify, protocolo, decidida.correcao);
  return carregar(db, decidida.gravada, decidida.agora);
}

/**
 * A corrected e-mail: the address it replaced is told too, as when the member changes it herself (issue 33) —
 * whoever asked, the old inbox learns of it. Masked new address, no CPF.
 */
function avisarEmailAnterior(
  notify: NotifyDispatcher,
  protocolo: string,
  correcao: CorrecaoCadastral | null,
): void {
  if (correcao?.campo !== 'EMAIL' || !correcao.antes || correcao.antes === correcao.depois) return;
  void avisoAoContato(
    notify,
    { canal: 'EMAIL', destino: correcao.antes },
    {
      assunto: `${AVISO_EMAIL_CORRIGIDO} - protocolo ${protocolo}`,
      texto: [
        `O e-mail do seu cadastro no ${PRODUCT_TITLE} foi corrigido para ${maskEmail(correcao.depois)}, a partir do pedido de protocolo ${protocolo}.`,
        '',
        'Se você não fez este pedido, fale com a operadora.',
        '',
        PRODUCT_TITLE,
      ].join('\n'),
    },
  );
}

/** The subject of the notice to the replaced e-mail. */
export const AVISO_EMAIL_CORRIGIDO = 'E-mail do cadastro corrigido';

// ——— Audit search ———

interface Filtro {
  inicio: string;
  fim: string;
  pessoaId: number | null;
  equipeId: number | null;
  acao: string | null;
}

/** The period's days on the operator's calendar, checked (400 with a Portuguese message). */
function periodo(query: Pick<AuditoriaLgpdQuery, 'inicio' | 'fim'>): { inicio: string; fim: string } {
  const inicio = parseIsoDate(query.inicio);
  const fim = parseIsoDate(query.fim);
  if (!inicio || !fim || daysBetween(inicio, fim) < 0) {
    throw badRequest(MENSAGENS_LGPD.periodoInvalido, { inicio: MENSAGENS_LGPD.periodoInvalido });
  }
  if (daysBetween(inicio, fim) >= LGPD_AUDITORIA_PERIODO_MAX_DIAS) {
    throw badRequest(MENSAGENS_LGPD.periodoLongo, { fim: MENSAGENS_LGPD.periodoLongo });
  }
  return { inicio: formatIsoDate(inicio), fim: formatIsoDate(addDays(fim, 1)) };
}

async function filtroDe(db: Database, query: AuditoriaLgpdQuery): Promise<Filtro | null> {
  const dias = periodo(query);
  let pessoaId: number | null = null;
  if (query.cpf) {
    const [p] = await db
      .select({ id: pessoas.id })
      .from(pessoas)
      .where(eq(pessoas.cpf, onlyDigits(query.cpf)));
    // A CPF the operator does not hold matches no row (and says nothing more).
    if (!p) return null;
    pessoaId = p.id;
  }
  return { ...dias, pessoaId, equipeId: query.equipeId ?? null, acao: query.acao ?? null };
}

interface LinhaAuditoria {
  trilha: 'BENEFICIARIO' | 'EQUIPE';
  id: number;
  us: string;
  at: Date | string;
  acao: string;
  pessoa_id: number | null;
  conta_id: number | null;
  equipe_id: number | null;
  integracao_cliente_id: number | null;
  recurso: string | null;
  ip: string | null;
  resultado: string | null;
  nome_completo: string | null;
  cpf: string | null;
  nome_equipe: string | null;
}

const ZONA = 'America/Sao_Paulo';

/** Both trails in one statement, newest first by (instant in µs, trail, id): the keyset of `apos`. */
async function buscar(
  db: Database,
  f: Filtro,
  limite: number,
  apos: { trilha: string; us: string; id: string } | null,
): Promise<LinhaAuditoria[]> {
  const a = auditoria;
  const e = equipeAuditoria;
  const desde = sql`(${f.inicio}::date)::timestamp at time zone ${ZONA}`;
  const ate = sql`(${f.fim}::date)::timestamp at time zone ${ZONA}`;
  const acao = (coluna: typeof a.acao | typeof e.acao) =>
    f.acao
      ? sql` and (${coluna} = ${f.acao} or ${coluna} like ${`${f.acao.replace(/[\\%_]/g, '\\$&')}%`})`
      : sql``;
  const membro = sql`
    select 'BENEFICIARIO'::text as trilha, ${a.id} as id, (extract(epoch from ${a.at}) * 1000000)::bigint as us,
      ${a.at} as at, ${a.acao} as acao, ${a.pessoaId} as pessoa_id, ${a.contaId} as conta_id,
      ${a.equipeId} as equipe_id, ${a.integracaoClienteId} as integracao_cliente_id, ${a.recurso} as recurso,
      ${a.ip} as ip, ${a.resultado} as resultado
    from ${a}
    where ${a.at} >= ${desde} and ${a.at} < ${ate}
      ${f.pessoaId === null ? sql`` : sql` and ${a.pessoaId} = ${f.pessoaId}`}
      ${f.equipeId === null ? sql`` : sql` and ${a.equipeId} = ${f.equipeId}`}
      ${acao(a.acao)}`;
  const daEquipe = sql`
    select 'EQUIPE'::text, ${e.id}, (extract(epoch from ${e.at}) * 1000000)::bigint, ${e.at}, ${e.acao},
      case when ${e.alvo} ~ '^pessoa:[0-9]{1,9}$' then substring(${e.alvo} from 8)::int end, null::int,
      ${e.equipeId}, null::int, ${e.alvo}, ${e.ip}, null::text
    from ${e}
    where ${e.at} >= ${desde} and ${e.at} < ${ate}
      ${
        f.pessoaId === null
          ? sql``
          : sql` and (${e.alvo} = ${`pessoa:${f.pessoaId}`} or ${e.depois} -> 'pessoaIds' @> ${JSON.stringify([f.pessoaId])}::jsonb)`
      }
      ${f.equipeId === null ? sql`` : sql` and ${e.equipeId} = ${f.equipeId}`}
      ${acao(e.acao)}`;
  const depois = apos
    ? sql`where (t.us, t.trilha, t.id) < (${apos.us}::bigint, ${apos.trilha}::text, ${apos.id}::bigint)`
    : sql``;
  const resultado = await db.execute(sql`
    select t.*, p.nome_completo, p.cpf, q.nome as nome_equipe
    from (${membro} union all ${daEquipe}) as t
    left join ${pessoas} p on p.id = t.pessoa_id
    left join ${equipe} q on q.id = t.equipe_id
    ${depois}
    order by t.us desc, t.trilha desc, t.id desc
    limit ${limite}`);
  return rowsOf<LinhaAuditoria>(resultado);
}

const rotuloAcao = (acao: string): string =>
  Object.hasOwn(ACOES_AUDITADAS, acao) ? ACOES_AUDITADAS[acao as keyof typeof ACOES_AUDITADAS].rotulo : acao;

function paraItem(l: LinhaAuditoria): ItemAuditoriaLgpd {
  const autor =
    l.nome_equipe !== null
      ? l.trilha === 'BENEFICIARIO'
        ? `${l.nome_equipe} (equipe)`
        : l.nome_equipe
      : l.integracao_cliente_id !== null
        ? `Integração (cliente ${l.integracao_cliente_id})`
        : l.conta_id !== null
          ? `Conta do portal ${l.conta_id}`
          : null;
  return {
    trilha: l.trilha,
    id: Number(l.id),
    em: new Date(l.at).toISOString(),
    acao: l.acao,
    acaoNome: rotuloAcao(l.acao),
    pessoa:
      l.nome_completo !== null && l.cpf !== null ? `${firstName(l.nome_completo)} — CPF ${l.cpf}` : null,
    autor,
    recurso: l.recurso,
    ip: l.ip,
    resultado: l.resultado,
  };
}

const filtrosAuditados = (query: Partial<AuditoriaLgpdQuery>) => ({
  inicio: query.inicio,
  fim: query.fim,
  cpf: query.cpf ?? null,
  equipeId: query.equipeId ?? null,
  acao: query.acao ?? null,
});

export async function buscarAuditoria(
  request: FastifyRequest,
  query: AuditoriaLgpdQuery,
): Promise<{ itens: ItemAuditoriaLgpd[]; proxima: string | null }> {
  const { db } = request.server.ctx;
  const apos = query.apos ? cursor(query.apos) : null;
  const filtro = await filtroDe(db, query);
  // The audit search reads the replica when there is one (decision 0060); its own audit row, the primary.
  const linhas = filtro ? await buscar(leitura(request), filtro, LGPD_AUDITORIA_POR_PAGINA + 1, apos) : [];
  const pagina = linhas.slice(0, LGPD_AUDITORIA_POR_PAGINA);
  const ultima = pagina.at(-1);
  await registrarAcaoEquipe(db, {
    ...autorDe(request, PAPEL),
    acao: 'lgpd.auditoria.buscar',
    depois: { ...filtrosAuditados(query), apos: query.apos ?? null, linhas: pagina.length },
  });
  return {
    itens: pagina.map(paraItem),
    proxima:
      linhas.length > LGPD_AUDITORIA_POR_PAGINA && ultima
        ? `${ultima.trilha}:${ultima.us}:${ultima.id}`
        : null,
  };
}

function cursor(apos: string): { trilha: string; us: string; id: string } {
  const [trilha, us, id] = apos.split(':');
  if ((trilha !== 'BENEFICIARIO' && trilha !== 'EQUIPE') || !us || !id) {
    throw badRequest(MENSAGENS_LGPD.cursorInvalido, { apos: MENSAGENS_LGPD.cursorInvalido });
  }
  return { trilha, us, id };
}

export const CABECALHO_CSV_AUDITORIA = [
  'Trilha',
  'Data e hora',
  'Ação',
  'Descrição',
  'Titular',
  'Autor',
  'Recurso ou alvo',
  'IP',
  'Resultado',
] as const;

/** The search as CSV (UTF-8 with BOM, so a spreadsheet reads the accents), audited with its filters. */
export async function exportarAuditoria(
  request: FastifyRequest,
  query: Omit<AuditoriaLgpdQuery, 'apos'>,
): Promise<{ csv: Buffer; nome: string }> {
  const { db, clock } = request.server.ctx;
  const filtro = await filtroDe(db, query);
  const linhas = filtro ? await buscar(leitura(request), filtro, LGPD_AUDITORIA_CSV_MAX, null) : [];
  await registrarAcaoEquipe(db, {
    ...autorDe(request, PAPEL),
    acao: 'lgpd.auditoria.exportar',
    depois: { ...filtrosAuditados(query), linhas: linhas.length },
  });
  const itens = linhas.map(paraItem);
  const texto = textoCsv(
    CABECALHO_CSV_AUDITORIA,
    itens.map((i) => [
      i.trilha === 'EQUIPE' ? 'Equipe' : 'Beneficiário',
      formatOperatorDateTime(i.em),
      i.acao,
      i.acaoNome,
      i.pessoa,
      i.autor,
      i.recurso,
      i.ip,
      i.resultado,
    ]),
  );
  const hoje = formatIsoDate(operatorDate(clock()));
  return { csv: Buffer.from(`\uFEFF${texto}`, 'utf8'), nome: `auditoria-${hoje}.csv` };
}
