// Spec §2 privacy policy (/politica-de-privacidade, accessibility bar hidden): GET /api/politica-de-privacidade,
// and under it the LGPD notice (issue 38): GET /api/aviso-lgpd.
import { LegalText } from '../components/legal-text';

export default function PoliticaDePrivacidadePage() {
  return <LegalText texto="politicaDePrivacidade" anexo="avisoLgpd" />;
}
