// RN 412 cancellation by the titular (spec §2 "contract cancellation with a reason"): reason, a note for
// 'Outros motivos', the notice ANS requires and its acknowledgement; the answer is a protocol number.
import { z } from 'zod';
import { cancellationRequested, invalidLabel, MESSAGES, PLANO_MESSAGES } from '@portal/domain';
import {
  MOTIVO_CANCELAMENTO_CODIGOS,
  MOTIVO_COM_OBSERVACAO,
  OBSERVACAO_CANCELAMENTO_MAX,
  type ConstantesMeuPlano,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FieldShell, INPUT_CLASSES, STATUS_BORDER, useField } from '../../../components/ui/field';
import { Form } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { showAlert } from '../../../lib/alert';
import { useCancelarContrato } from '../api/meu-plano-cancelar';

const schema = z
  .object({
    motivo: z
      .string()
      .refine((v) => (MOTIVO_CANCELAMENTO_CODIGOS as readonly string[]).includes(v), MESSAGES.required),
    observacao: z.string().max(OBSERVACAO_CANCELAMENTO_MAX, invalidLabel('Observação')),
    ciente: z.boolean().refine((v) => v, MESSAGES.required),
  })
  .superRefine((values, context) => {
    if (values.motivo === MOTIVO_COM_OBSERVACAO && values.observacao.trim() === '') {
      context.addIssue({ code: 'custom', path: ['observacao'], message: MESSAGES.required });
    }
  });

function MotivoSelect({ motivos }: { motivos: ConstantesMeuPlano['motivosCancelamento'] }) {
  const wiring = useField({ name: 'motivo' });
  const { field } = wiring.controller;
  return (
    <FieldShell label="Motivo do cancelamento" wiring={wiring}>
      <select
        id={wiring.inputId}
        {...wiring.bindings}
        value={String(field.value ?? '')}
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

export function CancelamentoContrato({
  codigoContrato,
  constantes,
}: {
  codigoContrato: string;
  constantes: ConstantesMeuPlano;
}) {
  const cancelar = useCancelarContrato();
  return (
    <section
      aria-labelledby="cancelamento-titulo"
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-6"
    >
      <h2 id="cancelamento-titulo" className="text-xl font-bold">
        Cancelar o contrato
      </h2>
      <Form
        schema={schema}
        defaultValues={{ motivo: '', observacao: '', ciente: false }}
        aria-labelledby="cancelamento-titulo"
        onSubmit={async (values) => {
          const resposta = await cancelar.mutateAsync({
            codigoContrato,
            motivo: values.motivo as (typeof MOTIVO_CANCELAMENTO_CODIGOS)[number],
            ...(values.observacao.trim() ? { observacao: values.observacao.trim() } : {}),
            ciente: true,
          });
          showAlert({
            tipo: 'sucesso',
            mensagem: resposta.mensagem ?? cancellationRequested(resposta.protocolo),
          });
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
        <Button type="submit" className="self-start" loading={cancelar.isPending}>
          Solicitar cancelamento
        </Button>
      </Form>
    </section>
  );
}
