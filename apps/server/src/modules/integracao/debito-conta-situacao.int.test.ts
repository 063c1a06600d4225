// The operator answers a direct-debit request (issue 19, decision 0024 §5–6): activated, refused with its
// reason, ended; what the member then sees on Débito em Conta and in Protocolos; the e-mail; the same
// change twice; refused moves (also on PostgreSQL when TEST_DATABASE_URL is set).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES, onlyDigits } from '@portal/domain';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import { debitoContaEndpoints } from '@portal/domain/contract/financeiro/debito-conta';
import { TRANSICOES_MESSAGES } from '@portal/domain/contract/integracao/transicoes';
import { debitosConta } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, gruposFamiliares } from '../../db/schema/contratos.js';
import { newProtocolo, prazoNaoAssistencial } from '../../shared-domain/protocolo.js';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { insertFreshFamily } from '../../test/fresh-family.js';
import type { CorpoDe } from '@portal/integracao-cliente';
import { corpoDe, mudarSituacao, novoCliente, tokenDe } from '../../test/integracao.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import type { TestAgent } from '../../test/test-agent.js';
import { getJson } from '../../test/contrato.js';
import { login, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let token: string;
let familias = 0;

/** A fresh family whose titular (who pays the plan) asked for a direct debit (SOLICITADO): its protocol, cpf and e-mail. */
async function pedidoDeDebito() {
  const familia = await insertFreshFamily(h.database.db, 'pagante', familias++);
  const db = h.database.db;
  const [titular] = await db
    .select({ pessoaId: pessoas.id, grupoId: gruposFamiliares.id })
    .from(pessoas)
    .innerJoin(beneficiarios, eq(beneficiarios.pessoaId, pessoas.id))
    .innerJoin(gruposFamiliares, eq(gruposFamiliares.id, beneficiarios.grupoFamiliarId))
    .where(eq(pessoas.cpf, onlyDigits(familia.titular.cpf)))
    .limit(1);
  const protocolo = await db.transaction(async (tx) => {
    const numero = await newProtocolo(tx, {
      clock: h.clock,
      tipo: 'DEBITO_CONTA_ATIVACAO',
      pessoaId: titular!.pessoaId,
      solicitantePessoaId: titular!.pessoaId,
      prazoResposta: prazoNaoAssistencial(h.clock()),
    });
    await tx.insert(debitosConta).values({
      grupoFamiliarId: titular!.grupoId,
      protocolo: numero,
      situacao: 'SOLICITADO',
      bancoCodigo: '001',
      agencia: '1234-3',
      conta: '00078901-1',
      diaVencimento: 10,
      tipoDocumento: 'RG',
      documentoChave: 'teste/documento',
      selfieChave: 'teste/selfie',
      solicitadoPorPessoaId: titular!.pessoaId,
      solicitadoEm: h.clock(),
    });
    return numero;
  });
  return { protocolo, cpf: onlyDigits(familia.titular.cpf), email: familia.titular.email! };
}

const CAMINHO = '/integracao/v1/debitos-conta/{protocolo}/situacao';
const mudar = (protocolo: string, corpo: CorpoDe<typeof CAMINHO, 'post'>) =>
  mudarSituacao(h.app, token, CAMINHO, protocolo, corpo);

const debito = (membro: TestAgent) => getJson(membro, debitoContaEndpoints.situacao);
const detalheDe = (membro: TestAgent, protocolo: string) =>
  getJson(membro, protocolosEndpoints.detalhe, { body: { protocolo } });

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']));
});

describe('direct debit through the integration API', () => {
  it('activated: the member sees it active, the protocol closed, and gets an e-mail; twice changes nothing', async () => {
    const pedido = await pedidoDeDebito();
    const response = await mudar(pedido.protocolo, { situacao: 'ATIVO' });
    expect(response.response.status, JSON.stringify(corpoDe(response))).toBe(200);
    expect(corpoDe(response)).toEqual({
      protocolo: pedido.protocolo,
      situacao: 'ATIVO',
      situacaoProtocolo: 'FECHADO',
      alterado: true,
    });
    const membro = await login(h.app, pedido.cpf, FRESH_PASSWORD);
    expect((await debito(membro)).situacao).toBe('ATIVO');
    const detalhe = await detalheDe(membro, pedido.protocolo);
    expect(detalhe.situacao).toBe('FECHADO');
    expect(detalhe.historico.at(-1)).toMatchObject({
      titulo: 'Débito em conta ativado',
      situacao: 'FECHADO',
    });
    const [aviso] = await eventually(async () => {
      const found = await outboxFor(h.database.db, pedido.email);
      return found.length > 0 ? found : undefined;
    }, 'aviso do débito');
    expect(aviso!.assunto).toBe(`Débito em conta - protocolo ${pedido.protocolo}`);
    expect(aviso!.texto).toContain('A situação da sua solicitação mudou para: Ativo.');

    const repetida = await mudar(pedido.protocolo, { situacao: 'ATIVO' });
    expect(corpoDe(repetida)).toMatchObject({ alterado: false });
    expect((await detalheDe(membro, pedido.protocolo)).historico).toHaveLength(detalhe.historico.length);
  });

  it('refused needs the reason, which the member reads; the debit is then inactive and can be asked again', async () => {
    const pedido = await pedidoDeDebito();
    const semMotivo = await mudar(pedido.protocolo, { situacao: 'ENCERRADO' });
    expect(semMotivo.response.status).toBe(400);
    expect(corpoDe(semMotivo)).toMatchObject({ campos: { motivo: TRANSICOES_MESSAGES.motivoObrigatorio } });
    const motivo = 'A conta informada não aceita débito automático.';
    expect((await mudar(pedido.protocolo, { situacao: 'ENCERRADO', motivo })).response.status).toBe(200);
    const membro = await login(h.app, pedido.cpf, FRESH_PASSWORD);
    expect((await debito(membro)).situacao).toBe('INATIVO');
    const detalhe = await detalheDe(membro, pedido.protocolo);
    expect(detalhe.historico.at(-1)).toMatchObject({
      titulo: 'Débito em conta encerrado pela operadora',
      descricao: motivo,
      situacao: 'FECHADO',
    });
    // Final: no way back.
    const volta = await mudar(pedido.protocolo, { situacao: 'ATIVO' });
    expect(volta.response.status).toBe(409);
    expect(corpoDe(volta)).toEqual({ mensagem: 'Não é possível passar de Encerrado para Ativo.' });
  });

  it('an active debit can be ended with a reason, never sent back to SOLICITADO; unknown protocols are 404', async () => {
    const pedido = await pedidoDeDebito();
    expect((await mudar(pedido.protocolo, { situacao: 'ATIVO' })).response.status).toBe(200);
    expect((await mudar(pedido.protocolo, { situacao: 'SOLICITADO' })).response.status).toBe(409);
    const fim = await mudar(pedido.protocolo, {
      situacao: 'ENCERRADO',
      motivo: 'Débito recusado pelo banco.',
    });
    expect(corpoDe(fim)).toMatchObject({ situacao: 'ENCERRADO', alterado: true });
    const [row] = await h.database.db
      .select()
      .from(debitosConta)
      .where(eq(debitosConta.protocolo, pedido.protocolo));
    expect(row).toMatchObject({ situacao: 'ENCERRADO', motivoSituacao: 'Débito recusado pelo banco.' });
    expect(row!.ativadoEm).not.toBeNull();
    expect(row!.encerradoEm).not.toBeNull();

    const desconhecido = await mudar('34567820200101999999', { situacao: 'ATIVO' });
    expect(desconhecido.response.status).toBe(404);
    expect(corpoDe(desconhecido)).toEqual({ mensagem: INTEGRACAO_MESSAGES.debitoNaoEncontrado });
    // A reimbursement's status and field, sent on purpose past the operation's types.
    const deReembolso = [{ situacao: 'PAGO' }, { situacao: 'ATIVO', valorPagoCentavos: 1 }] as unknown[];
    for (const corpo of deReembolso) {
      expect((await mudar(pedido.protocolo, corpo as { situacao: 'ATIVO' })).response.status).toBe(400);
    }
  });
});
