// Spec §7: the chatbot launches with a licence and the variables nome, cpf, email, telefone. The spec names
// no vendor, so the contract with the widget is ours: it reads window.portalChatbot before its script runs
// and may expose window.PortalChatbotWidget.destroy(). It is removed whenever the member signs out so the
// next person at this browser never sees the conversation.
import type { Chatbot } from '@portal/domain/contract/auth/usuario';
import { loadScript, unloadScript } from '../browser/script-loader';

export interface ChatbotConfig {
  licenca: string;
  variaveis: Pick<Chatbot, 'nome' | 'cpf' | 'email' | 'telefone'>;
}

type ChatbotWindow = Window & {
  portalChatbot?: ChatbotConfig;
  PortalChatbotWidget?: { destroy?: () => void };
};

const CONTAINER_ID = 'chatbot-widget';
let loadedFrom: string | null = null;

export async function loadChatbot(
  url: string | null | undefined,
  licenca: string | null | undefined,
  dados: Chatbot | null,
) {
  if (!url || !licenca || !dados || loadedFrom) return;
  const win = window as ChatbotWindow;
  win.portalChatbot = {
    licenca,
    variaveis: { nome: dados.nome, cpf: dados.cpf, email: dados.email, telefone: dados.telefone },
  };
  loadedFrom = url;
  const ok = await loadScript(url, { 'data-licenca': licenca, id: `${CONTAINER_ID}-script` });
  if (!ok && loadedFrom === url) {
    loadedFrom = null;
    delete win.portalChatbot;
  }
}

export function removeChatbot(): void {
  const win = window as ChatbotWindow;
  try {
    win.PortalChatbotWidget?.destroy?.();
  } catch {
    // A broken widget must not stop the sign-out.
  }
  if (loadedFrom) unloadScript(loadedFrom);
  loadedFrom = null;
  delete win.portalChatbot;
  delete win.PortalChatbotWidget;
  document.getElementById(CONTAINER_ID)?.remove();
}
