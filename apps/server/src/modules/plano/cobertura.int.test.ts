// "Meu plano cobre?" and the reimbursement preview (issue 41, part B, decision 0049) on the demo's table: a
// procedure covered under the plan's segmentation (with its co-participation and prior authorization), one
// outside the Rol, one of a segmentation the plan lacks, a DUT, a waiting period blocking until its end (and one
// ending today blocking nothing), typo-tolerant search with suggestions; the preview with a limit and with a
// multiplier, never above the amount paid; the family health-data rule (João's data only with his consent, Ana's
// as her guardian's, 404 for another family) and the audit rows.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, COBERTURA_MESSAGES as M, formatIsoDate } from '@portal/domain';
import { coberturaEndpoints as E } from '@portal/domain/contract/plano/cobertura';
import { segmentacoesDoContrato } from '@portal/domain/contract/plano/procedimentos-codigos';
import { auditoria } from '../../db/schema/audit.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { carencias } from '../../db/schema/plano.js';
import { planoReembolsoTabela, procedimentos } from '../../db/schema/procedimentos.js';
import { PROCEDIMENTOS_CONHECIDOS as K, PRODUTOS_DEMO } from '../../db/seed/procedimentos-demo.js';
import { comConsentimento } from '../../test/consentimento-saude.js';
import { chamar, getJson } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { DEMO, withDemo } from '../../test/test-app.js';
import { TEST_TODAY } from '../../test/test-database.js';
import { situacaoCobertura } from './cobertura.service.js';

const demo = withDemo();
const HOJE = formatIsoDate(TEST_TODAY);
const db = () => demo.h.database.db;

/** The beneficiary row of `cpf` in the contract `codigo`. */
async function beneficiarioDe(cpf: string, codigo = '100001'): Promise<number> {
  const [row] = await db()
    .select({ id: beneficiarios.id })
    .from(beneficiarios)
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .where(and(eq(beneficiarios.pessoaId, await pessoaIdDe(db(), cpf)), eq(contratos.codigo, codigo)));
  return row!.id;
}

const procedimento = async (codigo: string) =>
  (await db().select().from(procedimentos).where(eq(procedimentos.codigo, codigo)))[0]!;

const inseridas: string[] = [];
afterEach(async () => {
  for (const idErp of inseridas.splice(0)) await db().delete(carencias).where(eq(carencias.idErp, idErp));
});

async function carencia(cpf: string, grupo: 'EXAMES_COMPLEXOS_TERAPIAS' | 'CONSULTAS', fim: string) {
  const idErp = `TST-COB-${inseridas.length}-${cpf}`;
  const beneficiarioId = await beneficiarioDe(cpf);
  // The demo's own waiting periods of the group give way to the test's.
  await db()
    .delete(carencias)
    .where(and(eq(carencias.beneficiarioId, beneficiarioId), eq(carencias.grupo, grupo)));
  await db()
    .insert(carencias)
    .values({ idErp, beneficiarioId, grupo, inicio: formatIsoDate(addDays(TEST_TODAY, -60)), fim });
  inseridas.push(idErp);
}

let maria: Awaited<ReturnType<typeof demo.as>>;
beforeAll(async () => {
  maria = await demo.as('maria');
});

describe('Meu plano cobre?', () => {
  it('a procedure the plan covers: its segmentation, co-participation, prior authorization and reimbursement', async () => {
    const r = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, codigo: K.ressonanciaCranio } });
    const rm = await procedimento(K.ressonanciaCranio);
    expect(r.plano).toMatchObject({
      codigo: '100001',
      segmentacoes: ['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA'],
    });
    expect(r.planos.map((p) => p.codigo)).toEqual(['100001', '100002']);
    const regra = PRODUTOS_DEMO[0]!.regras.find((x) => x.grupo === rm.grupo)!;
    expect(r.procedimento).toMatchObject({
      codigo: rm.codigo,
      nome: rm.nome,
      situacao: 'COBERTO',
      coberto: true,
      autorizacaoPrevia: rm.autorizacaoPrevia,
      carencia: null,
      reembolsavel: true,
      coparticipacao: {
        percentual: regra.coparticipacao!.percentual,
        tetoCentavos: regra.coparticipacao!.tetoCentavos,
        texto: 'Coparticipação: 20% do valor do procedimento, no máximo R$ 100,00.',
      },
    });
    expect(r.informativo).toBe(M.informativo);
    expect(r.contatos.map((c) => c.chave)).toContain('FONE_SAC');
  });

  it('reads a misspelt name as the procedure, with the others it resembles as suggestions', async () => {
    const r = await getJson(maria, E.cobertura, {
      query: { cpf: DEMO.maria, termo: 'resonancia magnetca do cranio' },
    });
    expect(r.procedimento?.codigo).toBe(K.ressonanciaCranio);
    // A text many procedures resemble: the closest, and the others as suggestions.
    const varias = await getJson(maria, E.cobertura, {
      query: { cpf: DEMO.maria, termo: 'ressonância magnética' },
    });
    expect(varias.procedimento?.nome).toMatch(/^Ressonância magnética de /);
    expect(varias.sugestoes.length).toBeGreaterThan(0);
    expect(varias.sugestoes.every((s) => s.codigo !== varias.procedimento!.codigo)).toBe(true);
    const hemo = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, termo: 'hemogrma' } });
    expect(hemo.procedimento?.codigo).toBe(K.hemograma);
    const codigo = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, termo: K.hemograma } });
    expect(codigo.procedimento?.codigo).toBe(K.hemograma);
    const nada = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, termo: 'xqzwvk' } });
    expect(nada).toMatchObject({ procedimento: null, sugestoes: [], mensagemAmigavel: M.nenhumEncontrado });
  });

  it('outside the Rol, and outside the plan’s segmentation (dental plan; a plan without obstetrics)', async () => {
    const fora = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, codigo: K.criolipolise } });
    expect(fora.procedimento).toMatchObject({ situacao: 'FORA_DO_ROL', coberto: false, segmentacoesRol: [] });
    const odonto = await getJson(maria, E.cobertura, {
      query: { cpf: DEMO.maria, codigoPlano: '100002', codigo: K.hemograma },
    });
    expect(odonto.plano.segmentacoes).toEqual(['ODONTOLOGICO']);
    expect(odonto.procedimento).toMatchObject({ situacao: 'SEGMENTACAO_NAO_CONTRATADA', coberto: false });
    expect(odonto.procedimento!.explicacao).toContain('Ambulatorial');
    const limpeza = await getJson(maria, E.cobertura, {
      query: { cpf: DEMO.maria, codigoPlano: '100002', codigo: K.limpezaDental },
    });
    expect(limpeza.procedimento).toMatchObject({
      coberto: true,
      coparticipacao: { valorFixoCentavos: 1500, texto: 'Coparticipação: R$ 15,00 por uso.' },
    });
    // The Empresarial plan (Lucas, no account in the demo) has no obstetrics: a birth is not its segmentation.
    const parto = await procedimento(K.partoCesariano);
    expect(
      situacaoCobertura(parto, segmentacoesDoContrato('Ambulatorial + Hospitalar sem Obstetrícia')),
    ).toMatchObject({ situacao: 'SEGMENTACAO_NAO_CONTRATADA', coberto: false });
    const mesmo = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, codigo: K.partoCesariano } });
    expect(mesmo.procedimento).toMatchObject({ situacao: 'COBERTO', coberto: true });
  });

  it('explains the DUT in plain words', async () => {
    const r = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, codigo: K.petCt } });
    expect(r.procedimento!.dut).toBe((await procedimento(K.petCt)).dut);
    expect(r.procedimento!.dut).toMatch(/câncer/);
    expect(r.procedimento).toMatchObject({ coberto: true, autorizacaoPrevia: true });
  });

  it('a waiting period blocks until its end; one ending today blocks nothing', async () => {
    const fim = formatIsoDate(addDays(TEST_TODAY, 45));
    await carencia(DEMO.maria, 'EXAMES_COMPLEXOS_TERAPIAS', fim);
    await carencia(DEMO.maria, 'CONSULTAS', HOJE);
    const rm = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, codigo: K.ressonanciaCranio } });
    expect(rm.procedimento!.carencia).toMatchObject({ ate: fim, motivo: 'CARENCIA' });
    expect(rm.procedimento!.carencia!.texto).toContain(fim.split('-').reverse().join('/'));
    const consulta = await getJson(maria, E.cobertura, { query: { cpf: DEMO.maria, codigo: K.consulta } });
    expect(consulta.procedimento!.carencia).toBeNull();
  });

  it('João’s answer only with his consent (SAUDE), audited with the basis; Ana’s as her guardian’s', async () => {
    const negado = await chamar(maria, E.cobertura, {
      query: { cpf: DEMO.joao, codigo: K.ressonanciaCranio },
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json<{ mensagem: string }>().mensagem).toMatch(/18 anos ou mais/);
    const fim = formatIsoDate(addDays(TEST_TODAY, 20));
    await carencia(DEMO.joao, 'EXAMES_COMPLEXOS_TERAPIAS', fim);
    await comConsentimento(db(), { dono: DEMO.joao, leitor: DEMO.maria, areas: ['SAUDE'] }, async (grant) => {
      const r = await getJson(maria, E.cobertura, {
        query: { cpf: DEMO.joao, termo: 'ressonância magnética crânio' },
      });
      expect(r.beneficiario.cpf).toBe(DEMO.joao);
      expect(r.procedimento!.carencia).toMatchObject({ ate: fim, motivo: 'CARENCIA' });
      const linhas = await db()
        .select()
        .from(auditoria)
        .where(
          and(
            eq(auditoria.acao, 'LEITURA_COBERTURA_PLANO'),
            eq(auditoria.pessoaId, await pessoaIdDe(db(), DEMO.joao)),
          ),
        );
      expect(linhas.at(-1)).toMatchObject({ base: 'CONSENTIMENTO', baseId: grant });
    });
    const ana = await getJson(maria, E.cobertura, { query: { cpf: DEMO.ana, codigo: K.consulta } });
    expect(ana.beneficiario.cpf).toBe(DEMO.ana);
    const roberto = await demo.as('roberto');
    const outra = await chamar(roberto, E.cobertura, { query: { cpf: DEMO.joao, codigo: K.consulta } });
    expect(outra.statusCode).toBe(404);
  });

  it('the picker leaves João out with why; bad input is a 400 in Portuguese', async () => {
    const lista = await getJson(maria, E.listagem);
    expect(lista.ocultos?.map((o) => o.motivo).join(' ')).toMatch(/18 anos ou mais/);
    const curto = await chamar(maria, E.cobertura, { query: { cpf: DEMO.maria, termo: 'rm' } });
    expect(curto.statusCode).toBe(400);
    expect(curto.json()).toMatchObject({ mensagem: M.termoCurto });
    const nada = await chamar(maria, E.cobertura, { query: { cpf: DEMO.maria } });
    expect(nada.json()).toMatchObject({ mensagem: M.informeProcedimento });
    const plano = await chamar(maria, E.cobertura, {
      query: { cpf: DEMO.maria, codigoPlano: '200001', codigo: K.consulta },
    });
    expect(plano.statusCode).toBe(404);
  });
});

describe('Prévia de reembolso', () => {
  it('a limit: the table’s amount when the member paid more, what was paid when less', async () => {
    const consulta = await procedimento(K.consulta);
    const [linha] = await db()
      .select()
      .from(planoReembolsoTabela)
      .where(
        and(
          eq(planoReembolsoTabela.registroAns, '487.654/21-3'),
          eq(planoReembolsoTabela.procedimentoId, consulta.id),
        ),
      );
    expect(linha!.limiteCentavos).toBe(15_000);
    const acima = await getJson(maria, E.previa, {
      query: { cpf: DEMO.maria, codigo: K.consulta, valorPagoCentavos: 40_000 },
    });
    expect(acima.estimativa).toEqual({
      tetoTabelaCentavos: 15_000,
      baseCentavos: 15_000,
      coparticipacaoCentavos: 0,
      estimativaCentavos: 15_000,
    });
    expect(acima.comoCalculado.join(' ')).toContain('R$ 150,00');
    const abaixo = await getJson(maria, E.previa, {
      query: { cpf: DEMO.maria, codigo: K.consulta, valorPagoCentavos: 9_000 },
    });
    expect(abaixo.estimativa!.estimativaCentavos).toBe(9_000);
    expect(abaixo.documentos.map((d) => d.grupo)).toContain('notaFiscais');
  });

  it('a multiplier of the reference value, minus the co-participation', async () => {
    const r = await getJson(maria, E.previa, {
      query: { cpf: DEMO.maria, codigo: K.ressonanciaCranio, valorPagoCentavos: 100_000 },
    });
    // 2.5 × R$ 320,00 = R$ 800,00; 10% co-participation.
    expect(r.estimativa).toEqual({
      tetoTabelaCentavos: 80_000,
      baseCentavos: 80_000,
      coparticipacaoCentavos: 8_000,
      estimativaCentavos: 72_000,
    });
    expect(r.comoCalculado).toEqual([
      'A tabela de reembolso do plano paga 2,5 × o valor de referência de R$ 320,00 = R$ 800,00 por este procedimento.',
      'Do valor pago (R$ 1.000,00), o reembolso considera R$ 800,00, o que a tabela permite.',
      'Coparticipação de 10%: menos R$ 80,00.',
      'Estimativa de reembolso: R$ 720,00.',
    ]);
    expect(r.documentos.map((d) => d.grupo)).toContain('senhasAutorizacoes');
    // By name, as the member types it: the same estimate.
    const porNome = await getJson(maria, E.previa, {
      query: { cpf: DEMO.maria, termo: 'ressonancia magnetica cranio', valorPagoCentavos: 100_000 },
    });
    expect(porNome.procedimento?.codigo).toBe(K.ressonanciaCranio);
    expect(porNome.estimativa?.estimativaCentavos).toBe(72_000);
  });

  it('a plan without a line says so; another adult’s preview needs consent (REEMBOLSO)', async () => {
    const roberto = await demo.as('roberto');
    const sem = await getJson(roberto, E.previa, {
      query: { cpf: DEMO.roberto, codigo: K.consulta, valorPagoCentavos: 20_000 },
    });
    expect(sem).toMatchObject({ estimativa: null, mensagemAmigavel: M.semTabelaReembolso });
    const negado = await chamar(maria, E.previa, {
      query: { cpf: DEMO.joao, codigo: K.consulta, valorPagoCentavos: 20_000 },
    });
    expect(negado.statusCode).toBe(403);
    const zero = await chamar(maria, E.previa, {
      query: { cpf: DEMO.maria, codigo: K.consulta, valorPagoCentavos: 0 },
    });
    expect(zero.statusCode).toBe(400);
  });
});
