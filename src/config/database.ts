import { randomUUID } from 'node:crypto';
import { isAbsolute, join, relative } from 'node:path';
import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { PGliteDriver, type PGliteConnectionConfig } from 'mikro-orm-pglite';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { loadMigrations, MIGRATION_NAMES } from '../../migrations';
import { startEmbeddedEngine, type EmbeddedEngine, type EmbeddedStart } from './embedded-engine';
import { type PoolUse, poolUseOf } from './pool-use';
import { ReadReplica, ReadReplicas } from './read-replicas';
import { ReconnectPause } from './reconnect-pause';
import type { Settings } from './settings';
import { makeOrmStoragesTransient } from './transient-storage';
import { nameStatements } from './statement-naming';

export interface Database {
  orm: MikroORM;
  kind: 'postgresql' | 'embedded';
  /** The read replicas (DATABASE_READ_URLS); null without them. */
  replicas: ReadReplicas | null;
  /**
   * Applies pending migrations; returns their names. `pending` hears first how many there are (when
   * there are any) and whether the database is new (no migration applied yet).
   */
  migrate(pending?: (count: number, newDatabase: boolean) => void): Promise<string[]>;
  /**
   * Runs `work` (the migrations and the start-up steps) while no other gateway on this database
   * runs its own: gateways started together on a new database take turns (docs/decisions.md#several-gateways).
   */
  startingAlone<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the pool (and the embedded engine). */
  close(): Promise<void>;
  /** Asks the database whether it takes writes, with a timeout: false when it cannot answer, or is a standby. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The connection pool now (knex's; on the embedded engine its connections share the one in-process database). */
  poolUse(): PoolUse;
  /**
   * Listens to PostgreSQL's notifications on `channel` (LISTEN), on a connection of its own that is
   * opened again whenever it is lost: `listening` once notifications arrive, `lost` when they may
   * have been missed (the connection dropped: each reconnection says `listening` again).
   */
  listen(channel: string, handlers: NotificationHandlers): Listening;
  /**
   * Whether notifications reach every listening connection (`/readyz`): each proves it when it
   * connects, by hearing one sent through the pool (`listenOnPostgres`); `reason` says why not.
   */
  notifications(): NotificationState;
  /** Resolves once every listening connection has heard its proof or given up on it (the start waits for it). */
  notificationsChecked(): Promise<void>;
}

/** Whether the gateway's notifications arrive: `arriving`, `checking` (a listening connection is opening), or `not arriving`, and why. */
export interface NotificationState {
  state: 'arriving' | 'checking' | 'not arriving';
  reason?: string;
}

export interface Listening {
  /** Whether notifications reach this listening connection (proved at each connection). */
  state(): NotificationState;
  /** Resolves once the connection's first proof is heard or given up on. */
  checked(): Promise<void>;
  /**
   * Resolves once every notification on the channel committed before the call has reached
   * `notify` (at once while the connection is down: nothing is heard then, and `lost` has said so).
   */
  heard(): Promise<void>;
  stop(): Promise<void>;
}

export interface NotificationHandlers {
  notify(payload: string): void;
  listening(): void;
  lost(error: Error): void;
}

/**
 * PostgreSQL through DATABASE_URL, or the embedded engine (PGlite) in DATA_DIR: same entities, same
 * migrations. `embedded` is the embedded engine when its start began earlier (src/main.ts), or the
 * copy of a data directory an in-memory one starts from (the tests).
 */
export async function openDatabase(
  settings: Settings,
  entities: Function[],
  log?: Logger,
  embedded?: EmbeddedStart | Blob,
): Promise<Database> {
  // A write's async context costs reads nothing (transient-storage.ts).
  if (!makeOrmStoragesTransient())
    log?.warn('MikroORM is not patched (patches/, applied by npm install): reads pay promise hooks after the first write');
  const common = ormOptions(entities, log);
  const {
    orm,
    embedded: engine,
    releaseDataDir,
  } = settings.databaseUrl
    ? await openPostgres(common, settings, log)
    : await openEmbedded(common, embedded instanceof Blob || !embedded ? startEmbeddedEngine(settings, embedded) : embedded);
  const replicas = settings.databaseReadUrls.length
    ? new ReadReplicas(
        settings.databaseReadUrls.map((url) => new ReadReplica(orm, url, settings.databasePoolSize, settings.databaseReadMaxLagSeconds)),
      )
    : null;
  for (const replica of replicas?.all ?? []) nameStatements(replica.connection, settings.databasePoolMode !== 'transaction', log);
  const listeners = postgresListeners(settings, orm, log);
  return {
    orm,
    kind: settings.databaseUrl ? 'postgresql' : 'embedded',
    replicas,
    async migrate(pending) {
      const { count, newDatabase } = await pendingMigrations(orm);
      if (count === 0) return [];
      pending?.(count, newDatabase);
      orm.config.get('migrations').migrationsList = loadMigrations();
      const applied = await orm.getMigrator().up();
      return applied.map((m) => m.name);
    },
    async startingAlone(work) {
      if (!settings.databaseUrl) return work(); // the embedded engine belongs to one process (the DATA_DIR lock)
      // A transaction-scoped advisory lock on a connection of its own, opened beside the pool (a
      // pool of one connection would otherwise wait for itself: `work` needs the pool): released at
      // commit or when the connection drops (a gateway killed mid-start).
      const knexClient = orm.em.getConnection().getKnex().client as unknown as RawConnections;
      const lock = await knexClient.acquireRawConnection();
      try {
        await lock.query('begin');
        await lock.query('select pg_advisory_xact_lock(hashtext($1))', [START_LOCK]);
        const result = await work();
        await lock.query('commit');
        return result;
      } finally {
        await knexClient.destroyRawConnection(lock);
      }
    },
    async close() {
      await replicas?.close();
      await orm.close(true);
      if (engine && !engine.closed) await engine.close();
      releaseDataDir();
    },
    async ping(timeoutMs = 2000) {
      try {
        // A server in recovery is a standby: the primary's address reaches one only while a failover moves it.
        const [row] = await Promise.race([
          orm.em.fork().getConnection().execute<{ writable: boolean }[]>('select not pg_is_in_recovery() as writable'),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
        ]);
        return row?.writable === true;
      } catch {
        return false;
      }
    },
    poolUse() {
      return poolUseOf(orm.em.getConnection());
    },
    listen(channel, handlers) {
      if (engine) {
        const unsubscribe = engine.listen(channel, handlers.notify).then((stop) => (handlers.listening(), stop));
        return {
          // In-process: a commit's notifications reach the listeners before the commit's own answer.
          state: () => ({ state: 'arriving' }),
          checked: async () => undefined,
          heard: async () => undefined,
          async stop() {
            if (engine.closed) return;
            await (
              await unsubscribe.catch(() => null)
            )?.();
          },
        };
      }
      return listeners.listen(channel, handlers);
    },
    // The embedded engine's listeners are in-process: none is kept there, so they say `arriving`.
    notifications: () => listeners.notifications(),
    notificationsChecked: () => listeners.checked(),
  };
}

/**
 * The gateway's listening connections on PostgreSQL (`DATABASE_LISTEN_URL`, else `DATABASE_URL`),
 * each proving itself with a notification sent through the pool, and what they say together.
 */
function postgresListeners(settings: Settings, orm: MikroORM, log?: Logger) {
  const listenings = new Set<Listening>();
  return {
    listen(channel: string, handlers: NotificationHandlers): Listening {
      const listening = listenOnPostgres(settings.databaseListenUrl ?? settings.databaseUrl!, channel, handlers, {
        notify: async (proofChannel, payload) => {
          await orm.em.fork().getConnection().execute('select pg_notify(?, ?)', [proofChannel, payload]);
        },
        log,
        setting: settings.databaseListenUrl ? 'DATABASE_LISTEN_URL' : 'DATABASE_URL',
      });
      listenings.add(listening);
      return {
        ...listening,
        stop: async () => {
          listenings.delete(listening);
          await listening.stop();
        },
      };
    },
    notifications(): NotificationState {
      const states = [...listenings].map((listening) => listening.state());
      return states.find((s) => s.state === 'not arriving') ?? states.find((s) => s.state === 'checking') ?? { state: 'arriving' };
    },
    async checked(): Promise<void> {
      await Promise.all([...listenings].map((listening) => listening.checked()));
    },
  };
}

/** Where the database is, as the start says it (`the embedded database in .data/db`); never a password. */
export function databasePlace(settings: Settings): string {
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  }
  if (settings.inMemoryDatabase) return 'the embedded database in memory';
  const folder = join(settings.dataDir, 'db');
  const here = relative(process.cwd(), folder);
  return `the embedded database in ${here.startsWith('..') || isAbsolute(here) ? folder : here}`;
}

/** The options both engines share. */
function ormOptions(entities: Function[], log?: Logger): Options {
  return {
    entities,
    discovery: { warnWhenNoEntities: false },
    // The migrator (and the migration classes) load on first use: see migrate().
    migrations: { migrationsList: [], transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    debug: process.env.SQL_DEBUG === '1',
    allowGlobalContext: false,
    ensureDatabase: false,
    logger: (message) => log?.debug({ sql: message }, 'sql'),
  };
}

/** The ORM on its engine; `embedded` and the DATA_DIR lock's release are the embedded engine's. */
interface OpenedEngine {
  orm: MikroORM;
  embedded: EmbeddedEngine | null;
  releaseDataDir: () => void;
}

async function openPostgres(common: Options, settings: Settings, log?: Logger): Promise<OpenedEngine> {
  const orm = await MikroORM.init({
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: settings.databaseUrl!,
    pool: { min: 0, max: settings.databasePoolSize, acquireTimeoutMillis: 10_000 },
  });
  nameStatements(orm.em.getConnection(), settings.databasePoolMode !== 'transaction', log);
  return { orm, embedded: null, releaseDataDir: () => undefined };
}

async function openEmbedded(common: Options, { engine, releaseDataDir }: EmbeddedStart): Promise<OpenedEngine> {
  // The ORM builds its metadata while the engine boots in its thread; a statement it sends meanwhile
  // waits in the thread's queue (docs/decisions.md#embedded-engine-in-a-thread).
  const init = MikroORM.init({
    ...common,
    driver: PGliteDriver,
    dbName: 'postgres',
    // The driver's PGlite: the engine answers the calls it makes (query, exec) from its own thread.
    driverOptions: { connection: { pglite: () => engine as never } satisfies PGliteConnectionConfig },
  });
  try {
    const [orm] = await Promise.all([init, engine.waitReady]);
    return { orm: orm as unknown as MikroORM, embedded: engine, releaseDataDir };
  } catch (error) {
    releaseDataDir();
    throw error;
  }
}

/** The channel each listening connection proves itself on: a notification sent through the pool, heard here. */
export const LISTEN_PROOF_CHANNEL = 'flexspace_listen_proof';

/** How long a listening connection waits to hear its proof before it says notifications do not arrive. */
export const LISTEN_PROOF_TIMEOUT_MS = 5000;

/** How the listening connection proves that notifications reach it: it sends one through the pool. */
interface ListenProof {
  notify(channel: string, payload: string): Promise<void>;
  log?: Logger;
  /** The setting that names where it listens (DATABASE_LISTEN_URL, else DATABASE_URL). */
  setting: string;
}

/**
 * LISTEN on a connection outside the pool, opened again (after 100 ms, doubling up to 5 s) whenever
 * it is lost. Each time it connects it proves that notifications reach it: it sends one through the
 * pool, as a change's transaction does, and waits to hear it (LISTEN through a transaction pooler
 * succeeds and hears nothing: docs/decisions.md#transaction-pooler). Until it hears it the handlers
 * are not told `listening` (the caller cache keeps nothing, `/readyz` fails naming the setting), and
 * a connection that does not hear it within LISTEN_PROOF_TIMEOUT_MS is closed and opened again.
 */
function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers, proof: ListenProof): Listening {
  let stopped = false;
  let client: Client | null = null;
  let up = false;
  let state: NotificationState = { state: 'checking' };
  let deafSaid = false;
  let firstChecked: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => (firstChecked = resolve));
  let sending: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const pauses = new ReconnectPause();
  const connect = async () => {
    // TCP keep-alive: a connection cut without a word (a network partition) is noticed too.
    const connection = new Client({ connectionString: url, application_name: `flexspace-gateway listener: ${channel}`, keepAlive: true });
    client = connection;
    let lost = false;
    const token = randomUUID();
    let heardProof: () => void = () => undefined;
    const proofHeard = new Promise<void>((resolve) => (heardProof = resolve));
    const onLost = (error: Error) => {
      if (lost || stopped) return;
      lost = true;
      if (up) handlers.lost(error);
      up = false;
      if (state.state === 'arriving') state = { state: 'checking' };
      void connection.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), pauses.next());
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost(new Error('the listening connection ended')));
    connection.on('notification', (message) => {
      if (message.channel === LISTEN_PROOF_CHANNEL) {
        if (message.payload === token) heardProof();
        return; // another connection's proof
      }
      // An empty payload is a connection's own mark of what it has heard (`heard` below).
      if (message.channel === channel && message.payload) handlers.notify(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`listen "${channel}"; listen "${LISTEN_PROOF_CHANNEL}"`);
      if (stopped) return;
      await proof.notify(LISTEN_PROOF_CHANNEL, token);
      const heard = await within(proofHeard, LISTEN_PROOF_TIMEOUT_MS);
      if (stopped || lost) return;
      if (!heard) {
        state = { state: 'not arriving', reason: notArriving(proof.setting) };
        if (!deafSaid) proof.log?.error({ channel }, `not ready: ${state.reason}`);
        deafSaid = true;
        firstChecked();
        pauses.longest();
        onLost(new Error(state.reason!));
        return;
      }
      if (deafSaid) proof.log?.info({ channel }, 'notifications arrive on the listening connection again');
      deafSaid = false;
      pauses.reset();
      up = true;
      state = { state: 'arriving' };
      firstChecked();
      handlers.listening();
    } catch (error) {
      onLost(error as Error);
    }
  };
  void connect();
  return {
    state: () => state,
    // Given up on when the database cannot be reached either: `/readyz` says so by its ping.
    checked: async () => void (await within(checked, LISTEN_PROOF_TIMEOUT_MS + 2000)),
    // PostgreSQL delivers notifications in the order their transactions committed, and a session's
    // own before its commit's answer: when this notification of ours is answered, every one
    // committed before it has reached `notify`.
    // Marks go one at a time on the connection; whoever asks while one waits to be sent shares it.
    heard() {
      if (!up || !client) return Promise.resolve();
      if (waiting) return waiting;
      const connection = client;
      const mark = sending
        .then(() => {
          waiting = null;
          return connection.query("select pg_notify($1, '')", [channel]);
        })
        .then(
          () => undefined,
          () => undefined,
        );
      waiting = sending = mark;
      return mark;
    },
    async stop() {
      stopped = true;
      firstChecked();
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Whether `promise` resolves within `ms`. */
function within(promise: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
}

/** Why notifications do not arrive, naming the setting (`/readyz`'s reason, the log's line). */
function notArriving(setting: string): string {
  return (
    `a notification sent through the pool did not reach the listening connection within ${LISTEN_PROOF_TIMEOUT_MS / 1000} s: ` +
    `${setting} is not a session the gateway can LISTEN on (a transaction pooler's LISTEN hears nothing): ` +
    'set DATABASE_LISTEN_URL to a direct connection or a pooler in session mode'
  );
}

/** What knex's client offers to open a connection outside its pool (what the pool itself uses). */
interface RawConnections {
  acquireRawConnection(): Promise<{ query(text: string, values?: unknown[]): Promise<unknown> }>;
  destroyRawConnection(connection: unknown): Promise<void>;
}

/** The name of the advisory lock the gateways' starts take turns on. */
const START_LOCK = 'flexspace gateway start: migrations and bootstrap';

/** How many migrations the migrations table does not list (one statement; all of them on a new database). */
async function pendingMigrations(orm: MikroORM): Promise<{ count: number; newDatabase: boolean }> {
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  try {
    const rows = await orm.em.fork().getConnection().execute<{ name: string }[]>(`select name from "${table}"`);
    const applied = new Set(rows.map((row) => row.name.replace(/\.[jt]s$/, '')));
    return { count: MIGRATION_NAMES.filter((name) => !applied.has(name)).length, newDatabase: applied.size === 0 };
  } catch {
    return { count: MIGRATION_NAMES.length, newDatabase: true }; // no migrations table yet
  }
}
