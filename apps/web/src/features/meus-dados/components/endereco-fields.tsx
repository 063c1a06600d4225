// The address block of spec §3 (cep, logradouro, numero with the no-number flag, complemento, bairro,
// cidade, uf) inside a Form, under `prefix` ('endereco', 'enderecoCobranca'). A complete CEP is looked up
// and fills what it knows; a CEP the lookup does not know is 'CEP inválido' (spec §5).
import { useState } from 'react';
import { useFormContext, useWatch } from '../../../ui/form/form-store';
import { MESSAGES, maskCepInput, validateCep } from '@portal/domain';
import type { Endereco } from '@portal/domain/contract/meus-dados/endereco';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { ApiError } from '../../../platform/api/api-client';
import { fetchEnderecoPorCep } from '../api/endereco-cep';
import { useCidades } from '../../../shared-domain/api/endereco-cidades';
import { useEstados } from '../../../shared-domain/api/endereco-estados';

export const EMPTY_ENDERECO: Endereco = {
  cep: '',
  logradouro: '',
  numero: '',
  semNumero: false,
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
};

export interface EnderecoFieldsProps {
  prefix: string;
  legend: string;
  disabled?: boolean;
}

export function EnderecoFields({ prefix, legend, disabled = false }: EnderecoFieldsProps) {
  const form = useFormContext();
  const name = (field: keyof Endereco) => `${prefix}.${field}`;
  const [uf, cidade, semNumero] = useWatch({ name: [name('uf'), name('cidade'), name('semNumero')] }) as [
    string,
    string,
    boolean,
  ];
  const { data: estados = [] } = useEstados();
  const { data: cidades = [] } = useCidades(uf ?? '', (cidade ?? '').slice(0, 3));
  const [looking, setLooking] = useState(false);
  const listId = `${prefix}-cidades`;

  const lookup = async (cep: string) => {
    if (validateCep(cep) !== null || cep.length !== 9) return;
    setLooking(true);
    try {
      const found = await fetchEnderecoPorCep(cep);
      const fill = (field: keyof Endereco, value: string) => {
        if (value) form.setValue(name(field), value, { shouldDirty: true, shouldValidate: true });
      };
      fill('logradouro', found.logradouro);
      fill('bairro', found.bairro);
      fill('cidade', found.cidade);
      fill('uf', found.uf);
      form.clearErrors(name('cep'));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        form.setError(name('cep'), { type: 'lookup', message: MESSAGES.invalidCep });
      }
    } finally {
      setLooking(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-2 text-xl font-bold text-ink">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name={name('cep')}
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          hint={looking ? 'Buscando endereço…' : undefined}
          format={(value) => {
            const masked = maskCepInput(value);
            if (masked.length === 9) void lookup(masked);
            return masked;
          }}
        />
        <TextField
          name={name('logradouro')}
          label="Logradouro"
          className="sm:col-span-2"
          autoComplete="address-line1"
        />
        <TextField
          name={name('numero')}
          label="Número"
          inputMode="numeric"
          maxLength={10}
          disabled={semNumero}
        />
        <CheckboxField
          name={name('semNumero')}
          label="Sem número"
          className="self-end"
          onCheckedChange={(checked) => {
            if (checked) form.setValue(name('numero'), '', { shouldDirty: true, shouldValidate: true });
          }}
        />
        <TextField name={name('complemento')} label="Complemento" optional maxLength={100} />
        <TextField name={name('bairro')} label="Bairro" maxLength={100} />
        <TextField name={name('cidade')} label="Cidade" maxLength={100} list={listId} autoComplete="off" />
        <datalist id={listId}>
          {cidades.map((c) => (
            <option key={c.nome} value={c.nome} />
          ))}
        </datalist>
        <SelectField
          name={name('uf')}
          label="UF"
          options={estados.map((e) => ({ value: e.sigla, label: `${e.sigla} - ${e.nome}` }))}
        />
      </div>
    </fieldset>
  );
}
