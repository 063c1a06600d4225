// Token de Atendimento (issue 41, decision 0050): the beneficiary picker (whose token the member may use),
// then each of the chosen person's cards with its 6-digit code and the seconds until it changes. The code is
// computed on this device from the card's secret, which is saved here when the card's token is opened, so
// with the network cut the screen shows the saved cards' codes; the secret leaves the device at sign-out
// and when the server says the card has no token any more (a reissue, a cancelled contract).
import { useEffect } from 'react';
import { allBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { TOKEN_ATENDIMENTO_MENSAGENS } from '@portal/domain/contract/meus-dados/token-atendimento';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { ApiError } from '../../../platform/api/api-client';
import { showAlert } from '../../../platform/state/alert';
import { useRenovarToken, useTokenAtendimento, useTokenAtendimentoListagem } from '../api/token-atendimento';
import { useOnline } from '../components/cartao-virtual-salvo';
import { TokenAtendimentoCodigo } from '../components/token-atendimento-codigo';
import { retirarToken, salvarToken, tokensSalvos } from '../components/token-atendimento-salvo';

/** The code's box and its actions: reserved while the secret loads, so nothing below moves. */
const RESERVA = 'min-h-48';

function Explicacao() {
  return (
    <p className="max-w-prose">
      Mostre o código ao prestador (clínica, laboratório, hospital) junto com o cartão: ele confirma com a
      operadora que é você. O código muda a cada 30 segundos e funciona mesmo sem internet neste aparelho,
      depois de aberto uma vez com conexão.
    </p>
  );
}

function TokenDoCartao({ carteira }: { carteira: string }) {
  const token = useTokenAtendimento(carteira);
  const renovar = useRenovarToken(carteira);
  const semToken = token.error instanceof ApiError && [403, 404].includes(token.error.status);
  useEffect(() => {
    if (token.data) salvarToken(token.data);
  }, [token.data]);
  useEffect(() => {
    if (semToken) retirarToken(carteira);
  }, [semToken, carteira]);
  if (token.isError) {
    if (semToken) return <FriendlyMessage>{token.error.message}</FriendlyMessage>;
    return <UnexpectedErrorPanel onRetry={() => void token.refetch()} />;
  }
  if (!token.data) {
    return (
      <div className={RESERVA}>
        <LoadingBlock />
      </div>
    );
  }
  return (
    <section aria-label={`Token do cartão ${token.data.plano}`} className={`flex flex-col gap-3 ${RESERVA}`}>
      <TokenAtendimentoCodigo token={token.data} />
      <p className="text-sm">Plano: {token.data.plano}</p>
      <Button
        variant="secondary"
        className="self-start"
        loading={renovar.isPending}
        onClick={() =>
          renovar.mutate(undefined, {
            onSuccess: () => showAlert({ tipo: 'sucesso', mensagem: TOKEN_ATENDIMENTO_MENSAGENS.novoToken }),
            onError: (error) => {
              if (error instanceof ApiError && error.status < 500)
                showAlert({ tipo: 'erro', mensagem: error.message });
            },
          })
        }
      >
        Gerar novo token
      </Button>
    </section>
  );
}

function TokensOffline() {
  const salvos = Object.values(tokensSalvos());
  if (salvos.length === 0) return <FriendlyMessage>{TOKEN_ATENDIMENTO_MENSAGENS.naoSalvo}</FriendlyMessage>;
  return (
    <div className="flex flex-col gap-4">
      <FriendlyMessage>{TOKEN_ATENDIMENTO_MENSAGENS.semConexao}</FriendlyMessage>
      {salvos.map((token) => (
        <TokenAtendimentoCodigo key={token.carteira} token={token} />
      ))}
    </div>
  );
}

export default function TokenAtendimentoPage() {
  const online = useOnline();
  const listagem = useTokenAtendimentoListagem();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, null);
  const semRede = !online || (listagem.error instanceof ApiError && listagem.error.status === 0);
  const conteudo = () => {
    if (semRede) return <TokensOffline />;
    if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
    if (!listagem.data) return <LoadingBlock />;
    const escolhido = allBeneficiarios(listagem.data).find((b) => b.cpf === cpf);
    return (
      <>
        <BeneficiarioPicker listagem={listagem.data} selectedCpf={cpf} onSelect={(b) => select(b.cpf)} />
        {escolhido?.carteiras.map((carteira) => (
          <TokenDoCartao key={carteira} carteira={carteira} />
        ))}
      </>
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <Explicacao />
      {conteudo()}
    </div>
  );
}
