// The real channels: e-mail through a real SMTP server on loopback (smtp-server) and SMS through an HTTP
// provider (a node:http server on loopback), chosen by configuration; the outbox when neither is set.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { chamar } from '../../test/contrato.js';
import { codeIn, eventually, startSmtpSink, type SmtpSink } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, createTestHarness, type TestHarness } from '../../test/test-app.js';
import { loadConfig } from '../../config.js';

interface SmsRequest {
  authorization: string | undefined;
  body: { to: string; message: string };
}

let h: TestHarness;
let smtp: SmtpSink;
const smsRequests: SmsRequest[] = [];
let smsStatus = 200;
const smsProvider = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    smsRequests.push({
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsRequest['body'],
    });
    response.writeHead(smsStatus, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  smtp = await startSmtpSink();
  smsProvider.listen(0, '127.0.0.1');
  await once(smsProvider, 'listening');
  const smsPort = (smsProvider.address() as AddressInfo).port;
  h = await createTestHarness({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Vale Verde Saúde <nao-responda@valeverdesaude.example>',
      SMS_URL: `http://127.0.0.1:${smsPort}/mensagens`,
      SMS_TOKEN: 'token-sms-teste',
    },
  });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
  smsProvider.close();
});

async function sendRecoveryCode(cpf: string, tipo: 'EMAIL' | 'TELEFONE') {
  const agent = new TestAgent(h.app);
  const list = (
    await chamar(agent, recuperarSenhaEndpoints.contatos, { query: { cpf, captcha: 'ok' } })
  ).json<ContatoMascarado[]>();
  const contato = list.find((c) => c.tipo === tipo);
  if (!contato) throw new Error(`sem ${tipo}`);
  const response = await chamar(agent, recuperarSenhaEndpoints.enviarCodigo, {
    body: { cpf, codigoContato: contato.codigo },
  });
  expect(response.statusCode).toBe(200);
  return agent;
}

describe('delivery channels', () => {
  it('sends e-mail over SMTP, and the code read from the mailbox works', async () => {
    const agent = await sendRecoveryCode(DEMO.maria, 'EMAIL');
    const mail = await smtp.nth('maria.souza@email.test', 1);
    expect(mail.subject).toBe('Seu código de verificação - Portal do Beneficiário');
    expect(mail.text).toContain('Olá, Maria!');
    const ok = await chamar(agent, recuperarSenhaEndpoints.validarCodigo, {
      body: { cpf: DEMO.maria, token: codeIn(mail.text) },
    });
    expect(ok.statusCode).toBe(200);
    expect(await h.database.db.select().from(caixaSaidaNotificacoes)).toEqual([]);
  });

  it('sends SMS to the HTTP provider with the bearer token and the number with +55', async () => {
    const agent = await sendRecoveryCode(DEMO.roberto, 'TELEFONE');
    const sms = await eventually(() => smsRequests.find((r) => r.body.to === '+5519996543210'), 'SMS');
    expect(sms.authorization).toBe('Bearer token-sms-teste');
    expect(sms.body.message).toMatch(/^Portal do Beneficiário: seu código é \d{6}\. Vale por 10 minutos/);
    const ok = await chamar(agent, recuperarSenhaEndpoints.validarCodigo, {
      body: { cpf: DEMO.roberto, token: codeIn(sms.body.message) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the member the same when the provider fails (delivery is in the background)', async () => {
    smsStatus = 503;
    try {
      await sendRecoveryCode(DEMO.joao, 'TELEFONE');
      await eventually(() => smsRequests.find((r) => r.body.to === '+5519997651234'), 'SMS');
    } finally {
      smsStatus = 200;
    }
  });
});

describe('configuration', () => {
  it('uses SMTP and SMS only when configured', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' };
    expect(loadConfig(base).notify).toEqual({ smtp: undefined, sms: undefined, intervaloMs: 15_000 });
    expect(
      loadConfig({
        ...base,
        SMTP_HOST: 'smtp.example',
        SMTP_SECURE: 'true',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
      }).notify.smtp,
    ).toEqual({
      host: 'smtp.example',
      port: 465,
      secure: true,
      user: 'u',
      password: 'p',
      from: 'Portal do Beneficiário <nao-responda@localhost>',
    });
    expect(() => loadConfig({ ...base, SMS_URL: 'ftp://sms.example' })).toThrow(/SMS_URL/);
  });
});

describe('the local outbox (neither SMTP nor SMS configured)', () => {
  it('keeps the code in the table and the mailbox file, and out of the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-caixa-'));
    const lines: string[] = [];
    const app = await h.newApp({
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const agent = new TestAgent(app);
      // Carlos (the contratante, an account of his own) has not been sent anything in this file.
      const contato = (
        await chamar(agent, recuperarSenhaEndpoints.contatos, { query: { cpf: DEMO.carlos, captcha: 'ok' } })
      )
        .json<ContatoMascarado[]>()
        .find((c) => c.tipo === 'EMAIL');
      const sent = await chamar(agent, recuperarSenhaEndpoints.enviarCodigo, {
        body: { cpf: DEMO.carlos, codigoContato: contato!.codigo },
      });
      expect(sent.statusCode).toBe(200);
      await app.notify.drain();
      const [row] = await h.database.db
        .select()
        .from(caixaSaidaNotificacoes)
        .orderBy(desc(caixaSaidaNotificacoes.id))
        .limit(1);
      const code = codeIn(row!.texto);
      const mailbox = readFileSync(join(dataDir, 'caixa-de-saida.txt'), 'utf8');
      expect(mailbox).toContain(code);
      expect(mailbox).toContain(row!.destino);
      const log = lines.join('');
      expect(log).toContain('caixa de saída: mensagem gravada');
      expect(log).not.toContain(code);
      expect(log).not.toContain(row!.destino);
      const ok = await chamar(agent, recuperarSenhaEndpoints.validarCodigo, {
        body: { cpf: DEMO.carlos, token: code },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
