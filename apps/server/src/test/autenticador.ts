// A software passkey for the console's server tests (issue 38): a P-256 key made with node:crypto, and the
// two answers a browser's authenticator gives — the registration (attestation 'none': authenticator data
// with the credential's COSE public key, in CBOR) and the sign-in (an ES256 signature over the
// authenticator data and the SHA-256 of clientDataJSON) — built byte by byte as WebAuthn §6.1 and §6.5 lay
// them out, the same way @simplewebauthn's own tests fabricate responses. Nothing of the server's code is
// used to build them, so a server that accepted a wrong answer would be caught.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface OpcoesCriacao {
  challenge: string;
  rp?: { id?: string };
  user?: { id?: string };
}
export interface OpcoesUso {
  challenge: string;
  rpId?: string;
}

export class AutenticadorDeTeste {
  readonly credencialId = randomBytes(16);
  private readonly chavePrivada: KeyObject;
  private readonly chavePublica: KeyObject;
  private contador = 0;
  private userHandle: string | undefined;

  constructor(
    /** The page's origin the browser would put in clientDataJSON. */
    readonly origem: string,
    /** false: the person was not verified (no PIN or biometrics), which the console refuses. */
    readonly verificaUsuario = true,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.chavePrivada = privateKey;
    this.chavePublica = publicKey;
  }

  get id(): string {
    return b64url(this.credencialId);
  }

  private dadosAutenticador(rpID: string, flags: number, extra: Uint8Array = new Uint8Array()): Buffer {
    const contador = Buffer.alloc(4);
    contador.writeUInt32BE(this.contador);
    return Buffer.concat([
      sha256(rpID),
      Buffer.from([flags | (this.verificaUsuario ? UV : 0)]),
      contador,
      extra,
    ]);
  }

  private clientData(
    tipo: 'webauthn.create' | 'webauthn.get',
    desafio: string,
    origem = this.origem,
  ): string {
    return JSON.stringify({ type: tipo, challenge: desafio, origin: origem, crossOrigin: false });
  }

  /** navigator.credentials.create() answered as RegistrationResponseJSON. */
  criar(opcoes: OpcoesCriacao, rpID: string, origem = this.origem) {
    this.userHandle = opcoes.user?.id;
    const jwk = this.chavePublica.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Uint8Array.from(Buffer.from(jwk.x!, 'base64url'))],
      [-3, Uint8Array.from(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const tamanho = Buffer.alloc(2);
    tamanho.writeUInt16BE(this.credencialId.length);
    const credencial = Buffer.concat([Buffer.alloc(16), tamanho, this.credencialId, isoCBOR.encode(cose)]);
    const authData = this.dadosAutenticador(rpID, UP | AT, credencial);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', Uint8Array.from(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', opcoes.challenge, origem)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answered as AuthenticationResponseJSON (the counter goes up by one). */
  usar(opcoes: OpcoesUso, rpID: string, origem = this.origem) {
    this.contador += 1;
    const authData = this.dadosAutenticador(rpID, UP);
    const clientDataJSON = this.clientData('webauthn.get', opcoes.challenge, origem);
    const assinatura = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.chavePrivada);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(assinatura),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
