// Dados pessoais (spec §2, §3, §7): pick a beneficiary, then see and change their person, contact and
// address data. Changing any field turns edit mode on, so leaving asks first (spec §4). A new e-mail or
// mobile is saved only with the code sent to it (issue 33): the save answers it pending, the form keeps it
// typed (still a change) and the panel after the form confirms it.
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DADOS_MESSAGES, ROUTES, formatCns, formatCpf, maskCnsInput, maskPhoneInput } from '@portal/domain';
import { CONTATO_MESSAGES } from '@portal/domain/contract/meus-dados/contato-mensagens';
import type {
  ConstantesDadosPessoais,
  DadosPessoais,
  DadosPessoaisEditaveis,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { Button } from '../../../ui/button';
import { DocNumber } from '../../../ui/doc-number';
import { Form, FormError, type FormApi } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { useFormFeedback } from '../../../ui/form/form-feedback';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { maskDate } from '../../../ui/period-masks';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { showAlert } from '../../../platform/state/alert';
import { useAlterarDadosPessoais } from '../api/dados-pessoais-alterar';
import { useDadosPessoaisConstantes } from '../api/dados-pessoais-constantes';
import { useDadosPessoais } from '../api/dados-pessoais-dados';
import { useDadosPessoaisListagem } from '../api/dados-pessoais-listagem';
import { ConfirmarContato, type ContatoPendente } from '../components/confirmar-contato';
import { EMPTY_ENDERECO, EnderecoFields } from '../components/endereco-fields';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';

/** Why 'Descartar alterações' is disabled (issue 10: a disabled button says what is missing). */
// The contract's form schema (zod, the one the server runs on the PUT) comes after the first paint: loaded
// then, or at the first check (issue 37).
const editaveisSchema = lazySchema(() =>
  import('../components/dados-pessoais-schema').then((m) => m.dadosPessoaisEditaveisSchema),
);

const NOTHING_TO_DISCARD = 'Nenhuma alteração para descartar.';

// The CNS shows in the card's groups; the server keeps only its digits.
const editable = ({ cpf: _c, dataNascimento: _d, alteravel: _a, ...rest }: DadosPessoais) =>
  ({ ...rest, cartaoNacionalSaude: formatCns(rest.cartaoNacionalSaude) }) as DadosPessoaisEditaveis;

const options = (list: readonly { valor: string; nome: string }[]) =>
  list.map((item) => ({ value: item.valor, label: item.nome }));

/** The form's fields a pending contact stands for. */
const pendingFields = (
  pendente: ContatoPendente,
  values: DadosPessoaisEditaveis,
): Partial<DadosPessoaisEditaveis> =>
  pendente.tipo === 'EMAIL'
    ? { email: values.email }
    : { telefone: values.telefone, tipoTelefone: values.tipoTelefone };

/** The pending contacts as the member typed them. */
const typedPending = (tipos: readonly ContatoPendente['tipo'][], values: DadosPessoaisEditaveis) =>
  tipos.map((tipo): ContatoPendente => ({ tipo, valor: tipo === 'EMAIL' ? values.email : values.telefone }));

function DadosPessoaisForm({
  dados,
  constantes,
}: {
  dados: DadosPessoais;
  constantes: ConstantesDadosPessoais;
}) {
  const alterar = useAlterarDadosPessoais(dados.cpf);
  const feedback = useFormFeedback();
  const readOnly = !dados.alteravel;
  const formRef = useRef<FormApi<DadosPessoaisEditaveis> | null>(null);
  // New contacts waiting for their code, first in line shown; with the typed values they stand for.
  const [pendentes, setPendentes] = useState<
    { contato: ContatoPendente; campos: Partial<DadosPessoaisEditaveis> }[]
  >([]);
  const [reenviando, setReenviando] = useState(false);

  /** The saved data in the form, with the still-pending contacts typed back in (a change not yet saved). */
  function showSaved(saved: DadosPessoais, pending: typeof pendentes) {
    const form = formRef.current;
    if (!form) return;
    form.reset(editable(saved));
    for (const { campos } of pending) {
      for (const [name, value] of Object.entries(campos)) {
        form.setValue(name as 'email', value as string, { shouldDirty: true });
      }
    }
  }

  async function reenviar(pendente: (typeof pendentes)[number]) {
    setReenviando(true);
    try {
      // The saved data with only this contact changed: one new code, to this contact alone.
      await alterar.mutateAsync({ ...editable(dados), ...pendente.campos });
      feedback.succeed(CONTATO_MESSAGES.codigoEnviado(pendente.contato.tipo, pendente.contato.valor));
    } catch (error) {
      feedback.fail(error);
    } finally {
      setReenviando(false);
    }
  }

  const atual = pendentes[0];
  return (
    <>
      <Form
        schema={editaveisSchema}
        defaultValues={editable(dados)}
        trackChanges={!readOnly}
        draftId={readOnly ? undefined : `dados-pessoais:${dados.cpf}`}
        aria-label={`Dados pessoais de ${dados.nomeCompleto}`}
        onSubmit={async (values, form) => {
          formRef.current = form;
          if (!form.formState.isDirty) throw new FormError(DADOS_MESSAGES.nothingChanged);
          const before = editable(dados);
          const { contatosPendentes, ...saved } = await alterar.mutateAsync(values);
          const pending = typedPending(
            contatosPendentes.map((c) => c.tipo),
            values,
          ).map((contato) => ({ contato, campos: pendingFields(contato, values) }));
          showSaved(saved, pending);
          setPendentes(pending);
          if (pending.length === 0) return DADOS_MESSAGES.saved;
          // Something besides the contact was saved: say so, and that the contact still waits.
          const othersSaved = JSON.stringify(editable(saved)) !== JSON.stringify(before);
          return othersSaved ? CONTATO_MESSAGES.demaisSalvos : undefined;
        }}
      >
        {(form) => {
          const cobranca = form.watch('enderecoCobranca');
          return (
            <>
              {readOnly && <FriendlyMessage>{DADOS_MESSAGES.readOnly}</FriendlyMessage>}
              <fieldset className="flex flex-col gap-4" disabled={readOnly}>
                <legend className="mb-2 text-xl font-bold text-ink">Dados pessoais</legend>
                <dl className="grid gap-2 sm:grid-cols-2">
                  <div>
                    <dt className="font-semibold">CPF</dt>
                    <dd>
                      <DocNumber>{formatCpf(dados.cpf)}</DocNumber>
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Data de nascimento</dt>
                    <dd>{dados.dataNascimento}</dd>
                  </div>
                </dl>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    name="nomeCompleto"
                    label="Nome completo"
                    autoComplete="name"
                    maxLength={120}
                    className="sm:col-span-2"
                  />
                  <SelectField name="sexo" label="Sexo" options={options(constantes.sexos)} />
                  <SelectField
                    name="estadoCivil"
                    label="Estado civil"
                    options={options(constantes.estadosCivis)}
                  />
                  <TextField name="nomeMae" label="Nome da mãe" maxLength={120} className="sm:col-span-2" />
                  <TextField
                    name="cartaoNacionalSaude"
                    label="Cartão Nacional de Saúde"
                    inputMode="numeric"
                    maxLength={18}
                    format={maskCnsInput}
                  />
                </div>
              </fieldset>
              <fieldset className="flex flex-col gap-4" disabled={readOnly}>
                <legend className="mb-2 text-xl font-bold text-ink">Documento de identidade</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField name="numeroIdentidade" label="Número da identidade" maxLength={20} />
                  <TextField
                    name="dataEmissao"
                    label="Data de emissão"
                    hint="dd/mm/aaaa"
                    inputMode="numeric"
                    maxLength={10}
                    format={maskDate}
                  />
                  <SelectField
                    name="orgaoEmissao"
                    label="Órgão emissor"
                    options={constantes.orgaosEmissores.map((o) => ({ value: o, label: o }))}
                  />
                  <SelectField
                    name="ufEmissao"
                    label="UF de emissão"
                    options={constantes.estados.map((e) => ({
                      value: e.sigla,
                      label: `${e.sigla} - ${e.nome}`,
                    }))}
                  />
                  <SelectField
                    name="paisEmissao"
                    label="País de emissão"
                    options={constantes.paises.map((p) => ({ value: p, label: p }))}
                  />
                </div>
              </fieldset>
              <fieldset className="flex flex-col gap-4" disabled={readOnly}>
                <legend className="mb-2 text-xl font-bold text-ink">Contato</legend>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField name="email" label="E-mail" type="email" autoComplete="email" maxLength={120} />
                  <TextField
                    name="telefone"
                    label="Telefone"
                    // Issue 37: the number as dialled in Brazil, "(19) 3232-4567": autofill's tel-national,
                    // which HTML allows on text fields only (not on type="tel"); the phone keypad comes
                    // from inputMode.
                    inputMode="tel"
                    autoComplete="tel-national"
                    maxLength={15}
                    format={maskPhoneInput}
                  />
                  <SelectField
                    name="tipoTelefone"
                    label="Tipo de telefone"
                    options={options(constantes.tiposTelefone)}
                  />
                </div>
              </fieldset>
              <EnderecoFields prefix="endereco" legend="Endereço residencial" disabled={readOnly} />
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={cobranca === null}
                  disabled={readOnly}
                  onChange={(event) =>
                    form.setValue('enderecoCobranca', event.target.checked ? null : { ...EMPTY_ENDERECO }, {
                      shouldDirty: true,
                    })
                  }
                />
                Endereço de cobrança igual ao residencial
              </label>
              {cobranca !== null && (
                <EnderecoFields prefix="enderecoCobranca" legend="Endereço de cobrança" disabled={readOnly} />
              )}
              {!readOnly && (
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    Salvar alterações
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={!form.formState.isDirty}
                    disabledReason={NOTHING_TO_DISCARD}
                    onClick={() => {
                      form.reset(editable(dados));
                      setPendentes([]);
                    }}
                  >
                    Descartar alterações
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </Form>
      {atual && (
        <ConfirmarContato
          key={atual.contato.tipo}
          cpf={dados.cpf}
          pendente={atual.contato}
          reenviando={reenviando}
          onReenviar={() => void reenviar(atual)}
          onCancelar={() => {
            setPendentes(pendentes.slice(1));
            showAlert({ tipo: 'informacao', mensagem: CONTATO_MESSAGES.naoSalvo });
          }}
          onConfirmado={(saved) => {
            const rest = pendentes.slice(1);
            showSaved(saved, rest);
            setPendentes(rest);
            return rest.length === 0 ? DADOS_MESSAGES.saved : undefined;
          }}
        />
      )}
    </>
  );
}

export default function DadosPessoaisPage() {
  const { pathname } = useLocation();
  const route = pathname.startsWith(ROUTES.dadosPessoaisV2.path)
    ? ROUTES.dadosPessoaisV2
    : ROUTES.dadosPessoais;
  const listagem = useDadosPessoaisListagem();
  const constantes = useDadosPessoaisConstantes();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, route.path);
  const dados = useDadosPessoais(cpf);

  if (listagem.isError || constantes.isError) {
    return (
      <UnexpectedErrorPanel
        onRetry={() => {
          void listagem.refetch();
          void constantes.refetch();
        }}
      />
    );
  }
  if (!listagem.data || !constantes.data) return <LoadingBlock />;
  return (
    <div className="flex flex-col gap-8">
      <BeneficiarioPicker listagem={listagem.data} selectedCpf={cpf} onSelect={(b) => select(b.cpf)} />
      {cpf &&
        (dados.isError ? (
          <UnexpectedErrorPanel onRetry={() => void dados.refetch()} />
        ) : dados.data ? (
          <DadosPessoaisForm key={dados.data.cpf} dados={dados.data} constantes={constantes.data} />
        ) : (
          <LoadingBlock />
        ))}
    </div>
  );
}
