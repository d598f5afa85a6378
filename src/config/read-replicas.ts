import { type MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { type PoolUse, poolUseOf } from './pool-use';

/**
 * The read replicas of DATABASE_URL (DATABASE_READ_URLS): streaming standbys that serve the
 * read-only queries, so that reads grow with replicas while the primary takes the writes
 * (docs/decisions.md#read-replicas). Each URL must name one server (not a load-balanced "reader
 * endpoint": what the gateway learns of a replica would mix several). Each has a pool of its own,
 * made like the primary's (same type parsing: dates and times stay text), with a short connect
 * timeout, and what the gateway has learnt of it: how far it has replayed the primary's WAL, and
 * whether it was away at its last statement.
 */
export class ReadReplica {
  /** host:port/database, without credentials: what logs and `/readyz` show. */
  readonly name: string;
  readonly connection: PostgreSqlConnection;
  /**
   * The furthest WAL position it was seen to have replayed; null until asked (or when it is not a
   * standby). Forgotten whenever its pool opens a connection (a restarted or rebuilt standby may be
   * behind what this one had replayed) and when it stops answering.
   */
  private replayed: bigint | null = null;
  /** The one question in flight on how far it has replayed: concurrent requests share it. */
  private asking: Promise<bigint | null> | null = null;
  /** Until when it is passed over after a statement could not reach it (ms since epoch). */
  private awayUntil = 0;
  /**
   * How far behind the primary its replay was at the last look (seconds): 0 when it has replayed
   * all it has received; otherwise the age of the last transaction it replayed. Null until looked
   * at, and on a server that is not a standby.
   */
  lagSeconds: number | null = null;
  /** Looks at its lag (and replay position) every second, outside any request. */
  private readonly watch: NodeJS.Timeout;

  constructor(
    orm: MikroORM,
    url: string,
    poolSize: number,
    private readonly maxLagSeconds: number,
  ) {
    this.name = describeUrl(url);
    const afterCreate = (connection: unknown, done: (error: Error | null, connection: unknown) => void) => {
      this.replayed = null;
      done(null, connection);
    };
    this.connection = new PostgreSqlConnection(
      orm.config,
      {
        clientUrl: url,
        // MikroORM builds every pool from the ORM's `pool`; a replica's own settings go through driverOptions.
        driverOptions: {
          pool: { min: 0, max: poolSize, acquireTimeoutMillis: ACQUIRE_TIMEOUT_MS, afterCreate },
          connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
        },
      },
      'read',
    );
    // Its own statement, never shared with a request's question (what a request counts is its own).
    this.watch = setInterval(
      () =>
        void this.look().then(
          () => (this.awayUntil = 0),
          () => this.unreachable(),
        ),
      LAG_WATCH_MS,
    ).unref();
  }

  /**
   * False for a while after a statement could not reach it, and while it lags further behind than
   * DATABASE_READ_MAX_LAG_SECONDS: its reads go elsewhere meanwhile.
   */
  get available(): boolean {
    return Date.now() >= this.awayUntil && !this.lagging;
  }

  /** Behind by more than DATABASE_READ_MAX_LAG_SECONDS at the last look (0: no bound). */
  get lagging(): boolean {
    return this.maxLagSeconds > 0 && this.lagSeconds !== null && this.lagSeconds > this.maxLagSeconds;
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
   * earlier answer, or asked (one statement, shared by the requests that wait for it) when that
   * answer was behind.
   */
  async hasReplayed(position: bigint): Promise<boolean> {
    if (this.replayed !== null && this.replayed >= position) return true;
    const replayed = await this.replayPosition();
    return replayed !== null && replayed >= position;
  }

  /**
   * Asks how far it has replayed, for readiness: 'up' when it answers within the timeout, 'lagging'
   * when it answers but is further behind than DATABASE_READ_MAX_LAG_SECONDS, 'busy' when it does
   * not answer but its pool is full of reads (a replica under load is not a replica away), 'down'
   * when it fails or stays silent with its pool idle.
   */
  async ping(timeoutMs = 2000): Promise<'up' | 'lagging' | 'busy' | 'down'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs).unref()));
    try {
      const answer = await Promise.race([this.replayPosition().then(() => 'answered' as const), timeout]);
      if (answer === 'answered') {
        this.awayUntil = 0;
        return this.lagging ? 'lagging' : 'up';
      }
      return this.poolUse().waiting > 0 ? 'busy' : 'down';
    } catch {
      this.unreachable();
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes its pool and stops watching it. */
  async close(): Promise<void> {
    clearInterval(this.watch);
    await this.connection.close(true);
  }

  /** Asks how far it has replayed; the requests asking at the same time share the one question. */
  private replayPosition(): Promise<bigint | null> {
    this.asking ??= this.look().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  /** One look at how far it has replayed and how far behind it is: remembered, the position returned. */
  private async look(): Promise<bigint | null> {
    const [row] = await this.connection.execute<{ lsn: string | null; lag: number | string | null }[]>(REPLAY_STATE);
    const position = row?.lsn ? parseWalPosition(row.lsn) : null;
    if (position !== null && (this.replayed === null || position > this.replayed)) this.replayed = position;
    this.lagSeconds = row?.lag === null || row?.lag === undefined ? null : Number(row.lag);
    return position;
  }
}

/**
 * How far a standby has replayed, and how far behind it is: nothing when it has replayed all it
 * has received (an idle primary sends nothing: its last replayed transaction grows old without any
 * lag), otherwise the age of the last transaction it replayed. Nulls on a server that is not a standby.
 */
const REPLAY_STATE = `select pg_last_wal_replay_lsn()::text as lsn,
  case when pg_last_wal_receive_lsn() is null then null
       when pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() then 0
       else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end as lag`;
/** How often each replica's lag is looked at. */
const LAG_WATCH_MS = 1000;
/** How long a replica that could not be reached is passed over before it is tried again. */
const AWAY_MS = 5000;
/** A replica's new connection: how long it may take to connect (a replica away fails fast, its reads go to the primary). */
const CONNECT_TIMEOUT_MS = 2000;
/** How long a read waits for a connection of a replica's pool. */
const ACQUIRE_TIMEOUT_MS = 5000;

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
    const inTurn = available.map((_, i) => available[(first + i) % available.length]);
    if (lastWrite === null) return inTurn[0];
    const position = parseWalPosition(lastWrite);
    // Asked together: the first in turn that has the caller's write.
    const caughtUp = await Promise.all(inTurn.map((replica) => replica.hasReplayed(position).catch(() => (replica.unreachable(), false))));
    return inTurn.find((_, i) => caughtUp[i]) ?? null;
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.all.map((replica) => replica.close()));
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
