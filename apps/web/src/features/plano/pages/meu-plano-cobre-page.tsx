// Meu plano cobre? (issue 41, decision 0049): the member chooses the beneficiary, types a procedure by name or
// TUSS code (typos forgiven) and reads, for that person's plan, whether it is covered under the Rol (with the
// DUT in plain words), whether a waiting period still blocks it and until when, whether it needs prior
// authorization (with the way to ask for it), the co-participation, and — when the reimbursement table has it —
// a way to the reimbursement preview. Everything is worded by the server; the answer is informative.
import { useState } from 'react';
import { Link } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { validateRequired } from '@portal/domain/validation/required';
import type { Cobertura, CoberturaQuery } from '@portal/domain/contract/plano/cobertura';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { rulesSchema } from '../../../ui/form/rules-schema';
import { TextField } from '../../../ui/form/text-field';
import { LoadingBlock } from '../../../ui/loader';
import { useCobertura, useCoberturaBeneficiarios } from '../api/cobertura';
import { Informativo, PlanoEscolha, Sugestoes } from '../components/resposta-plano';

const schema = rulesSchema({ termo: [validateRequired] });

function Procedimento({
  procedimento,
  cpf,
  codigoPlano,
}: {
  procedimento: NonNullable<Cobertura['procedimento']>;
  cpf: string;
  codigoPlano: string;
}) {
  const p = procedimento;
  const previa = `${routePath('previaReembolso')}?${new URLSearchParams({ codigo: p.codigo, cpf, codigoPlano })}`;
  return (
    <section
      aria-labelledby="cobertura-procedimento"
      className="flex flex-col gap-4 rounded-md border border-line p-4"
    >
      <h2 id="cobertura-procedimento" className="text-lg font-semibold">
        {p.nome} <span className="font-normal text-ink-muted">(código TUSS {p.codigo})</span>
      </h2>
      <p className="text-lg font-semibold">{p.coberto ? 'Coberto pelo plano' : 'Não coberto pelo plano'}</p>
      <p>{p.explicacao}</p>
      {p.dut && (
        <div>
          <h3 className="font-semibold">Diretriz de utilização (DUT) da ANS</h3>
          <p>{p.dut}</p>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">Carência ({p.grupoNome})</dt>
        <dd>{p.carencia ? p.carencia.texto : 'Sem carência para este procedimento.'}</dd>
        <dt className="font-semibold">Autorização prévia</dt>
        <dd>
          {p.autorizacaoPrevia ? (
            <>
              Precisa de autorização prévia da operadora.{' '}
              <Link to={routePath('solicitarAutorizacao')} className="font-semibold underline">
                Solicitar autorização
              </Link>
            </>
          ) : (
            'Não precisa de autorização prévia.'
          )}
        </dd>
        <dt className="font-semibold">Coparticipação</dt>
        <dd>{p.coparticipacao ? p.coparticipacao.texto : 'Sem coparticipação.'}</dd>
      </dl>
      {p.reembolsavel && (
        <p>
          Vai pagar um prestador fora da rede?{' '}
          <Link to={previa} className="font-semibold underline">
            Simular o reembolso deste procedimento
          </Link>
        </p>
      )}
    </section>
  );
}

function Consulta({ cpf }: { cpf: string }) {
  const [pedido, setPedido] = useState<CoberturaQuery | null>(null);
  const resposta = useCobertura(pedido);
  const dados = resposta.data;
  return (
    <div className="flex flex-col gap-6">
      <Form
        schema={schema}
        defaultValues={{ termo: '' }}
        aria-label="Consultar a cobertura de um procedimento"
        onSubmit={({ termo }) => setPedido({ cpf, termo, codigoPlano: pedido?.codigoPlano })}
        className="flex flex-col gap-4"
      >
        <TextField
          name="termo"
          label="Procedimento (nome ou código TUSS)"
          hint="Por exemplo: ressonância magnética, hemograma, parto cesariano ou 10101012."
          autoComplete="off"
          maxLength={100}
        />
        <Button type="submit" className="self-start">
          Consultar
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
            {dados.procedimento ? (
              <Procedimento procedimento={dados.procedimento} cpf={cpf} codigoPlano={dados.plano.codigo} />
            ) : (
              <FriendlyMessage>{dados.mensagemAmigavel}</FriendlyMessage>
            )}
            <Sugestoes
              sugestoes={dados.sugestoes}
              onPick={(codigo) => setPedido({ cpf, codigo, codigoPlano: dados.plano.codigo })}
            />
            <Informativo dados={dados} />
          </div>
        ))}
    </div>
  );
}

export default function MeuPlanoCobrePage() {
  return (
    <div className="flex flex-col gap-6">
      <p>
        Descubra se o plano cobre um procedimento, se ainda há carência, se precisa de autorização e quanto é
        a coparticipação.
      </p>
      <BeneficiarioScreen listagem={useCoberturaBeneficiarios()}>
        {(b) => <Consulta cpf={b.cpf} />}
      </BeneficiarioScreen>
    </div>
  );
}
