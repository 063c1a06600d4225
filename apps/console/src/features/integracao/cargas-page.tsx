// The bulk loads (role integração; decision 0044): the last runs of `npm run integracao:importar` with their
// counts — lines read, created, updated, unchanged, refused — and each run's refused lines as a CSV that a
// spreadsheet opens without running anything (the download is in the staff audit).
import { useQuery } from '@tanstack/react-query';
import { consoleIntegracaoCalls } from '@portal/domain/contract/calls/console/integracao';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Carregando } from '../../ui/carregando';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';
import { dataHora } from '../../ui/datas';
import { numero } from './escopos-campo';

const urlErros = (id: number) =>
  `${CONSOLE_PREFIX}${endpointPath(consoleIntegracaoCalls.errosCarga.path, { id })}`;

export default function CargasPage() {
  const cargas = useQuery(consulta(consoleIntegracaoCalls.listarCargas));
  return (
    <>
      <p className="mb-4 max-w-3xl">
        As cargas são feitas pela linha de comando (<code>npm run integracao:importar</code>); cada execução
        aparece aqui enquanto avança. As linhas recusadas vêm em CSV (separador ponto e vírgula).
      </p>
      {cargas.isPending && <Carregando />}
      {cargas.isError && <Alerta tipo="erro">{cargas.error.message}</Alerta>}
      {cargas.data && cargas.data.length === 0 && (
        <p className="text-ink-muted">Nenhuma carga executada ainda.</p>
      )}
      {cargas.data && cargas.data.length > 0 && (
        <RolagemTabela rotulo="Últimas cargas em lote">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Últimas cargas em lote</caption>
            <Cabecalhos
              colunas={[
                'Arquivo',
                'Início',
                'Fim',
                { texto: 'Linhas lidas', numero: true },
                { texto: 'Criados', numero: true },
                { texto: 'Atualizados', numero: true },
                { texto: 'Inalterados', numero: true },
                { texto: 'Recusados', numero: true },
                'Erros',
              ]}
            />
            <tbody>
              {cargas.data.map((c) => (
                <tr key={c.id} className="border-b border-line align-top">
                  <th scope="row" className="p-2 font-normal break-all">
                    {c.arquivo}
                  </th>
                  <td className="p-2">{dataHora(c.iniciadaEm)}</td>
                  <td className="p-2">
                    {c.terminadaEm
                      ? dataHora(c.terminadaEm)
                      : `Em andamento ou interrompida (${dataHora(c.atualizadaEm)})`}
                  </td>
                  <td className="p-2 text-right">{numero(c.linhas)}</td>
                  <td className="p-2 text-right">{numero(c.criados)}</td>
                  <td className="p-2 text-right">{numero(c.atualizados)}</td>
                  <td className="p-2 text-right">{numero(c.inalterados)}</td>
                  <td className="p-2 text-right">{numero(c.erros)}</td>
                  <td className="p-2">
                    {c.erros > 0 ? (
                      <a href={urlErros(c.id)} download className="inline-flex min-h-11 items-center">
                        Baixar recusados de {c.arquivo} (CSV)
                      </a>
                    ) : (
                      'Nenhum'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
    </>
  );
}
