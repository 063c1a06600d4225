// The account area (spec §7 "Session and parameters", "First access", "Recovery", "Password"): registered
// once by app.ts under /api, after the notify plugin (first access, recovery and the password change send
// notices). Each route comes from its contract in packages/domain/src/contract/auth.
import type { FastifyPluginCallback } from 'fastify';
import { aceiteTermosRoutes } from './aceite-termos.routes.js';
import { chavesAcessoRoutes } from './chaves-acesso.routes.js';
import { loginChaveAcessoRoutes } from './login-chave-acesso.routes.js';
import { loginRoutes } from './login.routes.js';
import { primeiroAcessoRoutes } from './primeiro-acesso.routes.js';
import { recuperarSenhaRoutes } from './recuperar-senha.routes.js';
import { senhaRoutes } from './senha.routes.js';
import { usuarioRoutes } from './usuario.routes.js';

export const authArea: FastifyPluginCallback = (app, _options, done) => {
  loginRoutes(app);
  loginChaveAcessoRoutes(app);
  chavesAcessoRoutes(app);
  usuarioRoutes(app);
  aceiteTermosRoutes(app);
  primeiroAcessoRoutes(app);
  recuperarSenhaRoutes(app);
  senhaRoutes(app);
  done();
};
