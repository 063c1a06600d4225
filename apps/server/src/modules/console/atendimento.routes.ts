// The console's member support routes (issue 39, decision 0042; the rule of the reason in
// atendimento.service.ts). Reads: the member services with the member's own scope, then
// registrarLeituraEquipe for everyone the answer showed. Actions: the change and both audits in one
// transaction; a message goes out only after it commits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorDate } from '@portal/domain';
import type { Papel } from '@portal/domain/contract/console/acesso';
import {
  consoleAtendimentoEndpoints as endpoints,
  mascararCpf,
  MENSAGENS_ATENDIMENTO_ACESSO as MSG,
} from '@portal/domain/contract/console/atendimento';
import { equipeVeSaude } from '../../platform/acesso-saude.js';
import { registrarLeituraEquipe } from '../../platform/console/leitura-equipe.js';
import { sessaoEquipe, semPapel } from '../../platform/console/sessao-equipe.js';
import { HttpError, badRequest, tooManyRequests } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { contratosResponse, listContratos } from '../../shared-domain/contratos.js';
import { deliverableContacts, toMasked } from '../../shared-domain/contatos-mascarados.js';
import {
  alterarBloqueio,
  atendimentoDe,
  buscar,
  encerrarSessoesDaConta,
  escopoDoMembro,
  expiraEm,
  lerMotivo,
  lerTermo,
  pessoaDoAtendimento,
  situacaoConta,
  type AtendimentoAberto,
} from './atendimento.service.js';

const PAPEL: Papel = 'atendimento';

type Params = { atendimentoId: number; pessoaId: number };

/** A health list the member's own scope may not give (a person without a plan): none, not an error. */
async function ouNada<T>(lista: Promise<T[]>): Promise<T[]> {
  try {
    return await lista;
  } catch (erro) {
    if (erro instanceof HttpError && (erro.statusCode === 403 || erro.statusCode === 404)) return [];
    throw erro;
  }
}

export function atendimentoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const leitores = app.leitoresMembro;

  const atendimentoPublico = (a: AtendimentoAberto) => ({
    id: a.id,
    motivo: a.motivo,
    expiraEm: expiraEm(a),
  });

  /** The atendimento and person of a member's page call (403 unless the caller's, recent and theirs). */
  async function abrir(request: FastifyRequest & { params: Params }) {
    const atendimento = await atendimentoDe(ctx.db, request, request.params);
    const pessoa = await pessoaDoAtendimento(ctx.db, request.params.pessoaId);
    return { atendimento, pessoa, escopo: escopoDoMembro(request, pessoa.pessoaId) };
  }

  route(app, endpoints.buscar, (request) => {
    const motivo = lerMotivo(request.body.motivo);
    const termo = lerTermo(request.body.termo);
    return ctx.db.transaction(async (tx) => {
      const busca = await buscar(tx, request, motivo, termo);
      await registrarLeituraEquipe(tx, {
        request,
        papel: PAPEL,
        pessoaIds: [...new Set(busca.resultados.map((r) => r.pessoaId))],
        acao: 'EQUIPE_BUSCA_BENEFICIARIO',
        motivo,
        acaoEquipe: 'beneficiario.buscar',
        detalhe: {
          atendimentoId: busca.atendimento.id,
          busca: termo.tipo,
          resultados: busca.resultados.length,
        },
      });
      return busca;
    });
  });

  route(app, endpoints.beneficiario, async (request) => {
    const { atendimento, pessoa, escopo } = await abrir(request);
    const subject = await leitores.titularDoAcesso(ctx.db, pessoa.cpf);
    const contatos = deliverableContacts(ctx.config.sessionSecret, pessoa.cpf, subject?.contatos ?? []);
    const { contratos } = contratosResponse(await listContratos(escopo));
    const planos = await Promise.all(
      contratos.map(async (c) => {
        const cartoes = await leitores.cartoes(escopo, c.codigo);
        // The card as the member sees it, but the CPF masked: staff confirm it, never copy it.
        const mascarados = cartoes.cartoes.map(({ qrCode: _qr, ...cartao }) => ({
          ...cartao,
          cpf: mascararCpf(cartao.cpf),
        }));
        return { ...c, cartoes: mascarados, mensagem: cartoes.mensagemAmigavel ?? null };
      }),
    );
    const conta = await situacaoConta(ctx.db, pessoa.pessoaId, ctx.clock(), ctx.config.sessionDurationMs);
    await registrarLeituraEquipe(ctx.db, {
      request,
      papel: PAPEL,
      pessoaIds: [...new Set([pessoa.pessoaId, ...escopo.auditSubjects()])],
      acao: 'EQUIPE_CONSULTA_BENEFICIARIO',
      motivo: atendimento.motivo,
      detalhe: { atendimentoId: atendimento.id },
    });
    return {
      atendimento: atendimentoPublico(atendimento),
      pessoa: {
        pessoaId: pessoa.pessoaId,
        nome: pessoa.nomeCompleto,
        nomeSocial: pessoa.nomeSocial,
        cpfMascarado: mascararCpf(pessoa.cpf),
        dataNascimento: pessoa.dataNascimento,
      },
      contatos: contatos.map(toMasked),
      conta,
      planos,
      saude: escopo.veSaude,
    };
  });

  route(app, endpoints.faturas, async (request) => {
    const { atendimento, escopo } = await abrir(request);
    const titulos = await leitores.titulos(escopo, { clock: ctx.clock });
    await registrarLeituraEquipe(ctx.db, {
      request,
      papel: PAPEL,
      pessoaIds: escopo.auditSubjects(),
      acao: 'EQUIPE_CONSULTA_FATURAS',
      motivo: atendimento.motivo,
      detalhe: { atendimentoId: atendimento.id },
    });
    return titulos;
  });

  route(app, endpoints.protocolos, async (request) => {
    const { atendimento, pessoa, escopo } = await abrir(request);
    const lista = await leitores.protocolos(escopo, pessoa.cpf, operatorDate(ctx.clock()));
    await registrarLeituraEquipe(ctx.db, {
      request,
      papel: PAPEL,
      pessoaIds: escopo.auditSubjects(),
      acao: 'EQUIPE_CONSULTA_SOLICITACOES',
      motivo: atendimento.motivo,
      detalhe: { atendimentoId: atendimento.id },
    });
    return {
      cpf: mascararCpf(pessoa.cpf),
      nome: lista.nome,
      protocolos: lista.protocolos,
      // The member's wording ("peça a ela acesso") is not for staff: say which role shows them.
      ...('aviso' in lista && lista.aviso ? { aviso: MSG.avisoSaudeOculta } : {}),
    };
  });

  route(app, endpoints.saude, async (request) => {
    // The route needs atendimento-saude; the health scope counts only with atendimento (acesso-saude.ts).
    if (!equipeVeSaude(sessaoEquipe(request).papeis)) throw semPapel();
    const { atendimento, pessoa, escopo } = await abrir(request);
    const { cpf } = pessoa;
    const agora = ctx.clock();
    const hoje = operatorDate(agora);
    const [autorizacoes, resultados, reembolsos, agendamentos] = await Promise.all([
      ouNada(leitores.autorizacoes(escopo, cpf)),
      ouNada(leitores.resultados(escopo, cpf, hoje)),
      ouNada(leitores.reembolsos(escopo, cpf)),
      ouNada(leitores.agendamentos(escopo, cpf, agora)),
    ]);
    await registrarLeituraEquipe(ctx.db, {
      request,
      papel: 'atendimento-saude',
      pessoaIds: [...new Set([pessoa.pessoaId, ...escopo.auditSubjects()])],
      acao: 'EQUIPE_CONSULTA_SAUDE',
      motivo: atendimento.motivo,
      detalhe: { atendimentoId: atendimento.id },
    });
    return { autorizacoes, resultados, reembolsos, agendamentos };
  });

  route(app, endpoints.reenviarAcesso, async (request) => {
    const motivo = lerMotivo(request.body.motivo);
    const { atendimento, pessoa } = await abrir(request);
    const subject = await leitores.titularDoAcesso(ctx.db, pessoa.cpf);
    const contatos = subject
      ? deliverableContacts(ctx.config.sessionSecret, pessoa.cpf, subject.contatos)
      : [];
    if (!subject || contatos.length === 0) throw new HttpError(422, { mensagem: MSG.semContatoVerificado });
    const contact = contatos.find((c) => c.codigo === request.body.codigoContato);
    if (!contact) throw badRequest(MSG.contatoInvalido, { codigoContato: MSG.contatoInvalido });
    const finalidade = subject.contaId === null ? ('PRIMEIRO_ACESSO' as const) : ('RECUPERAR_SENHA' as const);
    const { outcome, enviar } = await ctx.db.transaction(async (tx) => {
      const novo = await leitores.novoCodigo({
        request,
        db: tx,
        cpf: pessoa.cpf,
        contact,
        para: subject,
        finalidade,
      });
      if (novo.outcome.kind === 'throttled') return novo;
      await registrarLeituraEquipe(tx, {
        request,
        papel: PAPEL,
        pessoaIds: [pessoa.pessoaId],
        acao: 'EQUIPE_REENVIO_ACESSO',
        motivo,
        acaoEquipe: 'beneficiario.reenviar-acesso',
        detalhe: { atendimentoId: atendimento.id, mensagem: finalidade, destino: contact.valor },
      });
      return novo;
    });
    if (outcome.kind === 'throttled') throw tooManyRequests(MSG.limiteCodigos);
    enviar();
    return { mensagem: finalidade, destino: contact.valor, expiraEm: outcome.expiresAt.toISOString() };
  });

  /** Block or unblock: the account's flag (and, blocking, its sessions) with both audits, in one transaction. */
  const bloqueio = (bloquear: boolean) =>
    async function (
      request: FastifyRequest & {
        params: Params;
        body: { motivo?: { categoria?: string; texto?: string } | undefined };
      },
    ) {
      const motivo = lerMotivo(request.body.motivo);
      const { atendimento, pessoa } = await abrir(request);
      const agora = ctx.clock();
      await ctx.db.transaction(async (tx) => {
        const feito = await alterarBloqueio(tx, pessoa.pessoaId, bloquear, agora);
        if (feito === 'SEM_CONTA') throw new HttpError(422, { mensagem: MSG.semConta });
        if (feito === 'JA_ESTAVA') {
          throw new HttpError(409, { mensagem: bloquear ? MSG.jaBloqueado : MSG.naoBloqueado });
        }
        const encerradas = bloquear ? await encerrarSessoesDaConta(tx, pessoa.pessoaId, agora) : 0;
        await registrarLeituraEquipe(tx, {
          request,
          papel: PAPEL,
          pessoaIds: [pessoa.pessoaId],
          acao: bloquear ? 'EQUIPE_BLOQUEIO_ACESSO' : 'EQUIPE_DESBLOQUEIO_ACESSO',
          motivo,
          acaoEquipe: bloquear ? 'beneficiario.bloquear' : 'beneficiario.desbloquear',
          antes: { bloqueada: !bloquear },
          detalhe: { atendimentoId: atendimento.id, bloqueada: bloquear, sessoesEncerradas: encerradas },
        });
      });
      return situacaoConta(ctx.db, pessoa.pessoaId, agora, ctx.config.sessionDurationMs);
    };
  route(app, endpoints.bloquear, bloqueio(true));
  route(app, endpoints.desbloquear, bloqueio(false));

  route(app, endpoints.encerrarSessoes, async (request) => {
    const motivo = lerMotivo(request.body.motivo);
    const { atendimento, pessoa } = await abrir(request);
    const agora = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      const encerradas = await encerrarSessoesDaConta(tx, pessoa.pessoaId, agora);
      if (encerradas === 'SEM_CONTA') throw new HttpError(422, { mensagem: MSG.semConta });
      await registrarLeituraEquipe(tx, {
        request,
        papel: PAPEL,
        pessoaIds: [pessoa.pessoaId],
        acao: 'EQUIPE_ENCERRAMENTO_SESSOES',
        motivo,
        acaoEquipe: 'beneficiario.encerrar-sessoes',
        detalhe: { atendimentoId: atendimento.id, sessoesEncerradas: encerradas },
      });
    });
    return situacaoConta(ctx.db, pessoa.pessoaId, agora, ctx.config.sessionDurationMs);
  });
}
