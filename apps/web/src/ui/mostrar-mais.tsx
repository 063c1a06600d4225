// The foot of a paged list (issue 37): how much of it is shown, announced politely as it grows, and the
// button for the next page, which says how many it brings. The portal's one "Mostrar mais": Seus reembolsos
// (a page of the rows it already has) and Quem Acessou Meus Dados (the next page from the server) use it.
import { Button } from './button';

export function MostrarMais({
  situacao,
  mais,
  onMais,
  carregando = false,
}: {
  /** 'Mostrando 5 de 12 reembolsos.' */
  situacao: string;
  /** The button's text ('Mostrar mais 5'), or null when everything is shown. */
  mais: string | null;
  onMais: () => void;
  /** The next page is on its way: the button shows it and is not pressed twice. */
  carregando?: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" className="text-sm text-ink-muted">
        {situacao}
      </p>
      {mais && (
        <Button
          variant="secondary"
          loading={carregando}
          onClick={() => {
            if (!carregando) onMais();
          }}
        >
          {mais}
        </Button>
      )}
    </div>
  );
}
