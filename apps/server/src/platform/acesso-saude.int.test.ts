// The family health-data rule (issue 33, decision 0026) swept over every route that declares a health area
// in the route inventory × every kind of reader: self, a minor's titular, an adult's titular with and without
// consent (for another area, revoked, expired, turned 18 today), a minor reading themself and a sibling, an
// adult dependant reading the titular, the financial-only contratante and another family. Each probe reads
// or acts on the target's own items (a result, a document, a guide, an appointment, a protocol), so a route
// that checks the family but not the rule answers 200 where 403 is expected. A route that declares a health
// area without a probe here fails the first test.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, formatDate, formatIsoDate, operatorDate, SERVER_MESSAGES } from '@portal/domain';
import type { FreshPerson } from '@portal/test-support/fresh-families';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { acessosSaude } from '../db/schema/acessos-saude.js';
import { agendamentos } from '../db/schema/agendamento.js';
import { auditoria } from '../db/schema/audit.js';
import { pessoas } from '../db/schema/pessoas.js';
import { beneficiarios, carteiras } from '../db/schema/contratos.js';
import { protocolos } from '../db/schema/protocolos.js';
import { reembolsoArquivos, reembolsos } from '../db/schema/reembolso.js';
import { autorizacoes, documentosClinicos, resultadosExame } from '../db/schema/saude.js';
import { agendas, BASE as AGENDAMENTOS } from '../test/agendamento.js';
import { multipartBody } from '../test/multipart.js';
import { BASE_REEMBOLSO as REEMBOLSO, dadosValidos, postReembolso } from '../test/reembolso.js';
import type { TestAgent } from '../test/test-agent.js';
import { pessoaIdDe as pessoaIdDoCpf } from '../test/demo-ids.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../test/test-app.js';

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

/** One probe per health route of the inventory (method and path as registered). */
const PROBES: Record<string, Probe> = {
  'GET /api/beneficiarios/resultado-de-exames': (a, t) =>
    a.get('/api/beneficiarios/resultado-de-exames', { query: { cpf: t.cpf, ...periodo() } }),
  'POST /api/beneficiarios/resultado-de-exames/download': async (a, t) =>
    t.chaveResultado
      ? a.post('/api/beneficiarios/resultado-de-exames/download', { cpf: t.cpf, chaves: [t.chaveResultado] })
      : skip,
  'GET /api/beneficiarios/receitas-e-atestados': (a, t) =>
    a.get('/api/beneficiarios/receitas-e-atestados', { query: { cpf: t.cpf } }),
  'GET /api/beneficiarios/receitas-e-atestados/:id': async (a, t) =>
    t.documentoId ? a.get(`/api/beneficiarios/receitas-e-atestados/${t.documentoId}`) : skip,
  'GET /api/beneficiarios/autorizacoes': (a, t) =>
    a.get('/api/beneficiarios/autorizacoes', { query: { cpf: t.cpf } }),
  'GET /api/v2/beneficiarios/autorizacoes/:idGuia': async (a, t) =>
    t.guia ? a.get(`/api/v2/beneficiarios/autorizacoes/${t.guia.idGuia}?carteira=${t.guia.carteira}`) : skip,
  'GET /api/beneficiarios/autorizacoes/:idGuia/cidades': async (a, t) =>
    t.guia
      ? a.get(`/api/beneficiarios/autorizacoes/${t.guia.idGuia}/cidades?codigoProcedimento=40901114`)
      : skip,
  'GET /api/beneficiarios/autorizacoes/:idGuia/prestadores': async (a, t) =>
    t.guia
      ? a.get(
          `/api/beneficiarios/autorizacoes/${t.guia.idGuia}/prestadores?codigoProcedimento=40901114&codigoCidade=1`,
        )
      : skip,
  'GET /api/beneficiarios/autorizacoes/:idGuia/download/negativa': async (a, t) =>
    t.guiaNegada ? a.get(`/api/beneficiarios/autorizacoes/${t.guiaNegada}/download/negativa`) : skip,
  'GET /api/beneficiarios/solicitacao-autorizacao/contatos/:cpf': (a, t) =>
    a.get(`/api/beneficiarios/solicitacao-autorizacao/contatos/${t.cpf}`),
  // Without the medical order: a reader the rule lets through gets 400 (the missing file), never 403/404.
  'POST /api/beneficiarios/solicitacao-autorizacao': (a, t) => {
    const dados = {
      chaveIdempotencia: crypto.randomUUID(),
      cpf: t.cpf,
      tipo: 'CONSULTA_EXAME_TERAPIA',
      descricao: 'Ressonância magnética do joelho direito',
    };
    const { payload, headers } = multipartBody({ dados: JSON.stringify(dados) }, []);
    return a.call('POST', '/api/beneficiarios/solicitacao-autorizacao', { payload, headers });
  },
  'GET /api/beneficiarios/agendamentos': (a, t) => a.get(AGENDAMENTOS, { query: { cpf: t.cpf } }),
  'GET /api/beneficiarios/agendamentos/contatos': (a, t) =>
    a.get(`${AGENDAMENTOS}/contatos`, { query: { cpf: t.cpf } }),
  'POST /api/beneficiarios/agendamentos/reservas': async (a, t) => {
    horarioLivre ??= (await agendas(await agent('maria'), { especialidade: 'CLINICA_MEDICA' })).horarios.at(
      -1,
    )!.horarioId;
    const horarioId = horarioLivre;
    const response = await a.post(`${AGENDAMENTOS}/reservas`, { cpf: t.cpf, horarioId });
    // A hold the rule allowed is released at once, so the next reader finds the slot free.
    if (response.statusCode === 201) {
      const { reservaId } = response.json<{ reservaId: string }>();
      await a.call('DELETE', `${AGENDAMENTOS}/reservas`, { payload: { reservaId } });
    }
    return response;
  },
  // Booking consumes the reader's own hold: the revoked-consent test below books with a hold taken before.
  'POST /api/beneficiarios/agendamentos': () => Promise.resolve(skip),
  'POST /api/beneficiarios/agendamentos/confirmar': async (a, t) =>
    t.agendamentoId ? a.post(`${AGENDAMENTOS}/confirmar`, { id: t.agendamentoId }) : skip,
  // A past or cancelled appointment: a reader the rule lets through gets 409 (not cancellable), nothing changes.
  'POST /api/v2/beneficiarios/agendamentos/cancelar': async (a, t) =>
    t.agendamentoPassado
      ? a.post('/api/v2/beneficiarios/agendamentos/cancelar', {
          id: t.agendamentoPassado,
          opcao: 'CANCELAR_ATENDIMENTO',
        })
      : skip,
  'GET /api/beneficiarios/consulta-protocolos/:cpf/protocolos': async (a, t) => {
    if (!t.protocoloAutorizacao) return skip;
    const response = await a.get(`/api/beneficiarios/consulta-protocolos/${t.cpf}/protocolos`);
    // The list itself is not health data: it stays, without the care protocols the reader may not see.
    if (response.statusCode !== 200) return response;
    const { protocolos: lista, aviso } = response.json<{ protocolos: { tipo: string }[]; aviso?: string }>();
    const escondido = !lista.some((p) => p.tipo === 'AUTORIZACAO') && aviso !== undefined;
    return { statusCode: escondido ? 403 : 200, body: response.body };
  },
  'GET /api/beneficiarios/solicitacao-reembolso/:cpf/reembolsos': async (a, t) =>
    t.reembolso ? comRestrito(await a.get(`${REEMBOLSO}/${t.cpf}/reembolsos`)) : skip,
  'GET /api/beneficiarios/solicitacao-reembolso/:cpf/ultimos-reembolsos': async (a, t) =>
    t.reembolso ? comRestrito(await a.get(`${REEMBOLSO}/${t.cpf}/ultimos-reembolsos`)) : skip,
  'GET /api/beneficiarios/solicitacao-reembolso/arquivos': async (a, t) =>
    t.reembolso?.arquivoId
      ? a.get(`${REEMBOLSO}/arquivos`, { query: { protocolo: t.reembolso.protocolo } })
      : skip,
  'GET /api/beneficiarios/solicitacao-reembolso/arquivos/download': async (a, t) =>
    t.reembolso?.arquivoId && t.reembolso.arquivoGuardado
      ? a.get(`${REEMBOLSO}/arquivos/download`, { query: { path: t.reembolso.arquivoId } })
      : skip,
  // Filing for the target: a reader the rule lets through gets 201 (or 400 for the test's dates), never 403/404.
  'POST /api/beneficiarios/solicitacao-reembolso/:cpf': async (a, t) =>
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
  'GET /api/beneficiarios/extrato-utilizacao/extrato': async (a, t) =>
    comRestrito(
      await a.get('/api/beneficiarios/extrato-utilizacao/extrato', {
        query: {
          cpf: t.cpf,
          dataInicial: periodo().dataRealizacaoInicial,
          dataFinal: periodo().dataRealizacaoFinal,
        },
      }),
    ),
  'POST /api/beneficiarios/consulta-protocolos/detalhe': async (a, t) =>
    t.protocoloAutorizacao
      ? a.post('/api/beneficiarios/consulta-protocolos/detalhe', { protocolo: t.protocoloAutorizacao })
      : skip,
};

/** The pickers: answered to anyone with the screen, listing the target only when the rule allows. */
const PICKERS: Record<string, true> = {
  'GET /api/beneficiarios/autorizacoes/listagem-beneficiarios': true,
  'GET /api/v2/beneficiarios/solicitacao-autorizacao/listagem-beneficiarios': true,
  'GET /api/v2/beneficiarios/resultado-de-exames/listagem-beneficiarios': true,
  'GET /api/beneficiarios/receitas-e-atestados/listagem-beneficiarios': true,
  'GET /api/beneficiarios/agendamentos/listagem-beneficiarios': true,
  'GET /api/beneficiarios/solicitacao-reembolso/listagem-beneficiarios/solicitar': true,
};

let h: TestHarness;
/** A free slot the hold probe takes and releases at once. */
let horarioLivre: string | undefined;
const agents = new Map<Quem, TestAgent>();
const agent = async (quem: Quem) => {
  if (!agents.has(quem)) agents.set(quem, await login(h.app, DEMO[quem]));
  return agents.get(quem)!;
};
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

beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

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
    const exames = maria['GET /api/v2/beneficiarios/resultado-de-exames/listagem-beneficiarios'];
    expect(exames).toMatchObject({
      ocultos: ['João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.'],
    });
    expect((exames as { listados: string[] }).listados).toEqual(
      expect.arrayContaining([DEMO.maria, DEMO.ana]),
    );
    expect((exames as { listados: string[] }).listados).not.toContain(DEMO.joao);
    await conceder('joao', 'maria', ['AGENDAMENTO']);
    const agenda = (await pickers('maria'))['GET /api/beneficiarios/agendamentos/listagem-beneficiarios'];
    expect((agenda as { listados: string[] }).listados).toContain(DEMO.joao);
    await revogarTodos();
  });
});

describe('a hold taken under a consent', () => {
  it('cannot be booked once the consent is revoked (403), and books while it stands', async () => {
    const maria = await agent('maria');
    await conceder('joao', 'maria', ['AGENDAMENTO']);
    const livres = await agendas(maria, { especialidade: 'CLINICA_MEDICA' });
    const [um, dois] = livres.horarios;
    const reserva = await maria.post(`${AGENDAMENTOS}/reservas`, {
      cpf: DEMO.joao,
      horarioId: um!.horarioId,
    });
    expect(reserva.statusCode, reserva.body).toBe(201);
    await revogarTodos();
    const negado = await maria.post(AGENDAMENTOS, {
      reservaId: reserva.json<{ reservaId: string }>().reservaId,
    });
    expect(negado.statusCode, negado.body).toBe(403);
    await conceder('joao', 'maria', ['AGENDAMENTO']);
    const outra = await maria.post(`${AGENDAMENTOS}/reservas`, {
      cpf: DEMO.joao,
      horarioId: dois!.horarioId,
    });
    const agendado = await maria.post(AGENDAMENTOS, {
      reservaId: outra.json<{ reservaId: string }>().reservaId,
    });
    expect(agendado.statusCode, agendado.body).toBe(201);
    await revogarTodos();
  });
});
