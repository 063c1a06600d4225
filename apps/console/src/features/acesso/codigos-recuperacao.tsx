// The ten recovery codes, shown once (the server keeps only their hashes): listed as text a screen reader
// spells out, with "Copiar códigos" and "Baixar códigos" (a .txt named for the console), and the step that
// follows only after the person says they kept them.
import { useState } from 'react';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';

export function textoDosCodigos(codigos: readonly string[], email: string): string {
  return [
    'Console da Operadora — códigos de recuperação',
    `Conta: ${email}`,
    'Cada código vale uma vez. Guarde-os em lugar seguro.',
    '',
    ...codigos,
    '',
  ].join('\n');
}

export function CodigosRecuperacao({
  codigos,
  email,
  rotuloContinuar,
  onContinuar,
}: {
  codigos: readonly string[];
  email: string;
  rotuloContinuar: string;
  onContinuar: () => void;
}) {
  const [aviso, setAviso] = useState<string | null>(null);
  const [guardou, setGuardou] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const texto = textoDosCodigos(codigos, email);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto);
      setAviso('Códigos copiados.');
    } catch {
      setAviso('Não foi possível copiar. Selecione os códigos e copie, ou baixe o arquivo.');
    }
  };
  const baixar = () => {
    const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codigos-recuperacao-console.txt';
    link.click();
    URL.revokeObjectURL(url);
    setAviso('Arquivo baixado.');
  };

  return (
    <section aria-labelledby="codigos-titulo">
      <h2 id="codigos-titulo" className="text-lg font-semibold">
        Seus códigos de recuperação
      </h2>
      <p className="mt-2">
        Se perder o dispositivo da chave de acesso ou o aplicativo autenticador, entre com um destes códigos.
        Cada um vale uma vez. <strong>Eles aparecem só agora:</strong> copie ou baixe e guarde em lugar
        seguro.
      </p>
      <ol
        aria-label="Códigos de recuperação"
        className="mt-3 grid grid-cols-1 gap-1 rounded border border-line bg-surface-muted p-3 font-mono sm:grid-cols-2"
      >
        {codigos.map((codigo) => (
          <li key={codigo}>{codigo}</li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Botao onClick={() => void copiar()}>Copiar códigos</Botao>
        <Botao onClick={baixar}>Baixar códigos</Botao>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm">
        {aviso}
      </p>
      <div className="mt-4 flex items-start gap-2">
        <input
          id="codigos-guardados"
          type="checkbox"
          className="mt-1 size-5"
          checked={guardou}
          onChange={(evento) => {
            setGuardou(evento.target.checked);
            setErro(null);
          }}
        />
        <label htmlFor="codigos-guardados">Guardei os códigos de recuperação em lugar seguro</label>
      </div>
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      <Botao
        variante="primario"
        className="mt-4"
        onClick={() =>
          guardou ? onContinuar() : setErro('Confirme que guardou os códigos antes de continuar.')
        }
      >
        {rotuloContinuar}
      </Botao>
    </section>
  );
}
