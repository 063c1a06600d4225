// The operator's records of who may see a member's health data (issue 33): scope; a curatela created →
// unchanged → updated → ended (and never back), read by the one rule and shown on both members' screens, not
// revocable by the member; per-record errors in Portuguese beside applied records; a member's own consent is
// not overwritten; audited per member (listed as done by the operator) and per call; hostile values; reads
// that do not grow with the batch; the bulk load knows the kind.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACESSO_SAUDE_MESSAGES,
  ACOES_AUDITADAS,
  INTEGRACAO_ACESSOS_SAUDE_MESSAGES as M,
  INTEGRACAO_MESSAGES,
} from '@portal/domain';
import type { AcessoSaudeErp } from '@portal/domain/contract/integracao/acessos-saude';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { acessosSaudeEndpoints } from '@portal/domain/contract/meus-dados/acessos-saude';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { auditoria } from '../../db/schema/audit.js';
import { FamilyScope } from '../../platform/family-scope.js';
import { diaOperador } from '../../platform/family-visibility.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import {
  chamadasAuditadas,
  falhasComValoresHostis,
  lotes,
  novoCliente,
  recusado,
  tokenDe,
} from '../../test/integracao.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import { TIPOS_IMPORTACAO } from './importacao.js';

let h: TestHarness;
let token: string;
let joao: TestAgent;
let maria: TestAgent;
let joaoId: number;
let mariaId: number;
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

const { put, enviar, resultados, exigeEscopo, leiturasConstantes } = lotes<'acessos-saude'>(
  () => ({ app: h.app, token }),
  () => 'acessosSaude',
);
const ROTA = 'acessos-saude';

const curatela = (over: Partial<AcessoSaudeErp> = {}): AcessoSaudeErp => ({
  idErp: 'CUR-1',
  cpf: DEMO.joao,
  autorizadoCpf: DEMO.maria,
  base: 'CURATELA',
  documentoReferencia: 'Processo 0001234-56.2026.8.26.0114',
  situacao: 'VIGENTE',
  ...over,
});

const telaDe = (agent: TestAgent) => getJson(agent, acessosSaudeEndpoints.lista);
const baseDeMariaSobreJoao = () =>
  new FamilyScope(h.database.db, mariaId, diaOperador(h.clock())).baseSaude(joaoId, 'SAUDE');

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['cadastro:escrita']));
  joao = await demo.as('joao');
  maria = await demo.as('maria');
  joaoId = await pessoaIdDe(h.database.db, DEMO.joao);
  mariaId = await pessoaIdDe(h.database.db, DEMO.maria);
  // Whatever the demo seed granted João → Maria, the tests start from no grant.
  await h.database.db.delete(acessosSaude).where(eq(acessosSaude.pessoaId, joaoId));
});

describe('health-data access records from the ERP', () => {
  it('needs a token with cadastro:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['saude:escrita']));
    await exigeEscopo(ROTA, outro);
  });

  it('a curatela: created, unchanged, updated; the rule reads it; the member sees it and cannot revoke it', async () => {
    expect(await baseDeMariaSobreJoao()).toBeNull();
    expect(await resultados(ROTA, [curatela()])).toEqual(['criado']);
    expect(await resultados(ROTA, [curatela()])).toEqual(['inalterado']);
    // A representation covers every area: the three sent or none is the same record.
    expect(await resultados(ROTA, [curatela({ areas: ['SAUDE', 'REEMBOLSO', 'AGENDAMENTO'] })])).toEqual([
      'inalterado',
    ]);
    expect(await resultados(ROTA, [curatela({ validoAte: '2027-03-10' })])).toEqual(['atualizado']);

    const [linha] = await h.database.db.select().from(acessosSaude).where(eq(acessosSaude.idErp, 'CUR-1'));
    expect(linha).toMatchObject({
      pessoaId: joaoId,
      autorizadoPessoaId: mariaId,
      base: 'CURATELA',
      areas: ['AGENDAMENTO', 'REEMBOLSO', 'SAUDE'],
      validoAte: '2027-03-10',
      origem: 'OPERADORA',
      revogadoEm: null,
    });
    expect(await baseDeMariaSobreJoao()).toEqual({ base: 'CURATELA', id: linha!.id });

    const dele = await telaDe(joao);
    expect(dele.concedidos).toEqual([
      expect.objectContaining({
        id: linha!.id,
        base: 'CURATELA',
        origem: 'OPERADORA',
        validoAte: '2027-03-10',
      }),
    ]);
    expect((await telaDe(maria)).recebidos).toContainEqual(
      expect.objectContaining({ id: linha!.id, pessoa: { nome: 'João Pedro Souza', cpf: DEMO.joao } }),
    );
    const revogar = await chamar(joao, acessosSaudeEndpoints.revogar, { params: { id: linha!.id } });
    expect(revogar.statusCode).toBe(409);
    expect(revogar.json()).toEqual({ mensagem: ACESSO_SAUDE_MESSAGES.registradoPelaOperadora });

    // Audited per member (the operator, in his list) and per call (with the client id).
    const porMembro = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'INTEGRACAO_ACESSO_SAUDE_REGISTRADO'));
    expect(porMembro.map((r) => r.pessoaId)).toEqual([joaoId, joaoId]);
    expect(porMembro.every((r) => r.integracaoClienteId !== null)).toBe(true);
    const lista = await getJson(joao, acessosDadosEndpoints.lista, {
      query: { inicio: '2026-03-01', fim: '2026-03-10' },
    });
    expect(lista.acessos).toContainEqual(
      expect.objectContaining({
        quem: 'Operadora',
        oQue: ACOES_AUDITADAS.INTEGRACAO_ACESSO_SAUDE_REGISTRADO.rotulo,
      }),
    );
    expect((await chamadasAuditadas(h.database.db, ROTA)).length).toBeGreaterThanOrEqual(4);
  });

  it('ends a record at once, keeps it ended, and refuses to bring it back', async () => {
    expect(await resultados(ROTA, [curatela({ situacao: 'ENCERRADO' })])).toEqual(['atualizado']);
    expect(await baseDeMariaSobreJoao()).toBeNull();
    expect((await telaDe(joao)).concedidos).toEqual([]);
    expect(await resultados(ROTA, [curatela({ situacao: 'ENCERRADO' })])).toEqual(['inalterado']);
    const [voltar] = (await enviar(ROTA, [curatela()])).resultados;
    recusado(voltar, M.encerradoNaoVolta, 'situacao');
    // A new idErp records it again.
    expect(await resultados(ROTA, [curatela({ idErp: 'CUR-2' })])).toEqual(['criado']);
    expect(await resultados(ROTA, [curatela({ idErp: 'CUR-2', situacao: 'ENCERRADO' })])).toEqual([
      'atualizado',
    ]);
    expect(
      await h.database.db
        .select()
        .from(auditoria)
        .where(eq(auditoria.acao, 'INTEGRACAO_ACESSO_SAUDE_ENCERRADO')),
    ).toHaveLength(2);
  });

  it('answers each bad record at its index, in Portuguese with its fields, and applies the valid ones', async () => {
    // João's own consent to Maria, given on the portal, is in force: the operator does not overwrite it.
    const dado = await chamar(joao, acessosSaudeEndpoints.conceder, {
      body: { cpf: DEMO.maria, areas: ['AGENDAMENTO'], validoAte: null },
    });
    expect(dado.statusCode).toBe(201);
    const n = (i: number, over: Partial<AcessoSaudeErp>) => curatela({ idErp: `ACS-E${i}`, ...over });
    const lote: unknown[] = [
      n(0, { base: 'PROCURACAO', documentoReferencia: 'Procuração lavrada no 2º Tabelião, livro 12' }),
      n(1, { cpf: '52998224725' }),
      n(2, { autorizadoCpf: DEMO.joao }),
      n(3, { autorizadoCpf: DEMO.roberto }),
      n(4, { base: 'CONSENTIMENTO', documentoReferencia: null }),
      n(5, { documentoReferencia: undefined }),
      n(6, { areas: ['SAUDE'] }),
      n(7, { base: 'CONSENTIMENTO', areas: ['SAUDE'] }),
      n(8, { base: 'PROCURACAO', documentoReferencia: 'Outra procuração' }),
      n(9, { validoAte: '2026-02-30' }),
      { ...n(10, {}), cor: 'azul' },
      n(11, { cpf: '123' }),
    ];
    const r = (await enviar(ROTA, lote)).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(11).fill('erro')]);
    const [
      ,
      semPessoa,
      mesma,
      outroGrupo,
      semAreas,
      semDoc,
      areasParciais,
      doPortal,
      outro,
      dia,
      campo,
      cpf,
    ] = r;
    recusado(semPessoa, M.pessoaDesconhecida, 'cpf');
    recusado(mesma, M.mesmaPessoa, 'autorizadoCpf');
    recusado(outroGrupo, M.grupoDiferente, 'autorizadoCpf');
    recusado(semAreas, M.areasObrigatorias, 'areas');
    recusado(semDoc, M.documentoObrigatorio, 'documentoReferencia');
    recusado(areasParciais, M.areasDaRepresentacao, 'areas');
    recusado(doPortal, M.consentimentoDoPortal, 'autorizadoCpf');
    recusado(outro, M.outroEmVigor, 'autorizadoCpf');
    recusado(dia, M.acessoInvalido, 'validoAte', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(campo, M.acessoInvalido, 'cor', INTEGRACAO_MESSAGES.campoDesconhecido);
    recusado(cpf, M.acessoInvalido, 'cpf', INTEGRACAO_MESSAGES.valorInvalido);
    // A stored record never changes person or basis.
    const [muda] = (await enviar(ROTA, [n(0, { base: 'CURATELA' })])).resultados;
    recusado(muda, M.naoMuda, 'base');
    const vigentes = await h.database.db
      .select({ base: acessosSaude.base, origem: acessosSaude.origem })
      .from(acessosSaude)
      .where(and(eq(acessosSaude.pessoaId, joaoId), isNull(acessosSaude.revogadoEm)));
    expect(vigentes.sort((a, b) => a.base.localeCompare(b.base))).toEqual([
      { base: 'CONSENTIMENTO', origem: 'PORTAL' },
      { base: 'PROCURACAO', origem: 'OPERADORA' },
    ]);
  });

  it('hostile values in every field: never a 500, every refusal with a message', async () => {
    const modelo = curatela({ idErp: 'ACS-HOSTIL', base: 'GUARDA', cpf: DEMO.ana });
    expect(await falhasComValoresHostis((lote) => put(ROTA, lote), modelo)).toEqual([]);
  });

  it('reads a batch in a fixed number of queries', async () => {
    const lote = Array.from({ length: 20 }, (_, i) =>
      curatela({ idErp: `ACS-Q${i}`, situacao: 'ENCERRADO', validoAte: '2026-12-31' }),
    );
    await leiturasConstantes(queries, ROTA, lote);
  });

  it('the bulk load takes the same kind (no request: no per-member audit row)', async () => {
    const antes = (
      await h.database.db
        .select()
        .from(auditoria)
        .where(eq(auditoria.acao, 'INTEGRACAO_ACESSO_SAUDE_REGISTRADO'))
    ).length;
    const r = await TIPOS_IMPORTACAO.get('acessos-saude')!({ db: h.database.db, clock: h.clock }, [
      curatela({
        idErp: 'GUA-1',
        base: 'GUARDA',
        cpf: DEMO.ana,
        autorizadoCpf: DEMO.carlos,
        documentoReferencia: 'Termo de guarda 77/2025',
      }),
    ])();
    expect(r.totais).toMatchObject({ criados: 1, erros: 0 });
    expect(
      (
        await h.database.db
          .select()
          .from(auditoria)
          .where(eq(auditoria.acao, 'INTEGRACAO_ACESSO_SAUDE_REGISTRADO'))
      ).length,
    ).toBe(antes);
  });
});
