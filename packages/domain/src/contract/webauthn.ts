// What a browser and the server exchange in a WebAuthn ceremony (issue 38 for the staff, issue 42 for the
// members; decision 0054): the options for navigator.credentials.create/get and the browser's answers, as the
// JSON of @simplewebauthn (PublicKeyCredential…OptionsJSON, RegistrationResponseJSON,
// AuthenticationResponseJSON). One shape for the console and the member portal; bounded sizes, base64url only.
import { z } from 'zod';

/** WebAuthn options for the browser (navigator.credentials.get/create through @simplewebauthn/browser). */
export const opcoesWebAuthnSchema = z
  .looseObject({ challenge: z.string() })
  .describe('Opções do WebAuthn (PublicKeyCredential…OptionsJSON), para @simplewebauthn/browser.');
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]*$/, 'Resposta inválida');

/** What the browser reports of extensions (only those the servers read; the rest is dropped). */
const extensoesSchema = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

const respostaWebAuthnBase = {
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensoesSchema,
};

/** The browser's answer to a registration (RegistrationResponseJSON of @simplewebauthn/browser). */
export const respostaRegistroSchema = z
  .object({
    ...respostaWebAuthnBase,
    response: z.object({
      clientDataJSON: b64url(4096),
      attestationObject: b64url(16_384),
      authenticatorData: b64url(16_384).optional(),
      transports: z.array(z.string().max(20)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: b64url(4096).optional(),
    }),
  })
  .describe('A resposta do navegador ao criar a passkey (RegistrationResponseJSON).');

/** The browser's answer to a sign-in (AuthenticationResponseJSON of @simplewebauthn/browser). */
export const respostaAutenticacaoSchema = z
  .object({
    ...respostaWebAuthnBase,
    response: z.object({
      clientDataJSON: b64url(4096),
      authenticatorData: b64url(16_384),
      signature: b64url(4096),
      userHandle: b64url(512).optional(),
    }),
  })
  .describe('A resposta do navegador ao usar a passkey (AuthenticationResponseJSON).');
