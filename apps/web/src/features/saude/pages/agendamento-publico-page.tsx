// Agendamento por link (spec §2 /servicos/agendamento/:token, §7 "Token-based appointments", issue 16):
// whoever opens the link in a booking notice or a reminder sees that one appointment — the first name,
// the speciality, who attends, the place with "Como chegar" and the time, as the signed-in card (issue 37),
// nothing more — and may confirm or cancel it, or add it to their calendar (.ics), without signing in.
// The token is read from this page's URL and sent in the service-token header. A link that no longer
// works says so and points to the login; a refused action shows the server's words.
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AGENDAMENTO_MESSAGES } from '@portal/domain';
import { routePath } from '@portal/domain/access/routes';
import { Button, buttonClasses } from '../../../ui/button';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import {
  downloadCalendarioPublico,
  useAcaoPublica,
  useAgendamentoPublico,
  type AcaoPublica,
} from '../api/agendamento-publico';
import { AdicionarAgenda } from '../components/adicionar-agenda';
import { ConsultaCard, nomeDaConsulta } from '../components/consulta-card';
import { LazyConfirmDialog } from '../../../ui/confirm-dialog-lazy';

const CANCELAR_ID = 'cancelar-consulta';

function LinkInvalido() {
  return (
    <div className="flex flex-col gap-4">
      <FriendlyMessage>{AGENDAMENTO_MESSAGES.linkInvalid}</FriendlyMessage>
      <Link to={routePath('login')} className={buttonClasses('primary', 'self-start no-underline')}>
        Entrar no portal
      </Link>
    </div>
  );
}

function ConsultaPorLink({ token }: { token: string }) {
  const consulta = useAgendamentoPublico(token);
  const acao = useAcaoPublica(token);
  // null until first asked: the dialog's chunk loads only then, and stays mounted so it can hand focus back.
  const [perguntando, setPerguntando] = useState<boolean | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const agir = (qual: AcaoPublica) =>
    acao.mutate(qual, {
      onSuccess: (r) => {
        showAlert({ tipo: 'sucesso', mensagem: r.mensagem });
        heading.current?.focus();
      },
      onError: (error) => {
        if (error instanceof ApiError) showAlert({ tipo: 'erro', mensagem: error.message });
        // What the link may still do has changed (used elsewhere, expired): show it as it is now.
        void consulta.refetch();
      },
    });

  if (consulta.isError) {
    const { error } = consulta;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <LinkInvalido />;
    return <UnexpectedErrorPanel onRetry={() => void consulta.refetch()} />;
  }
  if (!consulta.data) return <LoadingBlock />;
  const a = consulta.data;
  return (
    <section aria-labelledby="consulta-link-titulo" className="flex flex-col gap-4 sm:max-w-xl">
      <h2 id="consulta-link-titulo" ref={heading} tabIndex={-1} className="text-xl font-bold">
        Olá, {a.primeiroNome}! Esta é a sua consulta
      </h2>
      <ConsultaCard consulta={a}>
        {a.status !== 'CANCELADO' && (
          <AdicionarAgenda consulta={a} download={() => downloadCalendarioPublico(token)} />
        )}
        {a.podeConfirmar && (
          <Button
            loading={acao.isPending && acao.variables === 'confirmar'}
            onClick={() => agir('confirmar')}
          >
            Confirmar presença
          </Button>
        )}
        {a.podeCancelar && (
          <Button
            id={CANCELAR_ID}
            variant="secondary"
            loading={acao.isPending && acao.variables === 'cancelar'}
            onClick={() => setPerguntando(true)}
          >
            Cancelar consulta
          </Button>
        )}
      </ConsultaCard>
      {perguntando !== null && (
        <LazyConfirmDialog
          open={perguntando}
          title="Cancelar consulta"
          description={`Deseja cancelar a consulta de ${nomeDaConsulta(a)}?`}
          cancelLabel="Voltar"
          confirmLabel="Cancelar consulta"
          confirmVariant="danger"
          onCancel={() => setPerguntando(false)}
          onConfirm={() => {
            setPerguntando(false);
            agir('cancelar');
          }}
          returnFocus={() => (document.getElementById(CANCELAR_ID) ?? heading.current)?.focus()}
        />
      )}
    </section>
  );
}

export default function AgendamentoPublicoPage() {
  const { token } = useParams();
  return token ? <ConsultaPorLink key={token} token={token} /> : <LinkInvalido />;
}
