// The Meus Dados area (spec §2 group "Meus dados"): registered once by app.ts under /api. Each screen's
// routes come from its contract in packages/domain/src/contract/meus-dados.
import type { FastifyPluginCallback } from 'fastify';
import { acessosDadosRoutes } from './acessos-dados.routes.js';
import { acessosSaudeRoutes } from './acessos-saude.routes.js';
import { cartaPortabilidadeRoutes } from './carta-portabilidade.routes.js';
import {
  cartaoCompartilhadoPaginaRoute,
  cartaoCompartilhadoRoute,
  cartaoVirtualRoutes,
} from './cartao-virtual.routes.js';
import { dadosPessoaisRoutes } from './dados-pessoais.routes.js';
import { direitosTitularRoutes } from './direitos-titular.routes.js';
import { enderecoRoutes } from './endereco.routes.js';
import { exportacaoRoutes } from './exportacao.routes.js';
import { faixaEtariaRoutes } from './faixa-etaria.routes.js';
import { meuPlanoRoutes } from './meu-plano.routes.js';
import { segundaViaCartaoRoutes } from './segunda-via-cartao.routes.js';
import { tokenAtendimentoRoutes } from './token-atendimento.routes.js';
import { notificacoesRoutes } from './notificacoes.routes.js';
import { dispositivosConectadosRoutes } from './dispositivos-conectados.routes.js';
import { pushRoutes } from './push.routes.js';

export const meusDadosArea: FastifyPluginCallback = (app, _options, done) => {
  enderecoRoutes(app);
  dadosPessoaisRoutes(app);
  segundaViaCartaoRoutes(app);
  cartaPortabilidadeRoutes(app);
  meuPlanoRoutes(app);
  cartaoVirtualRoutes(app);
  tokenAtendimentoRoutes(app);
  cartaoCompartilhadoPaginaRoute(app);
  faixaEtariaRoutes(app);
  exportacaoRoutes(app);
  acessosDadosRoutes(app);
  acessosSaudeRoutes(app);
  direitosTitularRoutes(app);
  notificacoesRoutes(app);
  dispositivosConectadosRoutes(app);
  pushRoutes(app);
  done();
};

/**
 * The area's one public link outside /api (the shared virtual card, opened by a provider's browser): app.ts
 * registers it at the root, beside the area.
 */
export const meusDadosPublicLinks: FastifyPluginCallback = (app, _options, done) => {
  cartaoCompartilhadoRoute(app);
  done();
};
