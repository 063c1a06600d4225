// Integration health in the console (issue 39, decision 0044; contract in contract/console/integracao.ts).
// One rule, two doors: every write calls the very function the clients command calls
// (platform/integracao/credenciais.ts, webhooks.ts), inside a transaction with its staff audit row, so the
// change and its record commit together. A new secret is in the answer only: never in the audit (before and
// after carry the client's state — scopes, limit, live secrets' numbers — never a secret), never logged.
// The command's refusals (CredencialError) answer with their status and Portuguese message.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { addDays, daysBetween, formatIsoDate, operatorDate, parseIsoDate, textoCsv } from '@portal/domain';
import {
  CARGAS_LISTADAS,
  ENTREGAS_POR_PAGINA,
  LIMITE_MAXIMO_INTEGRACAO,
  MENSAGENS_INTEGRACAO_CONSOLE as MSG,
  REENVIO_DIAS_MAXIMO,
  consoleIntegracaoEndpoints as endpoints,
  type ClienteIntegracao,
} from '@portal/domain/contract/console/integracao';
import type { Database } from '../../db/client.js';
import { integracaoCargas, integracaoCargasErros, integracaoClientes } from '../../db/schema/integracao.js';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import {
  CredencialError,
  criarCliente,
  definirEscopos,
  definirLimite,
  listarClientes,
  revogar,
  rotacionarSegredo,
  type ClienteListado,
} from '../../platform/integracao/credenciais.js';
import { usoUltimas24h } from '../../platform/integracao/uso.js';
import {
  listarEntregas,
  pausarEntregas,
  reenfileirarPeriodo,
  reenviar,
  resumoEntregas,
} from '../../platform/integracao/webhooks.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';

const NOME_MAXIMO = 120;

/** The command's refusal as the console's answer (its status, its Portuguese message). */
async function comoConsole<T>(acao: () => Promise<T>): Promise<T> {
  try {
    return await acao();
  } catch (error) {
    if (error instanceof CredencialError) throw new HttpError(error.status, { mensagem: error.message });
    throw error;
  }
}

function limiteValido(limite: number | null): number | null {
  if (limite !== null && (limite < 1 || limite > LIMITE_MAXIMO_INTEGRACAO)) {
    throw badRequest(MSG.limite, { limitePorMinuto: MSG.limite });
  }
  return limite;
}

function escoposValidos<T extends string>(escopos: T[]): T[] {
  const unicos = [...new Set(escopos)];
  if (unicos.length === 0) throw badRequest(MSG.escopos, { escopos: MSG.escopos });
  return unicos;
}

/** What the staff audit keeps of a client: its state, never a secret. */
const paraAuditoria = (c: ClienteListado | undefined) =>
  c && {
    nome: c.nome,
    escopos: c.escopos,
    limitePorMinuto: c.limitePorMinuto,
    revogadoEm: c.revogadoEm?.toISOString() ?? null,
    segredos: c.segredos.map((s) => s.id),
  };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function integracaoConsoleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const autor = (request: FastifyRequest) => autorDe(request, 'integracao');

  async function clientes(db: Database, clientId?: string): Promise<ClienteIntegracao[]> {
    const todos = (await listarClientes(db)).filter((c) => !clientId || c.clientId === clientId);
    const ids = await db
      .select({ id: integracaoClientes.id, clientId: integracaoClientes.clientId })
      .from(integracaoClientes);
    const idDe = new Map(ids.map((l) => [l.clientId, l.id]));
    const uso = await usoUltimas24h(
      db,
      todos.map((c) => idDe.get(c.clientId)!),
      ctx.clock(),
    );
    return todos.map((c) => {
      const porHora = uso.get(idDe.get(c.clientId)!) ?? [];
      return {
        clientId: c.clientId,
        nome: c.nome,
        escopos: c.escopos,
        limitePorMinuto: c.limitePorMinuto,
        limitePadrao: ctx.config.integracao.maxPorMinuto,
        criadoEm: c.criadoEm.toISOString(),
        revogadoEm: iso(c.revogadoEm),
        segredos: c.segredos.map((s) => ({ id: s.id, criadoEm: s.criadoEm.toISOString() })),
        ultimoTokenEm: iso(c.ultimoTokenEm),
        webhook: c.webhook && {
          url: c.webhook.url,
          pausadoEm: iso(c.webhook.pausadoEm),
          anteriorExpiraEm: iso(c.webhook.anteriorExpiraEm),
        },
        porHora: porHora.map((h) => ({ ...h, hora: h.hora.toISOString() })),
        chamadas24h: porHora.reduce((n, h) => n + h.chamadas, 0),
        recusas24h: porHora.reduce((n, h) => n + h.recusas, 0),
      };
    });
  }

  const estado = async (db: Database, clientId: string) =>
    (await listarClientes(db)).find((c) => c.clientId === clientId);

  /** Runs a change of one client in a transaction with its audit row (before → after, never a secret). */
  const alterar = <T>(
    request: FastifyRequest,
    clientId: string,
    acao: string,
    mudar: (tx: Database) => Promise<T>,
  ): Promise<T> =>
    comoConsole(() =>
      ctx.db.transaction(async (tx) => {
        const antes = await estado(tx, clientId);
        const resultado = await mudar(tx);
        await registrarAcaoEquipe(tx, {
          ...autor(request),
          acao,
          alvo: `integracao-cliente:${clientId}`,
          antes: paraAuditoria(antes) ?? null,
          depois: paraAuditoria(await estado(tx, clientId)) ?? null,
        });
        return resultado;
      }),
    );

  const semCorpo = (reply: FastifyReply) => reply.code(204).send();

  route(app, endpoints.listarClientesIntegracao, () => clientes(ctx.db));

  route(app, endpoints.criarClienteIntegracao, (request) => {
    const nome = request.body.nome.trim();
    if (!nome || nome.length > NOME_MAXIMO) throw badRequest(MSG.nome, { nome: MSG.nome });
    const escopos = escoposValidos(request.body.escopos);
    const limitePorMinuto = limiteValido(request.body.limitePorMinuto);
    return comoConsole(() =>
      ctx.db.transaction(async (tx) => {
        const novo = await criarCliente(tx, {
          nome,
          escopos,
          limitePorMinuto,
          clock: ctx.clock,
          random: ctx.random,
        });
        const criado = await estado(tx, novo.clientId);
        await registrarAcaoEquipe(tx, {
          ...autor(request),
          acao: 'integracao-cliente.criar',
          alvo: `integracao-cliente:${novo.clientId}`,
          antes: null,
          depois: paraAuditoria(criado),
        });
        return { clientId: novo.clientId, segredoId: criado!.segredos[0]!.id, segredo: novo.segredo };
      }),
    );
  });

  route(app, endpoints.alterarClienteIntegracao, async (request) => {
    const { clientId } = request.params;
    const escopos = escoposValidos(request.body.escopos);
    const limitePorMinuto = limiteValido(request.body.limitePorMinuto);
    await alterar(request, clientId, 'integracao-cliente.alterar', async (tx) => {
      await definirEscopos(tx, { clientId, escopos });
      await definirLimite(tx, { clientId, limitePorMinuto });
    });
    const [cliente] = await clientes(ctx.db, clientId);
    return cliente!;
  });

  route(app, endpoints.rotacionarSegredoIntegracao, (request) => {
    const { clientId } = request.params;
    return alterar(request, clientId, 'integracao-cliente.rotacionar', async (tx) => {
      const novo = await rotacionarSegredo(tx, { clientId, clock: ctx.clock, random: ctx.random });
      return { clientId, segredoId: novo.segredoId, segredo: novo.segredo };
    });
  });

  route(app, endpoints.revogarSegredoIntegracao, async (request, reply) => {
    const { clientId, segredoId } = request.params;
    await alterar(request, clientId, 'integracao-cliente.revogar-segredo', (tx) =>
      revogar(tx, { clientId, segredoId, clock: ctx.clock }),
    );
    return semCorpo(reply);
  });

  route(app, endpoints.revogarClienteIntegracao, async (request, reply) => {
    const { clientId } = request.params;
    await alterar(request, clientId, 'integracao-cliente.revogar', (tx) =>
      revogar(tx, { clientId, clock: ctx.clock }),
    );
    return semCorpo(reply);
  });

  route(app, endpoints.resumoEntregas, async () =>
    (await resumoEntregas(ctx.db)).map((r) => ({
      ...r,
      pausadoEm: iso(r.pausadoEm),
      revogadoEm: iso(r.revogadoEm),
    })),
  );

  route(app, endpoints.listarEntregasWebhook, async (request) =>
    (
      await comoConsole(() =>
        listarEntregas(ctx.db, {
          clientId: request.params.clientId,
          limite: ENTREGAS_POR_PAGINA,
          ...(request.query.estado ? { estado: request.query.estado } : {}),
        }),
      )
    ).map((e) => ({
      ...e,
      criadoEm: e.criadoEm.toISOString(),
      proximaTentativa: e.proximaTentativa.toISOString(),
    })),
  );

  /** A webhook action in a transaction with its audit row. */
  const acaoWebhook = <T>(
    request: FastifyRequest,
    acao: string,
    alvo: string,
    fazer: (tx: Database) => Promise<T>,
    depois: (resultado: T) => unknown,
  ): Promise<T> =>
    comoConsole(() =>
      ctx.db.transaction(async (tx) => {
        const resultado = await fazer(tx);
        await registrarAcaoEquipe(tx, {
          ...autor(request),
          acao,
          alvo,
          antes: null,
          depois: depois(resultado),
        });
        return resultado;
      }),
    );

  route(app, endpoints.reenviarEntrega, async (request, reply) => {
    const { clientId, eventoId } = request.params;
    await acaoWebhook(
      request,
      'integracao-entrega.reenviar',
      `integracao-entrega:${clientId}:${eventoId}`,
      (tx) => reenviar(tx, { eventoId, clientId, clock: ctx.clock, incluirFalhas: true }),
      () => ({ situacao: 'PENDENTE', tentativas: 0 }),
    );
    return semCorpo(reply);
  });

  route(app, endpoints.reenviarPeriodo, (request) => {
    const { clientId } = request.params;
    const { de, ate } = request.body;
    const inicio = parseIsoDate(de);
    const fim = parseIsoDate(ate);
    if (!inicio || !fim) throw badRequest(MSG.periodo, { ate: MSG.periodo });
    if (ate < de) throw badRequest(MSG.periodo, { ate: MSG.periodo });
    // Days of the operator's calendar: [de 00:00, the day after ate 00:00) in São Paulo.
    if (daysBetween(inicio, fim) + 1 > REENVIO_DIAS_MAXIMO) {
      throw badRequest(MSG.periodoLongo, { ate: MSG.periodoLongo });
    }
    const deInstante = operatorInstant(inicio, '00:00');
    const ateInstante = operatorInstant(addDays(fim, 1), '00:00');
    return acaoWebhook(
      request,
      'integracao-entrega.reenviar-periodo',
      `integracao-cliente:${clientId}`,
      (tx) => reenfileirarPeriodo(tx, { clientId, de: deInstante, ate: ateInstante, clock: ctx.clock }),
      (r) => ({ de, ate, ...r }),
    );
  });

  for (const [endpoint, pausar] of [
    [endpoints.pausarEntregas, true],
    [endpoints.retomarEntregas, false],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { clientId } = request.params;
      await acaoWebhook(
        request,
        pausar ? 'integracao-entrega.pausar' : 'integracao-entrega.retomar',
        `integracao-cliente:${clientId}`,
        (tx) => pausarEntregas(tx, { clientId, pausar, clock: ctx.clock }),
        () => ({ pausado: pausar }),
      );
      return semCorpo(reply);
    });
  }

  route(app, endpoints.listarCargas, async () =>
    (
      await ctx.db
        .select()
        .from(integracaoCargas)
        .orderBy(desc(integracaoCargas.iniciadaEm), desc(integracaoCargas.id))
        .limit(CARGAS_LISTADAS)
    ).map((c) => ({
      ...c,
      iniciadaEm: c.iniciadaEm.toISOString(),
      atualizadaEm: c.atualizadaEm.toISOString(),
      terminadaEm: iso(c.terminadaEm),
    })),
  );

  route(app, endpoints.errosCarga, async (request, reply) => {
    const { id } = request.params;
    const [carga] = await ctx.db.select().from(integracaoCargas).where(eq(integracaoCargas.id, id));
    if (!carga) throw notFound(MSG.cargaNaoEncontrada);
    const erros = await ctx.db
      .select()
      .from(integracaoCargasErros)
      .where(eq(integracaoCargasErros.cargaId, id))
      .orderBy(asc(integracaoCargasErros.linha));
    await registrarAcaoEquipe(ctx.db, {
      ...autor(request),
      acao: 'integracao-carga.baixar-erros',
      alvo: `integracao-carga:${id}`,
      depois: { linhas: erros.length },
    });
    const csv = textoCsv(
      ['linha', 'tipo', 'id_erp', 'mensagem'],
      erros.map((e) => [e.linha, e.tipo, e.idErp, e.mensagem]),
    );
    const dia = formatIsoDate(operatorDate(carga.iniciadaEm));
    // The BOM lets a spreadsheet read the accents as UTF-8.
    return sendFile(reply, Buffer.from(`\uFEFF${csv}`, 'utf8'), {
      downloadName: `carga-${id}-${dia}-recusados.csv`,
      contentType: 'text/csv; charset=utf-8',
    });
  });
}
