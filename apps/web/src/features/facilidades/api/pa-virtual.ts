// PA Virtual (spec §2 Facilidades, §7 GET /beneficiarios/pa-virtual, §8; issue 17, decision 0022): the menu
// entry opens the operator's virtual emergency care in a new tab when the member's plan covers it, and
// otherwise shows the server's friendly message as an error alert. The tab is opened by the click itself
// (app/composition/pa-virtual-entry.ts); this module gives it its address or closes it.
import { FACILIDADES_MESSAGES } from '@portal/domain';
import { paVirtualCalls } from '@portal/domain/contract/calls/facilidades/pa-virtual';
import { ApiError, selectErrorText } from '../../../platform/api/api-client';
import { showAlert } from '../../../platform/state/alert';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { feedbackMessage } from '../../../ui/form/form-feedback';

/** `tab` is the blank tab the click opened, or null when the browser blocked it. */
export async function showPaVirtual(tab: Window | null): Promise<void> {
  if (!tab) {
    showAlert({ tipo: 'erro', mensagem: FACILIDADES_MESSAGES.paVirtualPopupBloqueado, focus: true });
    return;
  }
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
