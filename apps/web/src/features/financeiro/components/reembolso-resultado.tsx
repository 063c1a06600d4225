// The answer to a request: the message with the protocol (ANS format) and the answer deadline (RN 623),
// focused when it appears so a screen reader reads it at once.
import { useEffect, useRef } from 'react';
import { formatDate, reimbursementRequested } from '@portal/domain';
import type { ReembolsoSolicitado } from '@portal/domain/contract/financeiro/reembolso';
import { Button } from '../../../ui/button';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

export function ReembolsoResultado({
  resultado,
  onNova,
}: {
  resultado: ReembolsoSolicitado;
  onNova: () => void;
}) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  return (
    <section
      aria-labelledby="reembolso-resultado"
      className="flex flex-col gap-4 rounded-lg border-2 border-success bg-surface p-4 sm:p-6"
    >
      <h3 id="reembolso-resultado" ref={titulo} tabIndex={-1} className="text-xl font-bold">
        {resultado.mensagem ||
          reimbursementRequested(resultado.protocolo, formatDate(resultado.prazoResposta))}
      </h3>
      <p>
        {REEMBOLSO_TEXTS.protocolo}{' '}
        <strong className="font-mono text-lg break-all" data-testid="protocolo">
          {resultado.protocolo}
        </strong>
      </p>
      <p>
        {REEMBOLSO_TEXTS.prazo} <strong data-testid="prazo">{formatDate(resultado.prazoResposta)}</strong>
      </p>
      <Button variant="secondary" className="self-start" onClick={onNova}>
        {REEMBOLSO_TEXTS.outra}
      </Button>
    </section>
  );
}
