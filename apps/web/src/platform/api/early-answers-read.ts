// A screen's first calls (contract/shell/route-first-calls.ts) are often answered before the app has even
// loaded: the page's own script asked them (early-answers.ts). Read here as they arrive, they are in the
// screen's first render (endpointQueryOptions' initial data). That render is a transition, done in slices;
// an answer taken through a promise after it is a second, synchronous render of the whole screen, the long
// task a phone counted as blocking (issue 37). With the query cache's chunk: the login never needs it.
import { EARLY_ANSWERS_BOUND_MARK } from '@portal/domain/contract/shell/primeiras-respostas';
import { pending } from './early-answers';

/** A successful JSON answer already read: its body and headers. */
export interface ReadAnswer {
  body: unknown;
  headers: Headers;
}

/** The answers read so far, by URL — only 2xx JSON: a failure goes through the client's own handling. */
const read = new Map<string, ReadAnswer>();
/** The answers already being read (the page's script adds the choice calls' after the first answers). */
const watched = new WeakSet<Promise<Response>>();

async function readOne(url: string, answer: Promise<Response>): Promise<void> {
  try {
    const response = await answer;
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return;
    const body: unknown = await response.clone().json();
    read.set(url, { body, headers: response.headers });
  } catch {
    /* a failed call is the client's to report when it takes it */
  }
}

const unwatched = () =>
  Object.entries(pending() ?? {}).filter(
    (entry): entry is [string, Promise<Response>] => entry[1] !== undefined && !watched.has(entry[1]),
  );

/**
 * Settles once every early answer of the page, the choice calls' included, has been read (or failed) — those
 * start only when the first answers are in, so it looks again a task later until nothing new appeared — or
 * after `maxWaitMs`: a slow answer is then taken the usual way, after the first render.
 */
export function earlyAnswersRead(maxWaitMs: number): Promise<void> {
  const all = (async () => {
    for (let round = 0; round < 10; round++) {
      const reading = unwatched().map(([url, answer]) => {
        watched.add(answer);
        return readOne(url, answer);
      });
      if (reading.length === 0) return;
      await Promise.all(reading);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  })();
  let bounded: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    bounded = setTimeout(() => {
      // Said in the page's timeline: the screen was drawn before its early answers (a slow network or a
      // busy server).
      performance.mark(EARLY_ANSWERS_BOUND_MARK);
      resolve();
    }, maxWaitMs);
  });
  return Promise.race([all.finally(() => clearTimeout(bounded)), bound]);
}

/**
 * The early answer for `url` when it has already arrived and been read, taken now: the client's promise
 * path (early-answers.ts takeEarlyAnswer) no longer finds it. `accept` decides on the body first (an
 * enveloped error is left to the client's path, which reports it).
 */
export function takeReadAnswer(url: string, accept: (body: unknown) => boolean): ReadAnswer | undefined {
  const answers = pending();
  const answer = read.get(url);
  read.delete(url);
  if (!answers?.[url] || !answer || !accept(answer.body)) return undefined;
  delete answers[url];
  return answer;
}
