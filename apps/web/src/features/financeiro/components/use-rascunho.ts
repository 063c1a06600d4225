// The draft of the signed-in member for one beneficiary, read once when the beneficiary is opened; null
// while it is being read. `account` is null where the browser keeps no drafts (no IndexedDB or WebCrypto).
import { useEffect, useState } from 'react';
import { useAuth } from '../../../platform/session/auth-store';
import { draftAccount } from '../../../platform/session/drafts';
import { lerRascunho, type RascunhoReembolso } from './reembolso-rascunho';

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
        const account = await draftAccount(nrCpf);
        return { account, rascunho: await lerRascunho(account, cpf) };
      } catch {
        return { account: null, rascunho: null };
      }
    };
    void ler().then((lido) => {
      if (atual) setCarregado(lido);
    });
    return () => {
      atual = false;
    };
  }, [cpf, nrCpf]);
  return carregado;
}
