// Confirming a new e-mail or mobile on Dados Pessoais (issue 33, decision 0006): the code sent to the new
// contact saves it. A panel after the form (not a dialog: the page's banners and a phone's keyboard stay
// usable), which takes focus when it opens.
import { useEffect, useRef } from 'react';
import { formatPhone, onlyDigits } from '@portal/domain';
import { CODIGO_DIGITOS } from '@portal/domain/contract/auth/contatos-verificacao';
import { CONTATO_MESSAGES } from '@portal/domain/contract/meus-dados/contato-mensagens';
import type { DadosPessoais } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { TextField } from '../../../ui/form/text-field';
import { useConfirmarContato } from '../api/dados-pessoais-confirmar-contato';

/** A new contact waiting for its code: what the member typed. */
export interface ContatoPendente {
  tipo: 'EMAIL' | 'TELEFONE';
  valor: string;
}

// zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
const codeSchema = lazySchema(() => import('./confirmar-contato-schema').then((m) => m.codeSchema));

export function ConfirmarContato({
  cpf,
  pendente,
  reenviando,
  onConfirmado,
  onReenviar,
  onCancelar,
}: {
  cpf: string;
  pendente: ContatoPendente;
  reenviando: boolean;
  onConfirmado: (dados: DadosPessoais) => string | undefined;
  onReenviar: () => void;
  onCancelar: () => void;
}) {
  const confirmar = useConfirmarContato(cpf);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [pendente]);
  const nome = pendente.tipo === 'EMAIL' ? 'e-mail' : 'celular';
  const shown = pendente.tipo === 'EMAIL' ? pendente.valor : formatPhone(onlyDigits(pendente.valor));
  return (
    <section
      aria-labelledby="confirmar-contato-titulo"
      className="flex flex-col gap-4 rounded-lg border-2 border-primary bg-surface p-4 sm:p-6"
    >
      <h2
        id="confirmar-contato-titulo"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-ink outline-none"
      >
        Confirme o novo {nome}
      </h2>
      {/* The contact the member just typed, whole (the server answers it masked). */}
      <p className="break-words text-ink">{CONTATO_MESSAGES.codigoEnviado(pendente.tipo, shown)}</p>
      <p className="text-ink-muted">{CONTATO_MESSAGES.explicacao}</p>
      <Form
        schema={codeSchema}
        defaultValues={{ codigo: '' }}
        onSubmit={async ({ codigo }) => {
          const saved = await confirmar.mutateAsync({ tipo: pendente.tipo, valor: pendente.valor, codigo });
          return onConfirmado(saved);
        }}
      >
        {(form) => (
          <>
            <TextField
              name="codigo"
              label="Código de confirmação"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODIGO_DIGITOS}
              format={(v) => onlyDigits(v).slice(0, CODIGO_DIGITOS)}
              className="max-w-xs"
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={form.formState.isSubmitting}>
                Confirmar {nome}
              </Button>
              <Button variant="secondary" loading={reenviando} onClick={onReenviar}>
                Reenviar código
              </Button>
              <Button variant="link" onClick={onCancelar}>
                Cancelar troca
              </Button>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}
