// The answer to an authorization request: the protocol, the RN 623 deadline (a day, or "imediata" for an
// urgency), the operator's phone for scheduling authorisations, and where to follow it up.
import { Link } from 'react-router';
import { authorizationRequested, formatDate, formatDateTime } from '@portal/domain';
import { routePath } from '@portal/domain/access/routes';
import type { AutorizacaoSolicitada as Resposta } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { Button, buttonClasses } from '../../../ui/button';
import { displayPhone, telLink } from '../../../shared-domain/contact-links';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function AutorizacaoSolicitada({ resposta, onNova }: { resposta: Resposta; onNova: () => void }) {
  const prazo = resposta.prazoResposta ? formatDate(resposta.prazoResposta) : null;
  return (
    <section
      aria-labelledby="solicitacao-registrada"
      className="flex flex-col gap-4 rounded-lg border-2 border-success bg-success-soft p-4 sm:p-6"
    >
      <h2 id="solicitacao-registrada" ref={focusOnMount} tabIndex={-1} className="text-xl font-bold">
        Solicitação registrada
      </h2>
      <p role="status">{authorizationRequested(resposta.protocolo, prazo)}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">Protocolo</dt>
          <dd className="text-lg font-bold tabular-nums">{resposta.protocolo}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Registrada em</dt>
          <dd className="font-semibold">{formatDateTime(resposta.solicitadoEm)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Prazo de resposta</dt>
          <dd className="font-semibold">
            {prazo ? `${prazo} (${resposta.prazoDiasUteis} dias úteis)` : 'Imediata (urgência)'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Agendamento de autorizações</dt>
          <dd>
            <a
              className="font-semibold text-link underline"
              href={telLink(resposta.telefoneAgendamentoAutorizacao)}
            >
              <span className="sr-only">Ligar para </span>
              {displayPhone(resposta.telefoneAgendamentoAutorizacao)}
            </a>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link to={routePath('protocolos')} className={buttonClasses('primary', 'no-underline')}>
          Acompanhar em Protocolos
        </Link>
        <Link to={routePath('autorizacoes')} className={buttonClasses('secondary', 'no-underline')}>
          Ver autorizações
        </Link>
        <Button variant="link" onClick={onNova}>
          Fazer outra solicitação
        </Button>
      </div>
    </section>
  );
}
