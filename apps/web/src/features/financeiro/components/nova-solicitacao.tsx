// The "new request" part of a beneficiary: the card (spec §2 card picker), then the form, then the answer.
// A draft kept for this beneficiary opens the form on the draft's card as soon as it has been read (after the
// first paint, use-rascunho.ts), unless the member has gone on to another card meanwhile.
// Issue 37, a lean first paint: the form (its fields, bank data, uploads and review — most of the screen's
// code) is a chunk of its own behind the card step, fetched once the screen has been painted, so the card
// step paints without it and the member who picks a card finds it already loaded.
import { lazy, Suspense, useEffect, useState } from 'react';
import { maskCardNumber } from '@portal/domain';
import type {
  ConstantesReembolso,
  ContaBancariaMascarada,
  ReembolsoSolicitado,
} from '@portal/domain/contract/financeiro/reembolso';
import type { Carteira } from '@portal/domain/contract/listagem-beneficiarios';
import { Button } from '../../../ui/button';
import { CardPicker, planoDaCarteira } from '../../../shared-domain/card-picker';
import { DocNumber } from '../../../ui/doc-number';
import { LoadingBlock } from '../../../ui/loader';
import { afterFirstPaint } from '../../../platform/browser/first-paint';
import { ReembolsoResultado } from './reembolso-resultado';
import { REEMBOLSO_TEXTS } from './reembolso-texts';
import type { RascunhoReembolso } from './reembolso-rascunho';
import type { RascunhoCarregado } from './use-rascunho';

const carregarFormulario = () => import('./solicitacao-form');
const SolicitacaoForm = lazy(async () => ({ default: (await carregarFormulario()).SolicitacaoForm }));

export function NovaSolicitacao({
  cpf,
  carteiras,
  constantes,
  contas,
  rascunho,
}: {
  cpf: string;
  carteiras: readonly Carteira[];
  constantes: ConstantesReembolso;
  contas: readonly ContaBancariaMascarada[];
  /** Null while the device's draft store is being read. */
  rascunho: RascunhoCarregado | null;
}) {
  const [inicial, setInicial] = useState<RascunhoReembolso | null>(null);
  const [escolhida, setEscolhida] = useState<string[]>([]);
  const [preenchendo, setPreenchendo] = useState(false);
  // The draft, once read, is applied once (React's state-from-props pattern: during render, not in an effect).
  const [lido, setLido] = useState<RascunhoCarregado | null>(null);
  if (rascunho && rascunho !== lido) {
    setLido(rascunho);
    const guardado = rascunho.rascunho;
    const doCartao = guardado && carteiras.some((c) => c.codigo === guardado.carteira) ? guardado : null;
    if (doCartao && (!preenchendo || escolhida[0] === doCartao.carteira)) {
      setInicial(doCartao);
      setEscolhida([doCartao.carteira]);
      setPreenchendo(true);
    }
  }
  const [resultado, setResultado] = useState<ReembolsoSolicitado | null>(null);
  const [rodada, setRodada] = useState(0);
  const carteira = escolhida[0];
  const cartao = carteiras.find((c) => c.codigo === carteira);
  useEffect(() => afterFirstPaint(() => void carregarFormulario()), []);

  if (resultado) {
    return (
      <ReembolsoResultado
        resultado={resultado}
        onNova={() => {
          setInicial(null);
          setResultado(null);
          setRodada((n) => n + 1);
        }}
      />
    );
  }
  if (!preenchendo || !carteira) {
    return (
      <CardPicker
        legend={REEMBOLSO_TEXTS.cartao}
        carteiras={carteiras}
        value={escolhida}
        onChange={setEscolhida}
        onContinue={() => setPreenchendo(true)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-3">
        <span>
          {REEMBOLSO_TEXTS.cartao}: <DocNumber>{maskCardNumber(carteira)}</DocNumber>
          {cartao && ` (${planoDaCarteira(cartao)})`}
        </span>
        {carteiras.length > 1 && (
          <Button variant="link" onClick={() => setPreenchendo(false)}>
            {REEMBOLSO_TEXTS.alterarCartao}
          </Button>
        )}
      </p>
      {/* The form saves its draft under the store's account: it waits for the store's reading (a moment). */}
      {!rascunho ? (
        <LoadingBlock />
      ) : (
        <Suspense fallback={<LoadingBlock />}>
          <SolicitacaoForm
            key={rodada}
            cpf={cpf}
            carteira={carteira}
            plano={cartao && planoDaCarteira(cartao)}
            constantes={constantes}
            contas={contas}
            inicial={inicial}
            account={rascunho.account}
            onEnviado={setResultado}
          />
        </Suspense>
      )}
    </div>
  );
}
