// The public link's header, without zod: the page that sends it is a first load (from an SMS on a phone).
/** The request header that carries a service token (the public page reads it from its own URL). */
export const SERVICE_TOKEN_HEADER = 'x-token-servico';
