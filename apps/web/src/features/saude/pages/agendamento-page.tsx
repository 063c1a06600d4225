// Agendamento (spec §2 "Appointment scheduling: list, confirm, cancel", issue 16): choose a beneficiary and
// see their upcoming appointments (cards with "Confirmar presença" while the clinic awaits it, and
// "Adicionar à agenda" (an .ics), "Remarcar" — issue 37, one step — and "Cancelar" while it is still ahead) and the history of the last 12 months. Cancelling asks which: this
// one or all of its speciality, listing those first. "Novo agendamento" books another.
// Issue 37, still while loading: the heading names the beneficiary from the picker (it no longer grows when
// the list arrives and wraps on a phone), and the scheduling line's phone, a call of its own that may answer
// after the list, comes after the lists instead of pushing them down when it does.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AGENDAMENTO_MESSAGES } from '@portal/domain';
import { routePath } from '@portal/domain/access/routes';
import type { Agendamento, OpcaoCancelamento } from '@portal/domain/contract/saude/agendamentos';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { Button, buttonClasses } from '../../../ui/button';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import {
  downloadCalendario,
  useAgendamentoBeneficiarios,
  useAgendamentos,
  useCancelarAgendamento,
  useConfirmarAgendamento,
  useContatosAgendamento,
} from '../api/agendamentos';
import { AdicionarAgenda } from '../components/adicionar-agenda';
import { CentralAgendamentoLink } from '../components/central-agendamento';
import { ConsultaCard, nomeDaConsulta } from '../components/consulta-card';

// The dialogs (and Radix behind them) load only when a member actually cancels or reschedules.
const CancelarDialog = lazy(async () => ({
  default: (await import('../components/cancelar-dialog')).CancelarDialog,
}));
const RemarcarDialog = lazy(async () => ({
  default: (await import('../components/remarcar-dialog')).RemarcarDialog,
}));

const GRID = 'grid gap-4 md:grid-cols-2';
const cancelarId = (a: Agendamento) => `cancelar-${a.id}`;
const remarcarId = (a: Agendamento) => `remarcar-${a.id}`;

/** A refusal the member can act on shows the server's words; a 5xx already went to the error screen. */
function recusada(error: unknown) {
  if (error instanceof ApiError && error.status < 500) showAlert({ tipo: 'erro', mensagem: error.message });
}

function Proximas({ cpf, proximos }: { cpf: string; proximos: readonly Agendamento[] }) {
  const confirmar = useConfirmarAgendamento();
  const [remarcando, setRemarcando] = useState<Agendamento | null>(null);
  const [remarcarAberto, setRemarcarAberto] = useState(false);
  const remarcou = useRef(false);
  const cancelar = useCancelarAgendamento();
  const [alvo, setAlvo] = useState<Agendamento | null>(null);
  const [aberto, setAberto] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelou = useRef(false);

  const pedirCancelamento = (a: Agendamento) => {
    cancelou.current = false;
    setAlvo(a);
    setAberto(true);
  };
  const cancelarConsultas = (opcao: OpcaoCancelamento) => {
    if (!alvo) return;
    cancelou.current = true;
    setAberto(false);
    cancelar.mutate(
      { id: alvo.id, opcao },
      { onSuccess: (r) => showAlert({ tipo: 'sucesso', mensagem: r.mensagem }), onError: recusada },
    );
  };
  // Back to the card's button when the member changed their mind; to the heading once the card is gone.
  const returnFocus = () => {
    const button = alvo && document.getElementById(cancelarId(alvo));
    if (!cancelou.current && button) button.focus();
    else heading.current?.focus();
  };

  return (
    <section aria-labelledby="proximas-titulo" className="flex flex-col gap-4">
      <h3 id="proximas-titulo" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Próximas consultas
      </h3>
      {proximos.length === 0 ? (
        <FriendlyMessage>{AGENDAMENTO_MESSAGES.noUpcoming}</FriendlyMessage>
      ) : (
        <ul className={GRID}>
          {proximos.map((a) => (
            <li key={a.id}>
              <ConsultaCard consulta={a}>
                {a.podeConfirmar && (
                  <Button
                    loading={confirmar.isPending && confirmar.variables === a.id}
                    onClick={() =>
                      confirmar.mutate(a.id, {
                        onSuccess: (r) => showAlert({ tipo: 'sucesso', mensagem: r.mensagem }),
                        onError: recusada,
                      })
                    }
                  >
                    Confirmar presença<span className="sr-only"> em {nomeDaConsulta(a)}</span>
                  </Button>
                )}
                <AdicionarAgenda consulta={a} download={() => downloadCalendario(a.id)} />
                {a.podeCancelar && (
                  <Button
                    id={remarcarId(a)}
                    variant="secondary"
                    onClick={() => {
                      remarcou.current = false;
                      setRemarcando(a);
                      setRemarcarAberto(true);
                    }}
                  >
                    Remarcar<span className="sr-only"> {nomeDaConsulta(a)}</span>
                  </Button>
                )}
                {a.podeCancelar && (
                  <Button
                    id={cancelarId(a)}
                    variant="secondary"
                    loading={cancelar.isPending && cancelar.variables?.id === a.id}
                    onClick={() => pedirCancelamento(a)}
                  >
                    Cancelar<span className="sr-only"> {nomeDaConsulta(a)}</span>
                  </Button>
                )}
              </ConsultaCard>
            </li>
          ))}
        </ul>
      )}
      {alvo && (
        <Suspense fallback={null}>
          <CancelarDialog
            key={alvo.id}
            alvo={alvo}
            proximos={proximos}
            open={aberto}
            onCancel={() => setAberto(false)}
            onConfirm={cancelarConsultas}
            returnFocus={returnFocus}
          />
        </Suspense>
      )}
      {remarcando && (
        <Suspense fallback={null}>
          <RemarcarDialog
            key={remarcando.id}
            cpf={cpf}
            alvo={remarcando}
            open={remarcarAberto}
            onCancel={() => setRemarcarAberto(false)}
            onRemarcada={() => {
              remarcou.current = true;
              setRemarcarAberto(false);
            }}
            // Back to the card's button when nothing moved; to the heading once the card is another.
            returnFocus={() => {
              const button = document.getElementById(remarcarId(remarcando));
              if (!remarcou.current && button) button.focus();
              else heading.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function Historico({ historico }: { historico: readonly Agendamento[] }) {
  return (
    <section aria-labelledby="historico-titulo" className="flex flex-col gap-4">
      <h3 id="historico-titulo" className="text-lg font-bold">
        Histórico
      </h3>
      {historico.length === 0 ? (
        <FriendlyMessage>{AGENDAMENTO_MESSAGES.noHistory}</FriendlyMessage>
      ) : (
        <ul className={GRID}>
          {historico.map((a) => (
            <li key={a.id}>
              <ConsultaCard consulta={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** For members who prefer to call (spec §9 scheduling phone); nothing when the call fails. */
function CentralDeAgendamento({ cpf }: { cpf: string }) {
  const contatos = useContatosAgendamento(cpf);
  const telefone = contatos.data?.telefoneAgendamento;
  if (!telefone) return null;
  return (
    <p>
      Prefere falar com a central de agendamento? <CentralAgendamentoLink telefone={telefone} />
    </p>
  );
}

function Consultas({ cpf, nome }: { cpf: string; nome: string }) {
  const lista = useAgendamentos(cpf);
  const data = lista.data;
  const message = data ? listFriendlyMessage(data, AGENDAMENTO_MESSAGES.noUpcoming) : null;
  return (
    <section aria-labelledby="consultas-titulo" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="consultas-titulo" className="text-xl font-bold">
          Consultas de {nome}
        </h2>
        <Link to={routePath('novoAgendamento')} className={buttonClasses('primary', 'no-underline')}>
          Novo agendamento
        </Link>
      </div>
      {lista.isError ? (
        <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />
      ) : !data ? (
        <LoadingBlock />
      ) : message ? (
        <FriendlyMessage>{message}</FriendlyMessage>
      ) : (
        <>
          <Proximas cpf={cpf} proximos={data.proximos} />
          <Historico historico={data.historico} />
          <CentralDeAgendamento cpf={cpf} />
        </>
      )}
    </section>
  );
}

export default function AgendamentoPage() {
  return (
    <BeneficiarioScreen listagem={useAgendamentoBeneficiarios()}>
      {(b) => <Consultas cpf={b.cpf} nome={b.nome} />}
    </BeneficiarioScreen>
  );
}
