// Token de atendimento, the member's side (issue 41, decision 0050): the card's secret for the device, and a
// new one on request. The card is resolved through the family scope (404 outside it) and its holder through
// the health rule, area SAUDE (403 with the reason inside it): the token lets a provider attend that person.
import {
  TOKEN_ATENDIMENTO_DIGITOS,
  TOKEN_ATENDIMENTO_MENSAGENS,
  TOKEN_ATENDIMENTO_PASSO_SEGUNDOS,
  type TokenAtendimento,
} from '@portal/domain/contract/meus-dados/token-atendimento';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { cartaoVigente, segredoDoCartao } from '../../shared-domain/token-atendimento.js';

export async function tokenDoCartao(
  scope: FamilyScope,
  options: { sessionSecret: string; agora: Date; carteira: string; renovar?: boolean },
): Promise<TokenAtendimento> {
  const visivel = await scope.carteira(options.carteira);
  await scope.saudeById(visivel.beneficiario.beneficiarioId, 'SAUDE');
  const cartao = await cartaoVigente(scope.db, options.carteira, scope.hoje);
  if (!cartao) throw notFound(TOKEN_ATENDIMENTO_MENSAGENS.cartaoSemValidade);
  const { segredo, versao } = await segredoDoCartao(
    scope.db,
    options.sessionSecret,
    cartao,
    options.agora,
    options.renovar ?? false,
  );
  return {
    carteira: cartao.carteira,
    nome: cartao.nome,
    plano: cartao.plano,
    codigoPlano: cartao.codigoPlano,
    via: cartao.via,
    segredo,
    versao,
    passoSegundos: TOKEN_ATENDIMENTO_PASSO_SEGUNDOS,
    digitos: TOKEN_ATENDIMENTO_DIGITOS,
  };
}
