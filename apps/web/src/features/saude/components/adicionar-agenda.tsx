// "Adicionar à agenda" (issue 37): the appointment's .ics (RFC 5545, with who attends, the address and
// "Como chegar"), which Google Calendar, Outlook and Apple Calendar open. The signed-in card and the public
// link's page each pass their own download; the name heard starts with the words on the button (WCAG 2.5.3).
import { DownloadButton } from '../../../ui/download-button';
import { nomeDaConsulta, type ConsultaVista } from './consulta-card';

export function AdicionarAgenda({
  consulta,
  download,
}: {
  consulta: ConsultaVista;
  download: () => Promise<void>;
}) {
  return (
    <DownloadButton
      variant="secondary"
      label="Adicionar à agenda"
      ariaLabel={`Adicionar à agenda: ${nomeDaConsulta(consulta)}`}
      download={download}
    />
  );
}
