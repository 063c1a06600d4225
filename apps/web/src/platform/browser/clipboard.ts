// Copy buttons (Pix code, boleto line, shared card link): the text goes to the clipboard and the success
// banner says so. When the browser refuses the clipboard, `falha` (if given) is shown as an error banner;
// the text stays on the screen, selectable, for a manual copy.
import { showAlert } from '../state/alert';

export async function copyToClipboard(
  texto: string,
  mensagens: { sucesso: string; falha?: string },
): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(texto);
    showAlert({ tipo: 'sucesso', mensagem: mensagens.sucesso });
    return true;
  } catch {
    if (mensagens.falha) showAlert({ tipo: 'erro', mensagem: mensagens.falha });
    return false;
  }
}
