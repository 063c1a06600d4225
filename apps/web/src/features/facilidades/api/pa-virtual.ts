// PA Virtual (spec §2 Facilidades, §7 GET /beneficiarios/pa-virtual, §8; issue 17, decision 0022): the menu
// entry opens the operator's virtual emergency care in a new tab when the member's plan covers it, and
// otherwise shows the server's friendly message as an error alert.
import { FACILIDADES_MESSAGES } from '@portal/domain';
import { paVirtualCalls } from '@portal/domain/contract/calls/facilidades/pa-virtual';
import { ApiError, selectErrorText } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert';
import { callEndpoint } from '../../../lib/endpoint-client';
import { feedbackMessage } from '../../../components/ui/form-feedback';

/** What the waiting tab says until the answer arrives (it may take a moment on a slow line). */
export const PA_VIRTUAL_ABRINDO = 'Abrindo o PA Virtual…';

/** Call from the click itself: see the first comment inside. */
export async function openPaVirtual(): Promise<void> {
  // The tab is opened now, inside the click: a window opened once the answer arrives is no longer the
  // member's gesture, and the browser's popup blocker would stop it. It gets the address afterwards.
  const tab = window.open('', '_blank');
  if (!tab) {
    showAlert({ tipo: 'erro', mensagem: FACILIDADES_MESSAGES.paVirtualPopupBloqueado });
    return;
  }
  // What rel="noopener" does for a link: the service cannot reach back into the portal's page.
  tab.opener = null;
  tab.document.title = 'PA Virtual';
  tab.document.body.textContent = PA_VIRTUAL_ABRINDO;
  try {
    const answer = await callEndpoint(paVirtualCalls.link);
    if ('link' in answer) {
      tab.location.replace(answer.link);
      return;
    }
    tab.close();
    // Spec §8: "The virtual emergency room returns mensagemAmigavel, shown as an error."
    showAlert({ tipo: 'erro', mensagem: selectErrorText(answer), focus: true });
  } catch (error) {
    tab.close();
    // 401 and 500 already took the member to login or the error page (api-client).
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status < 500)) {
      showAlert({ tipo: 'erro', mensagem: feedbackMessage(error), focus: true });
    }
  }
}
