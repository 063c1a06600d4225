// A screen that failed to load (a chunk lost after a deploy, a network cut) or to render: the generic
// unexpected-error panel, whose retry reloads the page to fetch fresh chunks.
import { UnexpectedErrorPanel } from '../../ui/unexpected-error-panel';

export function RouteError() {
  return <UnexpectedErrorPanel onRetry={() => window.location.reload()} />;
}
