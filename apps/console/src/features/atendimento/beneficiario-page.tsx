// A member's page at the service desk (issue 39, decision 0042): read-only, as the member sees it — account
// and verified contacts, plans and cards, bills, requests and protocols, and the health areas only for staff
// with the health scope — under the atendimento a search opened (its reason carries to every call). Each tab
// is read when opened (each read is in the member's audit), and the actions — resend the access message,
// block or unblock the portal, end the sessions — each ask for their own reason and a confirmation.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleAtendimentoCalls } from '@portal/domain/contract/calls/console/atendimento';
import {
  ROTULO_CATEGORIA_MOTIVO,
  type BeneficiarioAtendimento,
} from '@portal/domain/contract/console/atendimento';
import { SITUACOES_AGENDAMENTO } from '@portal/domain/contract/saude/agendamento-situacoes';
import { SITUACOES_AUTORIZACAO } from '@portal/domain/contract/saude/autorizacao-situacoes';
import { maskCardNumber } from '@portal/domain/format/card';
import { formatDate } from '@portal/domain/format/dates';
import { formatCents } from '@portal/domain/format/money';
import { chamar, chaveDe, consulta, ErroConsole } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Selecao } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { Confirmar } from '../../ui/confirmar';
import { dataHora } from '../../ui/datas';
import {
  errosDoMotivo,
  errosDoServidor,
  MOTIVO_VAZIO,
  MotivoCampos,
  type ErrosMotivo,
  type Motivo,
} from './motivo';
import { Tabela } from '../../ui/tabela';

type Params = { atendimentoId: number; pessoaId: number };

export default function BeneficiarioAtendimentoPage() {
  const rota = useParams();
  const params: Params = { atendimentoId: Number(rota.atendimentoId), pessoaId: Number(rota.pessoaId) };
  const pagina = useQuery({ ...consulta(consoleAtendimentoCalls.beneficiario, { params }), retry: false });
  return (
    <>
      <p className="mb-4">
        <Link to="/atendimento" className="inline-flex min-h-11 items-center">
          Voltar à busca
        </Link>
      </p>
      {pagina.isPending && <Carregando />}
      {pagina.isError && <Alerta tipo="erro">{pagina.error.message}</Alerta>}
      {pagina.data && <Beneficiario params={params} dados={pagina.data} />}
    </>
  );
}

const ABAS = [
  { id: 'cadastro', nome: 'Cadastro e planos' },
  { id: 'faturas', nome: 'Faturas' },
  { id: 'protocolos', nome: 'Solicitações e protocolos' },
  { id: 'saude', nome: 'Saúde' },
] as const;
type Aba = (typeof ABAS)[number]['id'];

function Beneficiario({ params, dados }: { params: Params; dados: BeneficiarioAtendimento }) {
  const { pessoa, atendimento } = dados;
  const abas = ABAS.filter((a) => a.id !== 'saude' || dados.saude);
  const [aba, setAba] = useState<Aba>('cadastro');
  const botoes = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  // Arrow keys move between the tabs (WAI-ARIA tabs, activation follows focus), Home and End to the ends.
  const teclas = (evento: KeyboardEvent, i: number) => {
    const destino =
      evento.key === 'ArrowRight'
        ? (i + 1) % abas.length
        : evento.key === 'ArrowLeft'
          ? (i - 1 + abas.length) % abas.length
          : evento.key === 'Home'
            ? 0
            : evento.key === 'End'
              ? abas.length - 1
              : null;
    if (destino === null) return;
    evento.preventDefault();
    setAba(abas[destino]!.id);
    botoes.current[destino]?.focus();
  };
  return (
    <>
      <section aria-labelledby="benef-nome" className="mb-4">
        <h2 id="benef-nome" className="text-xl font-bold">
          {pessoa.nomeSocial ?? pessoa.nome}
        </h2>
        <dl className="mt-2 grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {pessoa.nomeSocial && (
            <>
              <dt className="font-semibold">Nome civil</dt>
              <dd>{pessoa.nome}</dd>
            </>
          )}
          <dt className="font-semibold">CPF</dt>
          <dd>{pessoa.cpfMascarado}</dd>
          <dt className="font-semibold">Nascimento</dt>
          <dd>{formatDate(pessoa.dataNascimento)}</dd>
          <dt className="font-semibold">Motivo</dt>
          <dd className="break-words">
            {ROTULO_CATEGORIA_MOTIVO[atendimento.motivo.categoria]} — {atendimento.motivo.texto}
          </dd>
          <dt className="font-semibold">Válido até</dt>
          <dd>{dataHora(atendimento.expiraEm)}</dd>
        </dl>
        {!dados.saude && (
          <p className="mt-2 text-sm text-ink-muted">
            As áreas de saúde (autorizações, exames, detalhes de reembolsos, consultas) aparecem só para quem
            tem o papel Atendimento — saúde.
          </p>
        )}
      </section>

      <div
        role="tablist"
        aria-label="Dados do beneficiário"
        className="flex flex-wrap gap-1 border-b border-line"
      >
        {abas.map((a, i) => (
          <button
            key={a.id}
            ref={(el) => {
              botoes.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-aba-${a.id}`}
            aria-selected={aba === a.id}
            aria-controls={`${id}-painel-${a.id}`}
            tabIndex={aba === a.id ? 0 : -1}
            onClick={() => setAba(a.id)}
            onKeyDown={(e) => teclas(e, i)}
            className={`min-h-11 rounded-t px-3 ${aba === a.id ? 'border-b-4 border-primary font-semibold' : 'text-ink-muted'}`}
          >
            {a.nome}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-painel-${aba}`}
        aria-labelledby={`${id}-aba-${aba}`}
        tabIndex={0}
        className="py-4"
      >
        {aba === 'cadastro' && <Cadastro dados={dados} />}
        {aba === 'faturas' && <Faturas params={params} />}
        {aba === 'protocolos' && <Protocolos params={params} />}
        {aba === 'saude' && <Saude params={params} />}
      </div>

      <Acoes params={params} dados={dados} />
    </>
  );
}

function situacaoDaConta(conta: BeneficiarioAtendimento['conta']): string {
  if (!conta.existe) return 'Ainda não criou a conta no portal.';
  if (conta.bloqueadaEm) return `Acesso bloqueado pela central desde ${dataHora(conta.bloqueadaEm)}.`;
  return `Ativa; ${conta.sessoesAtivas === 1 ? '1 sessão aberta' : `${conta.sessoesAtivas} sessões abertas`}.`;
}

function Cadastro({ dados }: { dados: BeneficiarioAtendimento }) {
  return (
    <>
      <h3 className="text-lg font-semibold">Conta no portal</h3>
      <p className="mb-2">{situacaoDaConta(dados.conta)}</p>
      <h3 className="text-lg font-semibold">Contatos verificados</h3>
      {dados.contatos.length === 0 ? (
        <p className="mb-2">Nenhum e-mail ou celular verificado.</p>
      ) : (
        <ul className="mb-2 list-disc pl-6">
          {dados.contatos.map((c) => (
            <li key={c.codigo}>
              {c.tipo === 'EMAIL' ? 'E-mail' : 'Celular'}: {c.valor}
            </li>
          ))}
        </ul>
      )}
      {dados.planos.length === 0 && <p>Nenhum plano visível para o beneficiário.</p>}
      {dados.planos.map((plano) => (
        <section key={plano.codigo} aria-label={`Plano ${plano.plano}`} className="mt-4">
          <h3 className="text-lg font-semibold">
            {plano.plano} <span className="text-sm font-normal text-ink-muted">({plano.segmentacao})</span>
          </h3>
          {plano.mensagem && <Alerta tipo="atencao">{plano.mensagem}</Alerta>}
          {plano.cartoes.length > 0 && (
            <Tabela
              legenda={`Cartões do plano ${plano.plano}`}
              colunas={['Nome', 'CPF', 'Cartão', 'Tipo', 'Validade']}
              linhas={plano.cartoes.map((c) => ({
                chave: c.carteira,
                celulas: [
                  c.nome,
                  <span key="cpf" className="whitespace-nowrap">
                    {c.cpf}
                  </span>,
                  <span key="cartao" className="whitespace-nowrap">
                    {maskCardNumber(c.carteira)}
                  </span>,
                  c.tipo === 'TITULAR' ? 'Titular' : 'Dependente',
                  formatDate(c.validade),
                ],
              }))}
            />
          )}
        </section>
      ))}
    </>
  );
}

const SITUACAO_TITULO: Record<string, string> = {
  PENDENTE: 'Em aberto',
  PAGO: 'Paga',
  NEGOCIADO: 'Negociada',
};
const SITUACAO_REEMBOLSO: Record<string, string> = {
  SOLICITADO: 'Solicitado',
  ANALISE: 'Em análise',
  PENDENTE: 'Pendente de documentos',
  PAGO: 'Pago',
  INDEFERIDO: 'Indeferido',
};
const nomeDe = (lista: readonly { situacao: string; nome: string }[], situacao: string): string =>
  lista.find((s) => s.situacao === situacao)?.nome ?? situacao;

function Faturas({ params }: { params: Params }) {
  const faturas = useQuery({ ...consulta(consoleAtendimentoCalls.faturas, { params }), retry: false });
  if (faturas.isPending) return <Carregando />;
  if (faturas.isError) return <Alerta tipo="erro">{faturas.error.message}</Alerta>;
  const { emAberto, historico, mensagemAmigavel } = faturas.data;
  const linhas = (lista: typeof historico) =>
    lista.map((t) => ({
      chave: t.codigoTitulo,
      celulas: [
        t.contrato.plano,
        `${t.competencia.slice(5)}/${t.competencia.slice(0, 4)}`,
        formatDate(t.vencimento),
        formatCents(t.valorCentavos),
        t.vencido ? 'Vencida' : (SITUACAO_TITULO[t.situacao] ?? t.situacao),
      ],
    }));
  const colunas = ['Plano', 'Competência', 'Vencimento', 'Valor', 'Situação'];
  return (
    <>
      {mensagemAmigavel && <p>{mensagemAmigavel}</p>}
      <h3 className="text-lg font-semibold">Em aberto</h3>
      {emAberto.length === 0 ? (
        <p className="mb-2">Nenhuma fatura em aberto.</p>
      ) : (
        <Tabela legenda="Faturas em aberto" colunas={colunas} linhas={linhas(emAberto)} />
      )}
      <h3 className="mt-4 text-lg font-semibold">Últimos 12 meses</h3>
      {historico.length === 0 ? (
        <p>Nenhuma fatura paga ou negociada nos últimos 12 meses.</p>
      ) : (
        <Tabela legenda="Faturas dos últimos 12 meses" colunas={colunas} linhas={linhas(historico)} />
      )}
    </>
  );
}

function Protocolos({ params }: { params: Params }) {
  const lista = useQuery({ ...consulta(consoleAtendimentoCalls.protocolos, { params }), retry: false });
  if (lista.isPending) return <Carregando />;
  if (lista.isError) return <Alerta tipo="erro">{lista.error.message}</Alerta>;
  const { protocolos, aviso } = lista.data;
  return (
    <>
      {aviso && <Alerta tipo="info">{aviso}</Alerta>}
      {protocolos.length === 0 ? (
        <p>Nenhum protocolo.</p>
      ) : (
        <Tabela
          legenda="Solicitações e protocolos do beneficiário"
          colunas={['Protocolo', 'Solicitação', 'Aberto em', 'Andamento', 'Prazo de resposta']}
          linhas={protocolos.map((p) => ({
            chave: p.protocolo,
            celulas: [
              <span key="numero" className="font-mono">
                {p.protocolo}
              </span>,
              p.tipoNome,
              dataHora(p.abertoEm),
              p.andamento || (p.situacao === 'FECHADO' ? 'Concluído' : 'Em andamento'),
              <span key="prazo" className={p.atrasado ? 'font-semibold text-danger' : ''}>
                {p.prazoImediato ? 'Imediato' : p.prazoResposta ? formatDate(p.prazoResposta) : '—'}
                {p.atrasado ? ' (vencido)' : ''}
              </span>,
            ],
          }))}
        />
      )}
    </>
  );
}

function Saude({ params }: { params: Params }) {
  const saude = useQuery({ ...consulta(consoleAtendimentoCalls.saude, { params }), retry: false });
  if (saude.isPending) return <Carregando />;
  if (saude.isError) return <Alerta tipo="erro">{saude.error.message}</Alerta>;
  const { autorizacoes, resultados, reembolsos, agendamentos } = saude.data;
  const vazio = (texto: string) => <p className="mb-2">{texto}</p>;
  return (
    <>
      <h3 className="text-lg font-semibold">Autorizações</h3>
      {autorizacoes.length === 0 ? (
        vazio('Nenhuma autorização.')
      ) : (
        <Tabela
          legenda="Autorizações"
          colunas={['Guia', 'Procedimento', 'Prestador', 'Solicitada em', 'Situação']}
          linhas={autorizacoes.map((a) => ({
            chave: a.idGuia,
            celulas: [
              a.idGuia,
              a.outrosProcedimentos > 0
                ? `${a.procedimentoPrincipal} (+${a.outrosProcedimentos})`
                : a.procedimentoPrincipal,
              a.prestador,
              formatDate(a.dataSolicitacao),
              nomeDe(SITUACOES_AUTORIZACAO, a.status),
            ],
          }))}
        />
      )}
      <h3 className="mt-4 text-lg font-semibold">Resultados de exames</h3>
      {resultados.length === 0 ? (
        vazio('Nenhum resultado no período mais recente.')
      ) : (
        <Tabela
          legenda="Resultados de exames"
          colunas={['Exame', 'Realizado em', 'Laboratório', 'Situação']}
          linhas={resultados.map((r) => ({
            chave: r.chave,
            celulas: [
              r.exame,
              formatDate(r.dataRealizacao),
              r.laboratorio,
              r.situacao === 'DISPONIVEL' ? 'Disponível' : 'Ainda não disponível',
            ],
          }))}
        />
      )}
      <h3 className="mt-4 text-lg font-semibold">Reembolsos</h3>
      {reembolsos.length === 0 ? (
        vazio('Nenhum reembolso.')
      ) : (
        <Tabela
          legenda="Reembolsos"
          colunas={['Protocolo', 'Atendimento', 'Valor pedido', 'Situação', 'Detalhe']}
          linhas={reembolsos.map((r) => ({
            chave: r.protocolo,
            celulas: [
              <span key="numero" className="font-mono">
                {r.protocolo}
              </span>,
              formatDate(r.dataAtendimento),
              formatCents(r.valorSolicitadoCentavos),
              SITUACAO_REEMBOLSO[r.situacao] ?? r.situacao,
              r.restrito ? r.aviso : `${r.tipoAtendimento} — ${r.motivoReembolso}`,
            ],
          }))}
        />
      )}
      <h3 className="mt-4 text-lg font-semibold">Consultas agendadas</h3>
      {agendamentos.length === 0 ? (
        vazio('Nenhuma consulta agendada.')
      ) : (
        <Tabela
          legenda="Consultas agendadas"
          colunas={['Data', 'Hora', 'Especialidade', 'Profissional', 'Situação']}
          linhas={agendamentos.map((a) => ({
            chave: a.id,
            celulas: [
              formatDate(a.data),
              a.hora.slice(0, 5),
              a.especialidade.nome,
              a.prestador,
              nomeDe(SITUACOES_AGENDAMENTO, a.status),
            ],
          }))}
        />
      )}
    </>
  );
}

type TipoAcao = 'reenviar' | 'bloquear' | 'desbloquear' | 'encerrar';

const TITULO_ACAO: Record<TipoAcao, string> = {
  reenviar: 'Reenviar a mensagem de acesso',
  bloquear: 'Bloquear o acesso ao portal',
  desbloquear: 'Desbloquear o acesso ao portal',
  encerrar: 'Encerrar as sessões abertas',
};

function Acoes({ params, dados }: { params: Params; dados: BeneficiarioAtendimento }) {
  const cliente = useQueryClient();
  const { conta, contatos } = dados;
  const possiveis: TipoAcao[] = [
    ...(contatos.length > 0 ? (['reenviar'] as const) : []),
    ...(conta.existe && !conta.bloqueadaEm ? (['bloquear', 'encerrar'] as const) : []),
    ...(conta.bloqueadaEm ? (['desbloquear'] as const) : []),
  ];
  const [acao, setAcao] = useState<TipoAcao | ''>('');
  const [contato, setContato] = useState(contatos[0]?.codigo ?? '');
  const [motivo, setMotivo] = useState<Motivo>(MOTIVO_VAZIO);
  const [erros, setErros] = useState<ErrosMotivo & { acao?: string }>({});
  const [confirmar, setConfirmar] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);

  const executar = useMutation({
    mutationFn: async (): Promise<string> => {
      const body = { motivo };
      if (acao === 'reenviar') {
        const r = await chamar(consoleAtendimentoCalls.reenviarAcesso, {
          params,
          body: { ...body, codigoContato: contato },
        });
        const qual = r.mensagem === 'PRIMEIRO_ACESSO' ? 'de primeiro acesso' : 'de recuperação de senha';
        return `Código ${qual} enviado para ${r.destino}. Vale até ${dataHora(r.expiraEm)}.`;
      }
      const novaConta =
        acao === 'bloquear'
          ? await chamar(consoleAtendimentoCalls.bloquear, { params, body })
          : acao === 'desbloquear'
            ? await chamar(consoleAtendimentoCalls.desbloquear, { params, body })
            : await chamar(consoleAtendimentoCalls.encerrarSessoes, { params, body });
      cliente.setQueryData(chaveDe(consoleAtendimentoCalls.beneficiario, { params }), {
        ...dados,
        conta: novaConta,
      });
      return acao === 'bloquear'
        ? 'Acesso bloqueado e sessões encerradas.'
        : acao === 'desbloquear'
          ? 'Acesso desbloqueado.'
          : 'Sessões encerradas.';
    },
    onSuccess: (mensagem) => {
      setConfirmar(false);
      setFeito(mensagem);
      setAcao('');
      setMotivo(MOTIVO_VAZIO);
    },
    onError: (erro) => {
      setConfirmar(false);
      setErros(errosDoServidor(erro instanceof ErroConsole ? erro.campos : undefined));
    },
  });

  const continuar = (evento: FormEvent) => {
    evento.preventDefault();
    executar.reset();
    setFeito(null);
    const doMotivo = errosDoMotivo(motivo);
    const todos = { ...doMotivo, ...(acao ? {} : { acao: 'Escolha a ação.' }) };
    setErros(todos);
    const primeiro = !acao
      ? `acao-${possiveis[0]}`
      : doMotivo.categoria
        ? 'acao-motivo-categoria'
        : doMotivo.texto
          ? 'acao-motivo-texto'
          : null;
    if (primeiro) {
      document.getElementById(primeiro)?.focus();
      return;
    }
    setConfirmar(true);
  };

  const contatoEscolhido = contatos.find((c) => c.codigo === contato);
  return (
    <section aria-labelledby="acoes-titulo" className="mt-4 max-w-3xl rounded border border-line p-4">
      <h2 id="acoes-titulo" className="text-xl font-bold">
        Ações
      </h2>
      <p className="mb-2 text-sm text-ink-muted">
        A equipe nunca vê nem define a senha do beneficiário. Cada ação pede o seu motivo e fica nas duas
        auditorias.
      </p>
      {feito && <Alerta tipo="sucesso">{feito}</Alerta>}
      {executar.isError && <Alerta tipo="erro">{executar.error.message}</Alerta>}
      {possiveis.length === 0 ? (
        <p>Nenhuma ação disponível: o beneficiário não tem conta nem contato verificado.</p>
      ) : (
        <form noValidate onSubmit={continuar} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1" aria-describedby={erros.acao ? 'acao-erro' : undefined}>
            <legend className="font-semibold">Ação</legend>
            {possiveis.map((p) => (
              <label key={p} className="flex min-h-11 items-center gap-2">
                <input
                  id={`acao-${p}`}
                  type="radio"
                  name="acao"
                  className="size-5"
                  checked={acao === p}
                  onChange={() => setAcao(p)}
                />
                {TITULO_ACAO[p]}
              </label>
            ))}
            {erros.acao && (
              <p id="acao-erro" className="text-sm font-semibold text-danger">
                {erros.acao}
              </p>
            )}
          </fieldset>
          {acao === 'reenviar' && (
            <Selecao
              id="acao-contato"
              rotulo="Enviar para"
              className="max-w-xl"
              dica={
                conta.existe
                  ? 'Um código para recuperar a senha, pelo mesmo envio do portal.'
                  : 'Um código para criar a conta (primeiro acesso), pelo mesmo envio do portal.'
              }
              valor={contato}
              onChange={setContato}
              opcoes={contatos.map((c) => ({
                valor: c.codigo,
                rotulo: `${c.tipo === 'EMAIL' ? 'E-mail' : 'Celular'} ${c.valor}`,
              }))}
            />
          )}
          <MotivoCampos
            id="acao-motivo"
            legenda="Motivo da ação"
            valor={motivo}
            onChange={setMotivo}
            erros={erros}
          />
          <div>
            <Botao type="submit" variante="primario">
              Continuar
            </Botao>
          </div>
        </form>
      )}
      <Confirmar
        aberto={confirmar && acao !== ''}
        titulo={acao ? `${TITULO_ACAO[acao]}?` : 'Confirmar a ação?'}
        rotuloConfirmar={acao ? TITULO_ACAO[acao] : 'Confirmar'}
        ocupado={executar.isPending}
        onConfirmar={() => executar.mutate()}
        onCancelar={() => setConfirmar(false)}
      >
        <p>
          {acao === 'reenviar'
            ? `O código vai para ${contatoEscolhido ? contatoEscolhido.valor : 'o contato escolhido'}.`
            : acao === 'bloquear'
              ? 'O beneficiário não conseguirá entrar no portal e as sessões abertas serão encerradas, até alguém desbloquear.'
              : acao === 'desbloquear'
                ? 'O beneficiário volta a poder entrar no portal.'
                : 'O beneficiário precisará entrar de novo em todos os aparelhos.'}
        </p>
      </Confirmar>
    </section>
  );
}
