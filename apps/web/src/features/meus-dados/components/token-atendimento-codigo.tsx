// The attendance token as the member shows it at the provider's desk (issue 41): the 6-digit code of now, in
// two groups of three, and the seconds until it changes, computed on this device from the card's secret
// (works offline). Its box keeps its size while the first code is computed (no layout shift).
import { useEffect, useState } from 'react';
import { maskCardNumber } from '@portal/domain';
import type { TokenAtendimento } from '@portal/domain/contract/meus-dados/token-atendimento';
import { codigoTotp, segundosRestantes } from './token-atendimento-totp';

function useCodigo(token: TokenAtendimento): { codigo: string | null; restantes: number } {
  const [agora, setAgora] = useState(() => Date.now());
  const [codigo, setCodigo] = useState<string | null>(null);
  useEffect(() => {
    const id = window.setInterval(() => setAgora(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const passo = Math.floor(agora / 1000 / token.passoSegundos);
  useEffect(() => {
    let vivo = true;
    void codigoTotp(
      token.segredo,
      passo * token.passoSegundos * 1000,
      token.passoSegundos,
      token.digitos,
    ).then((novo) => {
      if (vivo) setCodigo(novo);
    });
    return () => {
      vivo = false;
    };
  }, [token.segredo, token.passoSegundos, token.digitos, passo]);
  return { codigo, restantes: segundosRestantes(agora, token.passoSegundos) };
}

export function TokenAtendimentoCodigo({ token }: { token: TokenAtendimento }) {
  const { codigo, restantes } = useCodigo(token);
  const grupos = codigo ? `${codigo.slice(0, 3)} ${codigo.slice(3)}` : '––– –––';
  return (
    <div className="flex flex-col items-start gap-1 rounded-lg border-2 border-line bg-surface p-4">
      <p className="text-sm font-semibold text-ink-muted">
        Token de atendimento de {token.nome} · cartão {maskCardNumber(token.carteira)}
      </p>
      <p
        className="font-mono text-4xl font-bold tracking-widest tabular-nums"
        aria-label={codigo ? `Código ${codigo.split('').join(' ')}` : 'Gerando o código'}
        data-codigo={codigo ?? ''}
        data-carteira={token.carteira}
      >
        {grupos}
      </p>
      <p className="text-sm tabular-nums">
        Muda em {restantes} {restantes === 1 ? 'segundo' : 'segundos'}
      </p>
    </div>
  );
}
