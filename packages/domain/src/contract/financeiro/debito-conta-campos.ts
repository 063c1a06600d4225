// Débito em Conta's activation fields (debito-conta.ts, decision 0014) without its schemas: the web's form
// imports them here, so the screen carries no zod to its first paint (issue 37). debito-conta.ts re-exports
// them and its schema uses them.

/** Multipart file fields of the activation: one document image or PDF and one selfie (image only). */
export const DEBITO_DOCUMENTO_FIELD = 'documento';
export const DEBITO_SELFIE_FIELD = 'selfie';
export const NOME_TITULAR_LABEL = 'Nome do titular da conta';
export const CPF_TITULAR_LABEL = 'CPF do titular da conta';

/** The selfie must be a picture (spec §5 image types). */
export const SELFIE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
