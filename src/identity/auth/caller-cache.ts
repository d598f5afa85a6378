import type { Logger } from 'pino';
import type { Database, Listening } from '../../config/database';

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
 * notification may have been missed). A read that a drop of its user (or of all) overtook is not kept.
 */
export class CallerCache<T> {
  private readonly entries = new Map<string, { userId: string; value: T }>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  /** The sequence number of each user's last drop while reads were in flight, and of the last drop of all. */
  private readonly droppedAt = new Map<string, number>();
  private allDroppedAt = 0;
  private sequence = 0;
  private reading = 0;
  private listening = false;
  private missed = false;
  private readonly changeListeners = new Set<(userId: string | null) => void>();

  /** Calls `listener` with each user the database says changed, and null when any may have (the connection was lost or is back). */
  onChange(listener: (userId: string | null) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(userId: string | null): void {
    for (const listener of this.changeListeners) listener(userId);
  }

  /**
   * The value kept under `key`, or what `read` finds, kept under the user `owner` names (null: not
   * kept). A kept value is answered after one turn of the loop, so that the notifications that
   * reached the process with the request are applied first.
   */
  async through(key: string, read: () => Promise<T | null>, owner: (value: T) => string | null): Promise<T | null> {
    if (this.entries.has(key)) await new Promise((resolve) => setImmediate(resolve));
    const kept = this.entries.get(key);
    if (kept) return kept.value;
    const ticket = this.sequence;
    this.reading += 1;
    try {
      const value = await read();
      const userId = value === null ? null : owner(value);
      if (userId !== null && this.listening && this.allDroppedAt <= ticket && (this.droppedAt.get(userId) ?? 0) <= ticket)
        this.keep(key, userId, value!);
      return value;
    } finally {
      // The drop marks only matter to reads in flight.
      if ((this.reading -= 1) === 0) this.droppedAt.clear();
    }
  }

  dropUser(userId: string): void {
    this.sequence += 1;
    if (this.reading > 0) this.droppedAt.set(userId, this.sequence);
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  dropAll(): void {
    this.allDroppedAt = ++this.sequence;
    this.entries.clear();
    this.keysOfUser.clear();
    this.droppedAt.clear();
  }

  /** Listens to the database's caller changes. */
  listenTo(db: Database, log: Logger): Listening {
    return db.listen(CHANNEL, {
      notify: (userId) => {
        this.dropUser(userId);
        this.changed(userId);
      },
      listening: () => {
        if (!this.listening) log.info('caller cache on: listening to caller changes');
        // A read begun before now may predate a change whose notification nobody heard: not kept.
        this.dropAll();
        this.listening = true;
        // Changes made while the connection was down were not heard: anyone may have changed.
        if (this.missed) this.changed(null);
        this.missed = false;
      },
      lost: (error) => {
        if (this.listening) log.warn({ err: error }, 'caller cache off until the listening connection is back: every caller is read again');
        this.listening = false;
        this.missed = true;
        this.dropAll();
      },
    });
  }

  private keep(key: string, userId: string, value: T): void {
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
    this.entries.set(key, { userId, value });
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keysOfUser.get(entry.userId)?.delete(key);
  }
}
