// Spec §2 privacy policy (/politica-de-privacidade, accessibility bar hidden): GET /api/politica-de-privacidade.
import { LegalText } from '../components/legal-text';

export default function PoliticaDePrivacidadePage() {
  return <LegalText texto="politicaDePrivacidade" />;
}
