// Enrolment by the one-time link (issue 38): the page shows whom the link is for, then the person creates a
// passkey or enrols an authenticator app. The first factor uses the link, makes ten recovery codes (shown
// in this answer only) and opens the session — all in one transaction with its audit rows, so a link is
// never used without a factor nor a factor kept on a link already used. The token travels in the body.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleConviteEndpoints as endpoints } from '@portal/domain/contract/console/equipe';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import type { Database } from '../../db/client.js';
import type { FatorSessao } from '../../db/schema/equipe.js';
import { registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { conferirTotp, novosCodigosRecuperacao } from '../../platform/console/fatores.js';
import { HttpError, badRequest, notFound } from '../../platform/errors.js';
import { accountDoorRateLimit } from '../../platform/rate-limits.js';
import { route } from '../../platform/route.js';
import { abrirSessao, confirmarSegredoTotp, iniciarTotp } from './acesso.service.js';
import { conviteValido, usarConvite, type ConviteValido } from './convite.service.js';
import { nomeOperadora } from './identidade.service.js';
import { gravarPasskey, opcoesRegistro, verificarRegistro } from './passkeys.service.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

const conviteInvalido = () => notFound(MENSAGENS_CONSOLE.conviteInvalido);

/** The live link of the request's token, or the 404 every invalid, used or expired link gets. */
async function convite(request: FastifyRequest<{ Body: { token: string } }>): Promise<ConviteValido> {
  const { db, clock } = request.server.ctx;
  const valido = await conviteValido(db, request.body.token, clock());
  if (!valido) throw conviteInvalido();
  return valido;
}

/**
 * Completes the enrolment: uses the link, keeps the factor (`gravarFator`), makes the recovery codes and
 * opens the session, with the audit rows, in one transaction; then sets the cookie.
 */
async function concluir(
  request: FastifyRequest,
  reply: FastifyReply,
  valido: ConviteValido,
  fator: Extract<FatorSessao, 'passkey' | 'totp'>,
  gravarFator: (tx: Executor) => Promise<Record<string, unknown>>,
) {
  const { db, config, random, clock } = request.server.ctx;
  const agora = clock();
  const sessao = abrirSessao(request, valido, fator);
  const codigos = await db.transaction(async (tx) => {
    if (!(await usarConvite(tx, valido.conviteId, agora))) throw conviteInvalido();
    const depois = await gravarFator(tx);
    const novos = await novosCodigosRecuperacao(tx, config.sessionSecret, random, valido.equipeId, agora);
    const autor = { equipeId: valido.equipeId, papel: null, request, alvo: `equipe:${valido.equipeId}` };
    await registrarAcaoEquipe(tx, { ...autor, acao: 'convite.usar' });
    await registrarAcaoEquipe(tx, { ...autor, acao: `fator.${fator}-cadastrar`, depois });
    await registrarAcaoEquipe(tx, { ...autor, acao: 'fator.codigos-gerar' });
    await sessao.gravar(tx);
    return novos;
  });
  return { eu: await sessao.depois(reply), codigosRecuperacao: codigos };
}

export function conviteRoutes(app: FastifyInstance): void {
  const { db, config, clock } = app.ctx;
  const porta = { config: { rateLimit: accountDoorRateLimit(app) } };

  route(
    app,
    endpoints.ler,
    async (request) => {
      const { nome, email, expiraEm } = await convite(request);
      return { nome, email, expiraEm: expiraEm.toISOString() };
    },
    porta,
  );

  route(
    app,
    endpoints.opcoesPasskey,
    async (request) => {
      const valido = await convite(request);
      const titular = { id: valido.equipeId, nome: valido.nome, email: valido.email };
      return { opcoes: { ...(await opcoesRegistro(app, db, titular, await nomeConsole(db))) } };
    },
    porta,
  );

  route(
    app,
    endpoints.cadastrarPasskey,
    async (request, reply) => {
      const valido = await convite(request);
      const credencial = await verificarRegistro(app, valido.equipeId, request.body.resposta);
      if (!credencial) throw badRequest(MENSAGENS_CONSOLE.passkeyRecusada);
      const { nomeDispositivo } = request.body;
      return concluir(request, reply, valido, 'passkey', async (tx) => {
        const id = await gravarPasskey(tx, valido.equipeId, credencial, nomeDispositivo, clock());
        if (id === null) throw new HttpError(409, { mensagem: MENSAGENS_CONSOLE.passkeyRecusada });
        return { passkey: id, nomeDispositivo };
      });
    },
    porta,
  );

  route(app, endpoints.iniciarTotp, async (request) => iniciarTotp(request, await convite(request)), porta);

  route(
    app,
    endpoints.confirmarTotp,
    async (request, reply) => {
      const valido = await convite(request);
      const aceito = await conferirTotp(
        db,
        config.sessionSecret,
        valido.equipeId,
        request.body.codigo,
        clock(),
        false,
      );
      if (!aceito) throw badRequest(MENSAGENS_CONSOLE.codigoTotpInvalido);
      return concluir(request, reply, valido, 'totp', async (tx) => {
        await confirmarSegredoTotp(tx, valido.equipeId);
        return { totp: true };
      });
    },
    porta,
  );
}

/** The relying party's name the passkey dialogs show. */
export const nomeConsole = async (db: Database): Promise<string> =>
  `${(await nomeOperadora(db)) || 'Operadora'} — Console`;
