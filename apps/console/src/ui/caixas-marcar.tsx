// A group of checkboxes with a legend, each option with what it means below its label (roles, integration
// scopes): the chosen values keep the options' order; the group's error below it, tied to it.
export interface OpcaoMarcar<V extends string> {
  valor: V;
  rotulo: string;
  descricao: string;
}

export function CaixasMarcar<V extends string>({
  id,
  legenda,
  opcoes,
  valor,
  onChange,
  erro,
  classeRotulo = '',
}: {
  id: string;
  legenda: string;
  opcoes: readonly OpcaoMarcar<V>[];
  valor: readonly V[];
  onChange: (valores: V[]) => void;
  erro?: string | undefined;
  /** Extra classes of each option's label (e.g. font-mono for codes). */
  classeRotulo?: string;
}) {
  return (
    <fieldset id={id} aria-describedby={erro ? `${id}-erro` : undefined} tabIndex={-1}>
      <legend className="font-semibold">{legenda}</legend>
      <ul className="mt-1 flex flex-col gap-2">
        {opcoes.map((opcao) => (
          <li key={opcao.valor} className="flex items-start gap-2">
            <input
              id={`${id}-${opcao.valor}`}
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              checked={valor.includes(opcao.valor)}
              aria-describedby={`${id}-${opcao.valor}-descricao`}
              onChange={(evento) =>
                onChange(
                  evento.target.checked
                    ? opcoes.map((o) => o.valor).filter((v) => v === opcao.valor || valor.includes(v))
                    : valor.filter((v) => v !== opcao.valor),
                )
              }
            />
            <div>
              <label htmlFor={`${id}-${opcao.valor}`} className={`font-semibold ${classeRotulo}`}>
                {opcao.rotulo}
              </label>
              <p id={`${id}-${opcao.valor}-descricao`} className="text-sm text-ink-muted">
                {opcao.descricao}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {erro && (
        <p id={`${id}-erro`} className="mt-1 text-sm font-semibold text-danger">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
