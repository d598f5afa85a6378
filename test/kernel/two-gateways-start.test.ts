import { MIGRATION_NAMES } from '../../migrations';
import { startGatewayProcesses, type GatewayProcesses } from '../support/gateway-processes';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/test-server';

/**
 * Two gateways started at the same moment on a NEW PostgreSQL database (a fleet scaled out before
 * anyone ran `npm run migrate`): they race for the migrations and the bootstrap admin
 * (docs/decisions.md#several-gateways). PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  process.stdout.write('two-gateways-start.test.ts skipped: two processes need one PostgreSQL database (set DATABASE_URL).\n');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('two gateways started together on a new database', () => {
  let fleet: GatewayProcesses;

  beforeAll(async () => {
    fleet = await startGatewayProcesses(2, {}, { together: true });
  }, 150_000);
  afterAll(async () => {
    await fleet?.stop();
  }, 60_000);

  test('both become ready, the migrations are applied once and the bootstrap admin exists once', async () => {
    const migrations = await fleet.sql<{ name: string }>('select "name" from "mikro_orm_migrations"');
    expect(migrations.map((row) => row.name.replace(/\.[jt]s$/, '')).sort()).toEqual([...MIGRATION_NAMES].sort());
    const admins = await fleet.sql<{ n: string }>('select count(*) as n from "app_user" where "email" = $1', [ADMIN_EMAIL.toLowerCase()]);
    expect(Number(admins[0].n)).toBe(1);
    for (const gateway of fleet.gateways) expect(await gateway.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
  });
});
