// One virtual card as the member shows it at a provider (spec §2 "Virtual card"): operator and ANS
// number, name, card number masked and grouped, plan, segmentação, validity, CNS, and the QR code.
import type { ReactNode } from 'react';
import { ansRegistration, formatDate, maskCardNumber } from '@portal/domain';
import type { CartaoVirtual } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { DadosLista } from './dados-lista';

export function CartaoVirtualCard({
  cartao,
  operadora,
  qrCode,
  actions,
}: {
  cartao: CartaoVirtual;
  operadora: { nome: string; registroAns: string };
  qrCode: string | null | undefined;
  actions?: ReactNode;
}) {
  const id = `cartao-${cartao.carteira}`;
  const rows: [string, string][] = [
    ['Plano', cartao.plano],
    ['Segmentação', cartao.segmentacao],
    ['Acomodação', cartao.acomodacao ?? 'Não se aplica'],
    ['Abrangência', cartao.abrangencia ?? 'Não informada'],
    ['Nascimento', formatDate(cartao.dataNascimento)],
    ['Validade', formatDate(cartao.validade)],
    ['CNS', cartao.cns ?? 'Não informado'],
    ['Registro ANS do produto', cartao.registroAnsProduto],
  ];
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-surface p-5 shadow-sm contraste:border-line"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-line pb-3">
        <p className="font-bold text-link">{operadora.nome}</p>
        <p className="text-sm text-ink-muted">{ansRegistration(operadora.registroAns)}</p>
      </header>
      <div className="flex flex-wrap gap-6">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h2 id={id} className="text-xl font-bold">
            {cartao.nome}
          </h2>
          <p>
            <span className="block text-sm font-semibold text-ink-muted">Carteira</span>
            <span className="font-mono text-2xl tracking-wider" data-testid="numero-carteira">
              {maskCardNumber(cartao.carteira)}
            </span>
          </p>
          <DadosLista rows={rows} />
        </div>
        {qrCode && (
          <img
            src={qrCode}
            alt={`QR code do cartão de ${cartao.nome}`}
            width={168}
            height={168}
            className="size-42 self-start rounded-md bg-white p-1"
          />
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </article>
  );
}
