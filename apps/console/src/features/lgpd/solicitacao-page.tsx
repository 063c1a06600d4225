// One data-subject request at the LGPD desk (decision 0045): the member, what they asked and the current value
// of what a correction is about (opening it is in the member's own audit), the protocol's history, and the
// decision — atendido, atendido em parte or negado, its legal basis, the answer the member reads and what the
// portal carries out (the correction, through the member edit's writer; the consents revoked). The server
// decides once: a colleague's earlier decision comes back as its message.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleLgpdCalls } from '@portal/domain/contract/calls/console/lgpd';
import type { DecisaoLgpdBody, SolicitacaoLgpd } from '@portal/domain/contract/console/lgpd';
import {
  BASES_LEGAIS_DIREITO_TITULAR,
  DECISOES_DIREITO_TITULAR,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import { formatDate } from '@portal/domain/format/dates';
import { chamar, chaveDe, consulta, ErroConsole } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { AreaTexto, Campo, Selecao } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';
import { prazoEmPalavras } from './solicitacoes-page';

export default function SolicitacaoLgpdPage() {
  const protocolo = useParams().protocolo ?? '';
  const pedido = useQuery({ ...consulta(consoleLgpdCalls.obter, { params: { protocolo } }), retry: false });
  if (pedido.isPending) return <Carregando />;
  if (pedido.isError) return <Alerta tipo="erro">{pedido.error.message}</Alerta>;
  const s = pedido.data;
  return (
    <>
      <p className="mb-4">
        <Link to="/lgpd/solicitacoes" className="inline-flex min-h-11 items-center">
          Voltar aos pedidos
        </Link>
      </p>
      <section aria-labelledby="lgpd-pedido" className="mb-6">
        <h2 id="lgpd-pedido" className="mb-2 text-xl font-bold">
          {s.tipoNome} — protocolo {s.protocolo}
        </h2>
        <dl className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Titular</dt>
          <dd>
            {s.pessoa.nome} (CPF {s.pessoa.cpf})
          </dd>
          <dt className="font-semibold">Feito em</dt>
          <dd>{dataHora(s.abertaEm)}</dd>
          <dt className="font-semibold">Prazo</dt>
          <dd className={s.atrasada ? 'font-semibold text-danger' : ''}>
            {formatDate(s.prazo)} ({prazoEmPalavras(s)})
          </dd>
          {s.campoNome && (
            <>
              <dt className="font-semibold">Dado</dt>
              <dd>{s.campoNome}</dd>
              <dt className="font-semibold">Valor atual</dt>
              <dd>{s.valorAtual ?? '—'}</dd>
              <dt className="font-semibold">Valor pedido</dt>
              <dd>{s.valorCorreto ?? '—'}</dd>
            </>
          )}
          {s.tipo === 'REVOGACAO_CONSENTIMENTO' && (
            <>
              <dt className="font-semibold">Consentimentos vigentes</dt>
              <dd>{s.consentimentosVigentes}</dd>
            </>
          )}
          <dt className="font-semibold">Pedido</dt>
          <dd className="break-words whitespace-pre-line">{s.descricao || '—'}</dd>
        </dl>
      </section>
      {s.decisao ? <Decidida s={s} /> : <Decidir s={s} />}
      <section aria-labelledby="lgpd-historico" className="mt-6">
        <h2 id="lgpd-historico" className="mb-2 text-xl font-bold">
          Histórico do protocolo
        </h2>
        <ol className="flex max-w-3xl flex-col gap-2">
          {s.historico.map((h) => (
            <li key={`${h.em}-${h.titulo}`} className="rounded border border-line p-2">
              <p className="font-semibold">
                {dataHora(h.em)} — {h.titulo}
              </p>
              {h.descricao && <p className="whitespace-pre-line">{h.descricao}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Decidida({ s }: { s: SolicitacaoLgpd }) {
  return (
    <section aria-labelledby="lgpd-decisao" className="max-w-3xl">
      <h2 id="lgpd-decisao" className="mb-2 text-xl font-bold">
        Decisão
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Decisão</dt>
        <dd>{prazoEmPalavras(s)}</dd>
        <dt className="font-semibold">Base legal</dt>
        <dd>{s.baseLegalNome}</dd>
        <dt className="font-semibold">Resposta ao titular</dt>
        <dd className="whitespace-pre-line">{s.resposta}</dd>
        <dt className="font-semibold">Executado</dt>
        <dd>{s.execucao.length > 0 ? s.execucao.join('; ') : 'Nada no portal'}</dd>
        <dt className="font-semibold">Por</dt>
        <dd>
          {s.decididaPor ?? '—'} em {dataHora(s.decididaEm)}
        </dd>
      </dl>
    </section>
  );
}

function Decidir({ s }: { s: SolicitacaoLgpd }) {
  const queryClient = useQueryClient();
  const [decisao, setDecisao] = useState<DecisaoLgpdBody['decisao'] | ''>('');
  const [baseLegal, setBaseLegal] = useState<DecisaoLgpdBody['baseLegal'] | ''>('');
  const [resposta, setResposta] = useState('');
  const [executar, setExecutar] = useState(true);
  const [valor, setValor] = useState(s.valorCorreto ?? '');
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const executa = decisao !== '' && decisao !== 'NEGADO' && executar;
  const decidir = useMutation({
    mutationFn: (body: DecisaoLgpdBody) =>
      chamar(consoleLgpdCalls.decidir, { params: { protocolo: s.protocolo }, body }),
    onSuccess: (decidida) => {
      queryClient.setQueryData(
        chaveDe(consoleLgpdCalls.obter, { params: { protocolo: s.protocolo } }),
        decidida,
      );
      void queryClient.invalidateQueries({ queryKey: chaveDe(consoleLgpdCalls.listar) });
    },
    onError: (e) => {
      setErro(e.message);
      setCampos(e instanceof ErroConsole ? (e.campos ?? {}) : {});
    },
  });
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const faltando: Record<string, string> = {};
    if (!decisao) faltando.decisao = 'Escolha a decisão.';
    if (!baseLegal) faltando.baseLegal = 'Escolha a base legal.';
    if (resposta.trim().length < 10)
      faltando.resposta = 'Escreva a resposta ao titular com pelo menos 10 caracteres.';
    setCampos(faltando);
    if (!decisao || !baseLegal || Object.keys(faltando).length > 0) {
      setErro('Confira os campos marcados.');
      return;
    }
    setErro(null);
    decidir.mutate({
      decisao,
      baseLegal,
      resposta: resposta.trim(),
      ...(executa && s.correcaoExecutavel && valor.trim() ? { correcao: { valor: valor.trim() } } : {}),
      ...(executa && s.tipo === 'REVOGACAO_CONSENTIMENTO' ? { revogarConsentimentos: true } : {}),
    });
  };
  return (
    <section aria-labelledby="lgpd-decidir" className="max-w-3xl">
      <h2 id="lgpd-decidir" className="mb-2 text-xl font-bold">
        Decidir
      </h2>
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      <form noValidate onSubmit={enviar} className="flex flex-col gap-4" aria-labelledby="lgpd-decidir">
        <Selecao
          id="lgpd-decisao-campo"
          rotulo="Decisão"
          className="max-w-xl"
          valor={decisao}
          vazio="Selecione"
          opcoes={DECISOES_DIREITO_TITULAR.map((d) => ({ valor: d.decisao, rotulo: d.nome }))}
          onChange={(v) => setDecisao(v as DecisaoLgpdBody['decisao'])}
          erro={campos.decisao}
        />
        <Selecao
          id="lgpd-base"
          rotulo="Base legal"
          className="max-w-xl"
          valor={baseLegal}
          vazio="Selecione"
          opcoes={BASES_LEGAIS_DIREITO_TITULAR.map((b) => ({ valor: b.base, rotulo: b.nome }))}
          onChange={(v) => setBaseLegal(v as DecisaoLgpdBody['baseLegal'])}
          erro={campos.baseLegal}
        />
        <AreaTexto
          id="lgpd-resposta"
          rotulo="Resposta ao titular"
          dica="O titular lê este texto no portal e no e-mail, com a base legal."
          rows={4}
          maxLength={2000}
          valor={resposta}
          onChange={setResposta}
          erro={campos.resposta}
        />
        {(s.correcaoExecutavel || s.tipo === 'REVOGACAO_CONSENTIMENTO') && (
          <fieldset className="flex flex-col gap-3 rounded border border-line p-3">
            <legend className="px-1 font-semibold">Executar no portal</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={executar}
                onChange={(e) => setExecutar(e.target.checked)}
              />
              {s.correcaoExecutavel
                ? `Corrigir ${s.campoNome?.toLowerCase() ?? 'o dado'} no cadastro`
                : `Revogar os ${s.consentimentosVigentes} consentimentos dados no portal`}
            </label>
            {s.correcaoExecutavel && executar && (
              <Campo
                id="lgpd-valor"
                rotulo="Valor correto"
                dica="Confira com o documento apresentado. Um e-mail ou telefone corrigido fica sem verificação até o titular confirmá-lo."
                value={valor}
                erro={campos.valor ?? campos.correcao}
                onChange={(e) => setValor(e.target.value)}
              />
            )}
            <p className="text-sm text-ink-muted">
              Só é executado se a decisão for atender (no todo ou em parte).
            </p>
          </fieldset>
        )}
        <div>
          <Botao type="submit" variante="primario" disabled={decidir.isPending}>
            Registrar decisão
          </Botao>
        </div>
      </form>
    </section>
  );
}
