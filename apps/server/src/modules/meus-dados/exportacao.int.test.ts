// Meus dados em um arquivo (LGPD art. 18, issue 17) through the API: 401 and 403; whom the caller may export
// (themself, and a titular's dependants under 18 — an adult child, a contratante's family and other families
// are 404); the JSON holds the member's records of every section, compared with the seed, and no other demo
// person's CPF (nor name); the PDF says the same in pt-BR formats, again without another CPF; one audit row
// per file; a fixed number of queries whatever the history; at most 5 files per person in 24 hours, counted by
// the database — also for a burst of simultaneous requests (CI runs this file on PostgreSQL too).
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORTACAO_MESSAGES, formatCpf, onlyDigits } from '@portal/domain';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import {
  EXPORTACAO_FORMATO,
  exportacaoDadosEndpoints,
  exportacaoDadosSchema,
  type ExportacaoDados,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
import { freshFamily, FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { notificacoesEndpoints } from '@portal/domain/contract/meus-dados/notificacoes';
import { agendamentos } from '../../db/schema/agendamento.js';
import { auditoria } from '../../db/schema/audit.js';
import { contas, dispositivos } from '../../db/schema/auth.js';
import { chavesAcesso } from '../../db/schema/chaves-acesso.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { protocolos } from '../../db/schema/protocolos.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { autorizacoes, documentosClinicos, resultadosExame } from '../../db/schema/saude.js';
import { cadastrarChave } from '../../test/chaves-acesso.js';
import { chamar } from '../../test/contrato.js';
import { insertFreshFamilies } from '../../test/fresh-family.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { DISPOSITIVO_DOS_TESTES, TestAgent } from '../../test/test-agent.js';
import { withDemo, DEMO, login, QueryCounter, type TestHarness } from '../../test/test-app.js';
import { TEST_TODAY } from '../../test/test-database.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let frescas: FreshFamily[];
/** Every person of the database (demo and fresh families): cpf → name. */
let todos: Map<string, string>;

beforeAll(async () => {
  h = demo.h;
  frescas = await insertFreshFamilies(
    h.database.db,
    [0, 1, 2, 3].map((n) => freshFamily('ativa', n)),
    TEST_TODAY,
  );
  const rows = await h.database.db.select({ cpf: pessoas.cpf, nome: pessoas.nomeCompleto }).from(pessoas);
  todos = new Map(rows.map((r) => [r.cpf, r.nome]));
});

const exportar = (agent: TestAgent, cpf: string, formato: 'json' | 'pdf' = 'json') =>
  chamar(agent, exportacaoDadosEndpoints.arquivo, { params: { cpf }, query: { formato } });

async function exportarJson(agent: TestAgent, cpf: string): Promise<{ raw: string; dados: ExportacaoDados }> {
  const response = await exportar(agent, cpf);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { raw: response.body, dados: exportacaoDadosSchema.parse(response.json()) };
}

/** Every CPF of the database but `own`, as digits and as printed (390.533.447-05), found in `text`. */
const outrosCpfs = (text: string, own: string): string[] =>
  [...todos.keys()]
    .filter((cpf) => cpf !== own)
    .filter((cpf) => text.includes(cpf) || text.includes(formatCpf(cpf)));

const pessoaId = async (cpf: string): Promise<number> => {
  const [row] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return row!.id;
};
const exportAudits = async (subject: number) =>
  h.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.pessoaId, subject), eq(auditoria.acao, 'EXPORTACAO_DADOS')));

describe('who may be exported', () => {
  it('is 401 without a session, and 403 for an account without tela-exportacao-meus-dados', async () => {
    const anonymous = new TestAgent(h.app);
    expect((await chamar(anonymous, exportacaoDadosEndpoints.listagem)).statusCode).toBe(401);
    // The CSRF cookie, so the POST reaches the session check.
    await chamar(anonymous, parametrosEndpoints.statusManutencao);
    expect((await exportar(anonymous, DEMO.maria)).statusCode).toBe(401);

    const helena = onlyDigits(frescas[3]!.titular.cpf);
    await h.database.db
      .update(contas)
      .set({ permissoes: { tela: [], menu: [], funcao: [] } })
      .where(inArray(contas.pessoaId, [await pessoaId(helena)]));
    const semPermissao = await login(h.app, helena, FRESH_PASSWORD);
    expect((await chamar(semPermissao, exportacaoDadosEndpoints.listagem)).statusCode).toBe(403);
    expect((await exportar(semPermissao, helena)).statusCode).toBe(403);
  });

  it('lists the caller and, for a titular, only the dependants under 18', async () => {
    const listagem = async (cpf: string) => {
      const response = await chamar(await login(h.app, cpf), exportacaoDadosEndpoints.listagem);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ListagemBeneficiarios>();
      return [...body.contratantes, ...body.titulares, ...body.dependentes].map((b) => b.cpf);
    };
    // Ana is 13, Pedro 17; João is 20 and speaks for himself; Carlos, the contratante, is not Maria's to export.
    expect(await listagem(DEMO.maria)).toEqual([DEMO.maria, DEMO.ana, DEMO.pedro]);
    expect(await listagem(DEMO.joao)).toEqual([DEMO.joao]);
    expect(await listagem(DEMO.carlos)).toEqual([DEMO.carlos]);
  });

  it('is 404 for an adult relative, a sibling, a contratante’s family and another family', async () => {
    const maria = await login(h.app, DEMO.maria);
    for (const cpf of [DEMO.joao, DEMO.carlos, DEMO.roberto])
      expect((await exportar(maria, cpf)).statusCode, cpf).toBe(404);
    expect((await exportar(await login(h.app, DEMO.joao), DEMO.ana)).statusCode).toBe(404);
    expect((await exportar(await login(h.app, DEMO.carlos), DEMO.ana)).statusCode).toBe(404);
    expect((await exportar(maria, '00000000000')).statusCode).toBe(404);
  });

  it('refuses a format that does not exist', async () => {
    const maria = await login(h.app, DEMO.maria);
    const response = await chamar(maria, exportacaoDadosEndpoints.arquivo, {
      params: { cpf: DEMO.maria },
      query: { formato: 'xml' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the JSON file', () => {
  it('holds every section of Maria’s records, as the seed has them, and no one else’s', async () => {
    const maria = await login(h.app, DEMO.maria);
    const response = await exportar(maria, DEMO.maria);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="meus-dados-maria-2026-03-10\.json"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const dados = exportacaoDadosSchema.parse(response.json());
    const id = await pessoaId(DEMO.maria);

    expect(dados.formato).toBe(EXPORTACAO_FORMATO);
    expect(dados.versao).toBe(1);
    expect(dados._leiaMe.join(' ')).toMatch(/centavos/);
    expect(dados.titularDosDados).toEqual({ nome: 'Maria Aparecida Souza', cpf: DEMO.maria });
    expect(dados.dadosPessoais).toMatchObject({
      dataNascimento: '1978-09-23',
      nomeMae: 'Josefa Aparecida Lima',
      identidade: { numero: '28.765.432-0', orgaoEmissao: 'SSP' },
    });
    const contatos = await h.database.db.select().from(pessoaContatos).where(eq(pessoaContatos.pessoaId, id));
    expect(dados.contatos).toHaveLength(contatos.length);
    expect(dados.contatos).toContainEqual({
      tipo: 'EMAIL',
      valor: 'maria.souza@email.test',
      principal: true,
    });
    expect(dados.enderecos).toEqual([
      expect.objectContaining({ tipoEndereco: 'RESIDENCIAL', cep: '13025001', numero: '1240' }),
    ]);
    expect(dados.planos.map((p) => [p.contrato, p.vinculo]).sort()).toEqual([
      ['100001', 'TITULAR'],
      ['100002', 'TITULAR'],
    ]);
    expect(dados.carteiras.map((c) => c.contrato).sort()).toEqual(['100001', '100002']);
    // Maria pays the family's bills: 12 months of history on the medical plan, in integer cents.
    expect(dados.faturas.length).toBeGreaterThanOrEqual(12);
    for (const f of dados.faturas) expect(Number.isInteger(f.valorCentavos)).toBe(true);
    const count = async (table: typeof reembolsos | typeof autorizacoes | typeof resultadosExame) =>
      (await h.database.db.select().from(table).where(eq(table.pessoaId, id))).length;
    expect(dados.reembolsos).toHaveLength(await count(reembolsos));
    const pago = dados.reembolsos.find((r) => r.situacao === 'PAGO');
    expect(pago).toMatchObject({ valorCentavos: 48000, valorPagoCentavos: 41000 });
    expect(pago?.contaBancaria.titular).toBe('PROPRIO');
    expect(dados.autorizacoes).toHaveLength(await count(autorizacoes));
    expect(dados.autorizacoes.length).toBeGreaterThan(0);
    expect(dados.autorizacoes.flatMap((a) => a.procedimentos).length).toBeGreaterThan(0);
    expect(dados.exames).toHaveLength(await count(resultadosExame));
    expect(dados.exames.length).toBeGreaterThan(0);
    const docs = await h.database.db
      .select()
      .from(documentosClinicos)
      .where(eq(documentosClinicos.pessoaId, id));
    expect(dados.receitasAtestados).toHaveLength(docs.length);
    const ags = await h.database.db.select().from(agendamentos).where(eq(agendamentos.pessoaId, id));
    expect(dados.agendamentos).toHaveLength(ags.length);
    expect(dados.agendamentos.length).toBeGreaterThan(0);
    const prots = await h.database.db.select().from(protocolos).where(eq(protocolos.pessoaId, id));
    expect(dados.protocolos).toHaveLength(prots.length);
    expect(dados.protocolos.every((p) => p.andamentos.length > 0)).toBe(true);
    // The logins and reads above are in her access log; this export is not yet.
    expect(dados.acessos).toContainEqual(
      expect.objectContaining({ acao: 'LOGIN', descricao: 'Entrou no portal', quem: 'PROPRIO' }),
    );

    // Nobody else: no other CPF of the database, no other demo name.
    expect(outrosCpfs(response.body, DEMO.maria)).toEqual([]);
    const outrosNomes = [...todos.entries()]
      .filter(([cpf]) => cpf !== DEMO.maria)
      .map(([, nome]) => nome)
      .filter((nome) => response.body.includes(nome));
    expect(outrosNomes).toEqual([]);
  });

  it('lets a titular export a minor dependant, audited as a read of the child’s data', async () => {
    const maria = await login(h.app, DEMO.maria);
    const ana = await pessoaId(DEMO.ana);
    const before = (await exportAudits(ana)).length;
    const { raw, dados } = await exportarJson(maria, DEMO.ana);
    expect(dados.titularDosDados).toEqual({ nome: 'Ana Clara Souza', cpf: DEMO.ana });
    expect(dados.planos.map((p) => p.vinculo)).toContain('DEPENDENTE');
    expect(dados.carteiras.length).toBeGreaterThan(0);
    expect(dados.faturas).toEqual([]); // a dependant pays no bill
    expect(outrosCpfs(raw, DEMO.ana)).toEqual([]);

    const rows = await exportAudits(ana);
    expect(rows).toHaveLength(before + 1);
    const [maria_] = await h.database.db
      .select({ id: contas.id })
      .from(contas)
      .where(eq(contas.pessoaId, await pessoaId(DEMO.maria)));
    expect(rows.at(-1)).toMatchObject({ contaId: maria_!.id, recurso: 'json', resultado: 'SUCESSO' });
  });

  it('reads a fixed number of queries, whatever the history holds', async () => {
    const maria = await login(h.app, DEMO.maria);
    const fresh = onlyDigits(frescas[0]!.titular.cpf);
    const helena = await login(h.app, fresh, FRESH_PASSWORD);
    const longa = await counter.during(() => exportarJson(maria, DEMO.maria));
    const curta = await counter.during(() => exportarJson(helena, fresh));
    expect(longa.length).toBe(curta.length);
    expect(longa.length).toBeLessThan(35);
  });
});

describe('the notification choices (issue 42)', () => {
  it('holds the person’s own choices and a relative’s choice to follow them, without naming the relative', async () => {
    const [maria, joao] = await Promise.all([login(h.app, DEMO.maria), login(h.app, DEMO.joao)]);
    const salvar = (agent: TestAgent, cpf: string, tipo: string, canal: string) =>
      chamar(agent, notificacoesEndpoints.salvar, {
        params: { cpf },
        body: { escolhas: [{ tipo, canal, ativo: true }] },
      });
    expect((await salvar(joao, DEMO.joao, 'AGENDAMENTO_LEMBRETE', 'SMS')).statusCode).toBe(200);
    // João consented to Maria seeing his scheduling (the demo's grant): she follows his appointments.
    expect((await salvar(maria, DEMO.joao, 'AGENDAMENTO', 'EMAIL')).statusCode).toBe(200);
    const { raw, dados } = await exportarJson(joao, DEMO.joao);
    expect(dados.preferenciasNotificacao).toEqual(
      [
        expect.objectContaining({
          evento: 'AGENDAMENTO',
          eventoNome: 'Consulta agendada, remarcada ou cancelada',
          canal: 'EMAIL',
          ativo: true,
          quem: 'OUTRA_PESSOA_DA_FAMILIA',
          sobre: 'PROPRIO',
        }),
        expect.objectContaining({
          evento: 'AGENDAMENTO_LEMBRETE',
          canal: 'SMS',
          quem: 'PROPRIO',
          sobre: 'PROPRIO',
        }),
      ].sort(() => 0),
    );
    expect(outrosCpfs(raw, DEMO.joao)).toEqual([]);
  });
});

describe('the devices (issue 42)', () => {
  it('lists the browsers the person’s account signed in from, never the device cookie', async () => {
    const agent = await login(h.app, DEMO.maria);
    const { raw, dados } = await exportarJson(agent, DEMO.maria);
    const [conta] = await h.database.db
      .select({ id: contas.id })
      .from(contas)
      .where(eq(contas.pessoaId, await pessoaId(DEMO.maria)));
    const linhas = await h.database.db.select().from(dispositivos).where(eq(dispositivos.contaId, conta!.id));
    expect(dados.dispositivos).toHaveLength(linhas.length);
    expect(linhas.length).toBeGreaterThan(0);
    for (const linha of linhas) expect(raw).not.toContain(linha.tokenHash);
    expect(raw).not.toContain(DISPOSITIVO_DOS_TESTES);
  });
});

describe('the passkeys (issue 42)', () => {
  it('lists the account’s passkeys by name, never the credential id or the public key', async () => {
    const agent = await login(h.app, DEMO.maria);
    const { chave } = await cadastrarChave(h, agent, 'Celular da Maria');
    const [linha] = await h.database.db.select().from(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
    const { raw, dados } = await exportarJson(agent, DEMO.maria);
    expect(dados.chavesAcesso).toEqual([
      { nome: 'Celular da Maria', criadaEm: chave.criadaEm, ultimoUsoEm: null },
    ]);
    expect(raw).not.toContain(linha!.credencialId);
    expect(raw).not.toContain(linha!.chavePublica);
    await h.database.db.delete(chavesAcesso).where(eq(chavesAcesso.id, chave.id));
  });
});

describe('the PDF summary', () => {
  it('says the same in pt-BR formats, without another person’s CPF', async () => {
    const maria = await login(h.app, DEMO.maria);
    const response = await exportar(maria, DEMO.maria, 'pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/meus-dados-maria-2026-03-10\.pdf/);
    const { text } = await extractPdfText(response.rawPayload);
    expect(text).toContain('Maria Aparecida Souza');
    expect(text).toContain(formatCpf(DEMO.maria));
    expect(text).toContain('23/09/1978');
    expect(text).toContain('R$ 480,00');
    for (const secao of [
      'Planos',
      'Faturas',
      'Reembolsos',
      'Autorizações',
      'Exames',
      'Protocolos',
      'Acessos',
    ])
      expect(text).toContain(secao);
    expect(outrosCpfs(text, DEMO.maria)).toEqual([]);
    const rows = await exportAudits(await pessoaId(DEMO.maria));
    expect(rows.at(-1)).toMatchObject({ recurso: 'pdf' });
  });
});

describe('the limit of 5 files per person in 24 hours', () => {
  it('refuses the sixth with 429, counts each person apart, and frees up a day later', async () => {
    const f = frescas[1]!;
    const [titular, dependente] = [onlyDigits(f.titular.cpf), onlyDigits(f.dependente!.cpf)];
    const agent = await login(h.app, titular, FRESH_PASSWORD);
    for (let i = 0; i < 5; i += 1)
      expect((await exportar(agent, titular, i % 2 ? 'pdf' : 'json')).statusCode).toBe(200);
    const sexta = await exportar(agent, titular);
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json()).toMatchObject({ mensagem: EXPORTACAO_MESSAGES.limiteExportacoes });
    expect(await exportAudits(await pessoaId(titular))).toHaveLength(5);
    // The child's exports are counted apart.
    expect((await exportar(agent, dependente)).statusCode).toBe(200);

    h.clock.advance(24 * 3_600_000 + 1000);
    const again = await login(h.app, titular, FRESH_PASSWORD);
    expect((await exportar(again, titular)).statusCode).toBe(200);
  });

  it('lets exactly 5 of 8 simultaneous requests through', async () => {
    const titular = onlyDigits(frescas[2]!.titular.cpf);
    const agent = await login(h.app, titular, FRESH_PASSWORD);
    const answers = await Promise.all(Array.from({ length: 8 }, () => exportar(agent, titular)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await exportAudits(await pessoaId(titular))).toHaveLength(5);
  });
});
