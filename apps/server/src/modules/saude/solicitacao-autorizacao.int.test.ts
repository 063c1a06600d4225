// Solicitar Autorização (issue 15) on PGlite with a fresh family (titular Helena with e-mail and mobiles,
// dependant Rafael with no contact of his own): access (401/403/404 on every endpoint and id), the masked
// contacts and their opaque codes, the constants, every field and file rule, the RN 623 deadline of each
// kind across a national holiday, idempotency, the protocol in Protocolos, the e-mail, the audit rows, the
// clean-up of stored files when the transaction fails, and no CPF in the logs.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import {
  FINANCEIRO_MESSAGES,
  MESSAGES,
  SAUDE_MESSAGES,
  SERVER_MESSAGES,
  invalidLabel,
  onlyDigits,
  tooManyFiles,
} from '@portal/domain';
import { allBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import type { EndpointResult } from '@portal/domain/contract/endpoint';
import {
  solicitacaoAutorizacaoEndpoints,
  type AutorizacaoSolicitada,
  type DadosSolicitacaoAutorizacao,
} from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { auditoria } from '../../db/schema/audit.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocolos } from '../../db/schema/protocolos.js';
import { solicitacaoAutorizacaoArquivos, solicitacoesAutorizacao } from '../../db/schema/saude.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { multipartBody, type MultipartFilePart } from '../../test/multipart.js';
import { storedFiles } from '../../test/reembolso.js';
import { sampleExe, samplePdf, sampleJpeg, sampleGif } from '../../test/sample-files.js';
import { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { UPLOADS_SEM_TETO } from '../../test/uploads.js';
import { TEST_NOW } from '../../test/test-database.js';

const E = solicitacaoAutorizacaoEndpoints;

let h: TestHarness;
let storageDir: string;
let f: FreshFamily;
let titular: TestAgent;
let cpfTitular: string;
let cpfDependente: string;
const logLines: string[] = [];

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'solicitacao-autorizacao-'));
  h = await createTestHarness({
    env: { STORAGE_DIR: storageDir, LOG_LEVEL: 'info', ...UPLOADS_SEM_TETO },
    logStream: { write: (line) => void logLines.push(line) },
  });
  f = await insertFreshFamily(h.database.db, 'ativa', 1);
  cpfTitular = onlyDigits(f.titular.cpf);
  cpfDependente = onlyDigits(f.dependente!.cpf);
  titular = await login(h.app, cpfTitular, FRESH_PASSWORD);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

const dadosValidos = (over: Partial<DadosSolicitacaoAutorizacao> = {}): DadosSolicitacaoAutorizacao => ({
  chaveIdempotencia: randomUUID(),
  cpf: cpfDependente,
  tipo: 'CONSULTA_EXAME_TERAPIA',
  descricao: 'Ressonância magnética do joelho direito',
  ...over,
});

const umPedido = async (): Promise<MultipartFilePart[]> => [
  { field: 'pedidoMedico', fileName: 'pedido.pdf', bytes: await samplePdf('Pedido médico') },
];

async function postar(agent: TestAgent, dados: unknown, files?: MultipartFilePart[]) {
  const { payload, headers } = multipartBody({ dados: JSON.stringify(dados) }, files ?? (await umPedido()));
  return chamar(agent, E.solicitar, { body: payload, headers });
}

const pessoaId = async (cpf: string) =>
  (await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf)))[0]!.id;

const rowsDaChave = (chave: string) =>
  h.database.db
    .select()
    .from(solicitacoesAutorizacao)
    .where(eq(solicitacoesAutorizacao.chaveIdempotencia, chave));

/** A session of the clock's day (the file's own one would be months old after a jump). */
async function noDia(instant: string, run: (agent: TestAgent) => Promise<void>): Promise<void> {
  h.clock.set(instant);
  try {
    await run(await login(h.app, cpfTitular, FRESH_PASSWORD));
  } finally {
    h.clock.set(TEST_NOW);
  }
}

describe('access', () => {
  it('401 without a session and 403 without tela-consulta-autorizacoes, on every endpoint', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    for (const agent of [new TestAgent(h.app), carlos]) {
      const expected = agent === carlos ? 403 : 401;
      const responses = await Promise.all([
        chamar(agent, E.listagem),
        chamar(agent, E.contatos, { params: { cpf: cpfTitular } }),
        chamar(agent, E.constantes),
        postar(agent, dadosValidos()),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([expected, expected, expected, expected]);
    }
  });

  it("404 for another family's cpf: contacts, and a request that stores nothing", async () => {
    expect((await chamar(titular, E.contatos, { params: { cpf: DEMO.maria } })).statusCode).toBe(404);
    const dados = dadosValidos({ cpf: DEMO.maria });
    const filesBefore = await storedFiles(storageDir);
    const response = await postar(titular, dados);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    expect(response.statusCode).toBe(404);
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(0);
    expect(await storedFiles(storageDir)).toEqual(filesBefore);
  });

  it('the picker (/v2, envelope) offers the titular and the dependant', async () => {
    const dados = await getJson(titular, E.listagem);
    expect(allBeneficiarios(dados).map((b) => b.cpf)).toEqual([cpfTitular, cpfDependente]);
  });
});

describe('contacts and constants', () => {
  it("lists the beneficiary's own contacts masked, with opaque codes; the dependant has none", async () => {
    const response = await chamar(titular, E.contatos, { params: { cpf: cpfTitular } });
    expect(response.statusCode, response.body).toBe(200);
    const { contatos } = response.json<EndpointResult<typeof E.contatos>>();
    expect(contatos.length).toBeGreaterThan(1);
    expect(contatos[0]?.tipo).toBe('EMAIL');
    expect(contatos[0]?.valor).toMatch(/^he\*+@e\*+\.test$/);
    for (const c of contatos) expect(c.codigo).toMatch(/^[a-f0-9]{16}$/);
    expect(response.body).not.toContain(f.titular.email!);
    for (const celular of f.titular.celulares) expect(response.body).not.toContain(celular);
    const dele = await chamar(titular, E.contatos, { params: { cpf: cpfDependente } });
    expect(dele.json()).toEqual({ contatos: [] });
    const lido = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'LEITURA_CONTATOS_SOLICITACAO_AUTORIZACAO'),
          eq(auditoria.pessoaId, await pessoaId(cpfDependente)),
        ),
      );
    expect(lido.length).toBeGreaterThan(0);
  });

  it('gives the kinds with their RN 623 days, the file limits and the scheduling phone', async () => {
    const constantes = await getJson(titular, E.constantes);
    expect(constantes.tipos.map((t) => [t.tipo, t.prazoDiasUteis])).toEqual([
      ['CONSULTA_EXAME_TERAPIA', 5],
      ['ALTA_COMPLEXIDADE', 10],
      ['INTERNACAO_ELETIVA', 10],
      ['URGENCIA_EMERGENCIA', 0],
    ]);
    expect(constantes).toMatchObject({
      arquivos: { minimo: 1, maximo: 5 },
      descricaoMaximo: 500,
      telefoneAgendamentoAutorizacao: '(19) 3256-7010',
    });
  });
});

describe('field and file rules (400 with campos; nothing stored)', () => {
  const recusa = async (dados: unknown, files: MultipartFilePart[] | undefined, campos: object) => {
    const filesBefore = await storedFiles(storageDir);
    const response = await postar(titular, dados, files);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ mensagem: string; campos: Record<string, string> }>();
    expect(body.campos).toEqual(campos);
    expect(body.mensagem).toBe(Object.values(campos)[0]);
    expect(await storedFiles(storageDir)).toEqual(filesBefore);
    if (typeof dados === 'object' && dados && 'chaveIdempotencia' in dados)
      expect(await rowsDaChave(String(dados.chaveIdempotencia))).toHaveLength(0);
  };

  it('the description is required and at most 500 characters', async () => {
    await recusa(dadosValidos({ descricao: '   ' }), undefined, {
      descricao: SAUDE_MESSAGES.descriptionRequired,
    });
    await recusa(dadosValidos({ descricao: 'x'.repeat(501) }), undefined, {
      descricao: invalidLabel('Descrição do pedido médico'),
    });
  });

  it('the contact must be one of that beneficiary’s (another person’s code is refused)', async () => {
    const { contatos } = await getJson(titular, E.contatos, { params: { cpf: cpfTitular } });
    // The titular's own e-mail code, sent for the dependant (who has none).
    await recusa(dadosValidos({ codigoContato: contatos[0]!.codigo }), undefined, {
      codigoContato: SERVER_MESSAGES.invalidRequest,
    });
    await recusa(dadosValidos({ codigoContato: '0123456789abcdef' }), undefined, {
      codigoContato: SERVER_MESSAGES.invalidRequest,
    });
  });

  it('an unknown kind is refused under tipo', async () => {
    const response = await postar(titular, { ...dadosValidos(), tipo: 'COSMETICO' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ campos: object }>().campos)).toEqual(['tipo']);
  });

  it('files: at least one, at most the maximum, only allowed and genuine types', async () => {
    await recusa(dadosValidos(), [], { pedidoMedico: MESSAGES.documentRequired });
    const seis = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({
        field: 'pedidoMedico',
        fileName: `p${i}.pdf`,
        bytes: await samplePdf(`p${i}`),
      })),
    );
    await recusa(dadosValidos(), seis, { pedidoMedico: tooManyFiles(5) });
    await recusa(dadosValidos(), [{ field: 'pedidoMedico', fileName: 'pedido.pdf', bytes: sampleExe() }], {
      pedidoMedico: MESSAGES.invalidFileFormat,
    });
    await recusa(dadosValidos(), [{ field: 'pedidoMedico', fileName: 'pedido.gif', bytes: sampleGif() }], {
      pedidoMedico: MESSAGES.invalidFileFormat,
    });
    // Several problems at once: each under its field, the first as the message.
    await recusa(dadosValidos({ descricao: '' }), [], {
      descricao: SAUDE_MESSAGES.descriptionRequired,
      pedidoMedico: MESSAGES.documentRequired,
    });
  });
});

describe('the operator parameter of the file maximum', () => {
  it('lowered to 2: the constants say so and a third file is refused', async () => {
    const set = (valor: string) =>
      h.database.db.execute(
        `update parametros_operadora set valor = '${valor}' where nome = 'AUTORIZACAO_MAXIMO_ARQUIVOS'`,
      );
    await set('2');
    try {
      const constantes = await getJson(titular, E.constantes);
      expect(constantes.arquivos).toEqual({ minimo: 1, maximo: 2 });
      const tres = Array.from({ length: 3 }, (_, i) => ({
        field: 'pedidoMedico',
        fileName: `foto${i}.jpg`,
        bytes: sampleJpeg(),
      }));
      const response = await postar(titular, dadosValidos(), tres);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ campos: object }>().campos).toEqual({ pedidoMedico: tooManyFiles(2) });
    } finally {
      await set('5');
    }
  });
});

describe('the RN 623 deadline (Consciência Negra, Friday 20/11/2026, is a national holiday)', () => {
  const TERCA = '2026-11-17T15:00:00.000Z';
  it('consultations, exams and therapies: 5 business days → 25/11/2026', async () => {
    await noDia(TERCA, async (agent) => {
      const response = await postar(agent, dadosValidos({ tipo: 'CONSULTA_EXAME_TERAPIA' }));
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<AutorizacaoSolicitada>();
      expect(body).toMatchObject({
        prazoResposta: '2026-11-25',
        prazoImediato: false,
        prazoDiasUteis: 5,
        solicitadoEm: TERCA,
        telefoneAgendamentoAutorizacao: '(19) 3256-7010',
      });
      expect(body.protocolo).toMatch(/^34567820261117\d{6}$/);
      expect(body.mensagem).toBe(
        `Solicitação de autorização registrada. Protocolo n° ${body.protocolo}. A operadora responde até 25/11/2026.`,
      );
    });
  });

  it('high complexity and elective hospitalisation: 10 business days → 02/12/2026', async () => {
    await noDia(TERCA, async (agent) => {
      for (const tipo of ['ALTA_COMPLEXIDADE', 'INTERNACAO_ELETIVA'] as const) {
        const body = (await postar(agent, dadosValidos({ tipo }))).json<AutorizacaoSolicitada>();
        expect(body).toMatchObject({ prazoResposta: '2026-12-02', prazoDiasUteis: 10 });
      }
    });
  });

  it('urgency: due at once, no deadline date', async () => {
    await noDia(TERCA, async (agent) => {
      const response = await postar(agent, dadosValidos({ tipo: 'URGENCIA_EMERGENCIA' }));
      expect(response.statusCode).toBe(201);
      const body = response.json<AutorizacaoSolicitada>();
      expect(body).toMatchObject({ prazoResposta: null, prazoImediato: true, prazoDiasUteis: 0 });
      expect(body.mensagem).toContain('Por ser urgência, a resposta é imediata.');
      const [protocolo] = await h.database.db
        .select()
        .from(protocolos)
        .where(eq(protocolos.protocolo, body.protocolo));
      expect(protocolo?.prazoResposta).toBeNull();
    });
  });
});

describe('a filed request', () => {
  it('stores the request, its files, the chosen contact; shows in Protocolos; e-mails; audits', async () => {
    const { contatos } = await getJson(titular, E.contatos, { params: { cpf: cpfTitular } });
    const celular = contatos.find((c) => c.tipo === 'TELEFONE')!;
    const dados = dadosValidos({ cpf: cpfTitular, tipo: 'ALTA_COMPLEXIDADE', codigoContato: celular.codigo });
    const filesBefore = (await storedFiles(storageDir)).length;
    const files = [
      ...(await umPedido()),
      { field: 'pedidoMedico', fileName: 'foto.jpg', bytes: sampleJpeg() },
    ];
    const response = await postar(titular, dados, files);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<AutorizacaoSolicitada>();
    expect(body.prazoResposta).toBe('2026-03-24'); // 10/03 + 10 business days (no holiday between)

    const [row] = await rowsDaChave(dados.chaveIdempotencia);
    expect(row).toMatchObject({
      protocolo: body.protocolo,
      pessoaId: await pessoaId(cpfTitular),
      tipo: 'ALTA_COMPLEXIDADE',
      contatoTipo: 'TELEFONE',
      contato: f.titular.celulares[0],
    });
    const arquivos = await h.database.db
      .select()
      .from(solicitacaoAutorizacaoArquivos)
      .where(eq(solicitacaoAutorizacaoArquivos.solicitacaoId, row!.id));
    expect(arquivos.map((a) => [a.nome, a.contentType]).sort()).toEqual([
      ['foto.jpg', 'image/jpeg'],
      ['pedido.pdf', 'application/pdf'],
    ]);
    expect((await storedFiles(storageDir)).length).toBe(filesBefore + 2);

    const lista = await getJson(titular, protocolosEndpoints.protocolos, { params: { cpf: cpfTitular } });
    expect(lista.protocolos.find((p) => p.protocolo === body.protocolo)).toMatchObject({
      tipo: 'AUTORIZACAO',
      situacao: 'EM_ANDAMENTO',
      prazoResposta: '2026-03-24',
      diasUteisRestantes: 10,
      atrasado: false,
    });

    await h.app.notify.drain();
    const [mail] = await h.database.db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(
        and(
          eq(caixaSaidaNotificacoes.destino, f.titular.email!),
          eq(caixaSaidaNotificacoes.assunto, `Solicitação de autorização - protocolo ${body.protocolo}`),
        ),
      );
    expect(mail?.texto).toContain(body.mensagem);
    expect(mail?.texto).not.toContain(dados.descricao);
    expect(mail?.texto).not.toContain(cpfTitular);

    const auditados = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'SOLICITACAO_AUTORIZACAO'),
          eq(auditoria.pessoaId, await pessoaId(cpfTitular)),
        ),
      );
    expect(auditados).toHaveLength(1);
  });

  it('the same key twice answers the first request (200, same body); other dados are 409', async () => {
    const dados = dadosValidos();
    const primeira = await postar(titular, dados);
    expect(primeira.statusCode, primeira.body).toBe(201);
    const filesAfterFirst = await storedFiles(storageDir);
    const segunda = await postar(titular, dados);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual(primeira.json());
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(1);
    expect(await storedFiles(storageDir)).toEqual(filesAfterFirst);
    const outra = await postar(titular, { ...dados, descricao: 'Outra coisa' });
    expect(outra.statusCode).toBe(409);
    expect(outra.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.idempotencyConflict });
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(1);
  });

  it('twins sent at once make one request (the database holds the key)', async () => {
    const dados = dadosValidos();
    const responses = await Promise.all(Array.from({ length: 5 }, () => postar(titular, dados)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<AutorizacaoSolicitada>().protocolo)).size).toBe(1);
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(1);
  });

  it('a failing transaction leaves no request, no protocol and no stored file', async () => {
    const dados = dadosValidos();
    const filesBefore = await storedFiles(storageDir);
    const protocolosBefore = (await h.database.db.select().from(protocolos)).length;
    // The protocol service refuses a malformed operator registration: the transaction fails after storage.
    await h.database.db.execute("update parametros_operadora set valor = 'x' where nome = 'REGISTRO_ANS'");
    try {
      expect((await postar(titular, dados)).statusCode).toBe(500);
    } finally {
      await h.database.db.execute(
        "update parametros_operadora set valor = '345678' where nome = 'REGISTRO_ANS'",
      );
    }
    expect(await rowsDaChave(dados.chaveIdempotencia)).toHaveLength(0);
    expect(await storedFiles(storageDir)).toEqual(filesBefore);
    expect(await h.database.db.select().from(protocolos)).toHaveLength(protocolosBefore);
  });

  it('never logs a CPF', () => {
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(cpfTitular);
    expect(logs).not.toContain(cpfDependente);
  });
});
