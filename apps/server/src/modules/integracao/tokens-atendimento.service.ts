// The provider's check of an attendance token (issue 41, decision 0050). The provider is the integration
// client that calls. Order: the client's validations this minute (TOKENS_VALIDACOES_POR_MINUTO, counted in
// the shared rate-limit store, so every instance spends one budget — a guesser needs ~300,000 tries per
// card), the card (valid today, current via), the code against the card's secret one 30 s step either side
// of now, and the step recorded for this card and provider: the unique constraint refuses a second
// acceptance of the same code by the same provider, even when both arrive at once. A code that fits a step
// of the last 10 minutes but not the window is 'expirado'. Each answer about a known card is an audit row
// about its holder, which "Quem Acessou Meus Dados" names as "Token validado por <prestador>".
import { verify } from 'otplib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain';
import {
  MENSAGENS_VALIDACAO_TOKEN,
  TOKENS_VALIDACOES_POR_MINUTO,
  type SituacaoValidacaoToken,
  type ValidacaoTokenResponse,
} from '@portal/domain/contract/integracao/tokens-atendimento';
import {
  TOKEN_ATENDIMENTO_JANELA_PASSOS,
  TOKEN_ATENDIMENTO_PASSO_SEGUNDOS,
} from '@portal/domain/contract/meus-dados/token-atendimento';
import { isUniqueViolation } from '../../db/errors.js';
import {
  TOKEN_ATENDIMENTO_VALIDACAO_UQ,
  tokensAtendimentoValidacoes,
} from '../../db/schema/tokens-atendimento.js';
import { audit } from '../../platform/audit.js';
import { diaOperador } from '../../platform/family-visibility.js';
import { integracaoError } from '../../platform/integracao/guard.js';
import { countRequest } from '../../platform/rate-limit-store.js';
import { cartaoVigente, segredoGuardado, type CartaoDoToken } from '../../shared-domain/token-atendimento.js';

const JANELA_MS = 60_000;
/** How far back a code that no longer fits is called expired rather than wrong. */
const EXPIRADO_SEGUNDOS = 10 * 60;

/** The step the code fits within `tolerancia` ([past, future] seconds), or null. */
async function passoDoCodigo(
  segredo: string,
  codigo: string,
  epoch: number,
  tolerancia: number | [number, number],
): Promise<number | null> {
  const resultado = await verify({ secret: segredo, token: codigo, epoch, epochTolerance: tolerancia });
  return resultado.valid && 'timeStep' in resultado ? resultado.timeStep : null;
}

async function julgar(
  request: FastifyRequest,
  cartao: CartaoDoToken,
  codigo: string,
  clienteId: number,
  agora: Date,
): Promise<SituacaoValidacaoToken> {
  const { db, config } = request.server.ctx;
  let guardado: Awaited<ReturnType<typeof segredoGuardado>>;
  try {
    guardado = await segredoGuardado(db, config.sessionSecret, cartao);
  } catch {
    guardado = null;
  }
  // No secret for this via: the member never opened the token since the card (or its reissue) was made.
  if (!guardado) return 'CODIGO_INCORRETO';
  const epoch = Math.floor(agora.getTime() / 1000);
  const janela = TOKEN_ATENDIMENTO_JANELA_PASSOS * TOKEN_ATENDIMENTO_PASSO_SEGUNDOS;
  const passo = await passoDoCodigo(guardado.segredo, codigo, epoch, janela);
  if (passo === null) {
    const antigo = await passoDoCodigo(guardado.segredo, codigo, epoch, [EXPIRADO_SEGUNDOS, 0]);
    return antigo === null ? 'CODIGO_INCORRETO' : 'CODIGO_EXPIRADO';
  }
  try {
    await db.insert(tokensAtendimentoValidacoes).values({
      carteiraId: cartao.carteiraId,
      beneficiarioId: cartao.beneficiarioId,
      clienteId,
      passo,
      validadoEm: agora,
    });
  } catch (error) {
    if (isUniqueViolation(error, TOKEN_ATENDIMENTO_VALIDACAO_UQ)) return 'CODIGO_JA_UTILIZADO';
    throw error;
  }
  return 'VALIDO';
}

export async function validarTokenAtendimento(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { carteira: string; codigo: string },
): Promise<ValidacaoTokenResponse> {
  const { db, clock } = request.server.ctx;
  const agora = clock();
  const cliente = request.integracaoCliente!;
  const { current, ttl } = await countRequest(db, `tokens-atendimento|${cliente.id}`, agora, JANELA_MS);
  if (current > TOKENS_VALIDACOES_POR_MINUTO) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
    throw integracaoError(429, SERVER_MESSAGES.tooManyRequests);
  }
  const cartao = await cartaoVigente(db, body.carteira, diaOperador(agora));
  const situacao = cartao ? await julgar(request, cartao, body.codigo, cliente.id, agora) : 'CARTAO_INVALIDO';
  if (cartao) {
    await audit({
      request,
      action: situacao === 'VALIDO' ? 'TOKEN_ATENDIMENTO_VALIDADO' : 'TOKEN_ATENDIMENTO_RECUSADO',
      subjectPessoaId: cartao.pessoaId,
      result: situacao === 'VALIDO' ? 'SUCESSO' : 'FALHA',
    });
  }
  return {
    valido: situacao === 'VALIDO',
    situacao,
    mensagem: MENSAGENS_VALIDACAO_TOKEN[situacao],
    beneficiario:
      situacao === 'VALIDO' && cartao
        ? { nome: cartao.nome, carteira: cartao.carteira, plano: cartao.plano }
        : null,
    validadoEm: agora.toISOString(),
  };
}
