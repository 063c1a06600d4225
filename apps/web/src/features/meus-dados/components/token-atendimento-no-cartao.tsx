// The attendance token on the virtual card (issue 41, decision 0050): online, "Mostrar token de atendimento"
// asks for that card's secret (saved on this device for that card only) and shows the code; offline, the card
// shows the code of a secret saved before. A card whose holder the member may not take to a provider answers
// with the reason (the health rule, decision 0026).
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button';
import { ApiError } from '../../../platform/api/api-client';
import { useTokenAtendimento } from '../api/token-atendimento';
import { TokenAtendimentoCodigo } from './token-atendimento-codigo';
import { retirarToken, salvarToken, tokensSalvos } from './token-atendimento-salvo';

function TokenCarregado({ carteira }: { carteira: string }) {
  const token = useTokenAtendimento(carteira);
  const semToken = token.error instanceof ApiError && [403, 404].includes(token.error.status);
  useEffect(() => {
    if (token.data) salvarToken(token.data);
  }, [token.data]);
  useEffect(() => {
    if (semToken) retirarToken(carteira);
  }, [semToken, carteira]);
  if (token.error) return <p role="alert">{token.error.message}</p>;
  if (!token.data) return <p role="status">Gerando o token…</p>;
  return <TokenAtendimentoCodigo token={token.data} />;
}

export function TokenNoCartao({ carteira }: { carteira: string }) {
  const [aberto, setAberto] = useState(() => Boolean(tokensSalvos()[carteira]));
  if (aberto) return <TokenCarregado carteira={carteira} />;
  return (
    <Button variant="secondary" onClick={() => setAberto(true)}>
      Mostrar token de atendimento
    </Button>
  );
}

/** Offline: the code of the secret this device saved for the card, if any. */
export function TokenSalvoNoCartao({ carteira }: { carteira: string }) {
  const token = tokensSalvos()[carteira];
  return token ? <TokenAtendimentoCodigo token={token} /> : null;
}
