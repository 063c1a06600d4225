// The Guia Médico's "what" field (issue 40): free text with the catalogue's suggestions as the member types
// ("ortopedsta" → Ortopedia), an ARIA 1.2 combobox (editable, list autocomplete): arrows move through the
// suggestions (aria-activedescendant, focus stays in the field), Enter picks one, Escape closes the list.
// Picking a suggestion searches by its catalogue code; typing again goes back to free text, which the server
// also reads against the catalogue and the providers' names.
import { useEffect, useId, useState } from 'react';
import type { ServicoRede } from '@portal/domain/contract/facilidades/guia-medico';
import { cn } from '../../../ui/cn';
import { INPUT_CLASSES } from '../../../ui/form/field';
import { useSugestoesServicos } from '../api/guia-medico';

const ESPERA_MS = 250;

function useAdiado(valor: string): string {
  const [adiado, setAdiado] = useState(valor);
  useEffect(() => {
    const timer = setTimeout(() => setAdiado(valor), ESPERA_MS);
    return () => clearTimeout(timer);
  }, [valor]);
  return adiado;
}

export function TermoComSugestoes({
  termo,
  onTermo,
  onServico,
}: {
  termo: string;
  /** Free text typed (the chosen catalogue entry is dropped). */
  onTermo: (termo: string) => void;
  /** A suggestion picked: its name goes into the field, its code into the search. */
  onServico: (servico: ServicoRede) => void;
}) {
  const id = useId();
  const listId = `${id}-sugestoes`;
  const dicaId = `${id}-dica`;
  const [aberta, setAberta] = useState(false);
  const [ativa, setAtiva] = useState(-1);
  const adiado = useAdiado(termo.trim());
  const sugestoes = useSugestoesServicos(adiado);
  const opcoes = adiado.length >= 2 ? (sugestoes.data?.servicos ?? []) : [];
  const expandida = aberta && opcoes.length > 0;

  const escolher = (servico: ServicoRede) => {
    onServico(servico);
    setAberta(false);
    setAtiva(-1);
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Especialidade, serviço ou nome
      </label>
      <p id={dicaId} className="text-sm text-ink-muted">
        Por exemplo: pediatra, raio-x, o nome do médico ou da clínica.
      </p>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expandida}
        aria-controls={listId}
        aria-describedby={dicaId}
        aria-activedescendant={expandida && ativa >= 0 ? `${listId}-${ativa}` : undefined}
        autoComplete="off"
        maxLength={80}
        value={termo}
        onChange={(event) => {
          onTermo(event.target.value);
          setAberta(true);
          setAtiva(-1);
        }}
        onBlur={() => setAberta(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && opcoes.length > 0) {
            event.preventDefault();
            setAberta(true);
            setAtiva((atual) => (atual + 1) % opcoes.length);
          } else if (event.key === 'ArrowUp' && expandida) {
            event.preventDefault();
            setAtiva((atual) => (atual <= 0 ? opcoes.length - 1 : atual - 1));
          } else if (event.key === 'Enter' && expandida && ativa >= 0) {
            event.preventDefault();
            const opcao = opcoes[ativa];
            if (opcao) escolher(opcao);
          } else if (event.key === 'Escape' && expandida) {
            event.preventDefault();
            setAberta(false);
          }
        }}
        className={cn(INPUT_CLASSES, 'border-line-strong')}
      />
      {/* Absolute: the list covers what is below instead of pushing it down. */}
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugestões"
        hidden={!expandida}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-md border-2 border-line-strong bg-surface shadow-lg"
      >
        {opcoes.map((opcao, index) => (
          <li
            key={opcao.codigo}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === ativa}
            // Before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => escolher(opcao)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2',
              index === ativa ? 'bg-primary text-on-primary' : 'hover:bg-surface-muted',
            )}
          >
            <span>{opcao.nome}</span>
            <span className="text-sm">{opcao.tipo === 'ESPECIALIDADE' ? 'Especialidade' : 'Serviço'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
