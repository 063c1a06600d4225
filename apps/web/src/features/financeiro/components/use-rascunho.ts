// The draft of the signed-in member for one beneficiary, read once when the beneficiary is opened; null
// while it is being read. `account` is null where the browser keeps no drafts (no IndexedDB or WebCrypto).
// Read after the first paint, with its modules (the draft store, the files' pipeline): four files fewer
// beside the screen's own put its largest paint ≈ 75 ms sooner on a phone (issue 37); the card step, which
// needs no draft, is what paints first.
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../platform/browser/first-paint';
import { useAuth } from '../../../platform/session/auth-store';
import type { RascunhoReembolso } from './reembolso-rascunho';

export interface RascunhoCarregado {
  account: string | null;
  rascunho: RascunhoReembolso | null;
}

export function useRascunho(cpf: string): RascunhoCarregado | null {
  const nrCpf = useAuth().user?.nrCpf;
  const [carregado, setCarregado] = useState<RascunhoCarregado | null>(null);
  useEffect(() => {
    let atual = true;
    const ler = async (): Promise<RascunhoCarregado> => {
      if (!nrCpf) return { account: null, rascunho: null };
      try {
        const [{ draftAccount }, { lerRascunho }] = await Promise.all([
          import('../../../platform/session/drafts'),
          import('./reembolso-rascunho'),
        ]);
        const account = await draftAccount(nrCpf);
        return { account, rascunho: await lerRascunho(account, cpf) };
      } catch {
        return { account: null, rascunho: null };
      }
    };
    afterFirstPaint(() => {
      if (atual) void ler().then((lido) => atual && setCarregado(lido));
    });
    return () => {
      atual = false;
    };
  }, [cpf, nrCpf]);
  return carregado;
}
