// The family health-data rule (issue 33, decision 0026) swept over every route that declares a health area
// in the route inventory × every kind of reader: self, a minor's titular, an adult's titular with and without
// consent (for another area, revoked, expired, turned 18 today), a minor reading themself and a sibling, an
// adult dependant reading the titular, the financial-only contratante and another family. Each probe reads
// or acts on the target's own items (a result, a document, a guide, an appointment, a protocol), so a route
// that checks the family but not the rule answers 200 where 403 is expected. A route that declares a health
// area without a probe here fails the first test.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  API_BASE,
  formatDate,
  formatIsoDate,
  operatorDate,
  SERVER_MESSAGES,
} from '@portal/domain';
import type { FreshPerson } from '@portal/test-support/fresh-families';
import type { EndpointDefinition } from '@portal/domain/contract/endpoint';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { tokenAtendimentoEndpoints } from '@portal/domain/contract/meus-dados/token-atendimento';
import { agendamentosEndpoints } from '@portal/domain/contract/saude/agendamentos';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { receitasAtestadosEndpoints } from '@portal/domain/contract/saude/receitas-atestados';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { carenciasEndpoints } from '@portal/domain/contract/plano/carencias';
import { coberturaEndpoints } from '@portal/domain/contract/plano/cobertura';
import { solicitacaoAutorizacaoEndpoints } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { acessosSaude } from '../db/schema/acessos-saude.js';
import { agendamentos } from '../db/schema/agendamento.js';
import { auditoria } from '../db/schema/audit.js';
import { pessoas } from '../db/schema/pessoas.js';
import { beneficiarios, carteiras } from '../db/schema/contratos.js';
import { protocolos } from '../db/schema/protocolos.js';
import { reembolsoArquivos, reembolsos } from '../db/schema/reembolso.js';
import { autorizacoes, documentosClinicos, resultadosExame } from '../db/schema/saude.js';
import { agendas } from '../test/agendamento.js';
import { chamar } from '../test/contrato.js';
import { multipartBody } from '../test/multipart.js';
import { dadosValidos, postDocumentos, postReembolso } from '../test/reembolso.js';
import type { TestAgent } from '../test/test-agent.js';
import { pessoaIdDe as pessoaIdDoCpf } from '../test/demo-ids.js';
import { DEMO, withDemo, type TestHarness } from '../test/test-app.js';

type Quem = keyof typeof DEMO;

/** What a target person has, read from the database (the probes act on these). */
interface Itens {
  cpf: string;
  pessoaId: number;
  chaveResultado?: string;
  documentoId?: string;
  guia?: { idGuia: string; carteira: string };
  guiaNegada?: string;
  agendamentoId?: string;
  agendamentoPassado?: string;
  protocoloAutorizacao?: string;
  carteira?: string;
  reembolso?: { protocolo: string; arquivoId?: string; arquivoGuardado: boolean };
  nome: string;
  dataNascimento: string;
}

/**
 * A read that hands out amounts without the clinical content (a `restrito` reimbursement, uses grouped by
 * kind): what the financially responsible see of someone who has not authorized them.
 */
const SOMENTE_VALORES = 299;
const comRestrito = (response: { statusCode: number; body: string }) =>
  response.statusCode === 200 && /"restrito":true/.test(response.body)
    ? { statusCode: SOMENTE_VALORES, body: response.body }
    : response;

type Probe = (agent: TestAgent, alvo: Itens) => Promise<{ statusCode: number; body: string } | null>;

const periodo = () => {
  const hoje = operatorDate(h.clock());
  return {
    dataRealizacaoInicial: formatDate(formatIsoDate(addYears(hoje, -2))),
    dataRealizacaoFinal: formatDate(formatIsoDate(hoje)),
  };
};
const skip = null;

/** The route inventory's key of an endpoint (method and path as registered). */
const rota = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>) =>
  `${endpoint.method} ${API_BASE}${endpoint.path}`;

/** One probe per health route of the inventory (method and path as registered). */
const PROBES: Record<string, Probe> = {
  // Minhas carências (waiting periods and CPT: SAUDE), issue 41.
  [rota(carenciasEndpoints.carencias)]: (a, t) =>
    chamar(a, carenciasEndpoints.carencias, { query: { cpf: t.cpf } }),
  // Meu plano cobre? (waiting periods: SAUDE) and the reimbursement preview (REEMBOLSO), issue 41.
  [rota(coberturaEndpoints.cobertura)]: (a, t) =>
    chamar(a, coberturaEndpoints.cobertura, { query: { cpf: t.cpf, codigo: '10101012' } }),
  [rota(coberturaEndpoints.previa)]: (a, t) =>
    chamar(a, coberturaEndpoints.previa, {
      query: { cpf: t.cpf, codigo: '10101012', valorPagoCentavos: 20000 },
    }),
  [rota(resultadoExamesEndpoints.resultados)]: (a, t) =>
    chamar(a, resultadoExamesEndpoints.resultados, { query: { cpf: t.cpf, ...periodo() } }),
  [rota(resultadoExamesEndpoints.download)]: async (a, t) =>
    t.chaveResultado
      ? chamar(a, resultadoExamesEndpoints.download, { body: { cpf: t.cpf, chaves: [t.chaveResultado] } })
      : skip,
  [rota(receitasAtestadosEndpoints.documentos)]: (a, t) =>
    chamar(a, receitasAtestadosEndpoints.documentos, { query: { cpf: t.cpf } }),
  [rota(receitasAtestadosEndpoints.documento)]: async (a, t) =>
    t.documentoId ? chamar(a, receitasAtestadosEndpoints.documento, { params: { id: t.documentoId } }) : skip,
  [rota(autorizacoesEndpoints.autorizacoes)]: (a, t) =>
    chamar(a, autorizacoesEndpoints.autorizacoes, { query: { cpf: t.cpf } }),
  [rota(autorizacoesEndpoints.detalhe)]: async (a, t) =>
    t.guia
      ? chamar(a, autorizacoesEndpoints.detalhe, {
          params: { idGuia: t.guia.idGuia },
          query: { carteira: t.guia.carteira },
        })
      : skip,
  [rota(autorizacoesEndpoints.cidades)]: async (a, t) =>
    t.guia
      ? chamar(a, autorizacoesEndpoints.cidades, {
          params: { idGuia: t.guia.idGuia },
          query: { codigoProcedimento: '40901114' },
        })
      : skip,
  [rota(autorizacoesEndpoints.prestadores)]: async (a, t) =>
    t.guia
      ? chamar(a, autorizacoesEndpoints.prestadores, {
          params: { idGuia: t.guia.idGuia },
          query: { codigoProcedimento: '40901114', codigoCidade: '1' },
        })
      : skip,
  [rota(autorizacoesEndpoints.negativa)]: async (a, t) =>
    t.guiaNegada ? chamar(a, autorizacoesEndpoints.negativa, { params: { idGuia: t.guiaNegada } }) : skip,
  [rota(solicitacaoAutorizacaoEndpoints.contatos)]: (a, t) =>
    chamar(a, solicitacaoAutorizacaoEndpoints.contatos, { params: { cpf: t.cpf } }),
  // Without the medical order: a reader the rule lets through gets 400 (the missing file), never 403/404.
  [rota(solicitacaoAutorizacaoEndpoints.solicitar)]: (a, t) => {
    const dados = {
      chaveIdempotencia: crypto.randomUUID(),
      cpf: t.cpf,
      tipo: 'CONSULTA_EXAME_TERAPIA',
      descricao: 'Ressonância magnética do joelho direito',
    };
    const { payload, headers } = multipartBody({ dados: JSON.stringify(dados) }, []);
    return chamar(a, solicitacaoAutorizacaoEndpoints.solicitar, { body: payload, headers });
  },
  [rota(agendamentosEndpoints.agendamentos)]: (a, t) =>
    chamar(a, agendamentosEndpoints.agendamentos, { query: { cpf: t.cpf } }),
  [rota(agendamentosEndpoints.contatos)]: (a, t) =>
    chamar(a, agendamentosEndpoints.contatos, { query: { cpf: t.cpf } }),
  // The slots the target can take reveal when they have appointments (issue 37).
  [rota(agendamentosEndpoints.agendas)]: (a, t) =>
    chamar(a, agendamentosEndpoints.agendas, { query: { cpf: t.cpf, especialidade: 'CLINICA_MEDICA' } }),
  [rota(agendamentosEndpoints.reservar)]: async (a, t) => {
    const horarioId = await umHorarioLivre();
    const response = await chamar(a, agendamentosEndpoints.reservar, { body: { cpf: t.cpf, horarioId } });
    // A hold the rule allowed is released at once, so the next reader finds the slot free.
    if (response.statusCode === 201) {
      const { reservaId } = response.json<{ reservaId: string }>();
      await chamar(a, agendamentosEndpoints.liberar, { body: { reservaId } });
    }
    return response;
  },
  [rota(agendamentosEndpoints.calendario)]: async (a, t) =>
    t.agendamentoPassado
      ? chamar(a, agendamentosEndpoints.calendario, { query: { id: t.agendamentoPassado } })
      : skip,
  // A past appointment: a reader the rule lets through gets 409 (not reschedulable) or 400 (another
  // speciality), nothing changes (issue 37).
  [rota(agendamentosEndpoints.remarcar)]: async (a, t) =>
    t.agendamentoPassado
      ? chamar(a, agendamentosEndpoints.remarcar, {
          body: { id: t.agendamentoPassado, horarioId: await umHorarioLivre() },
        })
      : skip,
  // Booking consumes the reader's own hold: the revoked-consent test below books with a hold taken before.
  [rota(agendamentosEndpoints.agendar)]: () => Promise.resolve(skip),
  [rota(agendamentosEndpoints.confirmar)]: async (a, t) =>
    t.agendamentoId ? chamar(a, agendamentosEndpoints.confirmar, { body: { id: t.agendamentoId } }) : skip,
  // A past or cancelled appointment: a reader the rule lets through gets 409 (not cancellable), nothing changes.
  [rota(agendamentosEndpoints.cancelar)]: async (a, t) =>
    t.agendamentoPassado
      ? chamar(a, agendamentosEndpoints.cancelar, {
          body: { id: t.agendamentoPassado, opcao: 'CANCELAR_ATENDIMENTO' },
        })
      : skip,
  [rota(protocolosEndpoints.protocolos)]: async (a, t) => {
    if (!t.protocoloAutorizacao) return skip;
    const response = await chamar(a, protocolosEndpoints.protocolos, { params: { cpf: t.cpf } });
    // The list itself is not health data: it stays, without the care protocols the reader may not see.
    if (response.statusCode !== 200) return response;
    const { protocolos: lista, aviso } = response.json<{ protocolos: { tipo: string }[]; aviso?: string }>();
    const escondido = !lista.some((p) => p.tipo === 'AUTORIZACAO') && aviso !== undefined;
    return { statusCode: escondido ? 403 : 200, body: response.body };
  },
  [rota(reembolsoEndpoints.reembolsos)]: async (a, t) =>
    t.reembolso
      ? comRestrito(await chamar(a, reembolsoEndpoints.reembolsos, { params: { cpf: t.cpf } }))
      : skip,
  [rota(reembolsoEndpoints.ultimos)]: async (a, t) =>
    t.reembolso ? comRestrito(await chamar(a, reembolsoEndpoints.ultimos, { params: { cpf: t.cpf } })) : skip,
  [rota(reembolsoEndpoints.arquivos)]: async (a, t) =>
    t.reembolso?.arquivoId
      ? chamar(a, reembolsoEndpoints.arquivos, { query: { protocolo: t.reembolso.protocolo } })
      : skip,
  [rota(reembolsoEndpoints.download)]: async (a, t) =>
    t.reembolso?.arquivoId && t.reembolso.arquivoGuardado
      ? chamar(a, reembolsoEndpoints.download, { query: { path: t.reembolso.arquivoId } })
      : skip,
  // The documents a PENDENTE request asks for, without a file: a reader the rule lets through gets 409 (not
  // pending) or 400 (no file), never 403/404; nothing is written either way (issue 39).
  [rota(reembolsoEndpoints.enviarDocumentos)]: async (a, t) =>
    t.reembolso ? postDocumentos(a, t.reembolso.protocolo, []) : skip,
  // Filing for the target: a reader the rule lets through gets 201 (or 400 for the test's dates), never 403/404.
  [rota(reembolsoEndpoints.solicitar)]: async (a, t) =>
    t.carteira
      ? postReembolso(
          a,
          t.cpf,
          dadosValidos(t.carteira, {
            nome: t.nome,
            cpf: t.cpf,
            dataNascimento: t.dataNascimento,
          } as FreshPerson),
        )
      : skip,
  [rota(extratoUtilizacaoEndpoints.extrato)]: async (a, t) =>
    comRestrito(
      await chamar(a, extratoUtilizacaoEndpoints.extrato, {
        query: {
          cpf: t.cpf,
          dataInicial: periodo().dataRealizacaoInicial,
          dataFinal: periodo().dataRealizacaoFinal,
        },
      }),
    ),
  // The attendance token (issue 41): the card's secret, and a new one (the holder's token, area SAUDE).
  [rota(tokenAtendimentoEndpoints.token)]: async (a, t) =>
    t.carteira ? chamar(a, tokenAtendimentoEndpoints.token, { params: { carteira: t.carteira } }) : skip,
  [rota(tokenAtendimentoEndpoints.renovar)]: async (a, t) =>
    t.carteira ? chamar(a, tokenAtendimentoEndpoints.renovar, { params: { carteira: t.carteira } }) : skip,
  [rota(protocolosEndpoints.detalhe)]: async (a, t) =>
    t.protocoloAutorizacao
      ? chamar(a, protocolosEndpoints.detalhe, { body: { protocolo: t.protocoloAutorizacao } })
      : skip,
};

/** The pickers: answered to anyone with the screen, listing the target only when the rule allows. */
const PICKERS: Record<string, true> = {
  [rota(carenciasEndpoints.listagem)]: true,
  [rota(coberturaEndpoints.listagem)]: true,
  [rota(coberturaEndpoints.listagemPrevia)]: true,
  [rota(autorizacoesEndpoints.listagem)]: true,
  [rota(solicitacaoAutorizacaoEndpoints.listagem)]: true,
  [rota(tokenAtendimentoEndpoints.listagem)]: true,
  [rota(resultadoExamesEndpoints.listagem)]: true,
  [rota(receitasAtestadosEndpoints.listagem)]: true,
  [rota(agendamentosEndpoints.listagem)]: true,
  [rota(reembolsoEndpoints.listagemSolicitacao)]: true,
};

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});
/** A free slot the hold probe takes and releases at once. */
let horarioLivre: string | undefined;
const umHorarioLivre = async () =>
  (horarioLivre ??= (
    await agendas(await agent('maria'), DEMO.maria, { especialidade: 'CLINICA_MEDICA' })
  ).horarios.at(-1)!.horarioId);
const agent = (quem: Quem) => demo.as(quem);
const healthRoutes = () =>
  h.app.routeInventory
    .filter((r) => r.saude && r.method !== 'HEAD')
    .map((r) => ({ key: `${r.method} ${r.url}`, area: r.saude! }));

async function itensDe(quem: Quem): Promise<Itens> {
  const { db } = h.database;
  const pessoaId = await pessoaIdDe(quem);
  const [resultado] = await db
    .select({ chave: resultadosExame.chave })
    .from(resultadosExame)
    .where(and(eq(resultadosExame.pessoaId, pessoaId), eq(resultadosExame.situacao, 'DISPONIVEL')));
  const [documento] = await db
    .select({ id: documentosClinicos.id })
    .from(documentosClinicos)
    .where(eq(documentosClinicos.pessoaId, pessoaId));
  const guias = await db
    .select({ idGuia: autorizacoes.idGuia, status: autorizacoes.status, carteira: carteiras.codigo })
    .from(autorizacoes)
    .innerJoin(carteiras, eq(carteiras.id, autorizacoes.carteiraId))
    .innerJoin(beneficiarios, eq(beneficiarios.id, carteiras.beneficiarioId))
    .where(eq(beneficiarios.pessoaId, pessoaId));
  const autorizada = guias.find((g) => g.status === 'AUTORIZADA');
  const [agendamento] = await db
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .where(and(eq(agendamentos.pessoaId, pessoaId), eq(agendamentos.status, 'AGENDADO')));
  const [passado] = await db
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .where(and(eq(agendamentos.pessoaId, pessoaId), eq(agendamentos.status, 'CANCELADO')));
  const [pessoa] = await db
    .select({ nome: pessoas.nomeCompleto, dataNascimento: pessoas.dataNascimento })
    .from(pessoas)
    .where(eq(pessoas.id, pessoaId));
  const [reembolso] = await db
    .select({
      protocolo: reembolsos.protocolo,
      arquivoId: reembolsoArquivos.id,
      chave: reembolsoArquivos.chave,
    })
    .from(reembolsos)
    .leftJoin(reembolsoArquivos, eq(reembolsoArquivos.reembolsoId, reembolsos.id))
    .where(eq(reembolsos.pessoaId, pessoaId))
    .orderBy(reembolsoArquivos.id);
  const [protocolo] = await db
    .select({ numero: protocolos.protocolo })
    .from(protocolos)
    .where(and(eq(protocolos.pessoaId, pessoaId), eq(protocolos.tipo, 'AUTORIZACAO')));
  return {
    cpf: DEMO[quem],
    pessoaId,
    chaveResultado: resultado?.chave,
    documentoId: documento?.id,
    guia: autorizada && { idGuia: autorizada.idGuia, carteira: autorizada.carteira },
    guiaNegada: guias.find((g) => g.status === 'NEGADA')?.idGuia,
    agendamentoId: agendamento?.id,
    agendamentoPassado: passado?.id,
    protocoloAutorizacao: protocolo?.numero,
    carteira: guias[0]?.carteira ?? (await primeiraCarteira(pessoaId)),
    reembolso: reembolso && {
      protocolo: reembolso.protocolo,
      arquivoId: reembolso.arquivoId ?? undefined,
      // The harness's storage holds no seeded file: the download is probed only where one is stored.
      arquivoGuardado: reembolso.chave !== null && (await h.app.storage.exists(reembolso.chave)),
    },
    nome: pessoa!.nome,
    dataNascimento: pessoa!.dataNascimento,
  };
}

const primeiraCarteira = async (pessoaId: number) =>
  (
    await h.database.db
      .select({ codigo: carteiras.codigo })
      .from(carteiras)
      .innerJoin(beneficiarios, eq(beneficiarios.id, carteiras.beneficiarioId))
      .where(eq(beneficiarios.pessoaId, pessoaId))
      .orderBy(carteiras.id)
  )[0]?.codigo;

const naoTemATela = (response: { statusCode: number; body: string }) =>
  response.statusCode === 403 && response.body.includes(SERVER_MESSAGES.forbidden);

const pessoaIdDe = (quem: Quem) => pessoaIdDoCpf(h.database.db, DEMO[quem]);

/** A grant from `de` to `para`, as the screen writes it: the one in force is edited, else one is added. */
async function conceder(de: Quem, para: Quem, areas: AreaAcessoSaude[], validoAte: string | null = null) {
  const agora = h.clock();
  const [pessoaId, autorizadoPessoaId] = await Promise.all([pessoaIdDe(de), pessoaIdDe(para)]);
  const [editado] = await h.database.db
    .update(acessosSaude)
    .set({ areas, validoAte, alteradoEm: agora })
    .where(
      and(
        eq(acessosSaude.pessoaId, pessoaId),
        eq(acessosSaude.autorizadoPessoaId, autorizadoPessoaId),
        isNull(acessosSaude.revogadoEm),
      ),
    )
    .returning({ id: acessosSaude.id });
  if (editado) return editado.id;
  const [row] = await h.database.db
    .insert(acessosSaude)
    .values({
      pessoaId,
      autorizadoPessoaId,
      base: 'CONSENTIMENTO',
      areas,
      validoAte,
      origem: 'PORTAL',
      criadoEm: agora,
      alteradoEm: agora,
    })
    .returning({ id: acessosSaude.id });
  return row!.id;
}
const revogarTodos = () =>
  h.database.db.update(acessosSaude).set({ revogadoEm: h.clock() }).where(isNull(acessosSaude.revogadoEm));

/** ok: the clinical content; valores: amounts only (or 403 for a file); 403/404 as answered. */
type Esperado = 'ok' | 'valores' | 403 | 404;
type PorArea = Record<AreaAcessoSaude, Esperado>;
const todas = (e: Esperado): PorArea => ({ SAUDE: e, AGENDAMENTO: e, REEMBOLSO: e });
/** Someone in the reader's family they may not read clinically: who pays still sees the amounts. */
const semAcesso: PorArea = { SAUDE: 403, AGENDAMENTO: 403, REEMBOLSO: 'valores' };

/** Runs every probe of the reader on the target; `ok` means the rule let the call through. */
async function varrer(leitor: Quem, alvo: Quem, esperado: PorArea): Promise<void> {
  const a = await agent(leitor);
  const itens = await itensDe(alvo);
  const falhas: string[] = [];
  for (const { key, area } of healthRoutes()) {
    if (PICKERS[key]) continue;
    const response = await PROBES[key]!(a, itens);
    // No probe for this target (no such item), or the reader lacks the screen itself: the permission check
    // (route-inventory.int.test.ts) answers before the rule, whoever the target is.
    if (!response || naoTemATela(response)) continue;
    const quer = esperado[area];
    const passou = ![403, 404, SOMENTE_VALORES].includes(response.statusCode);
    const semClinica = response.statusCode === SOMENTE_VALORES || response.statusCode === 403;
    const certo =
      quer === 'ok' ? passou : quer === 'valores' || quer === 403 ? semClinica : response.statusCode === quer;
    if (!certo) falhas.push(`${key}: ${response.statusCode} (queria ${quer}) ${response.body.slice(0, 120)}`);
  }
  expect(falhas, `${leitor} → ${alvo}`).toEqual([]);
}

/** Who each health picker of the reader lists, and who it names as left out. */
async function pickers(leitor: Quem) {
  const a = await agent(leitor);
  const out: Record<string, { listados: string[]; ocultos: string[] } | number> = {};
  for (const { key } of healthRoutes()) {
    if (!PICKERS[key]) continue;
    const response = await a.get(key.slice('GET '.length));
    if (response.statusCode !== 200) {
      out[key] = response.statusCode;
      continue;
    }
    const body = response.json<ListagemBeneficiarios | { dados: ListagemBeneficiarios | null }>();
    const listagem = 'dados' in body ? body.dados : body;
    out[key] = {
      listados: listagem
        ? [...listagem.contratantes, ...listagem.titulares, ...listagem.dependentes].map((b) => b.cpf)
        : [],
      ocultos: listagem?.ocultos?.map((o) => o.motivo) ?? [],
    };
  }
  return out;
}

describe('the health routes of the inventory', () => {
  it('each has a probe (a new health route must be added here)', () => {
    const keys = healthRoutes().map((r) => r.key);
    const missing = keys.filter((k) => !PROBES[k] && !PICKERS[k]);
    expect(missing).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(25);
  });
});

describe('who sees whose health data', () => {
  it('self: everything of their own', async () => {
    await varrer('joao', 'joao', todas('ok'));
    await varrer('pedro', 'pedro', todas('ok'));
  });

  it('a minor: the titular, as guardian, audited with that basis', async () => {
    await varrer('maria', 'ana', todas('ok'));
    await varrer('maria', 'pedro', todas('ok'));
    const ana = await pessoaIdDe('ana');
    const rows = await h.database.db
      .select({ base: auditoria.base })
      .from(auditoria)
      .where(and(eq(auditoria.pessoaId, ana), eq(auditoria.acao, 'LEITURA_RECEITAS_ATESTADOS')));
    expect(rows.map((r) => r.base)).toContain('RESPONSAVEL');
  });

  it('an adult: only the areas of a consent in force (seed: João → Maria, scheduling only)', async () => {
    await varrer('maria', 'joao', { SAUDE: 403, AGENDAMENTO: 'ok', REEMBOLSO: 'valores' });
    // Granted again with health too: the consent in force is edited (same id), not doubled.
    const id = await conceder('joao', 'maria', ['AGENDAMENTO', 'SAUDE']);
    await varrer('maria', 'joao', { SAUDE: 'ok', AGENDAMENTO: 'ok', REEMBOLSO: 'valores' });
    const joao = await pessoaIdDe('joao');
    const rows = await h.database.db
      .select({ base: auditoria.base, baseId: auditoria.baseId })
      .from(auditoria)
      .where(and(eq(auditoria.pessoaId, joao), eq(auditoria.acao, 'LEITURA_RESULTADOS_EXAME')));
    expect(rows).toContainEqual({ base: 'CONSENTIMENTO', baseId: id });
  });

  it('an adult: nothing once every consent is revoked, or after the last day of one', async () => {
    await revogarTodos();
    await varrer('maria', 'joao', semAcesso);
    const ontem = formatIsoDate(addDays(operatorDate(h.clock()), -1));
    await conceder('joao', 'maria', ['SAUDE', 'AGENDAMENTO', 'REEMBOLSO'], ontem);
    await varrer('maria', 'joao', semAcesso);
    const hoje = formatIsoDate(operatorDate(h.clock()));
    await revogarTodos();
    await conceder('joao', 'maria', ['SAUDE', 'AGENDAMENTO', 'REEMBOLSO'], hoje);
    await varrer('maria', 'joao', todas('ok'));
    await revogarTodos();
  });

  it('a minor who turns 18 today: the guardian’s access ends that day', async () => {
    const { db } = h.database;
    const aniversario = (dias: number) =>
      formatIsoDate(addYears(addDays(operatorDate(h.clock()), dias), -18));
    await db
      .update(pessoas)
      .set({ dataNascimento: aniversario(1) })
      .where(eq(pessoas.cpf, DEMO.pedro));
    await varrer('maria', 'pedro', todas('ok'));
    await db
      .update(pessoas)
      .set({ dataNascimento: aniversario(0) })
      .where(eq(pessoas.cpf, DEMO.pedro));
    await varrer('maria', 'pedro', semAcesso);
    await varrer('pedro', 'pedro', todas('ok'));
    await db
      .update(pessoas)
      .set({ dataNascimento: aniversario(12) })
      .where(eq(pessoas.cpf, DEMO.pedro));
    await db
      .update(pessoas)
      .set({ dataNascimento: aniversario(12) })
      .where(eq(pessoas.cpf, DEMO.pedro));
  });

  it('a dependant (minor or adult) never sees the rest of the family; another family nobody', async () => {
    await varrer('pedro', 'ana', todas(404));
    await varrer('joao', 'maria', todas(404));
    await varrer('roberto', 'joao', todas(404));
    await varrer('maria', 'roberto', todas(404));
  });

  it('the financial-only contratante: no health screen; amounts only of the family’s reimbursements and uses', async () => {
    await varrer('carlos', 'maria', semAcesso);
    await varrer('carlos', 'joao', semAcesso);
  });

  it('the financial-only contratante: every health picker but the reimbursement one is refused', async () => {
    const carlos = await agent('carlos');
    const maria = await itensDe('maria');
    for (const { key } of healthRoutes()) {
      const probe = PICKERS[key] ? (a: TestAgent) => a.get(key.slice(4)) : PROBES[key]!;
      const response = await probe(carlos, maria);
      // The reimbursement and usage screens are his (money): the test above sweeps them.
      if (!response || key.includes('reembolso') || key.includes('extrato')) continue;
      expect(response.statusCode, key).toBe(403);
    }
  });

  it('pickers list whom the reader may see and say why the others are missing', async () => {
    const maria = await pickers('maria');
    const exames = maria[rota(resultadoExamesEndpoints.listagem)];
    expect(exames).toMatchObject({
      ocultos: ['João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.'],
    });
    expect((exames as { listados: string[] }).listados).toEqual(
      expect.arrayContaining([DEMO.maria, DEMO.ana]),
    );
    expect((exames as { listados: string[] }).listados).not.toContain(DEMO.joao);
    await conceder('joao', 'maria', ['AGENDAMENTO']);
    const agenda = (await pickers('maria'))[rota(agendamentosEndpoints.listagem)];
    expect((agenda as { listados: string[] }).listados).toContain(DEMO.joao);
    await revogarTodos();
  });
});

describe('a hold taken under a consent', () => {
  it('cannot be booked once the consent is revoked (403), and books while it stands', async () => {
    const maria = await agent('maria');
    await conceder('joao', 'maria', ['AGENDAMENTO']);
    const livres = await agendas(maria, DEMO.joao, { especialidade: 'CLINICA_MEDICA' });
    const [um, dois] = livres.horarios;
    const reserva = await chamar(maria, agendamentosEndpoints.reservar, {
      body: { cpf: DEMO.joao, horarioId: um!.horarioId },
    });
    expect(reserva.statusCode, reserva.body).toBe(201);
    await revogarTodos();
    const negado = await chamar(maria, agendamentosEndpoints.agendar, {
      body: { reservaId: reserva.json<{ reservaId: string }>().reservaId },
    });
    expect(negado.statusCode, negado.body).toBe(403);
    await conceder('joao', 'maria', ['AGENDAMENTO']);
    const outra = await chamar(maria, agendamentosEndpoints.reservar, {
      body: { cpf: DEMO.joao, horarioId: dois!.horarioId },
    });
    const agendado = await chamar(maria, agendamentosEndpoints.agendar, {
      body: { reservaId: outra.json<{ reservaId: string }>().reservaId },
    });
    expect(agendado.statusCode, agendado.body).toBe(201);
    await revogarTodos();
  });
});
