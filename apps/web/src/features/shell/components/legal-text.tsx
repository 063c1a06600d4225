// Terms of use and privacy policy: the operator's text, sanitised before display (spec §5), with its date.
// Issue 37: the page has a way back, above and below the text. Opened from another page of this tab (the
// login's links) it goes back there, so the member's place is kept; opened in a new tab (the user menu,
// the first access) or by address, there is no page behind it, so it leads to the home when signed in,
// otherwise to the login.
// Issue 38, versions: the page opens on the current version ('Versão N · Atualizado em …'); under the text,
// 'Versões anteriores' lists the others, newest first, each a link to this page with ?versao=N (an address
// one can keep or send). An older version says so above its text, with a link to the one in force. One page
// for all versions, no route of its own: the member's route table is in the login's first load.
// The LGPD notice has no page of its own either (same reason): the privacy policy's page carries it under the
// policy, as its own section with its own version line (the current notice; its versions: /api/aviso-lgpd/versoes).
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDate, routePath } from '@portal/domain';
import type { TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { useAuth } from '../../../platform/session/auth-store';
import { buttonClasses } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { LoadingBlock } from '../../../ui/loader';
import { SafeHtml } from '../../../ui/safe-html';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useTextoLegal, useVersoesTextoLegal, type TextoLegalPagina } from '../api/textos-legais';

export const LEGAL_BACK_LABELS = {
  voltar: 'Voltar',
  inicio: 'Ir para o início',
  login: 'Ir para o login',
} as const;

export const LEGAL_VERSION_LABELS = {
  versao: (versao: number, data: string) => `Versão ${versao} · Atualizado em ${data}`,
  anterior: (versao: number) => `Esta é a versão ${versao}, que já foi substituída.`,
  verAtual: 'Ver a versão em vigor',
  versoesAnteriores: 'Versões anteriores',
  item: (versao: number, data: string) => `Versão ${versao}, de ${data}`,
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

/**
 * ?versao=N when it is a whole positive number; the current version otherwise. (From useLocation, which the
 * entry already carries: react-router's useSearchParams would add its code to the login's first load.)
 */
function useVersaoPedida(): number | undefined {
  const versao = Number(new URLSearchParams(useLocation().search).get('versao'));
  return Number.isInteger(versao) && versao > 0 ? versao : undefined;
}

const LINK = 'text-link underline';

/** The operator's HTML as the legal pages draw it (also the terms' acceptance dialog). */
export const LEGAL_HTML =
  'flex flex-col gap-3 [&_a]:text-link [&_a]:underline [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-bold [&_ul]:list-disc [&_ul]:pl-6';

function Versoes({ texto, shown }: { texto: TextoLegalPagina; shown: TextoLegal }) {
  const versoes = useVersoesTextoLegal(texto).data?.versoes.filter((v) => v.versao !== shown.versao);
  if (!versoes?.length) return null;
  return (
    <section aria-labelledby="versoes-anteriores" className="flex flex-col gap-2 border-t border-line pt-4">
      <h2 id="versoes-anteriores" className="text-lg font-bold">
        {LEGAL_VERSION_LABELS.versoesAnteriores}
      </h2>
      <ul className="flex flex-col gap-1">
        {versoes.map((v) => (
          <li key={v.versao}>
            <Link
              to={{ search: v.versao === shown.versaoAtual ? '' : `?versao=${v.versao}` }}
              className={LINK}
            >
              {LEGAL_VERSION_LABELS.item(v.versao, formatDate(v.publicadoEm))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A second text on the page, current version (the LGPD notice under the privacy policy). */
function Anexo({ texto }: { texto: TextoLegalPagina }) {
  const query = useTextoLegal(texto);
  if (!query.isSuccess) return null;
  return (
    <article
      aria-labelledby={`anexo-${texto}`}
      className="flex max-w-3xl flex-col gap-4 border-t border-line pt-4 text-ink"
    >
      <h2 id={`anexo-${texto}`} className="text-2xl font-bold">
        {query.data.titulo}
      </h2>
      <p className="text-sm text-ink-muted">
        {LEGAL_VERSION_LABELS.versao(query.data.versao, formatDate(query.data.atualizadoEm))}
      </p>
      <SafeHtml html={query.data.conteudo} className={LEGAL_HTML} />
    </article>
  );
}

function Content({ texto, anexo }: { texto: TextoLegalPagina; anexo?: TextoLegalPagina | undefined }) {
  const query = useTextoLegal(texto, useVersaoPedida());
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <UnexpectedErrorPanel onRetry={() => void query.refetch()} />;
  const shown = query.data;
  const older = shown.versao !== shown.versaoAtual;
  return (
    <>
      <article className="legal-text flex max-w-3xl flex-col gap-4 text-ink">
        {older && (
          <p className="rounded-md border border-warning bg-surface p-3">
            {LEGAL_VERSION_LABELS.anterior(shown.versao)}{' '}
            <Link to={{ search: '' }} className={LINK}>
              {LEGAL_VERSION_LABELS.verAtual}
            </Link>
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {LEGAL_VERSION_LABELS.versao(shown.versao, formatDate(shown.atualizadoEm))}
        </p>
        <SafeHtml html={shown.conteudo} className={LEGAL_HTML} />
      </article>
      <Versoes texto={texto} shown={shown} />
      {anexo && <Anexo texto={anexo} />}
      <BackControl />
    </>
  );
}

export function LegalText({ texto, anexo }: { texto: TextoLegalPagina; anexo?: TextoLegalPagina }) {
  return (
    <div className="flex flex-col gap-6">
      <BackControl />
      <Content texto={texto} anexo={anexo} />
    </div>
  );
}
