// Minhas carências (issue 41, decision 0048): for the chosen beneficiary, per plan, what can be used today at a
// glance, then each coverage group's waiting period with its end ("Liberado" / "Liberado em dd/mm/aaaa (faltam
// N dias)"), each CPT of a declared pre-existing condition with its end and what it restricts, and the legal
// maxima in a line. Everything is worded by the server; a relative's only with their consent (the picker says
// whom the member may not see, and why).
import type { Carencia, Cpt, PlanoCarencias } from '@portal/domain/contract/plano/carencias';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { cn } from '../../../ui/cn';
import { LoadingBlock } from '../../../ui/loader';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { useCarencias, useCarenciasBeneficiarios } from '../api/carencias';

const data = (dia: string) => dia.split('-').reverse().join('/');

const Situacao = ({ liberado, situacao }: { liberado: boolean; situacao: string }) => (
  <span className={cn('font-semibold', liberado ? 'text-success' : 'text-warning')}>{situacao}</span>
);

const colunasCarencia: ListColumn<Carencia>[] = [
  { header: 'Início', cell: (c) => data(c.inicio), nowrap: true },
  { header: 'Situação', cell: (c) => <Situacao liberado={c.liberado} situacao={c.situacao} /> },
  { header: 'Prazo máximo da lei', cell: (c) => c.maximoLegal },
];

const colunasCpt: ListColumn<Cpt>[] = [
  { header: 'O que não cobre até o fim', cell: (c) => c.restricoesTexto },
  { header: 'Início', cell: (c) => data(c.inicio), nowrap: true },
  { header: 'Situação', cell: (c) => <Situacao liberado={c.liberado} situacao={c.situacao} /> },
];

function Plano({ plano }: { plano: PlanoCarencias }) {
  return (
    <section aria-labelledby={`plano-${plano.codigo}`} className="flex flex-col gap-4">
      <h2 id={`plano-${plano.codigo}`} className="text-xl font-bold">
        {plano.nome} <span className="font-normal text-ink-muted">({plano.segmentacao})</span>
      </h2>
      <div className="rounded-md border-2 border-line bg-surface p-4" role="status">
        <p className="font-semibold">{plano.resumo.podeUsar}</p>
        {plano.resumo.aguardando && <p className="mt-1">{plano.resumo.aguardando}</p>}
      </div>
      {plano.carencias.length > 0 && (
        <ResponsiveList
          caption={`Carências do plano ${plano.nome}`}
          rowHeader={{ header: 'Cobertura', cell: (c) => c.nome }}
          columns={colunasCarencia}
          rows={plano.carencias}
          rowKey={(c) => c.grupo}
        />
      )}
      {plano.cpts.length > 0 && (
        <ResponsiveList
          caption="Cobertura parcial temporária (CPT) de doença preexistente"
          rowHeader={{
            header: 'Condição declarada',
            cell: (c) => (c.cid ? `${c.condicao} (CID ${c.cid})` : c.condicao),
          }}
          columns={colunasCpt}
          rows={plano.cpts}
          rowKey={(c) => `${c.condicao}-${c.inicio}`}
        />
      )}
    </section>
  );
}

function Carencias({ cpf }: { cpf: string }) {
  const resposta = useCarencias(cpf);
  if (resposta.isError)
    return <PlanoQueryError error={resposta.error} onRetry={() => void resposta.refetch()} />;
  const dados = resposta.data;
  if (!dados) return <LoadingBlock />;
  return (
    <div className="flex flex-col gap-8">
      {dados.mensagemAmigavel ? (
        <FriendlyMessage>{dados.mensagemAmigavel}</FriendlyMessage>
      ) : (
        dados.planos.map((plano) => <Plano key={plano.codigo} plano={plano} />)
      )}
      <p className="text-sm text-ink-muted">{dados.maximosLegais}</p>
    </div>
  );
}

export default function MinhasCarenciasPage() {
  return (
    <div className="flex flex-col gap-6">
      <p>
        Veja até quando vai cada carência do plano e o que já pode ser usado hoje. A carência que termina hoje
        já está cumprida.
      </p>
      <BeneficiarioScreen listagem={useCarenciasBeneficiarios()}>
        {(b) => <Carencias cpf={b.cpf} />}
      </BeneficiarioScreen>
    </div>
  );
}
