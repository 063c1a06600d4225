// A background round every `intervaloMs` once the app is ready (0 = off), never two rounds at once in one
// instance; closing the app (main.ts's shutdown) stops the timer and waits for the round in flight. The
// webhook deliveries and the orphan-upload sweep run on it.
import type { FastifyInstance } from 'fastify';

/** `rodada` logs its own outcome and must not reject. */
export function tarefaPeriodica(
  app: FastifyInstance,
  intervaloMs: number,
  rodada: () => Promise<void>,
): void {
  if (intervaloMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let emCurso: Promise<void> | null = null;
  const disparar = (): void => {
    if (emCurso) return;
    emCurso = rodada().finally(() => {
      emCurso = null;
    });
  };
  app.addHook('onReady', (ready) => {
    timer = setInterval(disparar, intervaloMs);
    timer.unref();
    ready();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await emCurso;
  });
}
