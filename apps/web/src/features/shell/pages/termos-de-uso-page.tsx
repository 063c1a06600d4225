// Spec §2 terms of use (/termos-de-uso, accessibility bar hidden): GET /api/termos-de-uso.
import { LegalText } from '../components/legal-text';

export default function TermosDeUsoPage() {
  return <LegalText texto="termosDeUso" />;
}
