// RN 412 cancellation by the titular (spec §2 "contract cancellation with a reason"): reason, a note for
// 'Outros motivos', the notice ANS requires and its acknowledgement; the answer is a protocol number.
// It cannot be undone, so (issue 10) it starts closed, its button has the danger style, and a dialog naming
// the contract asks once more before anything is sent.
import { useState } from 'react';
import { cancellationRequested, PLANO_MESSAGES } from '@portal/domain';
import {
  OBSERVACAO_CANCELAMENTO_MAX,
  type ConstantesMeuPlano,
  type MOTIVO_CANCELAMENTO_CODIGOS,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ConfirmDialog } from '../../../ui/dialog';
import { Disclosure } from '../../../ui/disclosure';
import { FieldShell, INPUT_CLASSES, STATUS_BORDER, useField, fieldText } from '../../../ui/form/field';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { TextField } from '../../../ui/form/text-field';
import { useCancelarContrato } from '../api/meu-plano-cancelar';

// zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
const schema = lazySchema(() => import('./meu-plano-cancelamento-schema').then((m) => m.cancelamentoSchema));

function MotivoSelect({ motivos }: { motivos: ConstantesMeuPlano['motivosCancelamento'] }) {
  const wiring = useField({ name: 'motivo' });
  const { field } = wiring.controller;
  return (
    <FieldShell label="Motivo do cancelamento" wiring={wiring}>
      <select
        id={wiring.inputId}
        {...wiring.bindings}
        value={fieldText(field.value)}
        required
        aria-invalid={wiring.status === 'error'}
        aria-describedby={wiring.describedBy}
        onChange={(event) => field.onChange(event.target.value)}
        className={cn(INPUT_CLASSES, STATUS_BORDER[wiring.status])}
      >
        <option value="">Selecione</option>
        {motivos.map((m) => (
          <option key={m.codigo} value={m.codigo}>
            {m.descricao}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function CienteCheckbox() {
  const wiring = useField({ name: 'ciente' });
  const { field } = wiring.controller;
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={wiring.inputId}
        className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold"
      >
        <input
          id={wiring.inputId}
          {...wiring.bindings}
          type="checkbox"
          checked={field.value === true}
          aria-invalid={wiring.status === 'error'}
          aria-describedby={wiring.describedBy}
          onChange={(event) => field.onChange(event.target.checked)}
          className="size-5 accent-primary"
        />
        {PLANO_MESSAGES.cancelConfirm}
      </label>
      {wiring.error && (
        <p id={wiring.errorId} className="text-sm font-semibold text-danger">
          {wiring.error}
        </p>
      )}
    </div>
  );
}

export const CANCELAMENTO_LABELS = {
  titulo: 'Cancelar o contrato',
  enviar: 'Solicitar cancelamento',
  manter: 'Não, manter o contrato',
  confirmar: 'Sim, cancelar o contrato',
} as const;

export const cancelamentoPergunta = (codigo: string): string => `Cancelar o contrato n° ${codigo}?`;
export const cancelamentoAviso = (codigo: string, plano: string): string =>
  `O pedido de cancelamento do contrato n° ${codigo} (${plano}) será enviado à operadora e tem efeito ` +
  'imediato. Não é possível desfazê-lo pelo portal.';

/**
 * The member's yes or no to a question asked while a submit waits. `asker` (what had focus when asking)
 * is kept after the answer: focus goes back to it once the dialog has closed.
 */
function useConfirmation() {
  const [answer, setAnswer] = useState<((yes: boolean) => void) | null>(null);
  const [asker, setAsker] = useState<HTMLElement | null>(null);
  const ask = () =>
    new Promise<boolean>((resolve) => {
      setAsker(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setAnswer(() => resolve);
    });
  const reply = (yes: boolean) => {
    answer?.(yes);
    setAnswer(null);
  };
  return { open: answer !== null, asker, ask, reply };
}

export function CancelamentoContrato({
  codigoContrato,
  plano,
  constantes,
}: {
  codigoContrato: string;
  plano: string;
  constantes: ConstantesMeuPlano;
}) {
  const cancelar = useCancelarContrato();
  const confirmation = useConfirmation();
  return (
    <Disclosure
      title={CANCELAMENTO_LABELS.titulo}
      summary={`Pedido de cancelamento do contrato n° ${codigoContrato}, com o aviso da RN 412 da ANS.`}
    >
      <Form
        schema={schema}
        defaultValues={{ motivo: '', observacao: '', ciente: false }}
        aria-label={CANCELAMENTO_LABELS.titulo}
        onSubmit={async (values) => {
          if (!(await confirmation.ask())) return;
          const resposta = await cancelar.mutateAsync({
            codigoContrato,
            motivo: values.motivo as (typeof MOTIVO_CANCELAMENTO_CODIGOS)[number],
            ...(values.observacao.trim() ? { observacao: values.observacao.trim() } : {}),
            ciente: true,
          });
          return resposta.mensagem ?? cancellationRequested(resposta.protocolo);
        }}
      >
        <MotivoSelect motivos={constantes.motivosCancelamento} />
        <TextField
          name="observacao"
          label="Observação"
          optional
          hint="Obrigatória para 'Outros motivos'."
          maxLength={OBSERVACAO_CANCELAMENTO_MAX}
          counter
        />
        <div className="rounded-md border-2 border-warning bg-warning-soft p-4 text-ink">
          <p className="font-semibold">Antes de confirmar, saiba que (RN 412/2016 da ANS):</p>
          <ul className="mt-2 list-disc pl-6">
            {constantes.textoConfirmacaoCancelamento.map((linha) => (
              <li key={linha}>{linha}</li>
            ))}
          </ul>
        </div>
        <CienteCheckbox />
        <Button type="submit" variant="danger" className="self-start" loading={cancelar.isPending}>
          {CANCELAMENTO_LABELS.enviar}
        </Button>
      </Form>
      <ConfirmDialog
        open={confirmation.open}
        title={cancelamentoPergunta(codigoContrato)}
        description={cancelamentoAviso(codigoContrato, plano)}
        cancelLabel={CANCELAMENTO_LABELS.manter}
        confirmLabel={CANCELAMENTO_LABELS.confirmar}
        confirmVariant="danger"
        returnFocus={() => confirmation.asker?.focus()}
        onCancel={() => confirmation.reply(false)}
        onConfirm={() => confirmation.reply(true)}
      />
    </Disclosure>
  );
}
