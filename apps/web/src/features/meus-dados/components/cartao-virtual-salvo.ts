// The card stays viewable offline once loaded (issue 4): the last cards and QR codes of each plan are
// kept in localStorage (cleared at sign-out with the rest of the member's data) and read back when the
// browser is offline or the API cannot be reached.
import { useSyncExternalStore } from 'react';
import { svgDosModulos } from '@portal/domain/format/qr-modulos';
import type { CartoesVirtuaisResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
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

/** The plan's cards with their QR codes (the list answer carries them, decision 0061). */
export const saveCartoes = (cartoes: CartoesVirtuaisResponse): void =>
  update((saved) => {
    const qrCodes = Object.fromEntries(cartoes.cartoes.map((c) => [c.carteira, svgDosModulos(c.qrCode)]));
    saved.planos[cartoes.codigoPlano] = { cartoes, qrCodes, salvoEm: Date.now() };
  });

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
