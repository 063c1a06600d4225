// Terms of use and privacy policy: the operator's text, sanitised before display (spec §5), with its date.
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate } from '@portal/domain';
import type { TextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { LoadingBlock } from '../../../ui/loader';
import { SafeHtml } from '../../../ui/safe-html';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';

export function LegalText({ query }: { query: UseQueryResult<TextoLegal> }) {
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
