import { type MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { type PoolUse, poolUseOf } from './pool-use';

/**
 * The read replicas of DATABASE_URL (DATABASE_READ_URLS): streaming standbys that serve the
 * read-only queries, so that reads grow with replicas while the primary takes the writes
 * (docs/decisions.md#read-replicas). Each has a pool of its own, made like the primary's (same
 * type parsing: dates and times stay text), and what the gateway has learnt of it: how far it has
 * replayed the primary's WAL, and whether it was away at its last statement.
 */
export class ReadReplica {
  /** host:port/database, without credentials: what logs and `/readyz` show. */
  readonly name: string;
  readonly connection: PostgreSqlConnection;
  /** The furthest WAL position it was seen to have replayed; null until read (or when it is not a standby). */
  private replayed: bigint | null = null;
  /** Until when it is passed over after a statement could not reach it (ms since epoch). */
  private awayUntil = 0;

  constructor(orm: MikroORM, url: string, poolSize: number) {
    this.name = describeUrl(url);
    this.connection = new PostgreSqlConnection(orm.config, { clientUrl: url, pool: { min: 0, max: poolSize, acquireTimeoutMillis: 10_000 } }, 'read');
  }

  /** False for a while after a statement could not reach it: its reads go elsewhere meanwhile. */
  get available(): boolean {
    return Date.now() >= this.awayUntil;
  }

  /** Its pool now (the metrics). */
  poolUse(): PoolUse {
    return poolUseOf(this.connection);
  }

  /**
   * A statement could not reach it (or was cancelled by a recovery conflict): pass it over for a
   * few seconds, and forget how far it had replayed: what answers next may be a standby rebuilt
   * from an older backup.
   */
  unreachable(): void {
    this.awayUntil = Date.now() + AWAY_MS;
    this.replayed = null;
  }

  /**
   * True when it has replayed the WAL up to `position` (a caller's last write): known from an
   * earlier answer, or asked (one statement) when that answer was behind.
   */
  async hasReplayed(position: bigint): Promise<boolean> {
    if (this.replayed !== null && this.replayed >= position) return true;
    return (await this.replayPosition()) !== null && (this.replayed ?? 0n) >= position;
  }

  /**
   * Asks how far it has replayed (`pg_last_wal_replay_lsn()`, null on a server that is not a
   * standby): false when it does not answer within the timeout. What readiness calls.
   */
  async ping(timeoutMs = 2000): Promise<boolean> {
    try {
      await Promise.race([this.replayPosition(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref())]);
      this.awayUntil = 0;
      return true;
    } catch {
      this.unreachable();
      return false;
    }
  }

  private async replayPosition(): Promise<bigint | null> {
    const rows = await this.connection.execute<{ lsn: string | null }[]>('select pg_last_wal_replay_lsn()::text as lsn');
    const position = rows[0]?.lsn ? parseWalPosition(rows[0].lsn) : null;
    if (position !== null && (this.replayed === null || position > this.replayed)) this.replayed = position;
    return position;
  }
}

/** How long a replica that could not be reached is passed over before it is tried again. */
const AWAY_MS = 5000;

/** The replicas, taken in turn. */
export class ReadReplicas {
  private next = 0;

  constructor(readonly all: readonly ReadReplica[]) {}

  /**
   * The replica a read-only request reads from, or null (the primary): the next available one in
   * turn that has replayed `lastWrite`, the caller's last write (a WAL position as PostgreSQL
   * writes it, `16/B374D848`); any available one when the caller has not written.
   */
  async choose(lastWrite: string | null): Promise<ReadReplica | null> {
    const available = this.all.filter((replica) => replica.available);
    if (!available.length) return null;
    const first = this.next++ % available.length;
    const position = lastWrite === null ? null : parseWalPosition(lastWrite);
    for (let i = 0; i < available.length; i++) {
      const replica = available[(first + i) % available.length];
      if (position === null || (await replica.hasReplayed(position).catch(() => (replica.unreachable(), false)))) return replica;
    }
    return null;
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((replica) => replica.connection.close(true)));
  }
}

/** A WAL position (`XXXXXXXX/XXXXXXXX`, two hex halves) as one comparable number. */
export function parseWalPosition(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
}
