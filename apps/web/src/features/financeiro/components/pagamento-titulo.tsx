// How an open bill is paid (spec §2 "A pix key and the bar-code line can be copied"): the Pix copia e cola
// as text with its copy button and as a QR code, and the boleto's linha digitável with its copy button.
// Both carry the value shown above them (updated to today when the bill is overdue).
// The code to copy comes before the QR code (issue 37): on a phone, where it is the way to pay (a phone's
// camera cannot read its own screen), it is in the first screenful, and the QR code, drawn last, is no longer
// the largest paint of the page (LCP 3.1 s under load); on a wider screen the QR code stands at its right.
import { useQuery } from '@tanstack/react-query';
import { FINANCEIRO_MESSAGES, formatLinhaDigitavel } from '@portal/domain';
import type { PagamentoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/loader';
import { SITUACAO_TEXTS } from './financeiro-texts';
import { pixQrCodeDataUrl } from './pix-qr-code';
import { copyToClipboard } from '../../../platform/browser/clipboard';

function PixQrCode({ payload, rotulo }: { payload: string; rotulo: string }) {
  // Cached by payload: the picture is a pure function of the text.
  const qr = useQuery({
    queryKey: ['pix-qr-code', payload],
    queryFn: () => pixQrCodeDataUrl(payload),
    staleTime: Infinity,
    retry: false,
  });
  if (qr.isError) return null;
  if (!qr.data) {
    return (
      <p className="flex size-48 items-center justify-center gap-2 text-ink-muted">
        <Spinner size="sm" />
        <span className="sr-only">{SITUACAO_TEXTS.qrCarregando}</span>
      </p>
    );
  }
  return (
    <img
      src={qr.data}
      alt={`QR code Pix do título de ${rotulo}`}
      width={192}
      height={192}
      // Black on white whatever the theme: a phone's camera reads it from another screen.
      className="size-48 shrink-0 rounded-md bg-white [image-rendering:pixelated]"
    />
  );
}

export function PagamentoTituloBox({
  pagamento,
  codigoTitulo,
  rotulo,
}: {
  pagamento: PagamentoTitulo;
  codigoTitulo: string;
  /** The bill as a person names it ('Março/2026'), for labels read out of context. */
  rotulo: string;
}) {
  const pixId = `pix-${codigoTitulo}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-2">
          <label htmlFor={pixId} className="font-semibold">
            {SITUACAO_TEXTS.pixTitulo}
          </label>
          <textarea
            id={pixId}
            readOnly
            rows={4}
            value={pagamento.pixCopiaECola}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none rounded-md border-2 border-line-strong bg-surface px-3 py-2 font-mono text-sm break-all text-ink"
          />
          <Button
            variant="secondary"
            className="self-start"
            aria-label={`${SITUACAO_TEXTS.copiarPix} do título de ${rotulo}`}
            onClick={() =>
              void copyToClipboard(pagamento.pixCopiaECola, {
                sucesso: FINANCEIRO_MESSAGES.pixCopied,
                falha: SITUACAO_TEXTS.copyFailed,
              })
            }
          >
            {SITUACAO_TEXTS.copiarPix}
          </Button>
        </div>
        <PixQrCode payload={pagamento.pixCopiaECola} rotulo={rotulo} />
      </div>
      <div className="flex flex-col gap-2">
        {/* Issue 37: a term and its value, not a <p> given aria-labelledby (ARIA forbids naming a paragraph). */}
        <dl className="flex flex-col gap-2">
          <dt className="font-semibold">{SITUACAO_TEXTS.linhaTitulo}</dt>
          <dd data-testid="linha-digitavel" className="font-mono break-words text-ink tabular-nums">
            {formatLinhaDigitavel(pagamento.linhaDigitavel)}
          </dd>
        </dl>
        <Button
          variant="secondary"
          className="self-start"
          aria-label={`${SITUACAO_TEXTS.copiarLinha} do título de ${rotulo}`}
          onClick={() =>
            void copyToClipboard(pagamento.linhaDigitavel, {
              sucesso: FINANCEIRO_MESSAGES.lineCopied,
              falha: SITUACAO_TEXTS.copyFailed,
            })
          }
        >
          {SITUACAO_TEXTS.copiarLinha}
        </Button>
      </div>
    </div>
  );
}
