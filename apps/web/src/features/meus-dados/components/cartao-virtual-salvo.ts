// The card stays viewable offline once loaded (issue 4): the last cards and QR codes of each plan are
// kept in localStorage (cleared at sign-out with the rest of the member's data) and read back when the
// browser is offline or the API cannot be reached.
import { useSyncExternalStore } from 'react';
import { svgDosModulos, type ModulosQr } from '@portal/domain/format/qr-modulos';
import type { CartoesVirtuaisResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { nextTask } from '../../../platform/browser/next-task';
import { readStored, writeStored, type SavedVirtualCards } from '../../../platform/session/storage';

const empty = (): SavedVirtualCards => ({ contratos: null, planos: {} });

export const readSavedCards = (): SavedVirtualCards => readStored('virtualCards') ?? empty();

function update(change: (saved: SavedVirtualCards) => void): void {
  const saved = readSavedCards();
  change(saved);
  writeStored('virtualCards', saved);
}

export const saveContratos = (contratos: ContratosResponse): void =>
  update((saved) => {
    saved.contratos = contratos;
  });

const pictures = new Map<string, string>();
/** A code's picture (an SVG data URL), made once for the card drawn and for its saved copy. */
export function qrPicture(qr: ModulosQr): string {
  const key = `${qr.lado}:${qr.modulos}`;
  let picture = pictures.get(key);
  if (picture === undefined) {
    picture = svgDosModulos(qr);
    pictures.set(key, picture);
  }
  return picture;
}

/** The plan's cards with their QR codes (the list answer carries them, decision 0061). */
export const saveCartoes = (cartoes: CartoesVirtuaisResponse): void =>
  update((saved) => {
    const qrCodes = Object.fromEntries(cartoes.cartoes.map((c) => [c.carteira, qrPicture(c.qrCode)]));
    saved.planos[cartoes.codigoPlano] = { cartoes, qrCodes, salvoEm: Date.now() };
  });

/**
 * Saves in a task of its own, after the one that drew the answer: in the effect itself, the reading and writing
 * of the saved copy was part of the long task that drew the cards (issue 37).
 */
export function saveSoon(save: () => void): void {
  void nextTask().then(save);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
