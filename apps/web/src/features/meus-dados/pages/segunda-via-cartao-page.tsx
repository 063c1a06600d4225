// 2ª via de cartão (spec §2 "Card reissue"): beneficiary, cards, reason and delivery address (the one on
// file or a new one, with CEP lookup) → a protocol number the member sees.
import { useState } from 'react';
import { maskCardNumber, segundaViaRequested } from '@portal/domain';
import type { Endereco } from '@portal/domain/contract/meus-dados/endereco';
import type {
  ListagemCarteiras,
  SegundaViaSolicitada,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { Button } from '../../../ui/button';
import { CardPicker } from '../../../shared-domain/card-picker';
import { DocNumbers } from '../../../ui/doc-number';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { SelectField } from '../../../ui/form/select-field';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useSegundaViaCarteiras } from '../api/segunda-via-carteiras';
import { useSegundaViaConstantes } from '../api/segunda-via-constantes';
import { useSegundaViaListagem } from '../api/segunda-via-listagem';
import { useSolicitarSegundaVia } from '../api/segunda-via-solicitar';
import { EMPTY_ENDERECO, EnderecoFields } from '../components/endereco-fields';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';

// zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
const pedidoSchema = lazySchema(() =>
  import('../components/segunda-via-pedido-schema').then((m) => m.pedidoSchema),
);

const enderecoTexto = (
  e: Pick<
    Endereco,
    'logradouro' | 'numero' | 'semNumero' | 'complemento' | 'bairro' | 'cidade' | 'uf' | 'cep'
  >,
) =>
  `${e.logradouro}, ${e.semNumero ? 's/n' : e.numero}${e.complemento ? ` - ${e.complemento}` : ''}, ${e.bairro}, ${e.cidade} - ${e.uf}, CEP ${e.cep}`;

function Pedido({
  cpf,
  carteiras,
  dados,
  onDone,
}: {
  cpf: string;
  carteiras: string[];
  dados: ListagemCarteiras;
  onDone: (result: SegundaViaSolicitada) => void;
}) {
  const constantes = useSegundaViaConstantes();
  const solicitar = useSolicitarSegundaVia(cpf);
  const atual = dados.enderecoAtual;
  return (
    <Form
      schema={pedidoSchema}
      defaultValues={{ tipoMotivo: '' as never, endereco: atual ? null : { ...EMPTY_ENDERECO } }}
      trackChanges
      aria-label="Pedido de 2ª via"
      onSubmit={async (values, form) => {
        const result = await solicitar.mutateAsync({
          carteiras,
          tipoMotivo: values.tipoMotivo,
          endereco: values.endereco,
        });
        form.reset(values);
        onDone(result);
      }}
    >
      {(form) => {
        const endereco = form.watch('endereco');
        return (
          <>
            <SelectField
              name="tipoMotivo"
              label="Motivo"
              options={(constantes.data?.motivos ?? []).map((m) => ({ value: m.valor, label: m.nome }))}
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-xl font-bold text-ink">Endereço de entrega</legend>
              {atual && (
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="radio"
                    name="entrega"
                    className="size-5 accent-primary"
                    checked={endereco === null}
                    onChange={() => form.setValue('endereco', null, { shouldDirty: true })}
                  />
                  <span>Endereço cadastrado: {enderecoTexto({ ...atual, uf: atual.uf })}</span>
                </label>
              )}
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="entrega"
                  className="size-5 accent-primary"
                  checked={endereco !== null}
                  onChange={() => form.setValue('endereco', { ...EMPTY_ENDERECO }, { shouldDirty: true })}
                />
                <span>Outro endereço</span>
              </label>
            </fieldset>
            {endereco !== null && <EnderecoFields prefix="endereco" legend="Novo endereço de entrega" />}
            <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
              Solicitar 2ª via
            </Button>
          </>
        );
      }}
    </Form>
  );
}

/** Cards already waiting for their second copy are not offered again (the server refuses them too). */
const disponiveis = (dados: ListagemCarteiras) => {
  const pendentes = new Set(dados.solicitacoesPendentes.flatMap((p) => p.carteiras));
  return dados.carteiras.filter((c) => !pendentes.has(c.codigo));
};

function PendingRequests({ pendentes }: { pendentes: ListagemCarteiras['solicitacoesPendentes'] }) {
  if (pendentes.length === 0) return null;
  return (
    <section aria-labelledby="pendentes-titulo" className="flex flex-col gap-2">
      <h2 id="pendentes-titulo" className="text-lg font-bold">
        Solicitações em andamento
      </h2>
      <ul className="flex flex-col gap-2">
        {pendentes.map((p) => (
          <li key={p.protocolo} className="rounded-md border-2 border-line bg-surface px-4 py-3">
            Protocolo <strong className="font-mono">{p.protocolo}</strong>, solicitado em {p.dataSolicitacao}:{' '}
            <DocNumbers values={p.carteiras.map(maskCardNumber)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SegundaViaCartaoPage() {
  const listagem = useSegundaViaListagem();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, null);
  const carteiras = useSegundaViaCarteiras(cpf);
  const [escolhidas, setEscolhidas] = useState<string[]>([]);
  const [etapa, setEtapa] = useState<'cartoes' | 'pedido'>('cartoes');
  const [resultado, setResultado] = useState<SegundaViaSolicitada | null>(null);

  const restart = () => {
    setEscolhidas([]);
    setEtapa('cartoes');
    setResultado(null);
  };

  if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
  if (!listagem.data) return <LoadingBlock />;

  if (resultado) {
    return (
      <section
        aria-labelledby="protocolo-titulo"
        className="flex flex-col gap-4 rounded-lg border-2 border-success bg-surface p-6"
      >
        <h2 id="protocolo-titulo" className="text-xl font-bold">
          {segundaViaRequested(resultado.protocolo)}
        </h2>
        <p role="status">
          Guarde o número do protocolo: <strong className="font-mono text-lg">{resultado.protocolo}</strong>
        </p>
        <p>
          Solicitado em {resultado.dataSolicitacao} para os cartões{' '}
          <DocNumbers values={resultado.carteiras.map(maskCardNumber)} />.
        </p>
        <p>Entrega em: {enderecoTexto(resultado.endereco)}</p>
        <Button variant="secondary" className="self-start" onClick={restart}>
          Nova solicitação
        </Button>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <BeneficiarioPicker
        listagem={listagem.data}
        selectedCpf={cpf}
        onSelect={(b) => {
          restart();
          select(b.cpf);
        }}
      />
      {cpf &&
        (carteiras.isError ? (
          <UnexpectedErrorPanel onRetry={() => void carteiras.refetch()} />
        ) : !carteiras.data ? (
          <LoadingBlock />
        ) : etapa === 'cartoes' ? (
          <div className="flex flex-col gap-6">
            <PendingRequests pendentes={carteiras.data.solicitacoesPendentes} />
            <CardPicker
              key={cpf}
              legend="Cartões"
              multiple
              carteiras={disponiveis(carteiras.data)}
              value={escolhidas}
              onChange={setEscolhidas}
              onContinue={() => setEtapa('pedido')}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            <FriendlyMessage>
              Cartões escolhidos: <DocNumbers values={escolhidas.map(maskCardNumber)} />
            </FriendlyMessage>
            <Button variant="link" className="self-start" onClick={() => setEtapa('cartoes')}>
              Alterar cartões
            </Button>
            <Pedido cpf={cpf} carteiras={escolhidas} dados={carteiras.data} onDone={setResultado} />
          </div>
        ))}
    </div>
  );
}
