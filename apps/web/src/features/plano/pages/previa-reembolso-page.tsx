// Prévia de reembolso (issue 41, decision 0049): before paying a provider outside the network, the member picks
// the beneficiary, the procedure (by name or TUSS code, as in "Meu plano cobre?") and the amount they would pay,
// and reads the estimate under the plan's reimbursement table, how it was computed, and the documents the
// request will need. Reached from Solicitação de Reembolso and from a coverage answer (which passes the
// procedure's code, and the beneficiary and plan it was asked for).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '@portal/domain/format/money';
import { routePath } from '@portal/domain/access/routes';
import { validateRequired } from '@portal/domain/validation/required';
import type { PreviaReembolso, PreviaReembolsoQuery } from '@portal/domain/contract/plano/cobertura';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { centsOf, MoneyField } from '../../../ui/form/money-field';
import { rulesSchema } from '../../../ui/form/rules-schema';
import { TextField } from '../../../ui/form/text-field';
import { LoadingBlock } from '../../../ui/loader';
import { usePreviaBeneficiarios, usePreviaReembolso } from '../api/cobertura';
import { Informativo, PlanoEscolha, Sugestoes } from '../components/resposta-plano';

const VALOR_INVALIDO = 'Informe o valor pago, maior que zero.';
const schema = rulesSchema({
  termo: [validateRequired],
  valor: [validateRequired, (v) => ((centsOf(v) ?? 0) > 0 ? null : VALOR_INVALIDO)],
});

function Estimativa({ dados }: { dados: PreviaReembolso }) {
  if (!dados.procedimento) return <FriendlyMessage>{dados.mensagemAmigavel}</FriendlyMessage>;
  return (
    <section
      aria-labelledby="previa-procedimento"
      className="flex flex-col gap-4 rounded-md border border-line p-4"
    >
      <h2 id="previa-procedimento" className="text-lg font-semibold">
        {dados.procedimento.nome}{' '}
        <span className="font-normal text-ink-muted">(código TUSS {dados.procedimento.codigo})</span>
      </h2>
      {dados.estimativa ? (
        <>
          <p className="text-lg">
            Reembolso estimado: <strong>{formatCents(dados.estimativa.estimativaCentavos)}</strong> de{' '}
            {formatCents(dados.valorPagoCentavos)} pagos
          </p>
          <div>
            <h3 className="font-semibold">Como foi calculado</h3>
            <ol className="list-decimal pl-5">
              {dados.comoCalculado.map((passo) => (
                <li key={passo}>{passo}</li>
              ))}
            </ol>
          </div>
        </>
      ) : (
        <FriendlyMessage>{dados.mensagemAmigavel}</FriendlyMessage>
      )}
      {dados.documentos.length > 0 && (
        <div>
          <h3 className="font-semibold">Documentos que o pedido vai exigir</h3>
          <ul className="list-disc pl-5">
            {dados.documentos.map((d) => (
              <li key={d.grupo}>{d.titulo}</li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <Link to={routePath('solicitacaoReembolso')} className="font-semibold underline">
          Solicitar reembolso
        </Link>
      </p>
    </section>
  );
}

function Previa({
  cpf,
  codigoInicial,
  planoInicial,
}: {
  cpf: string;
  codigoInicial: string;
  planoInicial?: string;
}) {
  const [pedido, setPedido] = useState<PreviaReembolsoQuery | null>(null);
  const resposta = usePreviaReembolso(pedido);
  const dados = resposta.data;
  return (
    <div className="flex flex-col gap-6">
      <Form
        schema={schema}
        defaultValues={{ termo: codigoInicial, valor: '' }}
        aria-label="Simular o reembolso de um procedimento"
        onSubmit={({ termo, valor }) =>
          setPedido({
            cpf,
            termo,
            valorPagoCentavos: centsOf(valor) ?? 0,
            codigoPlano: pedido?.codigoPlano ?? planoInicial,
          })
        }
        className="flex flex-col gap-4"
      >
        <TextField
          name="termo"
          label="Procedimento (nome ou código TUSS)"
          hint="Por exemplo: consulta, ressonância magnética do joelho ou 10101012."
          autoComplete="off"
          maxLength={100}
        />
        <MoneyField name="valor" label="Valor que você vai pagar" />
        <Button type="submit" className="self-start">
          Simular reembolso
        </Button>
      </Form>
      {pedido &&
        (resposta.isError ? (
          <PlanoQueryError error={resposta.error} onRetry={() => void resposta.refetch()} />
        ) : !dados ? (
          <LoadingBlock />
        ) : (
          <div className="flex flex-col gap-6" aria-live="polite">
            <PlanoEscolha dados={dados} onChange={(codigoPlano) => setPedido({ ...pedido, codigoPlano })} />
            <Estimativa dados={dados} />
            <Sugestoes
              sugestoes={dados.sugestoes}
              onPick={(codigo) => setPedido({ ...pedido, termo: undefined, codigo })}
            />
            <Informativo dados={dados} />
          </div>
        ))}
    </div>
  );
}

export default function PreviaReembolsoPage() {
  const [params] = useSearchParams();
  const codigo = params.get('codigo') ?? '';
  const plano = params.get('codigoPlano') ?? undefined;
  return (
    <div className="flex flex-col gap-6">
      <p>
        Vai pagar um prestador fora da rede? Veja quanto o plano deve reembolsar, pela tabela de reembolso do
        seu plano, antes de pagar.
      </p>
      <BeneficiarioScreen listagem={usePreviaBeneficiarios()}>
        {(b) => <Previa cpf={b.cpf} codigoInicial={codigo} planoInicial={plano} />}
      </BeneficiarioScreen>
    </div>
  );
}
