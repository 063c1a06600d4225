// Draws Pix QR codes off the main thread (issue 37): the encoder tries all eight masks of a code to pick the
// most readable, ≈ 40 ms of script per code on a phone — one long task each, that kept Situação Financeira's
// total blocking time over its budget. Answers { id, svg } or { id, falhou } for each { id, payload }.
import { pixQrSvg } from './pix-qr-svg';

interface Pedido {
  id: number;
  payload: string;
}

const escopo = self as unknown as {
  onmessage: ((event: MessageEvent<Pedido>) => void) | null;
  postMessage: (resposta: { id: number; svg?: string; falhou?: true }) => void;
};

escopo.onmessage = ({ data: { id, payload } }) => {
  pixQrSvg(payload).then(
    (svg) => escopo.postMessage({ id, svg }),
    () => escopo.postMessage({ id, falhou: true }),
  );
};
