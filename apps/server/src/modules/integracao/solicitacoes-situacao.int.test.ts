// The operator answers a card reissue and a dependant's death certificate (issue 19, decision 0024 §7):
// allowed, repeated, refused (409), missing reason (400), unknown or another kind's protocol (404), wrong
// scope (403); what the member then reads (the pending cards freed, Meu Plano's certificate status,
// Protocolos' step) and the e-mail.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES, onlyDigits, PLANO_MESSAGES } from '@portal/domain';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import { TRANSICOES_MESSAGES } from '@portal/domain/contract/integracao/transicoes';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import {
  segundaViaCartaoEndpoints,
  type SegundaViaSolicitada,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { auditoria } from '../../db/schema/audit.js';
import { certidoesObito } from '../../db/schema/contrato-eventos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { segundaViaCarteiras, segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { newProtocolo, prazoNaoAssistencial } from '../../shared-domain/protocolo.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import type { CorpoDe } from '@portal/integracao-cliente';
import {
  corpoDe,
  mudarSituacao,
  novoCliente,
  novoReembolso,
  tokenDe,
  type CaminhoSituacao,
} from '../../test/integracao.js';
import { eventually, outboxFor } from '../../test/mailbox.js';
import { multipartBody } from '../../test/multipart.js';
import { samplePdf } from '../../test/sample-files.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';

const demo = withDemo();
let h: TestHarness;
let token: string;
let familias = 0;

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']));
});

/** A fresh family: its titular signed in, her cpf and e-mail, and the family's first contract. */
async function familia() {
  const f = await insertFreshFamily(h.database.db, 'ativa', familias++);
  const membro = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
  return { f, membro, cpf: onlyDigits(f.titular.cpf), email: f.titular.email!, contrato: f.contratos[0]! };
}

const detalheProtocolo = (membro: TestAgent, protocolo: string) =>
  getJson(membro, protocolosEndpoints.detalhe, { body: { protocolo } });

const avisoPara = (email: string, assunto: string) =>
  eventually(async () => {
    const found = (await outboxFor(h.database.db, email)).filter((m) => m.assunto === assunto);
    return found.length > 0 ? found : undefined;
  }, assunto);

/** Every kind's shared refusals: wrong scope, unknown protocol, another kind's protocol, bad status. */
async function recusasComuns(
  caminho: CaminhoSituacao,
  protocolo: string,
  situacao: string,
  naoEncontrado: string,
) {
  const outroEscopo = await tokenDe(
    h.app,
    await novoCliente(h.database.db, h.clock, ['faturamento:escrita']),
  );
  const mudar = (p: string, corpo: unknown, bearer = token) =>
    mudarSituacao(h.app, bearer, caminho, p, corpo);
  const semEscopo = await mudar(protocolo, { situacao }, outroEscopo);
  expect(semEscopo.response.status).toBe(403);
  expect(semEscopo.error).toMatchObject({ erro: 'insufficient_scope' });

  const desconhecido = await mudar('34567820200101999999', { situacao });
  expect(desconhecido.response.status).toBe(404);
  expect(desconhecido.error).toEqual({ mensagem: naoEncontrado });

  // A reimbursement's protocol is not this kind's: 404, and the reimbursement is untouched.
  const reembolso = await novoReembolso(h.database.db, h.clock, DEMO.maria);
  expect((await mudar(reembolso, { situacao })).response.status).toBe(404);

  expect((await mudar(protocolo, { situacao: 'PAGO' })).response.status).toBe(400);
  expect((await mudar(protocolo, { situacao, valorPagoCentavos: 1 })).response.status).toBe(400);
}

describe('card reissue (2ª via) through the integration API', () => {
  const SEGUNDA_VIA = segundaViaCartaoEndpoints;
  const CAMINHO = '/integracao/v1/segundas-vias-cartao/{protocolo}/situacao';
  const mudar = (protocolo: string, corpo: CorpoDe<typeof CAMINHO, 'post'>) =>
    mudarSituacao(h.app, token, CAMINHO, protocolo, corpo);

  /** The titular asks for her first card's second copy through her own screen. */
  async function pedido() {
    const fam = await familia();
    const { carteiras } = await getJson(fam.membro, SEGUNDA_VIA.carteiras, { params: { cpf: fam.cpf } });
    const carteira = carteiras[0]!.codigo;
    const solicitar = () =>
      chamar(fam.membro, SEGUNDA_VIA.solicitar, {
        params: { cpf: fam.cpf },
        body: { carteiras: [carteira], tipoMotivo: 'PERDA', endereco: null },
      });
    const response = await solicitar();
    expect(response.statusCode, response.body).toBe(201);
    return { ...fam, carteira, solicitar, protocolo: response.json<SegundaViaSolicitada>().protocolo };
  }

  it('issued: the cards follow, the member may ask again, Protocolos closes, she is e-mailed; twice changes nothing', async () => {
    const p = await pedido();
    // While pending, the same card cannot be asked for again.
    expect((await p.solicitar()).statusCode).toBe(400);

    const response = await mudar(p.protocolo, { situacao: 'EMITIDO' });
    expect(response.response.status, JSON.stringify(corpoDe(response))).toBe(200);
    expect(corpoDe(response)).toEqual({
      protocolo: p.protocolo,
      situacao: 'EMITIDO',
      situacaoProtocolo: 'FECHADO',
      alterado: true,
    });
    const [cartao] = await h.database.db
      .select({ situacao: segundaViaCarteiras.situacao })
      .from(segundaViaCarteiras)
      .innerJoin(segundaViaSolicitacoes, eq(segundaViaSolicitacoes.id, segundaViaCarteiras.solicitacaoId))
      .where(eq(segundaViaSolicitacoes.protocolo, p.protocolo));
    expect(cartao).toEqual({ situacao: 'EMITIDO' });

    const listagem = await getJson(p.membro, SEGUNDA_VIA.carteiras, { params: { cpf: p.cpf } });
    expect(listagem.solicitacoesPendentes).toEqual([]);
    const detalhe = await detalheProtocolo(p.membro, p.protocolo);
    expect(detalhe.situacao).toBe('FECHADO');
    expect(detalhe.historico.at(-1)).toMatchObject({ titulo: 'Cartão emitido', situacao: 'FECHADO' });
    const [aviso] = await avisoPara(p.email, `2ª via do cartão - protocolo ${p.protocolo}`);
    expect(aviso!.texto).toContain('A situação da sua solicitação mudou para: Emitido.');

    const repetida = await mudar(p.protocolo, { situacao: 'EMITIDO' });
    expect(repetida.response.status).toBe(200);
    expect(corpoDe(repetida)).toMatchObject({ alterado: false });
    expect((await detalheProtocolo(p.membro, p.protocolo)).historico).toHaveLength(detalhe.historico.length);
    expect(await avisoPara(p.email, `2ª via do cartão - protocolo ${p.protocolo}`)).toHaveLength(1);

    // The card is free again: a new request for it is accepted.
    expect((await p.solicitar()).statusCode).toBe(201);
  });

  it('refused needs the reason the member reads; final; the same reason again repeats, another is 409', async () => {
    const p = await pedido();
    const semMotivo = await mudar(p.protocolo, { situacao: 'INDEFERIDO', motivo: '  ' });
    expect(semMotivo.response.status).toBe(400);
    expect(corpoDe(semMotivo)).toMatchObject({ campos: { motivo: TRANSICOES_MESSAGES.motivoObrigatorio } });

    const motivo = 'Endereço de entrega incompleto: falta o número.';
    const recusa = await mudar(p.protocolo, { situacao: 'INDEFERIDO', motivo });
    expect(corpoDe(recusa)).toMatchObject({
      situacao: 'INDEFERIDO',
      situacaoProtocolo: 'FECHADO',
      alterado: true,
    });
    const detalhe = await detalheProtocolo(p.membro, p.protocolo);
    expect(detalhe.historico.at(-1)).toMatchObject({ titulo: 'Indeferido', descricao: motivo });

    expect(
      corpoDe(await mudar(p.protocolo, { situacao: 'INDEFERIDO', motivo: ` ${motivo} ` })),
    ).toMatchObject({
      alterado: false,
    });
    expect((await mudar(p.protocolo, { situacao: 'INDEFERIDO', motivo: 'Outro.' })).response.status).toBe(
      409,
    );
    const volta = await mudar(p.protocolo, { situacao: 'EMITIDO' });
    expect(volta.response.status).toBe(409);
    expect(corpoDe(volta)).toEqual({ mensagem: 'Não é possível passar de Indeferido para Emitido.' });
    const [row] = await h.database.db
      .select({ situacao: segundaViaSolicitacoes.situacao, motivo: segundaViaSolicitacoes.motivoSituacao })
      .from(segundaViaSolicitacoes)
      .where(eq(segundaViaSolicitacoes.protocolo, p.protocolo));
    expect(row).toEqual({ situacao: 'INDEFERIDO', motivo });
    expect((await detalheProtocolo(p.membro, p.protocolo)).historico).toHaveLength(detalhe.historico.length);
  });

  it('simultaneous answers queue on the row: exactly one applied, one history step', async () => {
    const p = await pedido();
    const antes = (await detalheProtocolo(p.membro, p.protocolo)).historico.length;
    const respostas = await Promise.all([
      ...Array.from({ length: 5 }, () => mudar(p.protocolo, { situacao: 'EMITIDO' })),
      mudar(p.protocolo, { situacao: 'INDEFERIDO', motivo: 'Endereço incompleto.' }),
    ]);
    const aplicadas = respostas.filter((r) => r.data?.alterado);
    expect(aplicadas).toHaveLength(1);
    // The others repeat the winner (200, alterado false) or are refused by it (409); never a 5xx.
    expect(respostas.every((r) => r.response.status === 200 || r.response.status === 409)).toBe(true);
    expect((await detalheProtocolo(p.membro, p.protocolo)).historico).toHaveLength(antes + 1);
  });

  it('refuses the wrong scope, unknown and other kinds of protocol, and foreign data', async () => {
    const p = await pedido();
    await recusasComuns(CAMINHO, p.protocolo, 'EMITIDO', INTEGRACAO_MESSAGES.segundaViaNaoEncontrada);
    const [row] = await h.database.db
      .select({ situacao: segundaViaSolicitacoes.situacao })
      .from(segundaViaSolicitacoes)
      .where(eq(segundaViaSolicitacoes.protocolo, p.protocolo));
    expect(row).toEqual({ situacao: 'SOLICITADO' });
  });
});

describe('death certificate through the integration API', () => {
  const CAMINHO = '/integracao/v1/certidoes-obito/{protocolo}/situacao';
  const mudar = (protocolo: string, corpo: CorpoDe<typeof CAMINHO, 'post'>) =>
    mudarSituacao(h.app, token, CAMINHO, protocolo, corpo);

  /** The titular's certificate of her dependant, as Meu Plano's upload stores it (EM_ANALISE). */
  async function certidao() {
    const fam = await familia();
    const db = h.database.db;
    const [dependente] = await db
      .select({ beneficiarioId: beneficiarios.id, pessoaId: pessoas.id, contratoId: contratos.id })
      .from(pessoas)
      .innerJoin(beneficiarios, eq(beneficiarios.pessoaId, pessoas.id))
      .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
      .where(and(eq(pessoas.cpf, onlyDigits(fam.f.dependente!.cpf)), eq(contratos.codigo, fam.contrato)));
    const [titular] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, fam.cpf));
    const protocolo = await db.transaction(async (tx) => {
      const numero = await newProtocolo(tx, {
        clock: h.clock,
        tipo: 'CERTIDAO_OBITO',
        pessoaId: dependente!.pessoaId,
        solicitantePessoaId: titular!.id,
        prazoResposta: prazoNaoAssistencial(h.clock()),
      });
      await tx.insert(certidoesObito).values({
        protocolo: numero,
        beneficiarioId: dependente!.beneficiarioId,
        contratoId: dependente!.contratoId,
        enviadoPorPessoaId: titular!.id,
        arquivoChave: 'teste/certidao',
        nomeArquivo: 'certidao.pdf',
        contentType: 'application/pdf',
        tamanho: 1000,
        enviadoEm: h.clock(),
      });
      return numero;
    });
    const noPlano = async () =>
      (await getJson(fam.membro, meuPlanoEndpoints.contrato, { params: { codigoPlano: fam.contrato } }))
        .certidoesObito;
    const situacaoNoPlano = async () => (await noPlano()).find((c) => c.protocolo === protocolo)?.situacao;
    /** The titular sends one through Meu Plano's upload, as the screen does. */
    const enviarOutra = async () => {
      const { payload, headers } = multipartBody(
        { codigoContrato: fam.contrato, cpf: onlyDigits(fam.f.dependente!.cpf) },
        [{ field: 'certidao', fileName: 'nova.pdf', bytes: await samplePdf('Certidão') }],
      );
      return chamar(fam.membro, meuPlanoEndpoints.enviarCertidaoObito, { body: payload, headers });
    };
    return {
      ...fam,
      protocolo,
      dependentePessoaId: dependente!.pessoaId,
      situacaoNoPlano,
      noPlano,
      enviarOutra,
    };
  }

  it('accepted: Meu Plano and Protocolos show it, the titular is e-mailed, audited about the dependant; twice changes nothing', async () => {
    const c = await certidao();
    expect(await c.situacaoNoPlano()).toBe('EM_ANALISE');
    const response = await mudar(c.protocolo, { situacao: 'ACEITA' });
    expect(response.response.status, JSON.stringify(corpoDe(response))).toBe(200);
    expect(corpoDe(response)).toEqual({
      protocolo: c.protocolo,
      situacao: 'ACEITA',
      situacaoProtocolo: 'FECHADO',
      alterado: true,
    });
    expect(await c.situacaoNoPlano()).toBe('ACEITA');
    const detalhe = await detalheProtocolo(c.membro, c.protocolo);
    expect(detalhe.historico.at(-1)).toMatchObject({ titulo: 'Certidão aceita', situacao: 'FECHADO' });
    const [aviso] = await avisoPara(c.email, `Certidão de óbito - protocolo ${c.protocolo}`);
    expect(aviso!.texto).toContain('mudou para: Aceita.');
    const auditorias = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'INTEGRACAO_SITUACAO_CERTIDAO_OBITO'),
          eq(auditoria.pessoaId, c.dependentePessoaId),
        ),
      );
    expect(auditorias).toHaveLength(1);
    expect(auditorias[0]!.integracaoClienteId).not.toBeNull();

    expect(corpoDe(await mudar(c.protocolo, { situacao: 'ACEITA' }))).toMatchObject({ alterado: false });
    expect((await detalheProtocolo(c.membro, c.protocolo)).historico).toHaveLength(detalhe.historico.length);
    const recusa = await mudar(c.protocolo, { situacao: 'RECUSADA', motivo: 'Ilegível.' });
    expect(recusa.response.status).toBe(409);
    expect(corpoDe(recusa)).toEqual({ mensagem: 'Não é possível passar de Aceita para Recusada.' });
    expect(await c.situacaoNoPlano()).toBe('ACEITA');
  });

  it('refused needs the reason, which the member reads in Meu Plano and Protocolos, and may send another', async () => {
    const c = await certidao();
    expect((await c.enviarOutra()).json()).toEqual({ mensagem: PLANO_MESSAGES.deathCertificateAlreadySent });
    const semMotivo = await mudar(c.protocolo, { situacao: 'RECUSADA' });
    expect(semMotivo.response.status).toBe(400);
    expect(corpoDe(semMotivo)).toMatchObject({ campos: { motivo: TRANSICOES_MESSAGES.motivoObrigatorio } });
    expect(await c.situacaoNoPlano()).toBe('EM_ANALISE');
    const motivo = 'A certidão enviada está ilegível. Envie uma nova cópia pela central.';
    expect((await mudar(c.protocolo, { situacao: 'RECUSADA', motivo })).response.status).toBe(200);
    expect(await c.situacaoNoPlano()).toBe('RECUSADA');
    expect((await detalheProtocolo(c.membro, c.protocolo)).historico.at(-1)).toMatchObject({
      titulo: 'Certidão recusada',
      descricao: motivo,
      situacao: 'FECHADO',
    });
    const [recusada] = await c.noPlano();
    expect(recusada).toMatchObject({ protocolo: c.protocolo, situacao: 'RECUSADA', motivoSituacao: motivo });
    // The same refusal again is a repeat (read from the row); another reason is a 409.
    expect(corpoDe(await mudar(c.protocolo, { situacao: 'RECUSADA', motivo }))).toMatchObject({
      alterado: false,
    });
    const outro = await mudar(c.protocolo, { situacao: 'RECUSADA', motivo: 'Outro motivo.' });
    expect(outro.response.status).toBe(409);

    // Refused frees the dependant: the titular sends a new one (a new protocol), and only one at a time.
    const nova = await c.enviarOutra();
    expect(nova.statusCode, nova.body).toBe(201);
    expect((await c.noPlano()).map((x) => [x.situacao, x.motivoSituacao])).toEqual([
      ['RECUSADA', motivo],
      ['EM_ANALISE', null],
    ]);
    expect((await c.enviarOutra()).json()).toEqual({ mensagem: PLANO_MESSAGES.deathCertificateAlreadySent });
  });

  it('refuses the wrong scope, unknown and other kinds of protocol, and foreign data', async () => {
    const c = await certidao();
    await recusasComuns(CAMINHO, c.protocolo, 'ACEITA', INTEGRACAO_MESSAGES.certidaoNaoEncontrada);
    expect(await c.situacaoNoPlano()).toBe('EM_ANALISE');
  });
});
