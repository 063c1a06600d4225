// Webhook deliveries (role integração; decision 0044): per client with a webhook, how many wait, failed
// (a retry is due later) and were given up; a client's deliveries not yet received with their attempts and
// last error; "Reenviar agora" puts a failed or given-up one back in the queue at once; a period's events
// can be sent again (each at most once in the queue); a client's deliveries can be paused and resumed.
// Every action is in the staff audit.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consoleIntegracaoCalls } from '@portal/domain/contract/calls/console/integracao';
import {
  ESTADOS_ENTREGA,
  MENSAGENS_INTEGRACAO_CONSOLE as MSG,
  NOME_ESTADO_ENTREGA,
  type EstadoEntregaConsole,
} from '@portal/domain/contract/console/integracao';
import { chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo, Selecao } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';
import { dataHora } from '../../ui/datas';
import { numero } from './escopos-campo';

/** The summary and every client's list of deliveries, after an action. */
const atualizarEntregas = (fila: QueryClient) =>
  Promise.all([
    fila.invalidateQueries({ queryKey: chaveDe(consoleIntegracaoCalls.resumoEntregas) }),
    fila.invalidateQueries({ queryKey: chaveDe(consoleIntegracaoCalls.listarEntregasWebhook) }),
  ]).then(() => undefined);

export default function EntregasPage() {
  const fila = useQueryClient();
  const resumo = useQuery(consulta(consoleIntegracaoCalls.resumoEntregas));
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const atualizar = () => atualizarEntregas(fila);
  const pausar = useMutation({
    mutationFn: async ({ clientId, pausado }: { clientId: string; pausado: boolean }) => {
      if (pausado) await chamar(consoleIntegracaoCalls.retomarEntregas, { params: { clientId } });
      else await chamar(consoleIntegracaoCalls.pausarEntregas, { params: { clientId } });
      return pausado ? 'Entregas retomadas.' : 'Entregas pausadas: os eventos esperam na fila.';
    },
    onSuccess: async (texto) => {
      setAviso(texto);
      await atualizar();
    },
  });

  const cliente = resumo.data?.find((r) => r.clientId === escolhido) ?? null;
  return (
    <>
      {resumo.isPending && <Carregando />}
      {resumo.isError && <Alerta tipo="erro">{resumo.error.message}</Alerta>}
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {pausar.isError && <Alerta tipo="erro">{pausar.error.message}</Alerta>}
      {resumo.data && resumo.data.length === 0 && (
        <p className="text-ink-muted">Nenhum cliente tem webhook configurado.</p>
      )}
      {resumo.data && resumo.data.length > 0 && (
        <RolagemTabela rotulo="Entregas de webhooks por cliente">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Entregas de webhooks por cliente</caption>
            <Cabecalhos
              colunas={[
                'Cliente',
                'URL',
                { texto: 'Na fila', numero: true },
                { texto: 'Com falha', numero: true },
                { texto: 'Desistidas', numero: true },
                'Entregas',
                'Ações',
              ]}
            />
            <tbody>
              {resumo.data.map((r) => (
                <tr key={r.clientId} className="border-b border-line align-top">
                  <th scope="row" className="p-2 font-normal">
                    {r.nome}
                    <span className="block font-mono text-sm text-ink-muted">{r.clientId}</span>
                  </th>
                  <td className="p-2 text-sm break-all">{r.url}</td>
                  <td className="p-2 text-right">{numero(r.pendentes)}</td>
                  <td className="p-2 text-right">{numero(r.falhas)}</td>
                  <td className="p-2 text-right">{numero(r.mortas)}</td>
                  <td className="p-2">
                    {r.revogadoEm
                      ? 'Cliente revogado'
                      : r.pausadoEm
                        ? `Pausadas desde ${dataHora(r.pausadoEm)}`
                        : 'Saindo'}
                  </td>
                  <td className="p-2">
                    <div className="flex flex-wrap gap-2">
                      <Botao
                        aria-label={`Ver entregas de ${r.nome} (${r.clientId})`}
                        aria-pressed={escolhido === r.clientId}
                        onClick={() => setEscolhido(r.clientId)}
                      >
                        Ver entregas
                      </Botao>
                      {!r.revogadoEm && (
                        <Botao
                          aria-label={`${r.pausadoEm ? 'Retomar' : 'Pausar'} as entregas de ${r.nome} (${r.clientId})`}
                          disabled={pausar.isPending}
                          onClick={() => {
                            setAviso(null);
                            pausar.mutate({ clientId: r.clientId, pausado: r.pausadoEm !== null });
                          }}
                        >
                          {r.pausadoEm ? 'Retomar' : 'Pausar'}
                        </Botao>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
      {cliente && (
        <EntregasDoCliente key={cliente.clientId} clientId={cliente.clientId} nome={cliente.nome} />
      )}
    </>
  );
}

function EntregasDoCliente({ clientId, nome }: { clientId: string; nome: string }) {
  const fila = useQueryClient();
  const [estado, setEstado] = useState<EstadoEntregaConsole | ''>('');
  const [aviso, setAviso] = useState<string | null>(null);
  const entregas = useQuery(
    consulta(consoleIntegracaoCalls.listarEntregasWebhook, {
      params: { clientId },
      query: estado ? { estado } : {},
    }),
  );
  const atualizar = () => atualizarEntregas(fila);
  const reenviar = useMutation({
    mutationFn: (eventoId: string) =>
      chamar(consoleIntegracaoCalls.reenviarEntrega, { params: { clientId, eventoId } }),
    onSuccess: async (_r, eventoId) => {
      setAviso(`Entrega do evento ${eventoId} de volta à fila: sai na próxima rodada.`);
      await atualizar();
    },
  });
  return (
    <section aria-labelledby="entregas-cliente" className="mt-6">
      <h2 id="entregas-cliente" className="text-lg font-semibold">
        Entregas de {nome}
      </h2>
      <Selecao
        id="entregas-estado"
        rotulo="Situação"
        className="mt-2 max-w-xs"
        valor={estado}
        onChange={(v) => setEstado(v as EstadoEntregaConsole | '')}
        vazio="Todas as não entregues"
        opcoes={ESTADOS_ENTREGA.map((e) => ({ valor: e, rotulo: NOME_ESTADO_ENTREGA[e] }))}
      />
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {reenviar.isError && <Alerta tipo="erro">{reenviar.error.message}</Alerta>}
      {entregas.isPending && <Carregando />}
      {entregas.isError && <Alerta tipo="erro">{entregas.error.message}</Alerta>}
      {entregas.data && entregas.data.length === 0 && (
        <p className="mt-2 text-ink-muted">Nenhuma entrega nesta situação.</p>
      )}
      {entregas.data && entregas.data.length > 0 && (
        <RolagemTabela rotulo={`Entregas não concluídas de ${nome}`}>
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Entregas não concluídas de {nome}</caption>
            <Cabecalhos
              colunas={[
                'Evento',
                'Situação',
                { texto: 'Tentativas', numero: true },
                'Último erro',
                'Próxima tentativa',
                'Ação',
              ]}
            />
            <tbody>
              {entregas.data.map((e) => (
                <tr key={e.eventoId} className="border-b border-line align-top">
                  <th scope="row" className="p-2 font-normal">
                    <span className="font-mono text-sm break-all">{e.eventoId}</span>
                    <span className="block text-sm text-ink-muted">
                      {e.tipo}, {dataHora(e.criadoEm)}
                    </span>
                  </th>
                  <td className="p-2">{NOME_ESTADO_ENTREGA[e.estado]}</td>
                  <td className="p-2 text-right">{numero(e.tentativas)}</td>
                  <td className="p-2 text-sm break-all">{e.ultimoErro ?? '—'}</td>
                  <td className="p-2">{e.estado === 'MORTA' ? '—' : dataHora(e.proximaTentativa)}</td>
                  <td className="p-2">
                    {e.estado !== 'PENDENTE' && (
                      <Botao
                        aria-label={`Reenviar agora o evento ${e.eventoId}`}
                        disabled={reenviar.isPending}
                        onClick={() => {
                          setAviso(null);
                          reenviar.mutate(e.eventoId);
                        }}
                      >
                        Reenviar agora
                      </Botao>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
      <ReenvioPeriodo clientId={clientId} onFeito={atualizar} />
    </section>
  );
}

function ReenvioPeriodo({ clientId, onFeito }: { clientId: string; onFeito: () => Promise<void> }) {
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const reenviar = useMutation({
    mutationFn: () =>
      chamar(consoleIntegracaoCalls.reenviarPeriodo, { params: { clientId }, body: { de, ate } }),
    onSuccess: onFeito,
  });
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    reenviar.reset();
    if (!de || !ate || ate < de) {
      setErro(MSG.periodo);
      document.getElementById(de ? 'reenvio-ate' : 'reenvio-de')?.focus();
      return;
    }
    setErro(undefined);
    reenviar.mutate();
  };
  return (
    <form
      noValidate
      onSubmit={enviar}
      className="mt-6 flex max-w-2xl flex-col gap-3 rounded border border-line p-4"
    >
      <h3 className="text-lg font-semibold">Reenviar os eventos de um período</h3>
      <p>
        Cada evento escrito entre os dois dias volta à fila deste cliente (até 31 dias). Os que já estão na
        fila ficam como estão: repetir o pedido não duplica nada.
      </p>
      {reenviar.isError && <Alerta tipo="erro">{reenviar.error.message}</Alerta>}
      {reenviar.data && (
        <Alerta tipo="sucesso">
          {numero(reenviar.data.eventos)} eventos no período; {numero(reenviar.data.reenfileiradas)} voltaram
          à fila.
        </Alerta>
      )}
      <div className="flex flex-wrap gap-4">
        <Campo
          id="reenvio-de"
          rotulo="Primeiro dia"
          type="date"
          value={de}
          onChange={(e) => setDe(e.target.value)}
        />
        <Campo
          id="reenvio-ate"
          rotulo="Último dia"
          type="date"
          value={ate}
          onChange={(e) => setAte(e.target.value)}
          erro={erro}
        />
      </div>
      <Botao type="submit" variante="primario" disabled={reenviar.isPending} className="self-start">
        {reenviar.isPending ? 'Enviando…' : 'Reenviar período'}
      </Botao>
    </form>
  );
}
