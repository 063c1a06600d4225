// Staff identity end to end (issue 38, decision 0040), through the console's calls: enrolment by the
// one-time link with a passkey (a software authenticator built in the test) or an authenticator app (codes
// computed by otplib), sign-in with each, recovery codes (once each, and then a new factor first), one's
// own factors (never the last one), and what is never written to a log line.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consoleConviteEndpoints as convite,
  consoleFatoresEndpoints as fatores,
  consoleSessaoEndpoints as sessao,
} from '@portal/domain/contract/console/equipe';
import { EQUIPE_DEMO, SEGREDO_TOTP_DEMO } from '@portal/domain/contract/console/demo';
import { equipe, equipeAuditoria, equipeTotp } from '../../db/schema/equipe.js';
import { parteConfiante } from '../../platform/console/fatores.js';
import { systemRandom } from '../../platform/clock.js';
import { AutenticadorDeTeste } from '../../test/autenticador.js';
import { ConsoleAgent, chamarConsole, criarMembroEquipe, jsonConsole } from '../../test/console.js';
import { withDemo } from '../../test/test-app.js';
import { emitirConvite } from './convite.service.js';
import { RECUSAS_POR_EMAIL } from './entrada.routes.js';

const linhasDoLog: string[] = [];
const demo = withDemo({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (linha) => void linhasDoLog.push(linha) },
});
let rp: { origem: string; rpID: string };
/** Every secret the tests saw: none may appear in a log line (checked last). */
const segredosVistos: string[] = [];

beforeAll(() => {
  rp = parteConfiante(demo.h.app.ctx.config);
});

/** A new staff account (no factor) and its enrolment link's token, as an administrator would issue it. */
async function convidado(papeis: ('administrador' | 'conteudo')[] = ['conteudo']) {
  const { app, clock } = demo.h;
  const membro = await criarMembroEquipe(app.ctx.db, { papeis });
  const emitido = await emitirConvite(app.ctx.db, {
    config: app.ctx.config,
    random: systemRandom,
    agora: clock(),
    equipeId: membro.id,
    criadoPor: null,
  });
  segredosVistos.push(emitido.token);
  return { ...membro, token: emitido.token, link: emitido.link };
}

/** The code the authenticator app shows at the app's clock (otplib, as the app computes it). */
const codigoAgora = (segredo: string, deslocamentoS = 0) =>
  generate({ secret: segredo, epoch: Math.floor(demo.h.clock().getTime() / 1000) + deslocamentoS });

/** Enrols a passkey by the link; answers the browser, its authenticator and the recovery codes. */
async function cadastrarPasskeyPorConvite(token: string) {
  const agente = new ConsoleAgent(demo.h.app);
  const { opcoes } = await jsonConsole(agente, convite.opcoesPasskey, { body: { token } });
  const autenticador = new AutenticadorDeTeste(rp.origem);
  const resposta = autenticador.criar(opcoes, rp.rpID);
  const cadastro = await jsonConsole(agente, convite.cadastrarPasskey, {
    body: { token, resposta, nomeDispositivo: 'Notebook do trabalho' },
  });
  segredosVistos.push(...(cadastro.codigosRecuperacao ?? []));
  return { agente, autenticador, cadastro };
}

/** Signs in with the passkey in a fresh browser. */
async function entrarComPasskey(autenticador: AutenticadorDeTeste) {
  const agente = new ConsoleAgent(demo.h.app);
  const { opcoes } = await jsonConsole(agente, sessao.opcoesPasskey);
  const resposta = autenticador.usar(opcoes, rp.rpID);
  return {
    agente,
    resposta,
    resultado: await chamarConsole(agente, sessao.entrarPasskey, { body: { resposta } }),
  };
}

describe('enrolment by link and sign-in with a passkey', () => {
  it('the link says whom it is for; the passkey opens a session and gives ten recovery codes once', async () => {
    const { token, email, link } = await convidado();
    expect(link).toMatch(/\/console\/cadastro#[\w-]{43}$/);
    const anonimo = new ConsoleAgent(demo.h.app);
    const lido = await jsonConsole(anonimo, convite.ler, { body: { token } });
    expect(lido.email).toBe(email);

    const { agente, cadastro } = await cadastrarPasskeyPorConvite(token);
    expect(cadastro.codigosRecuperacao).toHaveLength(10);
    expect(new Set(cadastro.codigosRecuperacao).size).toBe(10);
    expect(cadastro.eu.fatores).toEqual({ passkeys: 1, totp: false, codigosRecuperacaoRestantes: 10 });
    const eu = await jsonConsole(agente, sessao.eu);
    expect(eu).toMatchObject({ email, precisaCadastrarFator: false, papeis: ['conteudo'] });

    // Used: the link is worth nothing now.
    const denovo = await chamarConsole(anonimo, convite.ler, { body: { token } });
    expect(denovo.statusCode).toBe(404);
  });

  it('signs in with the passkey (discoverable: no e-mail), once per challenge', async () => {
    const { token, email } = await convidado();
    const { autenticador } = await cadastrarPasskeyPorConvite(token);
    const { agente, resposta, resultado } = await entrarComPasskey(autenticador);
    expect(resultado.statusCode, resultado.body).toBe(200);
    expect((await jsonConsole(agente, sessao.eu)).email).toBe(email);
    // The same signed answer again: its challenge was used.
    const repetida = await chamarConsole(new ConsoleAgent(demo.h.app), sessao.entrarPasskey, {
      body: { resposta },
    });
    expect(repetida.statusCode).toBe(401);
  });

  it('refuses a passkey answer for another site, and an authenticator that did not verify the person', async () => {
    const { token } = await convidado();
    const agente = new ConsoleAgent(demo.h.app);
    const { opcoes } = await jsonConsole(agente, convite.opcoesPasskey, { body: { token } });
    const semVerificacao = new AutenticadorDeTeste(rp.origem, false);
    const recusada = await chamarConsole(agente, convite.cadastrarPasskey, {
      body: { token, resposta: semVerificacao.criar(opcoes, rp.rpID), nomeDispositivo: 'Chave' },
    });
    expect(recusada.statusCode).toBe(400);

    const { autenticador } = await cadastrarPasskeyPorConvite(token);
    const outro = new ConsoleAgent(demo.h.app);
    const { opcoes: desafio } = await jsonConsole(outro, sessao.opcoesPasskey);
    const deOutroSite = autenticador.usar(desafio, rp.rpID, 'https://phishing.example');
    expect(
      (await chamarConsole(outro, sessao.entrarPasskey, { body: { resposta: deOutroSite } })).statusCode,
    ).toBe(401);
  });

  it('an inactive account never signs in, even with a valid passkey', async () => {
    const { token, id } = await convidado();
    const { autenticador } = await cadastrarPasskeyPorConvite(token);
    await demo.h.database.db.update(equipe).set({ ativo: false }).where(eq(equipe.id, id));
    expect((await entrarComPasskey(autenticador)).resultado.statusCode).toBe(401);
  });

  it('an expired link is refused', async () => {
    const { token } = await convidado();
    demo.h.clock.advance(24 * 60 * 60_000 + 1000);
    const resposta = await chamarConsole(new ConsoleAgent(demo.h.app), convite.ler, { body: { token } });
    expect(resposta.statusCode).toBe(404);
  });
});

describe('the authenticator app', () => {
  async function cadastrarTotp() {
    const membro = await convidado();
    const agente = new ConsoleAgent(demo.h.app);
    const { segredo, uri } = await jsonConsole(agente, convite.iniciarTotp, {
      body: { token: membro.token },
    });
    segredosVistos.push(segredo);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${segredo}`);
    const errado = await chamarConsole(agente, convite.confirmarTotp, {
      body: { token: membro.token, codigo: '000000' === (await codigoAgora(segredo)) ? '111111' : '000000' },
    });
    expect(errado.statusCode).toBe(400);
    const codigo = await codigoAgora(segredo);
    const cadastro = await jsonConsole(agente, convite.confirmarTotp, {
      body: { token: membro.token, codigo },
    });
    segredosVistos.push(...(cadastro.codigosRecuperacao ?? []));
    expect(cadastro.eu.fatores.totp).toBe(true);
    return { ...membro, segredo, codigoUsado: codigo, codigos: cadastro.codigosRecuperacao! };
  }

  it('is stored encrypted, signs in with e-mail and the current code, never twice with the same code', async () => {
    const { email, segredo, codigoUsado, id } = await cadastrarTotp();
    const [guardado] = await demo.h.database.db.select().from(equipeTotp).where(eq(equipeTotp.equipeId, id));
    expect(guardado!.segredoCifrado).not.toContain(segredo);

    const agente = new ConsoleAgent(demo.h.app);
    // The code that confirmed the app, again in its window: refused.
    const repetido = await chamarConsole(agente, sessao.entrarTotp, { body: { email, codigo: codigoUsado } });
    expect(repetido.statusCode).toBe(401);
    demo.h.clock.advance(30_000);
    const codigo = await codigoAgora(segredo);
    const entrada = await chamarConsole(agente, sessao.entrarTotp, {
      body: { email: email.toUpperCase(), codigo },
    });
    expect(entrada.statusCode, entrada.body).toBe(200);
    expect((await jsonConsole(agente, sessao.eu)).email).toBe(email);
    const outraVez = await chamarConsole(new ConsoleAgent(demo.h.app), sessao.entrarTotp, {
      body: { email, codigo },
    });
    expect(outraVez.statusCode).toBe(401);
  });

  it('counts refused codes per e-mail: past the budget even the right code is refused (429)', async () => {
    const { email, segredo } = await cadastrarTotp();
    const agente = new ConsoleAgent(demo.h.app);
    // Signing in does not count: more sign-ins than the budget, each with a new code.
    for (let i = 0; i <= RECUSAS_POR_EMAIL; i++) {
      demo.h.clock.advance(30_000);
      const certo = await chamarConsole(new ConsoleAgent(demo.h.app), sessao.entrarTotp, {
        body: { email, codigo: await codigoAgora(segredo) },
      });
      expect(certo.statusCode).toBe(200);
    }
    const atual = await codigoAgora(segredo);
    for (let i = 0; i < RECUSAS_POR_EMAIL; i++) {
      const errado = String(100000 + i) === atual ? String(200000 + i) : String(100000 + i);
      const resposta = await chamarConsole(agente, sessao.entrarTotp, { body: { email, codigo: errado } });
      expect(resposta.statusCode).toBe(401);
    }
    demo.h.clock.advance(30_000);
    const bloqueada = await chamarConsole(agente, sessao.entrarTotp, {
      body: { email, codigo: await codigoAgora(segredo) },
    });
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.headers['retry-after']).toBeDefined();
    demo.h.clock.advance(demo.h.app.ctx.config.login.windowMinutes * 60_000);
    const depois = await chamarConsole(agente, sessao.entrarTotp, {
      body: { email, codigo: await codigoAgora(segredo) },
    });
    expect(depois.statusCode).toBe(200);
  });

  it('a recovery code signs in once, and then only enrolling a new factor is allowed', async () => {
    const { email, codigos } = await cadastrarTotp();
    const agente = new ConsoleAgent(demo.h.app);
    const entrada = await jsonConsole(agente, sessao.entrarRecuperacao, {
      body: { email, codigo: codigos[0]! },
    });
    expect(entrada.precisaCadastrarFator).toBe(true);
    // Anything but enrolling a factor: refused.
    const bloqueada = await chamarConsole(agente, fatores.novosCodigos);
    expect(bloqueada.statusCode).toBe(403);
    // The same code again, in another browser: refused.
    const repetido = await chamarConsole(new ConsoleAgent(demo.h.app), sessao.entrarRecuperacao, {
      body: { email, codigo: codigos[0]! },
    });
    expect(repetido.statusCode).toBe(401);

    // A new passkey makes it a full session, with ten new codes (the old ones stop working).
    const { opcoes } = await jsonConsole(agente, fatores.opcoesPasskey);
    const autenticador = new AutenticadorDeTeste(rp.origem);
    const novo = await jsonConsole(agente, fatores.cadastrarPasskey, {
      body: { resposta: autenticador.criar(opcoes as never, rp.rpID), nomeDispositivo: 'Celular' },
    });
    segredosVistos.push(...(novo.codigosRecuperacao ?? []));
    expect(novo.codigosRecuperacao).toHaveLength(10);
    expect(novo.eu.precisaCadastrarFator).toBe(false);
    expect((await chamarConsole(agente, fatores.novosCodigos)).statusCode).toBe(200);
    const antigo = await chamarConsole(new ConsoleAgent(demo.h.app), sessao.entrarRecuperacao, {
      body: { email, codigo: codigos[1]! },
    });
    expect(antigo.statusCode).toBe(401);
  });

  it('never removes the last factor', async () => {
    const { email, segredo } = await cadastrarTotp();
    demo.h.clock.advance(30_000);
    const agente = new ConsoleAgent(demo.h.app);
    await jsonConsole(agente, sessao.entrarTotp, { body: { email, codigo: await codigoAgora(segredo) } });
    expect((await chamarConsole(agente, fatores.removerTotp)).statusCode).toBe(409);

    const { opcoes } = await jsonConsole(agente, fatores.opcoesPasskey);
    const autenticador = new AutenticadorDeTeste(rp.origem);
    const criada = await jsonConsole(agente, fatores.cadastrarPasskey, {
      body: { resposta: autenticador.criar(opcoes as never, rp.rpID), nomeDispositivo: 'Chave USB' },
    });
    expect(criada.codigosRecuperacao).toBeNull();
    const lista = await jsonConsole(agente, fatores.listar);
    expect(lista.passkeys.map((p) => p.nomeDispositivo)).toEqual(['Chave USB']);
    // Two factors: the app may go; then the passkey is the last one.
    expect((await chamarConsole(agente, fatores.removerTotp)).statusCode).toBe(204);
    const ultima = await chamarConsole(agente, fatores.removerPasskey, {
      params: { id: lista.passkeys[0]!.id },
    });
    expect(ultima.statusCode).toBe(409);
    expect((await jsonConsole(agente, sessao.eu)).fatores).toMatchObject({ passkeys: 1, totp: false });
  });
});

describe('the demo staff', () => {
  it('sign in with a code of the demo secret, each with the role of their name', async () => {
    for (const [papel, membro] of Object.entries(EQUIPE_DEMO)) {
      const agente = new ConsoleAgent(demo.h.app);
      const eu = await jsonConsole(agente, sessao.entrarTotp, {
        body: { email: membro.email, codigo: await codigoAgora(SEGREDO_TOTP_DEMO) },
      });
      expect(eu, papel).toMatchObject({
        nome: membro.nome,
        papeis: membro.papeis,
        precisaCadastrarFator: false,
      });
      expect(membro.papeis, papel).toContain(papel);
    }
  });
});

describe('what is recorded', () => {
  it('every sign-in and enrolment is in the staff audit, without any secret', async () => {
    const linhas = await demo.h.database.db.select().from(equipeAuditoria);
    const acoes = new Set(linhas.map((l) => l.acao));
    for (const acao of [
      'sessao.entrar',
      'sessao.entrada-recusada',
      'convite.usar',
      'fator.passkey-cadastrar',
      'fator.totp-cadastrar',
      'fator.codigos-gerar',
      'fator.totp-remover',
    ]) {
      expect(acoes, acao).toContain(acao);
    }
    const texto = JSON.stringify(linhas);
    expect(segredosVistos.length).toBeGreaterThan(20);
    expect(segredosVistos.filter((s) => texto.includes(s))).toEqual([]);
  });

  it('no log line carries a code, a TOTP secret or a link token', () => {
    const log = linhasDoLog.join('');
    expect(log.length).toBeGreaterThan(1000);
    expect(segredosVistos.filter((s) => log.includes(s))).toEqual([]);
  });
});
