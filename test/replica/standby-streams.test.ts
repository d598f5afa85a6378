import { Client } from 'pg';
import {
  connect,
  createPrivateCluster,
  inDatabase,
  missingPostgresTools,
  until,
  waitForReplay,
  withClient,
  type PrivateCluster,
} from '../support/private-cluster';

/**
 * `npm run test:replica` (not part of `npm test`): a real streaming standby of a private cluster,
 * the ground the gateway's read replicas stand on. What is committed on the primary is read on the
 * standby once it has replayed (waitForReplay), the standby is in recovery and refuses writes
 * (25006), while its replay is paused it serves the rows it had, not the primary's newer ones,
 * until replay resumes, and once stopped and started it catches up with what it missed. Without
 * initdb, pg_ctl or pg_basebackup the test is skipped and says why.
 */
const missing = missingPostgresTools();

if (missing.length > 0) {
  process.stderr.write(
    `\nThe replica test is skipped: ${missing.join(', ')} not found (PostgreSQL 15's binaries, e.g. /usr/lib/postgresql/15/bin). Install them, then run npm run test:replica.\n\n`,
  );
  describe.skip(`a streaming standby of a private cluster (skipped: ${missing.join(', ')} not found)`, () => {
    test('replays the primary', () => undefined);
  });
} else {
  describe('a streaming standby of a private cluster', () => {
    let primary: PrivateCluster;
    let standby: PrivateCluster;
    let onPrimary: Client;
    let onStandby: Client;
    const database = 'replica_check';

    beforeAll(async () => {
      primary = await createPrivateCluster();
      standby = await primary.createStandby();
      // Created after the base backup: the standby has it only by replaying the primary's WAL.
      await withClient(primary.url, (client) => client.query(`create database ${database}`));
      onPrimary = await connect(inDatabase(primary.url, database));
      await onPrimary.query('create table checks (id int primary key, note text not null)');
      await onPrimary.query(`insert into checks values (1, 'first')`);
      await waitForReplay(primary.url, standby.url, 30_000);
      onStandby = await connect(inDatabase(standby.url, database));
    }, 120_000);

    afterAll(async () => {
      await onStandby?.end().catch(() => undefined);
      await onPrimary?.end().catch(() => undefined);
      // The standby first: it would otherwise keep trying to reach a primary that is gone.
      await standby?.destroy();
      await primary?.destroy();
    }, 120_000);

    test('reads on the standby what was committed on the primary, in a database created after its base backup', async () => {
      const { rows } = await onStandby.query('select id, note from checks order by id');
      expect(rows).toEqual([{ id: 1, note: 'first' }]);
    });

    test('is in recovery and refuses writes with 25006 (read_only_sql_transaction)', async () => {
      expect((await onStandby.query('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(true);
      expect((await onPrimary.query('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(false);
      await expect(onStandby.query(`insert into checks values (99, 'on the standby')`)).rejects.toMatchObject({ code: '25006' });
    });

    test('serves its old rows while replay is paused, and the new ones once it resumes', async () => {
      await onStandby.query('select pg_wal_replay_pause()');
      await until(
        async () => (await onStandby.query('select pg_get_wal_replay_pause_state() as state')).rows[0].state === 'paused',
        'replay to pause',
      );
      try {
        await onPrimary.query(`insert into checks values (2, 'second')`);
        // The insert's WAL has reached the standby (received), yet it is not applied (replayed).
        const { rows: written } = await onPrimary.query('select pg_current_wal_lsn()::text as lsn');
        await until(
          async () =>
            (await onStandby.query('select $1::pg_lsn <= pg_last_wal_receive_lsn() as received', [written[0].lsn])).rows[0].received ===
            true,
          'the standby to receive the insert',
        );
        expect(
          (await onStandby.query('select $1::pg_lsn <= pg_last_wal_replay_lsn() as replayed', [written[0].lsn])).rows[0].replayed,
        ).toBe(false);
        expect((await onStandby.query('select count(*)::int as n from checks')).rows[0].n).toBe(1);
        expect((await onPrimary.query('select count(*)::int as n from checks')).rows[0].n).toBe(2);
      } finally {
        await onStandby.query('select pg_wal_replay_resume()');
      }
      await waitForReplay(primary.url, standby.url, 30_000);
      const { rows } = await onStandby.query('select id, note from checks order by id');
      expect(rows).toEqual([
        { id: 1, note: 'first' },
        { id: 2, note: 'second' },
      ]);
    });

    test('stopped, catches up with what the primary wrote meanwhile once it starts again', async () => {
      await onStandby.end();
      await standby.stop();
      await onPrimary.query(`insert into checks values (3, 'while the standby was down')`);
      await standby.start();
      onStandby = await connect(inDatabase(standby.url, database));
      await waitForReplay(primary.url, standby.url, 30_000);
      expect((await onStandby.query('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(true);
      expect((await onStandby.query('select count(*)::int as n from checks')).rows[0].n).toBe(3);
    });
  });
}
