// One request of the queues (decision 0043): what the member filed, the deadline, who has it, the files they
// sent — opened in the page, each opening audited — the history the member reads in Protocolos, and the
// answers the transition table allows from its current status (the same as the integration API's). An answer
// names the status this page showed, so one given meanwhile by a colleague or the ERP comes back as a 409
// saying where the request is now; the page then reloads it.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { parseDecimalBr } from '@portal/domain/format/money';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { consoleFilasCalls } from '@portal/domain/contract/calls/console/filas';
import type {
  AcaoSolicitacao,
  AnexoSolicitacao,
  DetalheSolicitacao,
} from '@portal/domain/contract/console/filas';
import { chamar, chaveDe, consulta, ErroConsole } from '../../platform/api/cliente';
import { useContextoConsole } from '../../app/contexto';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';
import { SeloPrazo } from './prazo';
import { useAtribuir } from './fila-page';
import { RegistrarGuia } from './registrar-guia';

const urlAnexo = (protocolo: string, id: string) =>
  `${CONSOLE_PREFIX}${endpointPath(consoleFilasCalls.abrirAnexo.path, { protocolo, id })}`;

const EXIBE_EM_QUADRO = 'application/pdf';
const IMAGENS = ['image/jpeg', 'image/png'];

function Anexos({ protocolo, anexos }: { protocolo: string; anexos: AnexoSolicitacao[] }) {
  const [aberto, setAberto] = useState<AnexoSolicitacao | null>(null);
  if (anexos.length === 0) return <p>Nenhum arquivo enviado.</p>;
  return (
    <>
      <ul className="mb-3 flex flex-col gap-1">
        {anexos.map((a) => (
          <li key={a.id}>
            <Botao
              variante="link"
              className="min-h-11"
              aria-pressed={aberto?.id === a.id}
              onClick={() => setAberto(a)}
            >
              Abrir {a.nome}
            </Botao>{' '}
            <span className="text-sm text-ink-muted">
              ({a.grupo}, {Math.max(1, Math.round(a.tamanhoBytes / 1024))} KB)
            </span>
          </li>
        ))}
      </ul>
      {aberto && (
        <figure className="rounded border border-line-strong p-2">
          <figcaption className="mb-2 font-semibold">{aberto.nome}</figcaption>
          {aberto.contentType === EXIBE_EM_QUADRO ? (
            <iframe
              key={aberto.id}
              title={`Arquivo ${aberto.nome}`}
              src={urlAnexo(protocolo, aberto.id)}
              className="h-[70vh] w-full bg-surface"
            />
          ) : IMAGENS.includes(aberto.contentType) ? (
            <img
              key={aberto.id}
              src={urlAnexo(protocolo, aberto.id)}
              alt={`Arquivo enviado: ${aberto.nome}`}
              className="max-h-[70vh] max-w-full"
            />
          ) : (
            <a href={urlAnexo(protocolo, aberto.id)} download className="inline-flex min-h-11 items-center">
              Baixar {aberto.nome}
            </a>
          )}
        </figure>
      )}
    </>
  );
}

const reaisParaCentavos = (texto: string): number | null => {
  const valor = parseDecimalBr(texto.replace(/[R$\s.]/g, ''));
  return Number.isFinite(valor) && valor > 0 ? Math.round(valor * 100) : null;
};

function Responder({
  solicitacao,
  acao,
  onFeito,
  onCancelar,
}: {
  solicitacao: DetalheSolicitacao;
  acao: AcaoSolicitacao;
  onFeito: (mensagem: string) => void;
  onCancelar: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [valor, setValor] = useState('');
  const [data, setData] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const exige = (campo: AcaoSolicitacao['exige'][number]) => acao.exige.includes(campo);
  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const faltando: Record<string, string> = {};
    if (exige('motivo') && !motivo.trim()) faltando.motivo = 'Escreva o motivo que o beneficiário vai ler.';
    const centavos = reaisParaCentavos(valor);
    if (exige('valorPagoCentavos') && centavos === null)
      faltando.valorPagoCentavos = 'Informe o valor pago, por exemplo 350,00.';
    if (exige('dataPagamento') && !data) faltando.dataPagamento = 'Informe a data do pagamento.';
    setErros(faltando);
    if (Object.keys(faltando).length > 0) return;
    setOcupado(true);
    setErro(null);
    try {
      await chamar(consoleFilasCalls.responderSolicitacao, {
        params: { protocolo: solicitacao.protocolo },
        body: {
          esperada: solicitacao.situacaoPedido ?? '',
          situacao: acao.situacao,
          ...(motivo.trim() ? { motivo: motivo.trim() } : {}),
          ...(exige('valorPagoCentavos') ? { valorPagoCentavos: centavos } : {}),
          ...(exige('dataPagamento') ? { dataPagamento: data } : {}),
        },
      });
      onFeito(`Feito: ${acao.rotulo}. O beneficiário foi avisado por e-mail.`);
    } catch (falha) {
      if (falha instanceof ErroConsole) {
        setErros(falha.campos ?? {});
        setErro(falha.message);
        if (falha.status === 409) onFeito('');
      } else setErro(String(falha));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void enviar(e)}
      aria-label={acao.rotulo}
      className="flex max-w-xl flex-col gap-3"
    >
      <h3 className="text-lg font-bold">{acao.rotulo}</h3>
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      {(exige('motivo') || acao.situacao !== 'PAGO') && (
        <div className="flex flex-col gap-1">
          <label htmlFor="resposta-motivo" className="font-semibold">
            {exige('motivo')
              ? 'Motivo (o beneficiário lê este texto)'
              : 'Observação para o beneficiário (opcional)'}
          </label>
          <textarea
            id="resposta-motivo"
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            rows={4}
            maxLength={1000}
            aria-invalid={erros.motivo ? true : undefined}
            aria-describedby={erros.motivo ? 'resposta-motivo-erro' : undefined}
            className="w-full rounded border border-line-strong bg-surface p-3 text-ink aria-invalid:border-danger"
          />
          {erros.motivo && (
            <p id="resposta-motivo-erro" className="text-sm font-semibold text-danger">
              {erros.motivo}
            </p>
          )}
        </div>
      )}
      {exige('valorPagoCentavos') && (
        <Campo
          id="resposta-valor"
          rotulo="Valor pago (R$)"
          dica="Por exemplo 350,00"
          inputMode="decimal"
          value={valor}
          onChange={(e) => setValor(e.target.value)}
          erro={erros.valorPagoCentavos}
        />
      )}
      {exige('dataPagamento') && (
        <Campo
          id="resposta-data"
          rotulo="Data do pagamento"
          type="date"
          value={data}
          onChange={(e) => setData(e.target.value)}
          erro={erros.dataPagamento}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Botao
          type="submit"
          variante={acao.encerra && acao.situacao !== 'PAGO' ? 'perigo' : 'primario'}
          disabled={ocupado}
        >
          Confirmar: {acao.rotulo}
        </Botao>
        <Botao onClick={onCancelar}>Cancelar</Botao>
      </div>
    </form>
  );
}

export default function SolicitacaoPage() {
  const protocolo = useParams().protocolo ?? '';
  const { equipe } = useContextoConsole();
  const queryClient = useQueryClient();
  const pedido = useQuery({
    ...consulta(consoleFilasCalls.obterSolicitacao, { params: { protocolo } }),
    retry: false,
  });
  const [acao, setAcao] = useState<AcaoSolicitacao | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const recarregar = () => {
    void queryClient.invalidateQueries({ queryKey: chaveDe(consoleFilasCalls.obterSolicitacao).slice(0, 2) });
    void queryClient.invalidateQueries({ queryKey: chaveDe(consoleFilasCalls.listarFila).slice(0, 2) });
  };
  const { recusa, ocupado, atribuir } = useAtribuir(recarregar);
  if (pedido.isPending) return <Carregando />;
  if (pedido.isError) return <Alerta tipo="erro">{pedido.error.message}</Alerta>;
  const s = pedido.data;
  const minha = s.responsavel?.equipeId === equipe.id;
  const devolver = async () => {
    await chamar(consoleFilasCalls.devolverSolicitacao, { params: { protocolo } });
    recarregar();
  };
  return (
    <>
      <p className="mb-4">
        <Link to="/solicitacoes" className="inline-flex min-h-11 items-center">
          Voltar à fila
        </Link>
      </p>
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      <section aria-labelledby="solicitacao-resumo" className="mb-6">
        <h2 id="solicitacao-resumo" className="mb-2 text-xl font-bold">
          {s.tipoNome} · protocolo {s.protocolo}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Beneficiário</dt>
          <dd>{s.pessoaNome}</dd>
          <dt className="font-semibold">Aberta em</dt>
          <dd>{dataHora(s.abertoEm)}</dd>
          <dt className="font-semibold">Situação</dt>
          <dd>{s.situacaoPedidoRotulo ?? s.andamento}</dd>
          <dt className="font-semibold">Prazo (RN 623)</dt>
          <dd>
            <SeloPrazo item={s} />
          </dd>
          <dt className="font-semibold">Responsável</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span>
              {s.responsavel ? (minha ? `${s.responsavel.nome} (você)` : s.responsavel.nome) : 'Ninguém'}
            </span>
            {s.situacao === 'EM_ANDAMENTO' && !minha && (
              <Botao
                disabled={ocupado === protocolo}
                onClick={() => void atribuir(protocolo, Boolean(s.responsavel))}
              >
                {s.responsavel ? 'Assumir' : 'Ficar com ela'}
              </Botao>
            )}
            {minha && <Botao onClick={() => void devolver()}>Devolver à fila</Botao>}
          </dd>
        </dl>
        {recusa && <Alerta tipo="erro">{recusa.mensagem}</Alerta>}
      </section>

      {s.dados.length > 0 && (
        <section aria-labelledby="solicitacao-dados" className="mb-6">
          <h2 id="solicitacao-dados" className="mb-2 text-xl font-bold">
            O que foi pedido
          </h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {s.dados.map((d) => (
              <div key={d.rotulo} className="contents">
                <dt className="font-semibold">{d.rotulo}</dt>
                <dd className="break-words">{d.valor}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-labelledby="solicitacao-anexos" className="mb-6">
        <h2 id="solicitacao-anexos" className="mb-2 text-xl font-bold">
          Arquivos enviados
        </h2>
        <Anexos protocolo={protocolo} anexos={s.anexos} />
      </section>

      <section aria-labelledby="solicitacao-responder" className="mb-6">
        <h2 id="solicitacao-responder" className="mb-2 text-xl font-bold">
          Responder
        </h2>
        {s.tipo === 'AUTORIZACAO' && (s.situacaoPedido === null || s.situacaoPedido === 'PENDENTE') ? (
          // An authorization request is answered by its guide (decision 0043 §7).
          <RegistrarGuia
            solicitacao={s}
            onFeito={(mensagem) => {
              if (mensagem) setAviso(mensagem);
              recarregar();
            }}
          />
        ) : s.tipo === 'AUTORIZACAO' ? (
          <p>Pedido respondido com a guia: {s.situacaoPedidoRotulo}.</p>
        ) : s.acoes.length === 0 ? (
          <p>
            {s.situacao === 'FECHADO'
              ? 'Solicitação respondida: não há mais o que fazer aqui.'
              : 'Este tipo de solicitação é respondido pelo sistema da operadora.'}
          </p>
        ) : acao ? (
          <Responder
            solicitacao={s}
            acao={acao}
            onCancelar={() => setAcao(null)}
            onFeito={(mensagem) => {
              if (mensagem) {
                setAcao(null);
                setAviso(mensagem);
              }
              recarregar();
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            {s.acoes.map((a) => (
              <Botao
                key={a.situacao}
                variante={a.encerra && a.situacao !== 'PAGO' ? 'perigo' : 'secundario'}
                onClick={() => {
                  setAviso(null);
                  setAcao(a);
                }}
              >
                {a.rotulo}
              </Botao>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="solicitacao-historico">
        <h2 id="solicitacao-historico" className="mb-2 text-xl font-bold">
          Histórico (o que o beneficiário lê em Protocolos)
        </h2>
        <ol className="flex flex-col gap-3">
          {s.historico.map((passo, i) => (
            <li key={i} className="rounded border border-line p-3">
              <p className="font-semibold">
                {passo.titulo} <span className="font-normal text-ink-muted">· {dataHora(passo.em)}</span>
              </p>
              {passo.descricao && <p className="break-words">{passo.descricao}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
