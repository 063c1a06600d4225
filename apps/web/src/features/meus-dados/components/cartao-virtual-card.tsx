// One virtual card as the member shows it at a provider (spec §2 "Virtual card"): operator and ANS
// number, name, card number masked and grouped, plan, segmentação, validity, CNS, and the QR code.
// Issue 10, on a phone: the face keeps a card's proportions (ID-1, 85.6 × 54 mm), the number stays on one
// line in its groups (its size follows the screen width), the other fields sit in two columns instead of
// one long column, and the QR code keeps its 256 px, crisp, on a white quiet zone so a scanner reads it.
import type { ReactNode } from 'react';
import { ansRegistration, formatCns, formatDate, maskCardNumber } from '@portal/domain';
import type { CartaoVirtual } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { cn } from '../../../ui/cn';

/** The QR code's box: the 256 px PNG (on a white quiet zone), or its place while it loads. */
const QR_BOX = 'size-64 max-w-full shrink-0 rounded-md';

/** One labelled field of a card. */
export function Campo({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/** What a card's face shows: the Cartão Virtual screen's cards and the shared card's public page (issue 37). */
export interface FaceCartao {
  nome: string;
  carteira: string;
  plano: string;
  validade: string;
}

/** The card's face (ID-1 proportions): operator and ANS number, name, number, plan and validity. */
export function FaceDoCartao({
  cartao,
  operadora,
  headingId,
}: {
  cartao: FaceCartao;
  operadora: { nome: string; registroAns: string };
  /** The id of the name's heading, which names the card's region. */
  headingId: string;
}) {
  return (
    <div
      data-testid="face-cartao"
      className="flex aspect-[85.6/54] w-full max-w-[26rem] min-w-0 flex-col justify-between gap-2 rounded-lg border-2 border-primary bg-surface-muted p-4 contraste:border-line"
    >
      <header className="flex items-baseline justify-between gap-2 border-b border-line pb-1">
        <p className="text-sm font-bold text-link">{operadora.nome}</p>
        <p className="text-xs whitespace-nowrap text-ink-muted">{ansRegistration(operadora.registroAns)}</p>
      </header>
      <div className="min-w-0">
        <h2 id={headingId} className="text-lg leading-tight font-bold">
          {cartao.nome}
        </h2>
        <p>
          <span className="sr-only">Carteira </span>
          <span
            className="font-mono text-[clamp(1rem,5vw,1.5rem)] tracking-wide whitespace-nowrap"
            data-testid="numero-carteira"
          >
            {maskCardNumber(cartao.carteira)}
          </span>
        </p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        <Campo label="Plano" value={cartao.plano} />
        <Campo label="Validade" value={formatDate(cartao.validade)} />
      </dl>
    </div>
  );
}

export function CartaoVirtualCard({
  cartao,
  operadora,
  qrCode,
  actions,
}: {
  cartao: CartaoVirtual;
  operadora: { nome: string; registroAns: string };
  /** The QR code's data URL; undefined while it loads (its place is kept), null when there is none. */
  qrCode: string | null | undefined;
  actions?: ReactNode;
}) {
  const id = `cartao-${cartao.carteira}`;
  const details: [string, string][] = [
    ['Segmentação', cartao.segmentacao],
    ['Acomodação', cartao.acomodacao ?? 'Não se aplica'],
    ['Abrangência', cartao.abrangencia ?? 'Não informada'],
    ['Nascimento', formatDate(cartao.dataNascimento)],
    ['CNS', cartao.cns ? formatCns(cartao.cns) : 'Não informado'],
    ['Registro ANS do produto', cartao.registroAnsProduto],
  ];
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4 contraste:border-2"
    >
      <div className="flex flex-wrap items-start gap-4">
        <FaceDoCartao cartao={cartao} operadora={operadora} headingId={id} />
        {qrCode && (
          <img
            src={qrCode}
            alt={`QR code do cartão de ${cartao.nome}`}
            width={256}
            height={256}
            // The PNG is 256 px: shown at its own size (2:1 on a phone's dense screen) and without smoothing,
            // each module stays a crisp square a scanner reads; at 168 px the dense card text blurred.
            className={cn(QR_BOX, 'bg-white p-2 [image-rendering:pixelated]')}
          />
        )}
        {/* Issue 37: the code's place is kept while it loads, so the fields below do not jump when it comes. */}
        {qrCode === undefined && (
          <div
            aria-hidden="true"
            data-testid="qr-reservado"
            className={cn(QR_BOX, 'animate-pulse bg-surface-muted')}
          />
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {details.map(([label, value]) => (
          <Campo key={label} label={label} value={value} />
        ))}
      </dl>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </article>
  );
}
