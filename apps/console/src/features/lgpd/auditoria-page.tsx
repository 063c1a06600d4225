// The encarregado's audit search (decision 0045): the member audit and the staff audit together, by data
// subject (CPF), staff member, action and period, newest first, 50 at a time ("Mostrar mais" follows the
// server's key, so rows written meanwhile never repeat or shift a page), and the same search as a CSV that no
// spreadsheet runs as a formula. Every search and export is itself in the staff audit (server side).
import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { consoleLgpdCalls } from '@portal/domain/contract/calls/console/lgpd';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import type { AuditoriaLgpdQuery } from '@portal/domain/contract/console/lgpd';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { addDays, formatIsoDate } from '@portal/domain/format/calendar';
import { operatorDate } from '@portal/domain/format/dates';
import { chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo, Selecao } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';

type Filtros = Omit<AuditoriaLgpdQuery, 'apos'>;

const urlCsv = (filtros: Filtros): string => {
  const busca = new URLSearchParams();
  for (const [nome, valor] of Object.entries(filtros))
    if (valor !== undefined) busca.set(nome, String(valor));
  return `${CONSOLE_PREFIX}${endpointPath(consoleLgpdCalls.exportar.path, undefined)}?${busca.toString()}`;
};

export default function AuditoriaLgpdPage() {
  const hoje = operatorDate(new Date());
  const [inicio, setInicio] = useState(formatIsoDate(addDays(hoje, -29)));
  const [fim, setFim] = useState(formatIsoDate(hoje));
  const [cpf, setCpf] = useState('');
  const [equipeId, setEquipeId] = useState('');
  const [acao, setAcao] = useState('');
  const [filtros, setFiltros] = useState<Filtros | null>(null);
  const equipe = useQuery(consulta(consoleLgpdCalls.equipe));

  const busca = useInfiniteQuery({
    queryKey: [...chaveDe(consoleLgpdCalls.auditoria, { query: filtros }), 'paginas'],
    enabled: filtros !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      chamar(consoleLgpdCalls.auditoria, {
        query: { ...(filtros as Filtros), ...(pageParam ? { apos: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (ultima) => ultima.proxima ?? undefined,
    retry: false,
  });

  const buscar = (evento: FormEvent) => {
    evento.preventDefault();
    setFiltros({
      inicio,
      fim,
      ...(cpf.trim() ? { cpf: cpf.trim() } : {}),
      ...(equipeId ? { equipeId: Number(equipeId) } : {}),
      ...(acao.trim() ? { acao: acao.trim() } : {}),
    });
  };
  const itens = busca.data?.pages.flatMap((p) => p.itens) ?? [];

  return (
    <>
      <p className="mb-4 max-w-3xl">
        Busca na auditoria dos beneficiários e na da equipe. Cada busca e cada exportação ficam registradas na
        auditoria da equipe.
      </p>
      <form
        noValidate
        onSubmit={buscar}
        className="mb-4 flex flex-wrap items-end gap-4"
        aria-label="Filtros da busca"
      >
        <Campo
          id="lgpd-inicio"
          rotulo="De"
          type="date"
          value={inicio}
          onChange={(e) => setInicio(e.target.value)}
        />
        <Campo id="lgpd-fim" rotulo="Até" type="date" value={fim} onChange={(e) => setFim(e.target.value)} />
        <Campo
          id="lgpd-cpf"
          rotulo="CPF do titular"
          inputMode="numeric"
          autoComplete="off"
          value={cpf}
          onChange={(e) => setCpf(e.target.value)}
          className="w-48"
        />
        <Selecao
          id="lgpd-equipe"
          rotulo="Pessoa da equipe"
          valor={equipeId}
          onChange={setEquipeId}
          vazio="Todas"
          opcoes={equipe.data?.equipe.map((m) => ({ valor: String(m.id), rotulo: m.nome })) ?? []}
        />
        <Campo
          id="lgpd-acao"
          rotulo="Ação"
          dica="Exata ou o começo: LEITURA_TITULOS, lgpd."
          value={acao}
          onChange={(e) => setAcao(e.target.value)}
          className="w-64 max-w-full"
        />
        <Botao type="submit" variante="primario">
          Buscar
        </Botao>
      </form>

      {busca.isFetching && !busca.isFetchingNextPage && <Carregando />}
      {busca.isError && <Alerta tipo="erro">{busca.error.message}</Alerta>}
      {filtros && busca.data && (
        <>
          <div className="mb-2 flex flex-wrap items-center gap-4">
            <p role="status">
              {itens.length === 0
                ? 'Nenhum registro com estes filtros.'
                : `${itens.length} ${itens.length === 1 ? 'registro' : 'registros'}${busca.hasNextPage ? ' (há mais)' : ''}.`}
            </p>
            {itens.length > 0 && (
              <a href={urlCsv(filtros)} download className="inline-flex min-h-11 items-center">
                Exportar CSV
              </a>
            )}
          </div>
          {itens.length > 0 && (
            <RolagemTabela rotulo="Registros de auditoria">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Registros de auditoria, do mais recente ao mais antigo</caption>
                <Cabecalhos
                  colunas={['Quando', 'Trilha', 'Ação', 'Titular', 'Autor', 'Recurso ou alvo', 'IP']}
                />
                <tbody>
                  {itens.map((item) => (
                    <tr key={`${item.trilha}-${item.id}`} className="border-b border-line align-top">
                      <td className="p-2 whitespace-nowrap">{dataHora(item.em)}</td>
                      <td className="p-2">{item.trilha === 'EQUIPE' ? 'Equipe' : 'Beneficiário'}</td>
                      <td className="p-2">
                        {item.acaoNome}
                        {item.acaoNome !== item.acao && (
                          <span className="block font-mono text-xs">{item.acao}</span>
                        )}
                        {item.resultado === 'FALHA' && (
                          <span className="block font-semibold">Sem sucesso</span>
                        )}
                      </td>
                      <td className="p-2">{item.pessoa ?? '—'}</td>
                      <td className="p-2">{item.autor ?? '—'}</td>
                      <td className="p-2 font-mono break-all">{item.recurso ?? '—'}</td>
                      <td className="p-2">{item.ip ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </RolagemTabela>
          )}
          {busca.hasNextPage && (
            <Botao
              className="mt-4"
              disabled={busca.isFetchingNextPage}
              onClick={() => void busca.fetchNextPage()}
            >
              Mostrar mais
            </Botao>
          )}
        </>
      )}
    </>
  );
}
