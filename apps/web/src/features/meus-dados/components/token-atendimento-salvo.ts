// The attendance tokens kept on this device (issue 41, decision 0050): the secret of each card whose token
// was opened here, so the code shows with the network cut. Only the cards opened on this device; replaced
// when the server answers a newer version; withdrawn when the server says the card has no token any more
// (a reissue, a cancelled contract) and at sign-out with the rest of the member's data (STORAGE_KEYS).
import type { TokenAtendimento } from '@portal/domain/contract/meus-dados/token-atendimento';
import { readStored, writeStored } from '../../../platform/session/storage';

export const tokensSalvos = (): Record<string, TokenAtendimento> => readStored('attendanceTokens') ?? {};

export function salvarToken(token: TokenAtendimento): void {
  writeStored('attendanceTokens', { ...tokensSalvos(), [token.carteira]: token });
}

export function retirarToken(carteira: string): void {
  const { [carteira]: _retirado, ...resto } = tokensSalvos();
  writeStored('attendanceTokens', resto);
}
