// The bank part of a form (spec §3 "Bank data", §5 "Bank account and agency"), shared by Débito em Conta
// and the reimbursement request: the bank select (code — name) and the hint that tells, for the chosen
// bank, the shape of its agency and account (its variation settings). The rule itself is in
// @portal/domain/validation/bank-account (validateDadosBancarios), the same function the server runs.
import type { BancoVariacao } from '@portal/domain/validation/bank-account';
import { SelectField } from '../ui/form/select-field';

/** The hint under a bank field: the shape the chosen bank expects, e.g. 'Formato: 9999-X (o dígito pode ser X).' */
export function formatoHint(mascara: string | undefined): string | undefined {
  if (!mascara) return undefined;
  return /x/i.test(mascara) ? `Formato: ${mascara} (o dígito pode ser X).` : `Formato: ${mascara}.`;
}

export function BancoSelectField({
  name,
  bancos,
  label = 'Banco',
}: {
  name: string;
  bancos: readonly Pick<BancoVariacao, 'codigo' | 'nome'>[];
  label?: string;
}) {
  return (
    <SelectField
      name={name}
      label={label}
      options={bancos.map((b) => ({ value: b.codigo, label: `${b.codigo} — ${b.nome}` }))}
    />
  );
}
