// Copy buttons of Situação Financeira (Pix code, boleto line): the success banner on copy (the feedback
// pattern of form-feedback.ts); a browser that refuses the clipboard gets an error banner instead, and
// the text stays on the screen, selectable, for a manual copy.
import { showAlert } from '../../../lib/alert';
import { SITUACAO_TEXTS } from './financeiro-texts';

export async function copiarTexto(texto: string, mensagemSucesso: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(texto);
    showAlert({ tipo: 'sucesso', mensagem: mensagemSucesso });
    return true;
  } catch {
    showAlert({ tipo: 'erro', mensagem: SITUACAO_TEXTS.copyFailed });
    return false;
  }
}
