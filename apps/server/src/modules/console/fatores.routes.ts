// One's own factors (issue 38): list, add and remove passkeys, enrol or remove the authenticator app, new
// recovery codes. The last factor (passkey or confirmed authenticator) is never removed: the removal locks
// the staff member's row, so two removals at once cannot leave none. A session opened with a recovery code
// may call the enrolment calls only (the contract's allowExpiredCredentials); its first new factor makes it
// a full session and answers ten new recovery codes (the used set may have been exposed).
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleFatoresEndpoints as endpoints } from '@portal/domain/contract/console/equipe';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import type { Database } from '../../db/client.js';
import { equipe, equipePasskeys, equipeTotp, type FatorSessao } from '../../db/schema/equipe.js';
import { registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { conferirTotp, novosCodigosRecuperacao } from '../../platform/console/fatores.js';
import {
  fatorCompleto,
  promoverSessao,
  sessaoEquipe,
  type EquipeSessao,
} from '../../platform/console/sessao-equipe.js';
import { HttpError, badRequest, notFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { confirmarSegredoTotp, iniciarTotp } from './acesso.service.js';
import { nomeConsole } from './convite.routes.js';
import { contarFatores, eu } from './identidade.service.js';
import { gravarPasskey, opcoesRegistro, verificarRegistro } from './passkeys.service.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

const ultimoFator = () => new HttpError(409, { mensagem: MENSAGENS_CONSOLE.ultimoFator });

/** Locks the staff member's row for the transaction (factor changes of one person, one at a time). */
const travar = (tx: Executor, equipeId: number) =>
  tx.select({ id: equipe.id }).from(equipe).where(eq(equipe.id, equipeId)).for('update');

/**
 * After a new factor: a recovery session becomes a full one with new recovery codes (answered); a full
 * session answers no codes.
 */
async function aposNovoFator(
  request: FastifyRequest,
  tx: Executor,
  sessao: EquipeSessao,
  fator: Extract<FatorSessao, 'passkey' | 'totp'>,
): Promise<string[] | null> {
  if (fatorCompleto(sessao.fator)) return null;
  const { config, random, clock } = request.server.ctx;
  await promoverSessao(tx, sessao.sessaoId, fator);
  sessao.fator = fator;
  const codigos = await novosCodigosRecuperacao(tx, config.sessionSecret, random, sessao.equipeId, clock());
  await registrarAcaoEquipe(tx, {
    equipeId: sessao.equipeId,
    papel: null,
    acao: 'fator.codigos-gerar',
    alvo: `equipe:${sessao.equipeId}`,
    request,
  });
  return codigos;
}

export function fatoresRoutes(app: FastifyInstance): void {
  const { db, config, clock, random } = app.ctx;
  const autor = (request: FastifyRequest) => {
    const { equipeId } = sessaoEquipe(request);
    return { equipeId, papel: null, request, alvo: `equipe:${equipeId}` };
  };

  route(app, endpoints.listar, async (request) => {
    const { equipeId } = sessaoEquipe(request);
    const passkeys = await db
      .select({
        id: equipePasskeys.id,
        nomeDispositivo: equipePasskeys.nomeDispositivo,
        criadaEm: equipePasskeys.createdAt,
        ultimoUsoEm: equipePasskeys.ultimoUsoEm,
      })
      .from(equipePasskeys)
      .where(eq(equipePasskeys.equipeId, equipeId))
      .orderBy(equipePasskeys.id);
    const { totp, codigosRecuperacaoRestantes } = await contarFatores(db, equipeId);
    return {
      passkeys: passkeys.map((p) => ({
        ...p,
        criadaEm: p.criadaEm.toISOString(),
        ultimoUsoEm: p.ultimoUsoEm?.toISOString() ?? null,
      })),
      totp,
      codigosRecuperacaoRestantes,
    };
  });

  route(app, endpoints.opcoesPasskey, async (request) => {
    const { equipeId, nome, email } = sessaoEquipe(request);
    return {
      opcoes: { ...(await opcoesRegistro(app, db, { id: equipeId, nome, email }, await nomeConsole(db))) },
    };
  });

  route(app, endpoints.cadastrarPasskey, async (request) => {
    const sessao = sessaoEquipe(request);
    const credencial = await verificarRegistro(app, sessao.equipeId, request.body.resposta);
    if (!credencial) throw badRequest(MENSAGENS_CONSOLE.passkeyRecusada);
    const { nomeDispositivo } = request.body;
    const codigosRecuperacao = await db.transaction(async (tx) => {
      const id = await gravarPasskey(tx, sessao.equipeId, credencial, nomeDispositivo, clock());
      if (id === null) throw new HttpError(409, { mensagem: MENSAGENS_CONSOLE.passkeyRecusada });
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'fator.passkey-cadastrar',
        depois: { passkey: id, nomeDispositivo },
      });
      return aposNovoFator(request, tx, sessao, 'passkey');
    });
    return { eu: await eu(db, sessao), codigosRecuperacao };
  });

  route(app, endpoints.removerPasskey, async (request, reply) => {
    const { equipeId } = sessaoEquipe(request);
    await db.transaction(async (tx) => {
      await travar(tx, equipeId);
      const [passkey] = await tx
        .select({ id: equipePasskeys.id, nomeDispositivo: equipePasskeys.nomeDispositivo })
        .from(equipePasskeys)
        .where(and(eq(equipePasskeys.id, request.params.id), eq(equipePasskeys.equipeId, equipeId)));
      if (!passkey) throw notFound();
      const [[outras], [totp]] = await Promise.all([
        tx.select({ n: count() }).from(equipePasskeys).where(eq(equipePasskeys.equipeId, equipeId)),
        tx
          .select({ n: count() })
          .from(equipeTotp)
          .where(and(eq(equipeTotp.equipeId, equipeId), eq(equipeTotp.confirmado, true))),
      ]);
      if ((outras?.n ?? 0) - 1 + (totp?.n ?? 0) < 1) throw ultimoFator();
      await tx.delete(equipePasskeys).where(eq(equipePasskeys.id, passkey.id));
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'fator.passkey-remover',
        antes: { passkey: passkey.id, nomeDispositivo: passkey.nomeDispositivo },
      });
    });
    return reply.code(204).send();
  });

  route(app, endpoints.iniciarTotp, async (request) => {
    const { equipeId, email } = sessaoEquipe(request);
    return iniciarTotp(request, { equipeId, email });
  });

  route(app, endpoints.confirmarTotp, async (request) => {
    const sessao = sessaoEquipe(request);
    const aceito = await conferirTotp(
      db,
      config.sessionSecret,
      sessao.equipeId,
      request.body.codigo,
      clock(),
      false,
    );
    if (!aceito) throw badRequest(MENSAGENS_CONSOLE.codigoTotpInvalido);
    const codigosRecuperacao = await db.transaction(async (tx) => {
      await confirmarSegredoTotp(tx, sessao.equipeId);
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'fator.totp-cadastrar',
        depois: { totp: true },
      });
      return aposNovoFator(request, tx, sessao, 'totp');
    });
    return { eu: await eu(db, sessao), codigosRecuperacao };
  });

  route(app, endpoints.removerTotp, async (request, reply) => {
    const { equipeId } = sessaoEquipe(request);
    await db.transaction(async (tx) => {
      await travar(tx, equipeId);
      const [totp] = await tx.select().from(equipeTotp).where(eq(equipeTotp.equipeId, equipeId));
      if (!totp) throw notFound();
      const [passkeys] = await tx
        .select({ n: count() })
        .from(equipePasskeys)
        .where(eq(equipePasskeys.equipeId, equipeId));
      if (totp.confirmado && (passkeys?.n ?? 0) < 1) throw ultimoFator();
      await tx.delete(equipeTotp).where(eq(equipeTotp.equipeId, equipeId));
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'fator.totp-remover',
        antes: { totp: totp.confirmado },
      });
    });
    return reply.code(204).send();
  });

  route(app, endpoints.novosCodigos, async (request) => {
    const { equipeId } = sessaoEquipe(request);
    const codigosRecuperacao = await db.transaction(async (tx) => {
      const codigos = await novosCodigosRecuperacao(tx, config.sessionSecret, random, equipeId, clock());
      await registrarAcaoEquipe(tx, { ...autor(request), acao: 'fator.codigos-gerar' });
      return codigos;
    });
    return { codigosRecuperacao };
  });
}
