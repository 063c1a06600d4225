// The console's labelled fields — a text input (Campo), a choice (Selecao) and a long text (AreaTexto) — in
// one frame: the label above, the hint and the error below, both tied to the control (aria-describedby), and
// aria-invalid while it has an error. One frame so every form of the console reads, and is read aloud, alike.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Moldura {
  id: string;
  rotulo: string;
  dica?: ReactNode;
  erro?: string | undefined;
  className?: string;
}

const CONTROLE = 'w-full rounded border border-line-strong bg-surface text-ink aria-invalid:border-danger';

/** What ties a control to its hint and error. */
function ligacoes(id: string, dica: ReactNode, erro: string | undefined) {
  const descricao = [dica ? `${id}-dica` : null, erro ? `${id}-erro` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': erro ? true : undefined, 'aria-describedby': descricao || undefined };
}

function MolduraCampo({
  id,
  rotulo,
  dica,
  erro,
  className = '',
  children,
}: Moldura & { children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {rotulo}
      </label>
      {dica && (
        <p id={`${id}-dica`} className="text-sm text-ink-muted">
          {dica}
        </p>
      )}
      {children}
      {erro && (
        <p id={`${id}-erro`} className="text-sm font-semibold text-danger">
          {erro}
        </p>
      )}
    </div>
  );
}

export type CampoProps = Moldura & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function Campo({ id, rotulo, dica, erro, className, ...props }: CampoProps) {
  return (
    <MolduraCampo id={id} rotulo={rotulo} dica={dica} erro={erro} className={className}>
      <input {...ligacoes(id, dica, erro)} className={`min-h-11 px-3 ${CONTROLE}`} {...props} />
    </MolduraCampo>
  );
}

export interface OpcaoSelecao {
  valor: string;
  rotulo: string;
}

export type SelecaoProps = Moldura &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'> & {
    valor: string;
    onChange: (valor: string) => void;
    opcoes: readonly OpcaoSelecao[];
    /** The first option, with an empty value ('Escolha…'), when nothing is chosen yet. */
    vazio?: string;
  };

export function Selecao({
  id,
  rotulo,
  dica,
  erro,
  className,
  valor,
  onChange,
  opcoes,
  vazio,
  ...props
}: SelecaoProps) {
  return (
    <MolduraCampo id={id} rotulo={rotulo} dica={dica} erro={erro} className={className}>
      <select
        {...ligacoes(id, dica, erro)}
        value={valor}
        onChange={(evento) => onChange(evento.target.value)}
        className={`min-h-11 px-3 ${CONTROLE}`}
        {...props}
      >
        {vazio !== undefined && <option value="">{vazio}</option>}
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
    </MolduraCampo>
  );
}

export type AreaTextoProps = Moldura &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'onChange'> & {
    valor: string;
    onChange: (valor: string) => void;
  };

export function AreaTexto({ id, rotulo, dica, erro, className, valor, onChange, ...props }: AreaTextoProps) {
  return (
    <MolduraCampo id={id} rotulo={rotulo} dica={dica} erro={erro} className={className}>
      <textarea
        {...ligacoes(id, dica, erro)}
        value={valor}
        onChange={(evento) => onChange(evento.target.value)}
        rows={3}
        className={`p-3 ${CONTROLE}`}
        {...props}
      />
    </MolduraCampo>
  );
}
