// Spec §5: text from the server is sanitised before display. Operator-edited HTML (maintenance notice,
// terms, privacy) goes through DOMPurify; nothing else in the portal renders raw HTML.
import DOMPurify from 'dompurify';

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
