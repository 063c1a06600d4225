// @portal/integracao-cliente: the typed client of /integracao/v1, generated from docs/integracao-openapi.json
// (docs/integracao.md: "Cliente gerado do documento"), and the receiver's side of the webhook signature.
export * from './cliente.js';
export * from './webhook.js';
