// Where the reimbursement is paid (spec §3 "Bank data"): an account an earlier request used, shown masked
// and reused by its protocol (the full numbers never come back to the browser), or 'Informar outra conta'
// with the holder, their birth date and CPF/CNPJ, the bank, and the agency and account each with its
// check digit (dvAgencia, dvConta) in the shape of the chosen bank's variation settings.
import { useId } from 'react';
import type { ContaBancariaMascarada } from '@portal/domain/contract/financeiro/reembolso';
import type { BancoVariacao } from '@portal/domain/validation/bank-account';
import { BancoSelectField, formatoHint } from '../../../shared-domain/bank-fields';
import { cn } from '../../../ui/cn';
import { CpfCnpjField } from '../../../ui/form/cpf-cnpj-field';
import { FieldErrorText } from '../../../ui/form/field';
import { useFormContext } from '../../../ui/form/form-store';
import { maskDate } from '../../../ui/period-masks';
import { TextField } from '../../../ui/form/text-field';
import { NOME_TITULAR_LABEL, NOVA_CONTA, type ReembolsoFormValues } from './reembolso-form';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

/** How many characters the number before the DV takes, and whether there is a DV, in a bank's mask. */
function partes(mascara: string | undefined) {
  if (!mascara) return { numero: 20, dv: true };
  const [numero = '', dv] = mascara.split('-');
  return dv === undefined ? { numero: numero.length, dv: false } : { numero: numero.length, dv: true };
}

export const descreverConta = (c: ContaBancariaMascarada) =>
  `${c.banco.codigo} — ${c.banco.nome}, agência ${c.agencia}, conta ${c.conta}, ${c.nomeTitularContaCorrente} (${c.cnpjCpf})`;

function NumeroComDv({
  nome,
  dv,
  label,
  mascara,
}: {
  nome: 'agencia' | 'conta';
  dv: 'dvAgencia' | 'dvConta';
  label: string;
  mascara: string | undefined;
}) {
  const forma = partes(mascara);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_5rem] items-start gap-2">
      <TextField
        name={`contaBancaria.${nome}`}
        label={label}
        hint={formatoHint(mascara)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={forma.numero}
        className={cn(!forma.dv && 'col-span-2')}
      />
      {forma.dv && (
        <TextField
          name={`contaBancaria.${dv}`}
          label="Dígito"
          aria-label={`Dígito da ${label.toLowerCase()}`}
          autoComplete="off"
          maxLength={1}
          className="self-end"
        />
      )}
    </div>
  );
}

function EscolhaDaConta({ contas }: { contas: readonly ContaBancariaMascarada[] }) {
  const form = useFormContext<ReembolsoFormValues>();
  const escolha = form.watch('contaBancaria.escolha');
  const erro = form.error('contaBancaria.escolha');
  const erroId = useId();
  const opcoes = [
    ...contas.map((c) => ({ valor: c.protocoloOrigem, rotulo: descreverConta(c) })),
    { valor: NOVA_CONTA, rotulo: REEMBOLSO_TEXTS.outraConta },
  ];
  return (
    <div role="radiogroup" aria-label={REEMBOLSO_TEXTS.conta} aria-describedby={erro ? erroId : undefined}>
      <ul className="flex flex-col gap-2">
        {opcoes.map((opcao) => (
          <li key={opcao.valor}>
            <label
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 bg-surface px-3 py-2',
                escolha === opcao.valor ? 'border-primary bg-surface-muted' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="contaBancaria.escolha"
                value={opcao.valor}
                checked={escolha === opcao.valor}
                aria-invalid={erro ? true : undefined}
                onChange={() => form.change('contaBancaria.escolha', opcao.valor)}
                className="size-5 shrink-0 accent-primary"
              />
              <span className="min-w-0 break-words">{opcao.rotulo}</span>
            </label>
          </li>
        ))}
      </ul>
      {erro && <FieldErrorText id={erroId}>{erro}</FieldErrorText>}
    </div>
  );
}

export function ContaBancariaFields({
  contas,
  bancos,
}: {
  contas: readonly ContaBancariaMascarada[];
  bancos: readonly BancoVariacao[];
}) {
  const form = useFormContext<ReembolsoFormValues>();
  const escolha = form.watch('contaBancaria.escolha');
  const banco = bancos.find((b) => b.codigo === form.watch('contaBancaria.banco'));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-ink">{REEMBOLSO_TEXTS.conta}</legend>
      <p className="text-ink-muted">{REEMBOLSO_TEXTS.contaDica}</p>
      {contas.length > 0 && <EscolhaDaConta contas={contas} />}
      {escolha === NOVA_CONTA && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="contaBancaria.nomeTitularContaCorrente"
            label={NOME_TITULAR_LABEL}
            autoComplete="off"
            className="sm:col-span-2"
          />
          <TextField
            name="contaBancaria.dataNascimento"
            label="Data de nascimento do titular"
            format={maskDate}
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            maxLength={10}
          />
          <CpfCnpjField name="contaBancaria.cnpjCpf" label="CPF ou CNPJ do titular da conta" />
          <div className="sm:col-span-2">
            <BancoSelectField name="contaBancaria.banco" bancos={bancos} />
          </div>
          <NumeroComDv nome="agencia" dv="dvAgencia" label="Agência" mascara={banco?.mascaraDVAgencia} />
          <NumeroComDv nome="conta" dv="dvConta" label="Conta" mascara={banco?.mascaraDVConta} />
        </div>
      )}
    </fieldset>
  );
}
