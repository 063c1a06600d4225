// A yes/no question about one item of a list (revoke a link, end a session): which item it is about, whether
// the dialog is open, and where focus goes once it closes — back to the item's button on cancel, to the list's
// heading after a confirmed answer (the row is gone), so keyboard and screen-reader users keep their place.
import { useRef, useState, type RefObject } from 'react';

export function usePergunta<T>(options: {
  /** The id of the button that asked about `item`. */
  botaoDe: (item: T) => string;
  /** Where focus goes after a confirmed answer. */
  titulo: RefObject<HTMLElement | null>;
}) {
  const [sobre, setSobre] = useState<T | null>(null);
  const [aberta, setAberta] = useState(false);
  const confirmada = useRef(false);
  return {
    sobre,
    aberta,
    perguntar: (item: T) => {
      confirmada.current = false;
      setSobre(item);
      setAberta(true);
    },
    cancelar: () => setAberta(false),
    /** Closes the dialog and answers the item asked about (null when none was). */
    confirmar: (): T | null => {
      if (sobre === null) return null;
      confirmada.current = true;
      setAberta(false);
      return sobre;
    },
    devolverFoco: () => {
      const botao = sobre !== null ? document.getElementById(options.botaoDe(sobre)) : null;
      if (!confirmada.current && botao) botao.focus();
      else options.titulo.current?.focus();
    },
  };
}
