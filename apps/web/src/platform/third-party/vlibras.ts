// The federal sign-language plugin (VLibras). Its script builds a widget inside a [vw] container; the
// container is added only after the script arrived, so offline the page carries no empty widget.
import { loadScript } from '../browser/script-loader';

interface VLibrasGlobal {
  Widget: new (appRoot: string) => unknown;
}

const CONTAINER_ID = 'vlibras-widget';

export async function loadVLibras(scriptUrl: string | null | undefined): Promise<void> {
  if (!scriptUrl || document.getElementById(CONTAINER_ID)) return;
  const loaded = await loadScript(scriptUrl);
  const vlibras = (window as Window & { VLibras?: VLibrasGlobal }).VLibras;
  if (!loaded || !vlibras || document.getElementById(CONTAINER_ID)) return;
  try {
    const container = document.createElement('div');
    container.id = CONTAINER_ID;
    container.setAttribute('vw', '');
    container.className = 'enabled';
    container.innerHTML =
      '<div vw-access-button class="active"></div><div vw-plugin-wrapper><div class="vw-plugin-top-wrapper"></div></div>';
    document.body.append(container);
    // The widget fetches its assets from the folder the plugin script lives in.
    new vlibras.Widget(scriptUrl.slice(0, scriptUrl.lastIndexOf('/')));
  } catch {
    document.getElementById(CONTAINER_ID)?.remove();
  }
}
