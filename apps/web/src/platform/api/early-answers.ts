// The start-up calls' answers the page brought, handed over by its own script before this code was loaded
// (the server writes both into index.html: apps/server/src/platform/early-calls.ts; the URLs are
// contract/shell/startup-calls.ts; where the server could not read an answer, that script asked for it).
// The client's call for the same URL takes that answer instead of asking, once; anything else, a later
// call, or a page without the script (the Vite dev server) goes to the network as usual.
import { EARLY_ANSWERS_GLOBAL } from '@portal/domain/contract/shell/startup-calls';

export type EarlyAnswers = Record<string, Promise<Response> | undefined>;

/** The page's early answers not yet taken, by URL (its script's global); none without the script. */
export const pending = (): EarlyAnswers | undefined =>
  (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL];

/** The early answer for `url`, once; it fails when `signal` aborts first (the client's 90 s timeout). */
export function takeEarlyAnswer(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const answers = pending();
  const answer = answers?.[url];
  if (!answers || !answer) return undefined;
  delete answers[url];
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    answer.then(resolve, reject);
  });
}
