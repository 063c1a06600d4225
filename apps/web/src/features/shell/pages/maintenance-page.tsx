// Spec §2 maintenance notice: shown instead of the portal while GET /api/bemmais/status says so. The
// operator's message may carry simple HTML, so it is sanitised.
import { SafeHtml } from '../../../ui/safe-html';

const DEFAULT_TEXT = 'Estamos fazendo melhorias no portal. Por favor, volte mais tarde.';

export default function MaintenancePage({ mensagem }: { mensagem: string | null }) {
  return (
    <div className="rounded-lg border-2 border-warning bg-warning-soft p-6 text-ink">
      {mensagem ? <SafeHtml html={mensagem} className="flex flex-col gap-2" /> : <p>{DEFAULT_TEXT}</p>}
    </div>
  );
}
