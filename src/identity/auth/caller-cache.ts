import type { Logger } from 'pino';
import type { Database } from '../../config/database';

/** The notification channel of the caller-changed triggers (migrations/Migration20261127000213CallerChanged.ts). */
const CHANNEL = 'caller_changed';

/** At most this many callers are kept; past it the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * What authentication read about one caller, kept in this process until PostgreSQL says the user
 * changed (docs/decisions.md#caller-cache): a request by a known caller then costs no round trip.
 *
 * A user's row, roles, API keys and write mark notify `caller_changed` with the user's id when a
 * change commits, on every gateway on the database; each drops that user's entries. Nothing is
 * kept while the listening connection is down, and everything is dropped when it goes down (a
 * notification may have been missed). A read that a change overtook is not kept: `begin` before
 * reading, `keep` with its ticket after; a drop of that user (or of all) in between wins.
 */
export class CallerCache<T> {
  private readonly entries = new Map<string, { userId: string; value: T }>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  /** The sequence number of each user's last drop, and of the last drop of all. */
  private readonly droppedAt = new Map<string, number>();
  private allDroppedAt = 0;
  private sequence = 0;
  private listening = false;

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /** A ticket for a read about to start. */
  begin(): number {
    return this.sequence;
  }

  /** Keeps what a read begun at `ticket` found, unless the user (or everything) was dropped since, or nobody listens. */
  keep(ticket: number, key: string, userId: string, value: T): void {
    if (!this.listening || this.allDroppedAt > ticket || (this.droppedAt.get(userId) ?? 0) > ticket) return;
    if (this.entries.size >= MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
    this.entries.set(key, { userId, value });
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  dropUser(userId: string): void {
    this.droppedAt.set(userId, ++this.sequence);
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
    // The marks only matter to reads in flight: a bounded map, all dropped at once past the bound.
    if (this.droppedAt.size > MAX_ENTRIES) this.dropAll();
  }

  dropAll(): void {
    this.allDroppedAt = ++this.sequence;
    this.entries.clear();
    this.keysOfUser.clear();
    this.droppedAt.clear();
  }

  /** Listens to the database's caller changes; returns the stop. */
  listenTo(db: Database, log: Logger): () => Promise<void> {
    return db.listen(CHANNEL, {
      notify: (userId) => this.dropUser(userId),
      listening: () => {
        if (!this.listening) log.info('caller cache on: listening to caller changes');
        // A read begun before now may predate a change whose notification nobody heard: not kept.
        this.dropAll();
        this.listening = true;
      },
      lost: (error) => {
        if (this.listening) log.warn({ err: error }, 'caller cache off until the listening connection is back: every caller is read again');
        this.listening = false;
        this.dropAll();
      },
    });
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keysOfUser.get(entry.userId)?.delete(key);
  }
}
