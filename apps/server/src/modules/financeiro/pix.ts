// Pix "copia e cola" of a bill (issue 12): a static BR Code (BCB "Manual de Padrões para Iniciação do
// Pix", EMV® QRCPS-MPM) built by @brazilian-utils/brazilian-utils — GUI br.gov.bcb.pix, the operator's
// key, the amount, merchant name (≤ 25) and city (≤ 15) folded to ASCII, a txid and the CRC16-CCITT.
// pix.test.ts checks it against the manual's published example and parses the fields back.
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';

export interface RecebedorPix {
  /** The operator's Pix key (CNPJ, e-mail, phone or random key). */
  chave: string;
  nome: string;
  cidade: string;
}

/** Up to 25 letters and digits (the BR Code's txid of a static code). */
export const TXID_MAX = 25;

/** The txid of a bill: unique because the bill's code is. */
export function txidTitulo(codigoTitulo: string): string {
  const txid = `VVS${codigoTitulo}`.replace(/[^A-Za-z0-9]/g, '');
  if (txid.length > TXID_MAX) throw new Error('txid do Pix com mais de 25 caracteres');
  return txid;
}

export function pixCopiaECola(recebedor: RecebedorPix, valorCentavos: number, txid: string): string {
  const payload = generatePixPayload({
    key: recebedor.chave,
    merchantName: recebedor.nome,
    merchantCity: recebedor.cidade,
    amount: valorCentavos / 100,
    txid,
  });
  // null means our own parameters are wrong (a bad key in the operator's settings): a server fault.
  if (!payload) throw new Error('Parâmetros do Pix da operadora inválidos');
  return payload;
}
