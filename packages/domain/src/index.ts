// Public entry of @portal/domain: pure TypeScript shared by web and server (no I/O, no React, no Node APIs).
export * from './constants.js';
export * from './messages.js';
export * from './messages-meus-dados.js';
export * from './messages-financeiro.js';
export * from './messages-saude.js';
export * from './messages-facilidades.js';
export * from './messages-cadastro.js';
export * from './messages-integracao.js';
export * from './messages-integracao-agenda.js';
export * from './messages-integracao-acessos-saude.js';
export * from './access/permissions.js';
export * from './access/routes.js';
export * from './access/menu.js';
export * from './validation/index.js';
export * from './format/index.js';
export * from './auditoria/acoes-auditoria.js';
export * from './auditoria/dispositivo.js';
