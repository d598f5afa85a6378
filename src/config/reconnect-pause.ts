/** The first pause before trying the database again. */
const FIRST_MS = 100;
/** The longest pause between two tries. */
const LONGEST_MS = 5000;

/**
 * The pauses between tries against a database that is away: 100 ms, doubling up to 5 s. The
 * listening connection waits them between its attempts to connect again (database.ts), and
 * a subscription between its attempts to read a change (kernel/changes/change-feed.ts).
 */
export class ReconnectPause {
  private ms = FIRST_MS;

  /** The pause before the next try; each is twice the last, up to the longest. */
  next(): number {
    const ms = this.ms;
    this.ms = Math.min(this.ms * 2, LONGEST_MS);
    return ms;
  }

  /** The next pauses are the longest (a try that failed in a way a quick retry will not mend). */
  longest(): void {
    this.ms = LONGEST_MS;
  }

  /** Succeeded: the next failure starts again from the first pause. */
  reset(): void {
    this.ms = FIRST_MS;
  }
}
