// One guide opened (spec §7 GET /v2/beneficiarios/autorizacoes/{idGuia}?carteira): the procedures with their
// TUSS codes and quantities, the requesting doctor, the provider, the dates, the validity and the password
// to show at the provider; an authorised guide adds where it can be done, a denied one its reason, the
// contract clause or legal ground, and the letter (RN 623: the denial is given in writing).
import type { ReactNode } from 'react';
import { formatDate } from '@portal/domain';
import type { DetalheAutorizacao } from '@portal/domain/contract/saude/autorizacoes';
import { DownloadButton } from '../../../ui/download-button';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { downloadNegativa, useDetalheAutorizacao } from '../api/autorizacoes';
import { prestadorDaGuia } from './autorizacoes-textos';
import { medicoTexto } from './medico';
import { OndeRealizar } from './onde-realizar';

function Item({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-ink-muted">{termo}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function Procedimentos({ detalhe }: { detalhe: DetalheAutorizacao }) {
  return (
    <ul aria-label="Procedimentos" className="flex flex-col gap-2">
      {detalhe.procedimentos.map((p) => (
        <li key={p.codigoProcedimento} className="rounded-md border-2 border-line p-3">
          <p className="font-semibold">{p.descricao}</p>
          <p className="text-sm">
            TUSS {p.codigoProcedimento} · solicitada(s): {p.quantidadeSolicitada} · autorizada(s):{' '}
            {p.quantidadeAutorizada}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Negativa({ detalhe }: { detalhe: DetalheAutorizacao }) {
  if (!detalhe.negativa) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border-2 border-danger bg-danger-soft p-4">
      <p>
        <span className="font-semibold">Motivo da negativa: </span>
        {detalhe.negativa.motivo}
      </p>
      <p>
        <span className="font-semibold">Fundamento: </span>
        {detalhe.negativa.fundamento}
      </p>
      {detalhe.negativaPdf && (
        <div>
          <DownloadButton
            label="Baixar carta de negativa"
            ariaLabel={`Baixar carta de negativa da guia ${detalhe.idGuia}`}
            download={() => downloadNegativa(detalhe.idGuia)}
          />
        </div>
      )}
    </div>
  );
}

function Conteudo({ detalhe }: { detalhe: DetalheAutorizacao }) {
  const prestador = prestadorDaGuia(detalhe);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Item termo="Beneficiário">{detalhe.nome}</Item>
        <Item termo="Caráter">{detalhe.carater === 'URGENCIA' ? 'Urgência' : 'Eletivo'}</Item>
        <Item termo="Médico solicitante">{medicoTexto(detalhe.medicoSolicitante)}</Item>
        {prestador && (
          <Item termo={prestador.termo}>
            {prestador.texto.charAt(0).toUpperCase() + prestador.texto.slice(1)}
          </Item>
        )}
        <Item termo="Solicitada em">{formatDate(detalhe.dataSolicitacao)}</Item>
        {detalhe.dataDecisao && <Item termo="Decidida em">{formatDate(detalhe.dataDecisao)}</Item>}
        {detalhe.validade && <Item termo="Válida até">{formatDate(detalhe.validade)}</Item>}
        {detalhe.senha && <Item termo="Senha da autorização">{detalhe.senha}</Item>}
        {detalhe.protocolo && <Item termo="Protocolo">{detalhe.protocolo}</Item>}
      </dl>
      <Procedimentos detalhe={detalhe} />
      {detalhe.observacao && <p>{detalhe.observacao}</p>}
      <Negativa detalhe={detalhe} />
      {detalhe.status === 'AUTORIZADA' && (
        <OndeRealizar idGuia={detalhe.idGuia} procedimentos={detalhe.procedimentos} />
      )}
    </div>
  );
}

export function AutorizacaoDetalhe({ idGuia, carteira }: { idGuia: string; carteira: string }) {
  const detalhe = useDetalheAutorizacao(idGuia, carteira);
  if (detalhe.isError)
    return <PlanoQueryError error={detalhe.error} onRetry={() => void detalhe.refetch()} />;
  if (!detalhe.data) return <LoadingBlock />;
  return <Conteudo detalhe={detalhe.data} />;
}
