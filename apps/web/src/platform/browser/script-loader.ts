// Third-party widgets (VLibras, chatbot, bot-check) load from other hosts. Offline or blocked, they must
// never break or slow the portal: loadScript always resolves, with false on failure, and logs nothing.
import { SCRIPT_CHUNK_TIMEOUT_MS } from '@portal/domain/constants';

const pending = new Map<string, Promise<boolean>>();

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<boolean> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<boolean>((resolve) => {
    try {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      let timer = 0;
      const finish = (ok: boolean) => {
        window.clearTimeout(timer);
        if (!ok) {
          script.remove();
          pending.delete(src); // a later attempt (back online) may succeed
        }
        resolve(ok);
      };
      timer = window.setTimeout(() => finish(false), SCRIPT_CHUNK_TIMEOUT_MS);
      script.addEventListener('load', () => finish(true), { once: true });
      script.addEventListener('error', () => finish(false), { once: true });
      document.head.append(script);
    } catch {
      resolve(false);
    }
  });
  pending.set(src, promise);
  return promise;
}

/** Removes a script this module added and forgets it, so it can be loaded again later. */
export function unloadScript(src: string): void {
  pending.delete(src);
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === src || script.getAttribute('src') === src) script.remove();
  }
}
