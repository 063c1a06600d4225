// One integration client (role integração; decision 0044): what it is, its calls and refusals hour by hour
// over the last 24 hours, its scopes and limit (a scope taken away ends the live tokens that carry it), its
// secrets — a new one (rotation, shown once) and the revocation of the old — and the revocation of the
// client itself. Every change is in the staff audit; no secret ever is.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
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
import { Cabecalhos } from '../../ui/tabela';
import { Confirmar } from '../../ui/confirmar';
import { dataHora } from '../../ui/datas';
import { situacaoCliente, textoLimite } from './clientes-page';
import { EscoposCampo, lerLimite, numero } from './escopos-campo';
import { SegredoDialogo, type SegredoMostrado } from './segredo-dialogo';

const HORA = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export default function ClientePage() {
  const clientId = useParams().clientId ?? '';
  const lista = useQuery(consulta(consoleIntegracaoCalls.listarClientesIntegracao));
  if (lista.isPending) return <Carregando />;
  if (lista.isError) return <Alerta tipo="erro">{lista.error.message}</Alerta>;
  const cliente = lista.data.find((c) => c.clientId === clientId);
  if (!cliente) {
    return (
      <Alerta tipo="erro">
        Cliente não encontrado. <Link to="/integracao/clientes">Voltar para os clientes</Link>
      </Alerta>
    );
  }
  return <Cliente key={cliente.clientId} cliente={cliente} />;
}

type Confirmacao = { tipo: 'segredo'; id: number } | { tipo: 'cliente' } | null;

function Cliente({ cliente }: { cliente: ClienteIntegracao }) {
  const fila = useQueryClient();
  const params = { clientId: cliente.clientId };
  const [escopos, setEscopos] = useState<EscopoIntegracao[]>(cliente.escopos);
  const [limite, setLimite] = useState(
    cliente.limitePorMinuto === null ? '' : String(cliente.limitePorMinuto),
  );
  const [erros, setErros] = useState<{ escopos?: string; limite?: string }>({});
  const [segredo, setSegredo] = useState<SegredoMostrado | null>(null);
  const [confirmar, setConfirmar] = useState<Confirmacao>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const ativo = !cliente.revogadoEm;
  const atualizar = () =>
    fila.invalidateQueries({ queryKey: chaveDe(consoleIntegracaoCalls.listarClientesIntegracao) });

  const salvar = useMutation({
    mutationFn: (limitePorMinuto: number | null) =>
      chamar(consoleIntegracaoCalls.alterarClienteIntegracao, { params, body: { escopos, limitePorMinuto } }),
    onSuccess: atualizar,
  });
  const rotacionar = useMutation({
    mutationFn: () => chamar(consoleIntegracaoCalls.rotacionarSegredoIntegracao, { params }),
    onSuccess: async (novo) => {
      setSegredo({
        clientId: novo.clientId,
        segredo: novo.segredo,
        titulo: `Novo segredo (#${novo.segredoId})`,
      });
      await atualizar();
    },
  });
  const revogar = useMutation({
    mutationFn: async (alvo: NonNullable<Confirmacao>) => {
      if (alvo.tipo === 'segredo') {
        await chamar(consoleIntegracaoCalls.revogarSegredoIntegracao, {
          params: { ...params, segredoId: alvo.id },
        });
        return `Segredo #${alvo.id} revogado.`;
      }
      await chamar(consoleIntegracaoCalls.revogarClienteIntegracao, { params });
      return 'Cliente revogado: seus segredos e tokens deixaram de valer.';
    },
    onSuccess: async (texto) => {
      setConfirmar(null);
      setAviso(texto);
      await atualizar();
    },
    onError: () => setConfirmar(null),
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    salvar.reset();
    const limitePorMinuto = lerLimite(limite, LIMITE_MAXIMO_INTEGRACAO);
    const novos = {
      ...(escopos.length ? {} : { escopos: MSG.escopos }),
      ...(limitePorMinuto === undefined ? { limite: MSG.limite } : {}),
    };
    setErros(novos);
    const primeiro = Object.keys(novos)[0];
    if (primeiro) {
      document.getElementById(`cliente-${primeiro}`)?.focus();
      return;
    }
    salvar.mutate(limitePorMinuto ?? null);
  };

  return (
    <div className="max-w-3xl">
      <Link to="/integracao/clientes">Voltar para os clientes</Link>
      <h2 className="mt-3 text-xl font-semibold">{cliente.nome}</h2>
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {revogar.isError && <Alerta tipo="erro">{revogar.error.message}</Alerta>}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">client_id</dt>
        <dd className="font-mono break-all">{cliente.clientId}</dd>
        <dt className="font-semibold">Situação</dt>
        <dd>{situacaoCliente(cliente)}</dd>
        <dt className="font-semibold">Criado em</dt>
        <dd>{dataHora(cliente.criadoEm)}</dd>
        <dt className="font-semibold">Limite</dt>
        <dd>{textoLimite(cliente)}</dd>
        <dt className="font-semibold">Último token</dt>
        <dd>{dataHora(cliente.ultimoTokenEm)}</dd>
        <dt className="font-semibold">Webhook</dt>
        <dd className="break-all">
          {cliente.webhook
            ? `${cliente.webhook.url}${cliente.webhook.pausadoEm ? ' (entregas pausadas)' : ''}`
            : 'Nenhum'}
        </dd>
      </dl>

      <section aria-labelledby="cliente-uso" className="mt-6">
        <h3 id="cliente-uso" className="text-lg font-semibold">
          Chamadas nas últimas 24 horas
        </h3>
        <p className="text-ink-muted">
          {numero(cliente.chamadas24h)} chamadas, {numero(cliente.recusas24h)} recusadas (respostas de erro a
          um token válido: escopo, dados, limite).
        </p>
        <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-labelledby="cliente-uso">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Chamadas e recusas por hora</caption>
            <Cabecalhos
              colunas={['Hora', { texto: 'Chamadas', numero: true }, { texto: 'Recusas', numero: true }]}
            />
            <tbody>
              {[...cliente.porHora].reverse().map((h) => (
                <tr key={h.hora} className="border-b border-line">
                  <th scope="row" className="p-2 font-normal">
                    {HORA.format(new Date(h.hora))}
                  </th>
                  <td className="p-2 text-right">{numero(h.chamadas)}</td>
                  <td className="p-2 text-right">{numero(h.recusas)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {ativo && (
        <form
          noValidate
          onSubmit={enviar}
          className="mt-6 flex flex-col gap-4 rounded border border-line p-4"
        >
          <h3 className="text-lg font-semibold">Escopos e limite</h3>
          {salvar.isError && <Alerta tipo="erro">{salvar.error.message}</Alerta>}
          {salvar.isSuccess && <Alerta tipo="sucesso">Alterações salvas.</Alerta>}
          <EscoposCampo id="cliente-escopos" valor={escopos} onChange={setEscopos} erro={erros.escopos} />
          <Campo
            id="cliente-limite"
            rotulo="Limite de chamadas por minuto"
            dica={`Vazio: o padrão do portal (${numero(cliente.limitePadrao)}/min).`}
            inputMode="numeric"
            value={limite}
            onChange={(evento) => setLimite(evento.target.value)}
            erro={erros.limite}
          />
          <Botao type="submit" variante="primario" disabled={salvar.isPending}>
            {salvar.isPending ? 'Salvando…' : 'Salvar escopos e limite'}
          </Botao>
        </form>
      )}

      {ativo && (
        <section aria-labelledby="cliente-segredos" className="mt-6 rounded border border-line p-4">
          <h3 id="cliente-segredos" className="text-lg font-semibold">
            Segredos
          </h3>
          <p className="mt-1">
            Para trocar o segredo sem parar a integração: gere um novo, instale-o no sistema e depois revogue
            o antigo. Até dois valem ao mesmo tempo.
          </p>
          {rotacionar.isError && <Alerta tipo="erro">{rotacionar.error.message}</Alerta>}
          <ul className="mt-2 flex flex-col gap-2">
            {cliente.segredos.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3">
                <span>
                  Segredo #{s.id}, criado em {dataHora(s.criadoEm)}
                </span>
                <Botao
                  variante="perigo"
                  aria-label={`Revogar o segredo #${s.id}`}
                  onClick={() => setConfirmar({ tipo: 'segredo', id: s.id })}
                >
                  Revogar
                </Botao>
              </li>
            ))}
          </ul>
          <Botao className="mt-3" onClick={() => rotacionar.mutate()} disabled={rotacionar.isPending}>
            {rotacionar.isPending ? 'Gerando…' : 'Gerar novo segredo'}
          </Botao>
        </section>
      )}

      {ativo && (
        <section aria-labelledby="cliente-revogar" className="mt-6 rounded border border-line p-4">
          <h3 id="cliente-revogar" className="text-lg font-semibold">
            Revogar o cliente
          </h3>
          <p className="mt-1">Todos os segredos e tokens deixam de valer na hora. Não há como desfazer.</p>
          <Botao variante="perigo" className="mt-3" onClick={() => setConfirmar({ tipo: 'cliente' })}>
            Revogar o cliente
          </Botao>
        </section>
      )}

      <Confirmar
        aberto={confirmar !== null}
        titulo={
          confirmar?.tipo === 'segredo'
            ? `Revogar o segredo #${confirmar.id}?`
            : `Revogar o cliente ${cliente.nome}?`
        }
        rotuloConfirmar={confirmar?.tipo === 'segredo' ? 'Revogar segredo' : 'Revogar cliente'}
        ocupado={revogar.isPending}
        onConfirmar={() => confirmar && revogar.mutate(confirmar)}
        onCancelar={() => setConfirmar(null)}
      >
        {confirmar?.tipo === 'segredo'
          ? 'Os tokens emitidos com ele deixam de valer na hora. A ação fica registrada na auditoria.'
          : 'O sistema não conseguirá mais chamar a API de integração. A ação fica registrada na auditoria.'}
      </Confirmar>
      <SegredoDialogo mostrado={segredo} onFechar={() => setSegredo(null)} />
    </div>
  );
}
