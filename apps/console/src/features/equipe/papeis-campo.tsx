// The roles as a group of checkboxes, each with what it lets one do (DESCRICAO_PAPEL).
import { DESCRICAO_PAPEL, NOME_PAPEL, PAPEIS, type Papel } from '@portal/domain/contract/console/acesso';

export function PapeisCampo({
  id,
  valor,
  onChange,
  erro,
}: {
  id: string;
  valor: readonly Papel[];
  onChange: (papeis: Papel[]) => void;
  erro?: string | undefined;
}) {
  return (
    <fieldset id={id} aria-describedby={erro ? `${id}-erro` : undefined} tabIndex={-1}>
      <legend className="font-semibold">Papéis</legend>
      <ul className="mt-1 flex flex-col gap-2">
        {PAPEIS.map((papel) => (
          <li key={papel} className="flex items-start gap-2">
            <input
              id={`${id}-${papel}`}
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              checked={valor.includes(papel)}
              aria-describedby={`${id}-${papel}-descricao`}
              onChange={(evento) =>
                onChange(
                  evento.target.checked
                    ? PAPEIS.filter((p) => p === papel || valor.includes(p))
                    : valor.filter((p) => p !== papel),
                )
              }
            />
            <div>
              <label htmlFor={`${id}-${papel}`} className="font-semibold">
                {NOME_PAPEL[papel]}
              </label>
              <p id={`${id}-${papel}-descricao`} className="text-sm text-ink-muted">
                {DESCRICAO_PAPEL[papel]}
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
