// The PA Virtual menu entry's click (issue 17, decision 0022), composed here because the menus
// (features/shell) and PA Virtual (features/facilidades) do not import each other. The tab opens now,
// synchronously inside the click: a window opened once the answer arrives is no longer the member's
// gesture and the popup blocker stops it. The call and what follows load on demand, off the first load.
import { MENSAGEM_ERRO_GENERICO } from '@portal/domain/messages';
import { showAlert } from '../../platform/state/alert';

/** What the waiting tab says until the answer arrives. */
export const PA_VIRTUAL_ABRINDO = 'Abrindo o PA Virtual…';

export function openPaVirtual(): void {
  const tab = window.open('', '_blank');
  if (tab) {
    // What rel="noopener" does for a link: the service cannot reach back into the portal's page.
    tab.opener = null;
    tab.document.title = 'PA Virtual';
    tab.document.body.textContent = PA_VIRTUAL_ABRINDO;
  }
  import('../../features/facilidades/api/pa-virtual')
    .then(({ showPaVirtual }) => showPaVirtual(tab))
    .catch(() => {
      tab?.close();
      showAlert({ tipo: 'erro', mensagem: MENSAGEM_ERRO_GENERICO, focus: true });
    });
}
