// VLibras for everyone and the chatbot for signed-in members, loaded once the first screen has been painted
// and the browser is idle, so they never compete with the page itself (issue 11: a third-party script
// requested before the first paint, on a connection of its own, counted in it); both fail quietly offline
// (platform/browser/script-loader).
import { useEffect } from 'react';
import type { ParametroPublico } from '@portal/domain/contract/shell/parametros';
import { loadChatbot } from '../../platform/third-party/chatbot';
import { afterFirstPaint } from '../../platform/browser/first-paint';
import { readStored } from '../../platform/session/storage';
import { loadVLibras } from '../../platform/third-party/vlibras';

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(run, 1);
  return () => globalThis.clearTimeout(id);
}

function whenPaintedAndIdle(run: () => void): () => void {
  let cancel: (() => void) | null = null;
  let stopped = false;
  afterFirstPaint(() => {
    if (!stopped) cancel = whenIdle(run);
  });
  return () => {
    stopped = true;
    cancel?.();
  };
}

export function useThirdPartyWidgets(
  parametros: Partial<Record<ParametroPublico, string>>,
  internal: boolean,
  authenticated: boolean,
): void {
  const { VLIBRAS_URL, CHATBOT_URL, CHATBOT_LICENCA } = parametros;

  useEffect(() => {
    if (internal) return;
    return whenPaintedAndIdle(() => void loadVLibras(VLIBRAS_URL));
  }, [internal, VLIBRAS_URL]);

  useEffect(() => {
    if (internal || !authenticated) return;
    return whenPaintedAndIdle(() => void loadChatbot(CHATBOT_URL, CHATBOT_LICENCA, readStored('chatbot')));
  }, [internal, authenticated, CHATBOT_URL, CHATBOT_LICENCA]);
}
