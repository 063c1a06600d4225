// http_ece 1.2 ships no types: the one call the tests make (decrypt, RFC 8188/8291).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm' | 'aesgcm'; privateKey: ECDH; authSecret: Buffer | string },
    ): Buffer;
  };
  export default ece;
}
