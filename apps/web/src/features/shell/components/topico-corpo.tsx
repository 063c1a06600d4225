// A topic's body: HTML the server already sanitised with its allow-list, sanitised again here (SafeHtml,
// DOMPurify). A chunk of its own, loaded when a topic is first opened, so the home carries no sanitiser.
import { SafeHtml } from '../../../ui/safe-html';

export default function TopicoCorpo({ html }: { html: string }) {
  return (
    <SafeHtml
      html={html}
      className="flex flex-col gap-3 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
    />
  );
}
