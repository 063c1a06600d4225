// An enrolment link shown once (after an invitation or a reset of factors): the whole link in a read-only
// field to select, "Copiar link", and until when it works. It was e-mailed too; the administrator may hand
// it over in person.
import { useState } from 'react';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { dataHora } from '../../ui/datas';

export function LinkCadastro({ link, expiraEm, para }: { link: string; expiraEm: string; para: string }) {
  const [aviso, setAviso] = useState<string | null>(null);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setAviso('Link copiado.');
    } catch {
      setAviso('Não foi possível copiar: selecione o link e copie.');
    }
  };
  return (
    <Alerta tipo="sucesso">
      <p className="font-semibold">Link de cadastro de {para}</p>
      <p className="mt-1">
        Enviado por e-mail. Vale uma vez, até {dataHora(expiraEm)}. <strong>Ele aparece só agora.</strong>
      </p>
      <label htmlFor="link-cadastro" className="mt-2 block font-semibold">
        Link de cadastro
      </label>
      <input
        id="link-cadastro"
        readOnly
        value={link}
        onFocus={(evento) => evento.target.select()}
        className="mt-1 min-h-11 w-full rounded border border-line-strong bg-surface px-3 font-mono text-sm text-ink"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Botao onClick={() => void copiar()}>Copiar link</Botao>
        <span role="status">{aviso}</span>
      </div>
    </Alerta>
  );
}
