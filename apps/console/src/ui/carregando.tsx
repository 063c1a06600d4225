/** A screen or a call still loading (the e2e a11y scan waits for this text to go). */
export function Carregando() {
  return (
    <p role="status" className="p-4 text-ink-muted">
      Carregando…
    </p>
  );
}
