// How many uploads run at once (issue 34, decision 0027): a member's account may hold a few (a second tab,
// a retry) and the instance a few more, whoever sends them; one over either ceiling is refused with 429
// before a byte of its body is kept. Counted in this instance's memory: a slot is the instance's disk, CPU
// and sockets, which only it spends (the per-day limits, counted in the database, hold across instances).
import { SERVER_MESSAGES } from '@portal/domain';
import { tooManyRequests } from '../errors.js';

export class UploadSlots {
  private running = 0;
  private readonly byAccount = new Map<number, number>();

  constructor(
    private readonly perAccount: number,
    private readonly perInstance: number,
  ) {}

  /** A slot for the account, or a 429 with the Portuguese reason; call the answer once the upload ends. */
  take(contaId: number): () => void {
    const mine = this.byAccount.get(contaId) ?? 0;
    if (mine >= this.perAccount) throw tooManyRequests(SERVER_MESSAGES.uploadInProgress);
    if (this.running >= this.perInstance) throw tooManyRequests(SERVER_MESSAGES.uploadsBusy);
    this.running += 1;
    this.byAccount.set(contaId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.byAccount.get(contaId) ?? 1) - 1;
      if (left === 0) this.byAccount.delete(contaId);
      else this.byAccount.set(contaId, left);
    };
  }

  /** Uploads running now (metrics and tests). */
  get inUse(): number {
    return this.running;
  }
}
