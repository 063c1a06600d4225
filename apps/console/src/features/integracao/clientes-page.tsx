// The operator's integration clients (role integração; decision 0044): each system that calls the
// integration API, its scopes, per-minute limit, last token and its calls and refusals in the last 24 hours;
// each name opens the client's page. "Novo cliente" creates one and shows its secret once.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleIntegracaoCalls } from '@portal/domain/contract/calls/console/integracao';
import {
  LIMITE_MAXIMO_INTEGRACAO,
  MENSAGENS_INTEGRACAO_CONSOLE as MSG,
  type ClienteIntegracao,
} from '@portal/domain/contract/console/integracao';
import type { EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';
import { chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';
import { dataHora } from '../../ui/datas';
import { EscoposCampo, lerLimite, numero } from './escopos-campo';
import { SegredoDialogo, type SegredoMostrado } from './segredo-dialogo';

export const textoLimite = (c: Pick<ClienteIntegracao, 'limitePorMinuto' | 'limitePadrao'>): string =>
  c.limitePorMinuto === null ? `${numero(c.limitePadrao)}/min (padrão)` : `${numero(c.limitePorMinuto)}/min`;

export const situacaoCliente = (c: Pick<ClienteIntegracao, 'revogadoEm'>): string =>
  c.revogadoEm ? `Revogado em ${dataHora(c.revogadoEm)}` : 'Ativo';

export default function ClientesPage() {
  const lista = useQuery(consulta(consoleIntegracaoCalls.listarClientesIntegracao));
  const [novo, setNovo] = useState(false);
  const [segredo, setSegredo] = useState<SegredoMostrado | null>(null);
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-3">
        {!novo && (
          <Botao variante="primario" onClick={() => setNovo(true)}>
            Novo cliente
          </Botao>
        )}
        <Link to="/integracao/entregas" className="inline-flex min-h-11 items-center">
          Entregas de webhooks
        </Link>
        <Link to="/integracao/cargas" className="inline-flex min-h-11 items-center">
          Cargas em lote
        </Link>
      </div>
      {novo && (
        <NovoCliente
          onCriado={(s) => {
            setNovo(false);
            setSegredo(s);
          }}
          onCancelar={() => setNovo(false)}
        />
      )}
      {lista.isPending && <Carregando />}
      {lista.isError && <Alerta tipo="erro">{lista.error.message}</Alerta>}
      {lista.data && lista.data.length === 0 && (
        <p className="text-ink-muted">Nenhum cliente de integração ainda.</p>
      )}
      {lista.data && lista.data.length > 0 && (
        <RolagemTabela rotulo="Clientes da API de integração">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Clientes da API de integração</caption>
            <Cabecalhos
              colunas={[
                'Nome',
                'client_id',
                'Escopos',
                'Limite',
                'Último token',
                'Chamadas (24 h)',
                'Recusas (24 h)',
                'Situação',
              ]}
            />
            <tbody>
              {lista.data.map((c) => (
                <tr key={c.clientId} className="border-b border-line align-top">
                  <th scope="row" className="p-2 font-normal">
                    <Link to={`/integracao/clientes/${encodeURIComponent(c.clientId)}`}>{c.nome}</Link>
                  </th>
                  <td className="p-2 font-mono text-sm break-all">{c.clientId}</td>
                  <td className="p-2 font-mono text-sm">{c.escopos.join(', ')}</td>
                  <td className="p-2">{textoLimite(c)}</td>
                  <td className="p-2">{dataHora(c.ultimoTokenEm)}</td>
                  <td className="p-2 text-right">{numero(c.chamadas24h)}</td>
                  <td className="p-2 text-right">{numero(c.recusas24h)}</td>
                  <td className="p-2">{situacaoCliente(c)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
      <SegredoDialogo mostrado={segredo} onFechar={() => setSegredo(null)} />
    </>
  );
}

function NovoCliente({
  onCriado,
  onCancelar,
}: {
  onCriado: (segredo: SegredoMostrado) => void;
  onCancelar: () => void;
}) {
  const cliente = useQueryClient();
  const [nome, setNome] = useState('');
  const [escopos, setEscopos] = useState<EscopoIntegracao[]>([]);
  const [limite, setLimite] = useState('');
  const [erros, setErros] = useState<{ nome?: string; escopos?: string; limite?: string }>({});
  const criar = useMutation({
    mutationFn: (limitePorMinuto: number | null) =>
      chamar(consoleIntegracaoCalls.criarClienteIntegracao, {
        body: { nome: nome.trim(), escopos, limitePorMinuto },
      }),
    onSuccess: async (novo) => {
      await cliente.invalidateQueries({ queryKey: chaveDe(consoleIntegracaoCalls.listarClientesIntegracao) });
      onCriado({ clientId: novo.clientId, segredo: novo.segredo, titulo: `Cliente “${nome.trim()}” criado` });
    },
  });
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    criar.reset();
    const limitePorMinuto = lerLimite(limite, LIMITE_MAXIMO_INTEGRACAO);
    const novos = {
      ...(nome.trim() ? {} : { nome: MSG.nome }),
      ...(escopos.length ? {} : { escopos: MSG.escopos }),
      ...(limitePorMinuto === undefined ? { limite: MSG.limite } : {}),
    };
    setErros(novos);
    const primeiro = Object.keys(novos)[0];
    if (primeiro) {
      document.getElementById(`novo-cliente-${primeiro}`)?.focus();
      return;
    }
    criar.mutate(limitePorMinuto ?? null);
  };
  return (
    <form
      noValidate
      onSubmit={enviar}
      aria-labelledby="novo-cliente-titulo"
      className="mb-6 flex max-w-2xl flex-col gap-4 rounded border border-line p-4"
    >
      <h2 id="novo-cliente-titulo" className="text-lg font-semibold">
        Novo cliente de integração
      </h2>
      {criar.isError && <Alerta tipo="erro">{criar.error.message}</Alerta>}
      <Campo
        id="novo-cliente-nome"
        rotulo="Nome do sistema"
        dica="Como a equipe reconhece o sistema, por exemplo “ERP Financeiro”."
        value={nome}
        maxLength={120}
        onChange={(evento) => setNome(evento.target.value)}
        erro={erros.nome}
      />
      <EscoposCampo id="novo-cliente-escopos" valor={escopos} onChange={setEscopos} erro={erros.escopos} />
      <Campo
        id="novo-cliente-limite"
        rotulo="Limite de chamadas por minuto"
        dica="Vazio: o padrão do portal."
        inputMode="numeric"
        value={limite}
        onChange={(evento) => setLimite(evento.target.value)}
        erro={erros.limite}
      />
      <div className="flex flex-wrap gap-2">
        <Botao type="submit" variante="primario" disabled={criar.isPending}>
          {criar.isPending ? 'Criando…' : 'Criar cliente'}
        </Botao>
        <Botao onClick={onCancelar}>Cancelar</Botao>
      </div>
    </form>
  );
}
