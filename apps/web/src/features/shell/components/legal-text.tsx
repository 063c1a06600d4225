// Terms of use and privacy policy: the operator's text, sanitised before display (spec §5), with its date.
// Issue 37: the page has a way back, above and below the text. Opened from another page of this tab (the
// login's links) it goes back there, so the member's place is kept; opened in a new tab (the user menu,
// the first access) or by address, there is no page behind it, so it leads to the home when signed in,
// otherwise to the login.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDate, routePath } from '@portal/domain';
import type { TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { useAuth } from '../../../platform/session/auth-store';
import { buttonClasses } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { LoadingBlock } from '../../../ui/loader';
import { SafeHtml } from '../../../ui/safe-html';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';

export const LEGAL_BACK_LABELS = {
  voltar: 'Voltar',
  inicio: 'Ir para o início',
  login: 'Ir para o login',
} as const;

const BACK = buttonClasses('secondary', 'self-start no-underline');

function BackControl() {
  const navigate = useNavigate();
  // 'default': this page is the first of the tab's history in the app (a new tab, a typed address).
  const cameFromApp = useLocation().key !== 'default';
  const { authenticated } = useAuth();
  if (cameFromApp) {
    return (
      <button type="button" className={BACK} onClick={() => void navigate(-1)}>
        <Icon name="chevron-down" className="rotate-90" />
        {LEGAL_BACK_LABELS.voltar}
      </button>
    );
  }
  return (
    <Link to={routePath(authenticated ? 'home' : 'login')} className={BACK}>
      <Icon name="chevron-down" className="rotate-90" />
      {authenticated ? LEGAL_BACK_LABELS.inicio : LEGAL_BACK_LABELS.login}
    </Link>
  );
}

function Content({ query }: { query: UseQueryResult<TextoLegal> }) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <UnexpectedErrorPanel onRetry={() => void query.refetch()} />;
  return (
    <article className="legal-text flex max-w-3xl flex-col gap-4 text-ink">
      <p className="text-sm text-ink-muted">Atualizado em {formatDate(query.data.atualizadoEm)}</p>
      <SafeHtml
        html={query.data.conteudo}
        className="flex flex-col gap-3 [&_a]:text-link [&_a]:underline [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-bold [&_ul]:list-disc [&_ul]:pl-6"
      />
    </article>
  );
}

export function LegalText({ query }: { query: UseQueryResult<TextoLegal> }) {
  return (
    <div className="flex flex-col gap-6">
      <BackControl />
      <Content query={query} />
      {query.isSuccess && <BackControl />}
    </div>
  );
}
