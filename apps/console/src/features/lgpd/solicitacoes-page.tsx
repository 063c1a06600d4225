// The LGPD desk's queue (decision 0045): the members' data-subject requests, open ones first with the overdue
// at the top and the days left to the legal deadline (15 days, LGPD art. 19), then the decided ones.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleLgpdCalls } from '@portal/domain/contract/calls/console/lgpd';
import { nomeDecisaoDireitoTitular } from '@portal/domain/contract/meus-dados/direitos-titular';
import { SITUACOES_FILA_LGPD, type SolicitacaoLgpdResumo } from '@portal/domain/contract/console/lgpd';
import { consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Carregando } from '../../ui/carregando';
import { formatDate } from '@portal/domain/format/dates';
import { Selecao } from '../../ui/campo';
import { dataHora } from '../../ui/datas';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';

type Situacao = (typeof SITUACOES_FILA_LGPD)[number];

const NOMES_SITUACAO: Record<Situacao, string> = {
  abertas: 'Abertos',
  decididas: 'Decididos',
  todas: 'Todos',
};

/** The deadline in words: '3 dias', 'vence hoje', 'atrasado há 2 dias', or the decision. */
export function prazoEmPalavras(s: Pick<SolicitacaoLgpdResumo, 'decisao' | 'diasRestantes'>): string {
  if (s.decisao) return nomeDecisaoDireitoTitular(s.decisao);
  if (s.diasRestantes < 0) {
    const dias = -s.diasRestantes;
    return `Atrasado há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
  }
  if (s.diasRestantes === 0) return 'Vence hoje';
  return `${s.diasRestantes} ${s.diasRestantes === 1 ? 'dia' : 'dias'}`;
}

export default function SolicitacoesLgpdPage() {
  const [situacao, setSituacao] = useState<Situacao>('abertas');
  const lista = useQuery({
    ...consulta(consoleLgpdCalls.listar, { query: { situacao } }),
    placeholderData: keepPreviousData,
  });
  const itens = lista.data?.itens ?? [];
  const atrasados = itens.filter((i) => i.atrasada).length;
  return (
    <>
      <p className="mb-4 max-w-3xl">
        Pedidos dos titulares de dados (LGPD, art. 18) feitos no portal. A lei dá 15 dias para responder (art.
        19, II): os atrasados aparecem primeiro.
      </p>
      <Selecao
        id="lgpd-situacao"
        rotulo="Mostrar"
        className="mb-4 w-48"
        valor={situacao}
        onChange={(v) => setSituacao(v as Situacao)}
        opcoes={SITUACOES_FILA_LGPD.map((s) => ({ valor: s, rotulo: NOMES_SITUACAO[s] }))}
      />
      {lista.isPending && <Carregando />}
      {lista.isError && <Alerta tipo="erro">{lista.error.message}</Alerta>}
      {lista.data && (
        <>
          <p role="status" className="mb-2">
            {itens.length === 0
              ? 'Nenhum pedido.'
              : `${itens.length} ${itens.length === 1 ? 'pedido' : 'pedidos'}${atrasados > 0 ? `, ${atrasados} com prazo vencido` : ''}.`}
          </p>
          {itens.length > 0 && (
            <RolagemTabela rotulo="Pedidos dos titulares">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">
                  Pedidos dos titulares, dos prazos mais urgentes aos decididos
                </caption>
                <Cabecalhos colunas={['Protocolo', 'Pedido', 'Titular', 'Feito em', 'Prazo', 'Situação']} />
                <tbody>
                  {itens.map((item) => (
                    <tr key={item.protocolo} className="border-b border-line align-top">
                      <td className="p-2 font-mono">
                        <Link
                          to={`/lgpd/solicitacoes/${item.protocolo}`}
                          className="inline-flex min-h-11 items-center"
                        >
                          {item.protocolo}
                        </Link>
                      </td>
                      <td className="p-2">{item.tipoNome}</td>
                      <td className="p-2">{item.titular}</td>
                      <td className="p-2 whitespace-nowrap">{dataHora(item.abertaEm)}</td>
                      <td className="p-2 whitespace-nowrap">{formatDate(item.prazo)}</td>
                      <td className={`p-2 ${item.atrasada ? 'font-semibold text-danger' : ''}`}>
                        {prazoEmPalavras(item)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </RolagemTabela>
          )}
        </>
      )}
    </>
  );
}
