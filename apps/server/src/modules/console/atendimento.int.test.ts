// Member support in the console (issue 39, decision 0042): nothing before a reason (400 in Portuguese,
// nothing written); the search by CPF, card or a name with typos and no accents, results minimal; the
// atendimento the member's page names (the caller's, recent, with the person); every read in Maria's "Quem
// Acessou Meus Dados" as the service desk with the category and in the staff audit with the full text;
// health areas only with atendimento-saude (the same privacy rule as the family's); the resend to a verified
// contact, the block (login refused, open sessions dead), the unblock and the end of sessions.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACESSOS_MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import {
  ATENDIMENTO_VALIDADE_MINUTOS,
  consoleAtendimentoEndpoints as endpoints,
  MENSAGENS_ATENDIMENTO,
  MENSAGENS_ATENDIMENTO_ACESSO,
  normalizarNomeBusca,
  ROTULO_CATEGORIA_MOTIVO,
  type BuscaAtendimento,
} from '@portal/domain/contract/console/atendimento';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { atendimentos } from '../../db/schema/atendimento.js';
import { auditoria } from '../../db/schema/audit.js';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { chamarConsole, jsonConsole, sessaoConsole, type SessaoDeTeste } from '../../test/console.js';
import { chamar, getJson } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { nthOutboxMessage, outboxFor } from '../../test/mailbox.js';
import { attemptLogin, DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let atendente: SessaoDeTeste;
let saude: SessaoDeTeste;
let mariaId: number;
beforeAll(async () => {
  h = demo.h;
  atendente = await sessaoConsole(h.app, { nome: 'Ana Atendente', papeis: ['atendimento'] });
  saude = await sessaoConsole(h.app, { nome: 'Sérgio Saúde', papeis: ['atendimento', 'atendimento-saude'] });
  mariaId = await pessoaIdDe(h.database.db, DEMO.maria);
});

const TEXTO = 'Beneficiária ligou perguntando pela fatura de março.';
const motivo = { categoria: 'LIGACAO', texto: TEXTO };

const buscar = (quem: SessaoDeTeste, termo: string, m: unknown = motivo) =>
  jsonConsole(quem.agente, endpoints.buscar, { body: { motivo: m, termo } });

async function abrirMaria(quem: SessaoDeTeste = atendente): Promise<BuscaAtendimento> {
  const busca = await buscar(quem, '390.533.447-05');
  expect(busca.resultados.map((r) => r.pessoaId)).toContain(mariaId);
  return busca;
}

const params = (busca: BuscaAtendimento, pessoaId = mariaId) => ({
  params: { atendimentoId: busca.atendimento.id, pessoaId },
});

describe('the reason comes first', () => {
  it.each([
    [{ texto: TEXTO }, MENSAGENS_ATENDIMENTO.categoria],
    [{ categoria: 'CURIOSIDADE', texto: TEXTO }, MENSAGENS_ATENDIMENTO.categoria],
    [{ categoria: 'LIGACAO', texto: 'ligou' }, MENSAGENS_ATENDIMENTO.textoCurto],
    [{ categoria: 'LIGACAO', texto: '          ' }, MENSAGENS_ATENDIMENTO.textoCurto],
  ])('refuses %o with a Portuguese 400 and writes nothing', async (m, mensagem) => {
    const antes = await h.database.db.$count(atendimentos);
    const auditAntes = await h.database.db.$count(auditoria, eq(auditoria.pessoaId, mariaId));
    const resposta = await chamarConsole(atendente.agente, endpoints.buscar, {
      body: { motivo: m, termo: DEMO.maria },
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toMatchObject({ mensagem });
    expect(await h.database.db.$count(atendimentos)).toBe(antes);
    expect(await h.database.db.$count(auditoria, eq(auditoria.pessoaId, mariaId))).toBe(auditAntes);
  });

  it('refuses a term too short to search', async () => {
    const resposta = await chamarConsole(atendente.agente, endpoints.buscar, {
      body: { motivo, termo: 'Ma' },
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO_ACESSO.termoCurto });
  });
});

describe('the search', () => {
  it('finds Maria by CPF with punctuation, minimal and masked', async () => {
    const { resultados, atendimento } = await abrirMaria();
    const dela = resultados.filter((r) => r.pessoaId === mariaId);
    expect(dela[0]).toMatchObject({ nome: 'Maria Aparecida Souza', cpfMascarado: '***.533.447-**' });
    expect(JSON.stringify(resultados)).not.toContain(DEMO.maria);
    expect(atendimento.motivo).toEqual(motivo);
  });

  it('finds Maria by a name typed without accents and with typos', async () => {
    for (const termo of ['maria aparecida souza', 'Maria Aparesida Sousa', 'MARIA SOUZA', 'aparecida']) {
      const { resultados } = await buscar(atendente, termo);
      expect(
        resultados.map((r) => r.pessoaId),
        termo,
      ).toContain(mariaId);
    }
  });

  it('finds by card number and finds nobody for a made-up name', async () => {
    const { planos } = await jsonConsole(
      atendente.agente,
      endpoints.beneficiario,
      params(await abrirMaria()),
    );
    const carteira = planos.flatMap((p) => p.cartoes).find((c) => c.nome.startsWith('Maria'))!;
    const porCartao = await buscar(atendente, carteira.carteira);
    expect([...new Set(porCartao.resultados.map((r) => r.pessoaId))]).toEqual([mariaId]);
    expect((await buscar(atendente, 'Xzqwy Kkkkjjj')).resultados).toEqual([]);
  });

  it('normalises the term as the database normalises the names', () => {
    expect(normalizarNomeBusca('  JOSÉ  Conceição-Ávila ')).toBe('jose conceicao-avila');
  });
});

describe('the atendimento the page names', () => {
  it("is the caller's, recent, and has the person", async () => {
    const busca = await abrirMaria();
    const outro = await sessaoConsole(h.app, { papeis: ['atendimento'] });
    const deOutro = await chamarConsole(outro.agente, endpoints.beneficiario, params(busca));
    expect(deOutro.statusCode).toBe(403);
    expect(deOutro.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO_ACESSO.semAtendimento });

    const roberto = await pessoaIdDe(h.database.db, DEMO.roberto);
    const fora = await chamarConsole(atendente.agente, endpoints.faturas, params(busca, roberto));
    expect(fora.statusCode).toBe(403);
    expect(fora.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO_ACESSO.foraDoAtendimento });

    h.clock.advance(ATENDIMENTO_VALIDADE_MINUTOS * 60_000);
    try {
      atendente = await sessaoConsole(h.app, { equipeId: atendente.equipeId });
      const vencido = await chamarConsole(atendente.agente, endpoints.beneficiario, params(busca));
      expect(vencido.statusCode).toBe(403);
      expect(vencido.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO_ACESSO.atendimentoExpirado });
    } finally {
      h.clock.advance(-ATENDIMENTO_VALIDADE_MINUTOS * 60_000);
      atendente = await sessaoConsole(h.app, { equipeId: atendente.equipeId });
    }
  });
});

describe("Maria's page and its audit", () => {
  it('shows her plans, cards, bills and protocols, and she sees the service desk with the category', async () => {
    const busca = await abrirMaria();
    const pagina = await jsonConsole(atendente.agente, endpoints.beneficiario, params(busca));
    expect(pagina.pessoa.cpfMascarado).toBe('***.533.447-**');
    expect(pagina.saude).toBe(false);
    expect(pagina.planos.length).toBeGreaterThan(0);
    expect(pagina.contatos.length).toBeGreaterThan(0);
    expect(JSON.stringify(pagina)).not.toContain(DEMO.maria);
    const faturas = await jsonConsole(atendente.agente, endpoints.faturas, params(busca));
    expect(faturas.emAberto.length + faturas.historico.length).toBeGreaterThan(0);
    await jsonConsole(atendente.agente, endpoints.protocolos, params(busca));

    const maria = await demo.as('maria');
    const lista = await getJson(maria, acessosDadosEndpoints.lista, {
      query: { inicio: '2026-03-01', fim: '2026-03-10' },
    });
    const central = `${ACESSOS_MESSAGES.quemCentral} (${ROTULO_CATEGORIA_MOTIVO.LIGACAO})`;
    const daCentral = lista.acessos.filter((a) => a.quem === central).map((a) => a.oQue);
    // Made on the console: on none of the member's screens.
    expect(lista.acessos.filter((a) => a.quem === central).every((a) => a.tela === null)).toBe(true);
    expect(daCentral).toEqual(
      expect.arrayContaining([
        'Encontrou seu cadastro numa busca',
        'Consultou seus planos, cartões e contatos',
        'Consultou suas faturas',
        'Consultou suas solicitações e protocolos',
      ]),
    );
    // One option of the who-filter for the desk, whatever the category; never the staff member's name.
    expect(lista.atores.map((a) => a.quem)).toContain(ACESSOS_MESSAGES.quemCentral);
    expect(JSON.stringify(lista)).not.toContain('Ana Atendente');
    const filtrada = await getJson(maria, acessosDadosEndpoints.lista, {
      query: { inicio: '2026-03-01', fim: '2026-03-10', quem: ACESSOS_MESSAGES.quemCentral },
    });
    expect(filtrada.acessos.length).toBeGreaterThan(0);
    expect(filtrada.acessos.every((a) => a.quem === central)).toBe(true);

    // The staff audit has who and the full reason.
    const [linha] = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(eq(equipeAuditoria.equipeId, atendente.equipeId), eq(equipeAuditoria.acao, 'beneficiario.ler')),
      )
      .orderBy(desc(equipeAuditoria.id))
      .limit(1);
    expect(linha).toMatchObject({ papel: 'atendimento', alvo: `pessoa:${mariaId}` });
    expect(linha!.depois).toMatchObject({
      acao: 'EQUIPE_CONSULTA_SOLICITACOES',
      motivo: { categoria: 'LIGACAO', texto: TEXTO },
      atendimentoId: busca.atendimento.id,
    });
    // The member rows carry the staff id and the category, and no member account.
    const [membro] = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.pessoaId, mariaId), eq(auditoria.acao, 'EQUIPE_CONSULTA_FATURAS')))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(membro).toMatchObject({ equipeId: atendente.equipeId, motivoCategoria: 'LIGACAO', contaId: null });
  });

  it('opens the health areas only with atendimento-saude, by the same privacy rule', async () => {
    const semSaude = await abrirMaria();
    const recusa = await chamarConsole(atendente.agente, endpoints.saude, params(semSaude));
    expect(recusa.statusCode).toBe(403);
    const protocolosSem = await jsonConsole(atendente.agente, endpoints.protocolos, params(semSaude));

    const comSaude = await abrirMaria(saude);
    const pagina = await jsonConsole(saude.agente, endpoints.beneficiario, params(comSaude));
    expect(pagina.saude).toBe(true);
    const areas = await jsonConsole(saude.agente, endpoints.saude, params(comSaude));
    expect(
      areas.autorizacoes.length +
        areas.resultados.length +
        areas.reembolsos.length +
        areas.agendamentos.length,
    ).toBeGreaterThan(0);
    const protocolosCom = await jsonConsole(saude.agente, endpoints.protocolos, params(comSaude));
    // Without the health scope, her protocols about her care are left out, and staff are told why.
    expect(protocolosCom.protocolos.length).toBeGreaterThan(protocolosSem.protocolos.length);
    expect(protocolosSem.aviso).toBe(MENSAGENS_ATENDIMENTO_ACESSO.avisoSaudeOculta);
  });
});

describe('actions from the page', () => {
  it('resends the access message to a verified contact only, saying which (masked)', async () => {
    const busca = await abrirMaria();
    const { contatos } = await jsonConsole(atendente.agente, endpoints.beneficiario, params(busca));
    const email = contatos.find((c) => c.tipo === 'EMAIL')!;
    const invalido = await chamarConsole(atendente.agente, endpoints.reenviarAcesso, {
      ...params(busca),
      body: { motivo, codigoContato: 'nao-existe' },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO_ACESSO.contatoInvalido });

    const antes = (await outboxFor(h.database.db, 'maria.souza@email.test')).length;
    const enviado = await jsonConsole(atendente.agente, endpoints.reenviarAcesso, {
      ...params(busca),
      body: {
        motivo: { categoria: 'CHAT', texto: 'Não recebeu o código de recuperação.' },
        codigoContato: email.codigo,
      },
    });
    expect(enviado).toMatchObject({ mensagem: 'RECUPERAR_SENHA', destino: email.valor });
    expect(enviado.destino).not.toBe('maria.souza@email.test');
    const mensagem = await nthOutboxMessage(h.database.db, 'maria.souza@email.test', antes + 1);
    expect(mensagem.texto).toMatch(/código/i);
  });

  it('blocks: her open session dies, login is refused in Portuguese; unblocks: she signs in again', async () => {
    const maria = await login(h.app, DEMO.maria);
    const busca = await abrirMaria();
    const bloqueio = { motivo: { categoria: 'RECLAMACAO_ANS', texto: 'Suspeita de uso indevido da conta.' } };
    const conta = await jsonConsole(atendente.agente, endpoints.bloquear, {
      ...params(busca),
      body: bloqueio,
    });
    expect(conta).toMatchObject({ existe: true, sessoesAtivas: 0 });
    expect(conta.bloqueadaEm).not.toBeNull();
    try {
      expect((await chamar(maria, usuarioEndpoints.usuario)).statusCode).toBe(401);
      const { response } = await attemptLogin(h.app, DEMO.maria);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ mensagem: SERVER_MESSAGES.accountBlocked });
      const deNovo = await chamarConsole(atendente.agente, endpoints.bloquear, {
        ...params(busca),
        body: bloqueio,
      });
      expect(deNovo.statusCode).toBe(409);
    } finally {
      const livre = await jsonConsole(atendente.agente, endpoints.desbloquear, {
        ...params(busca),
        body: bloqueio,
      });
      expect(livre.bloqueadaEm).toBeNull();
    }
    await login(h.app, DEMO.maria);
  });

  it('of two blocks at once, exactly one blocks; the other is told (a conditional UPDATE)', async () => {
    const busca = await abrirMaria();
    const corpo = { motivo: { categoria: 'OUVIDORIA', texto: 'Duas pessoas bloqueando ao mesmo tempo.' } };
    const outra = await sessaoConsole(h.app, { equipeId: atendente.equipeId });
    const bloqueios = () =>
      h.database.db.$count(
        equipeAuditoria,
        and(eq(equipeAuditoria.acao, 'beneficiario.bloquear'), eq(equipeAuditoria.alvo, `pessoa:${mariaId}`)),
      );
    const antes = await bloqueios();
    try {
      const respostas = await Promise.all(
        [atendente, outra].map((s) =>
          chamarConsole(s.agente, endpoints.bloquear, { ...params(busca), body: corpo }),
        ),
      );
      expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      // One staff audit row: the refused one wrote nothing.
      expect(await bloqueios()).toBe(antes + 1);
    } finally {
      await jsonConsole(atendente.agente, endpoints.desbloquear, { ...params(busca), body: corpo });
    }
  });

  it('refuses an action without its reason, and changes nothing', async () => {
    const busca = await abrirMaria();
    const resposta = await chamarConsole(atendente.agente, endpoints.bloquear, {
      ...params(busca),
      body: { motivo: { categoria: 'LIGACAO', texto: 'curto' } },
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO.textoCurto });
    const pagina = await jsonConsole(atendente.agente, endpoints.beneficiario, params(busca));
    expect(pagina.conta.bloqueadaEm).toBeNull();
  });

  it('a member without an account: nothing to block, and the resend is a first-access code', async () => {
    const ana = await pessoaIdDe(h.database.db, DEMO.ana);
    const busca = await buscar(atendente, DEMO.ana);
    expect(busca.resultados.map((r) => r.pessoaId)).toContain(ana);
    const pagina = await jsonConsole(atendente.agente, endpoints.beneficiario, params(busca, ana));
    expect(pagina.conta).toEqual({ existe: false, bloqueadaEm: null, sessoesAtivas: 0 });
    const bloqueio = await chamarConsole(atendente.agente, endpoints.bloquear, {
      ...params(busca, ana),
      body: { motivo },
    });
    expect(bloqueio.statusCode).toBe(422);
    expect(bloqueio.json()).toMatchObject({ mensagem: MENSAGENS_ATENDIMENTO_ACESSO.semConta });
    // Her e-mail (seed) is verified: the code is the first access's, and goes there.
    const [email] = pagina.contatos;
    const reenvio = await jsonConsole(atendente.agente, endpoints.reenviarAcesso, {
      ...params(busca, ana),
      body: { motivo, codigoContato: email!.codigo },
    });
    expect(reenvio).toMatchObject({ mensagem: 'PRIMEIRO_ACESSO', destino: email!.valor });
    expect((await nthOutboxMessage(h.database.db, 'ana.clara.souza@email.test', 1)).texto).toMatch(/código/i);
  });

  it('ends her sessions', async () => {
    const maria = await login(h.app, DEMO.maria);
    const busca = await abrirMaria();
    const conta = await jsonConsole(atendente.agente, endpoints.encerrarSessoes, {
      ...params(busca),
      body: { motivo: { categoria: 'SOLICITACAO_INTERNA', texto: 'Pedido dela: esqueceu a sessão aberta.' } },
    });
    expect(conta.sessoesAtivas).toBe(0);
    expect((await chamar(maria, usuarioEndpoints.usuario)).statusCode).toBe(401);
  });
});
