// The service part of the request (spec §3): date, value, type and reason (lists from /constantes), where
// it happened — place, UF and city (the address calls: states, then city suggestions for what is typed)
// — and the provider's CPF or CNPJ.
import type { ConstantesReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { CpfCnpjField } from '../../../ui/form/cpf-cnpj-field';
import { useFormContext } from '../../../ui/form/form-store';
import { MoneyField } from '../../../ui/form/money-field';
import { maskDate } from '../../../ui/period-masks';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { formatCents } from '@portal/domain';
import { useCidades } from '../../../shared-domain/api/endereco-cidades';
import { useEstados } from '../../../shared-domain/api/endereco-estados';
import { LOCAL_LABEL, MOTIVO_LABEL, TIPO_LABEL, type ReembolsoFormValues } from './reembolso-form';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

const opcoes = (lista: readonly { valor: string; nome: string }[]) =>
  lista.map((item) => ({ value: item.valor, label: item.nome }));

export function AtendimentoFields({ constantes }: { constantes: ConstantesReembolso }) {
  const form = useFormContext<ReembolsoFormValues>();
  const uf = form.watch('uf');
  const cidade = form.watch('cidade');
  const { data: estados = [] } = useEstados();
  const { data: cidades = [] } = useCidades(uf, cidade.slice(0, 3));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-ink">{REEMBOLSO_TEXTS.atendimento}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="dataAtendimento"
          label="Data do atendimento"
          hint={`Dos últimos ${constantes.prazoMaximoMeses} meses (dd/mm/aaaa).`}
          format={maskDate}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          maxLength={10}
        />
        <MoneyField
          name="valorAtendimento"
          label="Valor do atendimento"
          hint={`Até ${formatCents(constantes.valorMaximoCentavos)}.`}
        />
        <SelectField
          name="tipoAtendimento"
          label={TIPO_LABEL}
          options={opcoes(constantes.tiposAtendimento)}
        />
        <SelectField name="motivoReembolso" label={MOTIVO_LABEL} options={opcoes(constantes.motivos)} />
        <TextField
          name="localAtendimento"
          label={LOCAL_LABEL}
          hint="Hospital, clínica ou consultório."
          className="sm:col-span-2"
        />
        <SelectField
          name="uf"
          label="UF"
          options={estados.map((e) => ({ value: e.sigla, label: `${e.sigla} - ${e.nome}` }))}
        />
        <TextField name="cidade" label="Cidade" maxLength={100} list="reembolso-cidades" autoComplete="off" />
        <datalist id="reembolso-cidades">
          {cidades.map((c) => (
            <option key={c.nome} value={c.nome} />
          ))}
        </datalist>
        <CpfCnpjField
          name="cnpjCpf"
          label="CPF ou CNPJ do prestador"
          hint="De quem emitiu a nota fiscal ou o recibo."
        />
      </div>
    </fieldset>
  );
}
