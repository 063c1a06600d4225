// The request queues (atendimento or retaguarda; decision 0043): what members filed, the overdue and those due
// today first, then by RN 623 deadline, with the countdown in business days. One queue per kind (or every
// protocol), filtered by status, the request's own status, deadline and who has it; the filters live in the
// URL (a filtered view can be shared, survives a reload); each applies as it is chosen. "Ficar com ela" takes a request; one someone else
// has is refused with their name, and "Assumir mesmo assim" takes it over. More rows load by the keyset.
import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { consoleFilasCalls } from '@portal/domain/contract/calls/console/filas';
import {
  FILAS,
  NOME_PRAZO_FILA,
  PRAZOS_FILA,
  type FilaQuery,
  type ItemFila,
} from '@portal/domain/contract/console/filas';
import { chamar, chaveDe, ErroConsole } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Selecao, type SelecaoProps } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';
import { SITUACOES_DO_TIPO, SeloPrazo } from './prazo';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';

const FILTROS = ['tipo', 'situacao', 'situacaoPedido', 'prazo', 'responsavel'] as const;

/** A filter of the queue: a choice beside the others, as wide as its longest option allows. */
const Filtro = (props: Omit<SelecaoProps, 'className'>) => (
  <Selecao className="min-w-40 flex-1 sm:max-w-60" {...props} />
);

/** Take a request (or take it over after a refusal that named who has it). */
export function useAtribuir(aoMudar: () => void) {
  const [recusa, setRecusa] = useState<{ protocolo: string; mensagem: string } | null>(null);
  const [ocupado, setOcupado] = useState<string | null>(null);
  const atribuir = async (protocolo: string, assumir = false) => {
    setOcupado(protocolo);
    try {
      await chamar(consoleFilasCalls.atribuirSolicitacao, { params: { protocolo }, body: { assumir } });
      setRecusa(null);
      aoMudar();
    } catch (erro) {
      if (erro instanceof ErroConsole && erro.status === 409)
        setRecusa({ protocolo, mensagem: erro.message });
      else setRecusa({ protocolo, mensagem: erro instanceof Error ? erro.message : String(erro) });
    } finally {
      setOcupado(null);
    }
  };
  return { recusa, ocupado, atribuir };
}

export default function FilaPage() {
  const [busca, setBusca] = useSearchParams();
  const valor = (chave: (typeof FILTROS)[number]) => busca.get(chave) ?? '';
  const query = Object.fromEntries(
    FILTROS.map((chave) => [chave, valor(chave) || undefined]).filter(([, v]) => v),
  ) as FilaQuery;
  const queryClient = useQueryClient();
  const fila = useInfiniteQuery({
    queryKey: chaveDe(consoleFilasCalls.listarFila, { query }),
    queryFn: ({ pageParam, signal }) =>
      chamar(consoleFilasCalls.listarFila, {
        query: { ...query, ...(pageParam ? { apos: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (ultima) => ultima.proximo ?? undefined,
    placeholderData: keepPreviousData,
  });
  const recarregar = () =>
    void queryClient.invalidateQueries({ queryKey: chaveDe(consoleFilasCalls.listarFila).slice(0, 2) });
  const { recusa, ocupado, atribuir } = useAtribuir(recarregar);

  const mudar = (chave: (typeof FILTROS)[number], novo: string) => {
    const proxima = new URLSearchParams(busca);
    if (novo) proxima.set(chave, novo);
    else proxima.delete(chave);
    // The request's own statuses belong to one kind.
    if (chave === 'tipo') proxima.delete('situacaoPedido');
    setBusca(proxima);
  };

  const primeira = fila.data?.pages[0];
  const itens: ItemFila[] = fila.data?.pages.flatMap((p) => p.itens) ?? [];
  const situacoesDoTipo = SITUACOES_DO_TIPO[valor('tipo')];
  const nomeFila = FILAS.find((f) => f.tipo === valor('tipo'))?.nome ?? 'Todas as solicitações';

  return (
    <>
      <div role="group" aria-label="Filtros da fila" className="mb-4 flex flex-wrap items-end gap-4">
        <Filtro
          id="fila-tipo"
          rotulo="Fila"
          valor={valor('tipo')}
          onChange={(v) => mudar('tipo', v)}
          opcoes={[
            { valor: '', rotulo: 'Todas as solicitações' },
            ...FILAS.map((f) => ({ valor: f.tipo, rotulo: f.nome })),
          ]}
        />
        <Filtro
          id="fila-situacao"
          rotulo="Situação"
          valor={valor('situacao')}
          onChange={(v) => mudar('situacao', v)}
          opcoes={[
            { valor: '', rotulo: 'Abertas' },
            { valor: 'FECHADO', rotulo: 'Respondidas' },
          ]}
        />
        {situacoesDoTipo && (
          <Filtro
            id="fila-situacao-pedido"
            rotulo="Situação do pedido"
            valor={valor('situacaoPedido')}
            onChange={(v) => mudar('situacaoPedido', v)}
            opcoes={[{ valor: '', rotulo: 'Todas' }, ...situacoesDoTipo]}
          />
        )}
        <Filtro
          id="fila-prazo"
          rotulo="Prazo"
          valor={valor('prazo')}
          onChange={(v) => mudar('prazo', v)}
          opcoes={[
            { valor: '', rotulo: 'Todos' },
            ...PRAZOS_FILA.map((p) => ({ valor: p, rotulo: NOME_PRAZO_FILA[p] })),
          ]}
        />
        <Filtro
          id="fila-responsavel"
          rotulo="Responsável"
          valor={valor('responsavel')}
          onChange={(v) => mudar('responsavel', v)}
          opcoes={[
            { valor: '', rotulo: 'Qualquer pessoa' },
            { valor: 'EU', rotulo: 'Comigo' },
            { valor: 'NINGUEM', rotulo: 'Sem responsável' },
          ]}
        />
      </div>

      {primeira && (
        <p role="status" className="mb-3 flex flex-wrap gap-2">
          <span className="font-semibold">{nomeFila}:</span>
          <span className="rounded border border-danger bg-danger-soft px-2 text-ink">
            {primeira.contagens.atrasadas} {primeira.contagens.atrasadas === 1 ? 'atrasada' : 'atrasadas'}
          </span>
          <span className="rounded border border-warning bg-warning-soft px-2 text-ink">
            {primeira.contagens.hoje} {primeira.contagens.hoje === 1 ? 'vence' : 'vencem'} hoje
          </span>
        </p>
      )}
      {recusa && (
        <Alerta tipo="erro">
          <p>{recusa.mensagem}</p>
          <Botao className="mt-2" onClick={() => void atribuir(recusa.protocolo, true)}>
            Assumir mesmo assim
          </Botao>
        </Alerta>
      )}
      {fila.isPending && <Carregando />}
      {fila.isError && <Alerta tipo="erro">{fila.error.message}</Alerta>}
      {primeira && itens.length === 0 && <p>Nenhuma solicitação com estes filtros.</p>}
      {itens.length > 0 && (
        <RolagemTabela rotulo={nomeFila}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              {nomeFila}: as atrasadas e as que vencem hoje primeiro, depois pelo prazo
            </caption>
            <Cabecalhos
              colunas={['Protocolo', 'Tipo', 'Beneficiário', 'Andamento', 'Prazo (RN 623)', 'Responsável']}
            />
            <tbody>
              {itens.map((item) => (
                <tr key={item.protocolo} className="border-b border-line align-top">
                  <td className="p-2">
                    <Link
                      to={`/solicitacoes/${item.protocolo}`}
                      className="inline-flex min-h-11 items-center font-mono"
                      aria-label={`Abrir ${item.tipoNome} ${item.protocolo}`}
                    >
                      {item.protocolo}
                    </Link>
                    <span className="block text-ink-muted">{dataHora(item.abertoEm)}</span>
                  </td>
                  <td className="p-2">{item.tipoNome}</td>
                  <td className="p-2">{item.pessoaNome}</td>
                  <td className="p-2">{item.andamento || '—'}</td>
                  <td className="p-2">
                    <SeloPrazo item={item} />
                  </td>
                  <td className="p-2">
                    {item.responsavel ? (
                      <span>{item.responsavel.nome}</span>
                    ) : item.situacao === 'EM_ANDAMENTO' ? (
                      <Botao
                        disabled={ocupado === item.protocolo}
                        aria-label={`Ficar com ela: ${item.protocolo}`}
                        onClick={() => void atribuir(item.protocolo)}
                      >
                        Ficar com ela
                      </Botao>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
      {fila.hasNextPage && (
        <Botao className="mt-4" disabled={fila.isFetchingNextPage} onClick={() => void fila.fetchNextPage()}>
          {fila.isFetchingNextPage ? 'Carregando…' : 'Mostrar mais'}
        </Botao>
      )}
    </>
  );
}
