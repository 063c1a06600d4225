// Autorizações (spec §2 "Authorizations: list with status filter, details, providers, cities and denial
// PDF", issue 15): choose a beneficiary and the statuses (the multi-select starts on Em estudo — spec §4
// "The authorization list status defaults to PENDENTE"; none ticked shows all, and the hint under it says
// which the list shows — issue 37), and see the guides newest first. Each guide is an expandable block
// whose detail loads only when opened.
// Issue 37, still while loading: the heading names the beneficiary from the picker (it no longer grows when
// the list arrives and wraps on a phone, pushing the filter down).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, SAUDE_MESSAGES } from '@portal/domain';
import { routePath } from '@portal/domain/access/routes';
import type { AutorizacaoResumo } from '@portal/domain/contract/saude/autorizacoes';
import {
  SITUACAO_AUTORIZACAO_PADRAO,
  SITUACOES_AUTORIZACAO,
  SITUACOES_AUTORIZACAO_CODIGOS,
  TIPOS_GUIA,
  type SituacaoAutorizacao,
} from '@portal/domain/contract/saude/autorizacao-situacoes';
import { buttonClasses } from '../../../ui/button';
import { Disclosure } from '../../../ui/disclosure';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { LoadingBlock } from '../../../ui/loader';
import { MultiSelect } from '../../../ui/multi-select';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { useAutorizacoes, useAutorizacoesBeneficiarios } from '../api/autorizacoes';
import { AutorizacaoDetalhe } from '../components/autorizacao-detalhe';
import { dicaDoFiltro, prestadorDaGuia } from '../components/autorizacoes-textos';
import { SituacaoAutorizacaoBadge } from '../components/situacao-autorizacao';

const SITUACAO_LABEL = 'Situação';
const SITUACAO_OPTIONS = SITUACOES_AUTORIZACAO.map((s) => ({ value: s.situacao, label: s.nome }));
const tipoGuiaNome = (a: AutorizacaoResumo): string =>
  TIPOS_GUIA.find((t) => t.tipo === a.tipoAutorizacao)?.nome ?? a.tipoAutorizacao;

function Resumo({ guia }: { guia: AutorizacaoResumo }) {
  const prestador = prestadorDaGuia(guia);
  return (
    <div className="flex flex-col gap-1 text-ink">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <SituacaoAutorizacaoBadge situacao={guia.status} />
        <span>
          {guia.procedimentoPrincipal}
          {guia.outrosProcedimentos > 0 && ` (+${guia.outrosProcedimentos})`}
        </span>
      </div>
      <span className="text-ink-muted">Solicitada em {formatDate(guia.dataSolicitacao)}</span>
      {prestador && (
        <span>
          {prestador.termo}: {prestador.texto}
        </span>
      )}
      {guia.status === 'PENDENTE' && guia.prazoResposta && (
        <span>
          Resposta até {formatDate(guia.prazoResposta)}
          {guia.altaComplexidade && ' (alta complexidade: 10 dias úteis)'}
        </span>
      )}
      {guia.validade && guia.status === 'AUTORIZADA' && <span>Válida até {formatDate(guia.validade)}</span>}
    </div>
  );
}

function Guias({ cpf, nome }: { cpf: string; nome: string }) {
  const [situacoes, setSituacoes] = useState<SituacaoAutorizacao[]>([SITUACAO_AUTORIZACAO_PADRAO]);
  // None ticked means every status (as the usage statement's filter): the server's own default is PENDENTE.
  const lista = useAutorizacoes(cpf, situacoes.length ? situacoes : SITUACOES_AUTORIZACAO_CODIGOS);
  const data = lista.data;
  const message = data ? listFriendlyMessage(data, SAUDE_MESSAGES.noAuthorizations) : null;
  return (
    <section aria-labelledby="autorizacoes-titulo" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="autorizacoes-titulo" className="text-xl font-bold">
          Autorizações de {nome}
        </h2>
        <Link to={routePath('solicitarAutorizacao')} className={buttonClasses('secondary', 'no-underline')}>
          Solicitar autorização
        </Link>
      </div>
      <div className="flex flex-col gap-1 rounded-lg border-2 border-line bg-surface p-4 sm:max-w-md">
        <MultiSelect
          label={SITUACAO_LABEL}
          options={SITUACAO_OPTIONS}
          selected={situacoes}
          onChange={(next) => setSituacoes(next as SituacaoAutorizacao[])}
        />
        <p className="text-sm text-ink-muted">{dicaDoFiltro(situacoes)}</p>
      </div>
      <div aria-busy={lista.isFetching} className="flex flex-col gap-4">
        {lista.isError ? (
          <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />
        ) : !data ? (
          <LoadingBlock />
        ) : message || data.autorizacoes.length === 0 ? (
          <FriendlyMessage>{message ?? SAUDE_MESSAGES.noAuthorizations}</FriendlyMessage>
        ) : (
          <>
            <p role="status">
              {data.autorizacoes.length === 1 ? '1 guia' : `${data.autorizacoes.length} guias`}
            </p>
            <ul className="flex flex-col gap-4">
              {data.autorizacoes.map((guia) => (
                <li key={guia.idGuia}>
                  <Disclosure
                    headingLevel={3}
                    title={`${tipoGuiaNome(guia)} — guia n° ${guia.idGuia}`}
                    summary={<Resumo guia={guia} />}
                    renderWhenOpened
                  >
                    <AutorizacaoDetalhe idGuia={guia.idGuia} carteira={guia.codigoCarteiraGuia} />
                  </Disclosure>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

export default function AutorizacoesPage() {
  return (
    <BeneficiarioScreen listagem={useAutorizacoesBeneficiarios()}>
      {(b) => <Guias cpf={b.cpf} nome={b.nome} />}
    </BeneficiarioScreen>
  );
}
