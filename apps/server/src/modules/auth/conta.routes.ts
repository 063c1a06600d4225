// The account life cycle of issue 3 in one registration: first access, recovery and password. Needs the
// notify plugin (platform/notify) registered before it.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { primeiroAcessoRoutes } from './primeiro-acesso.routes.js';
import { recuperarSenhaRoutes } from './recuperar-senha.routes.js';
import { senhaRoutes } from './senha.routes.js';

export const contaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  void app.register(primeiroAcessoRoutes);
  void app.register(recuperarSenhaRoutes);
  void app.register(senhaRoutes);
  done();
};
