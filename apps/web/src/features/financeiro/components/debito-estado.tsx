// The family group's direct debit as it stands (spec §2, decision 0014): inactive, requested (with its
// protocol) or active (bank, agency and account masked but for their last characters, due day); the
// plan's payer may end it after a confirmation dialog, and everyone else is told who that is (issue 37).
import { useState } from 'react';
import { debitDeactivated, debitPayerOnly, formatDateTime } from '@portal/domain';
import type { DebitoConta } from '@portal/domain/contract/financeiro/debito-conta';
import { Button } from '../../../ui/button';
import { LazyConfirmDialog } from '../../../ui/confirm-dialog-lazy';
import { NOWRAP_NUMBER } from '../../../ui/doc-number';
import { useFormFeedback } from '../../../ui/form/form-feedback';
import { StatusBadge, type StatusBadgeCode } from '../../../shared-domain/status-badge';
import { useDesativarDebitoConta } from '../api/debito-conta-desativar';
import { badgeDebito, DEBITO_TEXTS } from './financeiro-texts';

/** Spec §4 badges for the three states: SOLICITADO as the spec names it, the others in its tones. */
const BADGE = {
  INATIVO: { status: 'INDISPONIVEL', label: badgeDebito.INATIVO },
  SOLICITADO: { status: 'SOLICITADO', label: badgeDebito.SOLICITADO },
  ATIVO: { status: 'DISPONIVEL', label: badgeDebito.ATIVO },
} as const satisfies Record<DebitoConta['situacao'], { status: StatusBadgeCode; label: string }>;

/** The server masks with asterisks; the screen draws bullets, as it does for masked contacts. */
const bullets = (masked: string) => masked.replace(/\*/g, '•');

function Desativar() {
  const desativar = useDesativarDebitoConta();
  const feedback = useFormFeedback();
  const [open, setOpen] = useState(false);
  // The dialog is drawn (and its code loaded) once asked, then kept so it can close and give focus back.
  const [asked, setAsked] = useState(false);
  // What had focus when asking (the button) gets it back once the dialog has closed.
  const [asker, setAsker] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="danger"
        className="self-start"
        loading={desativar.isPending}
        onClick={() => {
          feedback.clear();
          setAsker(document.activeElement instanceof HTMLElement ? document.activeElement : null);
          setOpen(true);
          setAsked(true);
        }}
      >
        {DEBITO_TEXTS.desativar}
      </Button>
      {asked && (
        <LazyConfirmDialog
          open={open}
          title={DEBITO_TEXTS.pergunta}
          description={DEBITO_TEXTS.aviso}
          cancelLabel={DEBITO_TEXTS.manter}
          confirmLabel={DEBITO_TEXTS.confirmar}
          confirmVariant="danger"
          returnFocus={() => asker?.focus()}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            desativar.mutate(undefined, {
              onSuccess: (resposta) =>
                feedback.succeed(resposta.mensagem || debitDeactivated(resposta.protocolo ?? '')),
              onError: (error) => feedback.fail(error),
            });
          }}
        />
      )}
    </>
  );
}

export function DebitoEstado({ debito }: { debito: DebitoConta }) {
  const rows: [string, string][] = [];
  if (debito.protocolo) rows.push(['Protocolo', debito.protocolo]);
  if (debito.dataSolicitacao) rows.push(['Solicitado em', formatDateTime(debito.dataSolicitacao)]);
  if (debito.conta) {
    rows.push(
      ['Banco', `${debito.conta.banco.codigo} — ${debito.conta.banco.nome}`],
      ['Agência', bullets(debito.conta.agencia)],
      ['Conta', bullets(debito.conta.conta)],
      ['Dia de vencimento', String(debito.conta.diaVencimento)],
    );
  }
  const texto =
    debito.situacao === 'ATIVO'
      ? DEBITO_TEXTS.ativo
      : debito.situacao === 'SOLICITADO'
        ? DEBITO_TEXTS.solicitado
        : DEBITO_TEXTS.inativo;
  return (
    <section
      aria-labelledby="debito-situacao"
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="debito-situacao" className="text-xl font-bold">
          {DEBITO_TEXTS.situacao}
        </h2>
        <StatusBadge {...BADGE[debito.situacao]} />
      </header>
      <p role="status">{texto}</p>
      {rows.length > 0 && (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {rows.map(([rotulo, valor]) => (
            <div key={rotulo} className="contents">
              <dt className="font-semibold">{rotulo}</dt>
              <dd className={NOWRAP_NUMBER} data-campo={rotulo}>
                {valor}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {debito.podeAlterar ? (
        debito.situacao !== 'INATIVO' && <Desativar />
      ) : (
        <p className="rounded-md border-2 border-info bg-info-soft px-4 py-3 text-ink">
          {debito.pagador ? debitPayerOnly(debito.pagador.nome) : DEBITO_TEXTS.somenteLeitura}
        </p>
      )}
    </section>
  );
}
