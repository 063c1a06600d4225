// Members' passkeys in server tests (issue 42): the whole way a browser goes — the code to the member's
// e-mail read from the outbox, the options, a software authenticator's answer (test/autenticador.ts) — and a
// sign-in from a fresh browser with no CPF anywhere.
import { expect } from 'vitest';
import { loginChaveAcessoEndpoints as entrada } from '@portal/domain/contract/auth/login-chave-acesso';
import {
  type ChaveAcesso,
  chavesAcessoEndpoints as chaves,
} from '@portal/domain/contract/auth/chaves-acesso';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { parteConfianteDe } from '../platform/webauthn.js';
import { AutenticadorDeTeste } from './autenticador.js';
import { chamar, getJson } from './contrato.js';
import { codeIn, nthOutboxMessage, outboxFor } from './mailbox.js';
import { TestAgent } from './test-agent.js';
import type { TestHarness } from './test-app.js';

export const MARIA_EMAIL = 'maria.souza@email.test';

/** The portal's relying party in the harness (PUBLIC_URL). */
export const rpDe = (h: TestHarness) => parteConfianteDe(h.app.ctx.config.publicUrl);

/** Asks a code to the member's e-mail and reads it from the outbox. */
export async function codigoPorEmail(
  h: TestHarness,
  agente: TestAgent,
  email = MARIA_EMAIL,
): Promise<string> {
  const { contatos } = await getJson(agente, chaves.lista);
  const contato = contatos.find((c) => c.tipo === 'EMAIL');
  expect(contato).toBeDefined();
  const antes = (await outboxFor(h.database.db, email)).length;
  const enviado = await getJson(agente, chaves.enviarCodigo, { body: { codigoContato: contato!.codigo } });
  expect(enviado.tipo).toBe('EMAIL');
  const mensagem = await nthOutboxMessage(h.database.db, email, antes + 1);
  expect(mensagem.texto).toContain('cadastrar uma chave de acesso (passkey)');
  return codeIn(mensagem.texto);
}

/** Adds a passkey the whole way (code, options, the authenticator's answer): the authenticator and the row. */
export async function cadastrarChave(
  h: TestHarness,
  agente: TestAgent,
  /** null: no name sent (the server names it after the browser). */
  nome: string | null = 'Celular da Maria',
  headers: Record<string, string> = {},
) {
  const rp = rpDe(h);
  const codigo = await codigoPorEmail(h, agente);
  const { opcoes } = await getJson(agente, chaves.opcoes, { body: { codigo } });
  const autenticador = new AutenticadorDeTeste(rp.origem);
  const resposta = autenticador.criar(opcoes, rp.rpID);
  const criada = await chamar(agente, chaves.cadastrar, {
    body: { resposta, ...(nome === null ? {} : { nome }) },
    headers,
  });
  expect(criada.statusCode, criada.body).toBe(201);
  return { autenticador, chave: criada.json<ChaveAcesso>(), opcoes };
}

/** A fresh browser with its CSRF token (the first GET hands it out, as the login page's first calls do). */
export async function navegadorNovo(h: TestHarness): Promise<TestAgent> {
  const agente = new TestAgent(h.app);
  await chamar(agente, parametrosEndpoints.statusManutencao);
  return agente;
}

/** Signs in with the passkey in a fresh browser (no CPF anywhere). */
export async function entrarComChave(h: TestHarness, autenticador: AutenticadorDeTeste) {
  const rp = rpDe(h);
  const agente = await navegadorNovo(h);
  const { opcoes } = await getJson(agente, entrada.opcoes);
  const resposta = autenticador.usar(opcoes, rp.rpID);
  return { agente, resposta, resultado: await chamar(agente, entrada.entrar, { body: { resposta } }) };
}
