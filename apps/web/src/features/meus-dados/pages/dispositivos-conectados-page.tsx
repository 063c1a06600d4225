// Dispositivos conectados (issue 42, decision 0055): where the member's account is signed in — browser and
// system, when it signed in and its last activity on the operator's clock — with "Este dispositivo" marked
// first. Each other one is ended after a confirmation, or all the others at once; this one is not (Sair does
// it). Cards, not a table: they read well at 360 px. Focus goes back to the row's button on cancel, and to the
// list's heading after an end (the row is gone), so keyboard and screen-reader users keep their place.
import { useRef } from 'react';
import { formatOperatorDateTime } from '@portal/domain';
import type { SessaoConectada } from '@portal/domain/contract/meus-dados/dispositivos-conectados';
import { DISPOSITIVOS_MESSAGES as M } from '@portal/domain/contract/meus-dados/dispositivos-conectados-mensagens';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { usePergunta } from '../../../ui/use-pergunta';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import {
  useDispositivosConectados,
  useEncerrarDispositivo,
  useEncerrarOutrosDispositivos,
} from '../api/dispositivos-conectados';
import { LazyConfirmDialog } from '../../../ui/confirm-dialog-lazy';

const TITLE_ID = 'dispositivos-titulo';
const TODOS_ID = 'encerrar-todos-os-outros';
const buttonId = (id: number) => `encerrar-sessao-${id}`;

/** The question being asked: one session, or all the others. */
type Pergunta = { tipo: 'uma'; sessao: SessaoConectada } | { tipo: 'todas' };

function Sessao({ sessao, busy, onEnd }: { sessao: SessaoConectada; busy: boolean; onEnd: () => void }) {
  const entrou = formatOperatorDateTime(sessao.entrouEm);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-line bg-surface p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">
          {sessao.dispositivo}
          {sessao.atual && (
            <span className="ml-2 inline-block rounded-sm bg-info-soft px-2 text-sm text-ink">
              {M.esteDispositivo}
            </span>
          )}
        </p>
        <p className="text-sm">
          {M.entrouEm} {entrou}
          <br />
          {M.ultimaAtividade} {formatOperatorDateTime(sessao.ultimaAtividadeEm)}
        </p>
        {sessao.atual && <p className="text-sm text-ink-muted">{M.sairExplica}</p>}
      </div>
      {!sessao.atual && (
        <Button
          id={buttonId(sessao.id)}
          variant="secondary"
          loading={busy}
          aria-label={M.encerrarRotulo(sessao.dispositivo, entrou)}
          onClick={onEnd}
        >
          {M.encerrarBotao}
        </Button>
      )}
    </li>
  );
}

const avisarErro = (error: Error) => {
  if (error instanceof ApiError && error.status < 500) showAlert({ tipo: 'erro', mensagem: error.message });
};

export default function DispositivosConectadosPage() {
  const dados = useDispositivosConectados();
  const encerrar = useEncerrarDispositivo();
  const encerrarOutros = useEncerrarOutrosDispositivos();
  const heading = useRef<HTMLHeadingElement>(null);
  const pergunta = usePergunta<Pergunta>({
    botaoDe: (p) => (p.tipo === 'uma' ? buttonId(p.sessao.id) : TODOS_ID),
    titulo: heading,
  });
  if (dados.isError) return <UnexpectedErrorPanel onRetry={() => void dados.refetch()} />;
  if (!dados.data) return <LoadingBlock />;
  const { sessoes } = dados.data;
  const outras = sessoes.filter((s) => !s.atual);

  const confirm = () => {
    const sobre = pergunta.confirmar();
    if (sobre?.tipo === 'uma') {
      encerrar.mutate(sobre.sessao.id, {
        onSuccess: () => showAlert({ tipo: 'sucesso', mensagem: M.encerrado }),
        onError: avisarErro,
      });
    } else if (sobre) {
      encerrarOutros.mutate(undefined, {
        onSuccess: ({ encerradas }) => showAlert({ tipo: 'sucesso', mensagem: M.encerrados(encerradas) }),
        onError: avisarErro,
      });
    }
  };
  const asked = pergunta.sobre;

  return (
    <section aria-labelledby={TITLE_ID} className="flex flex-col gap-4">
      <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className="text-xl font-bold">
        {sessoes.length === 1 ? 'Dispositivo conectado' : `${sessoes.length} dispositivos conectados`}
      </h2>
      <ul className="flex flex-col gap-3" aria-labelledby={TITLE_ID}>
        {sessoes.map((sessao) => (
          <Sessao
            key={sessao.id}
            sessao={sessao}
            busy={encerrar.isPending && encerrar.variables === sessao.id}
            onEnd={() => pergunta.perguntar({ tipo: 'uma', sessao })}
          />
        ))}
      </ul>
      {outras.length === 0 ? (
        <p>{M.soEste}</p>
      ) : (
        <div>
          <Button
            id={TODOS_ID}
            variant="secondary"
            loading={encerrarOutros.isPending}
            onClick={() => pergunta.perguntar({ tipo: 'todas' })}
          >
            {M.encerrarTodosBotao}
          </Button>
        </div>
      )}
      {asked && (
        <LazyConfirmDialog
          open={pergunta.aberta}
          title={asked.tipo === 'uma' ? M.encerrarTitulo : M.encerrarTodosTitulo}
          description={
            asked.tipo === 'uma' ? M.encerrarTexto(asked.sessao.dispositivo) : M.encerrarTodosTexto
          }
          cancelLabel={M.cancelar}
          confirmLabel={asked.tipo === 'uma' ? M.encerrarConfirmar : M.encerrarTodosConfirmar}
          confirmVariant="danger"
          onCancel={pergunta.cancelar}
          onConfirm={confirm}
          returnFocus={pergunta.devolverFoco}
        />
      )}
    </section>
  );
}
