import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { formatError } from '../../../src/graphql/format-error';
import { HTTP_STATUS, type ErrorCode } from '../../../src/kernel/errors';
import { UserLocation } from '../../../src/workspaces/user-location/user-location.entity';
import { applicationIn, WS } from '../../support/onboarding-builders';
import { startOwnTestServer, type TestServer } from '../../support/test-server';

/**
 * Every reference of the onboarding tables is a foreign key (migration 0006xx References): the
 * database refuses a row naming a missing record (400, never a 500), deleting a record applies its
 * rule (cascade or set null), and the migration cleans a database written before the keys existed.
 */
let server: TestServer;
let admin: { token: string };
beforeAll(async () => {
  // It runs the last migration down and up again (not on a shared database), and tests for the ORM's error classes.
  server = await startOwnTestServer({}, {}, { fileModules: true });
  admin = { token: await server.adminToken() };
});
afterAll(async () => {
  await server?.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.app.db.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;

test('a row naming a missing record is refused by the database, and the answer is 400 BAD_USER_INPUT, not a 500', async () => {
  // given a user-location link whose user, workspace and location do not exist
  const em = server.app.db.orm.em.fork();
  em.persist(em.create(UserLocation, { userId: randomUUID(), workspaceId: randomUUID(), locationId: randomUUID() } as never));

  // when it is written, then the database refuses it
  const refused = await em.flush().then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(ForeignKeyConstraintViolationException);
  expect((refused as { code?: string }).code).toBe('23503');

  // and the error vocabulary answers it as the client's mistake, without logging a bug
  const log = { error: jest.fn(), warn: jest.fn() } as unknown as Logger;
  const formatted = formatError({ message: 'violates foreign key constraint' }, refused, log, new GraphQLSchema({}));
  expect(formatted.extensions?.code).toBe('BAD_USER_INPUT');
  expect(HTTP_STATUS[formatted.extensions?.code as ErrorCode]).toBe(400);
  expect(formatted.message).toBe('The input refers to a missing record or leaves out a required value.');
  expect(log.error).not.toHaveBeenCalled();
  expect(await sql('select 1 from "user_location" where "user_id" not in (select "id" from "app_user")')).toHaveLength(0);
});

test("an application whose owner's account is gone loses its owner, and approving it still creates the workspace", async () => {
  // given a submitted application whose owner's account is then deleted
  const submitted = await applicationIn(server, 'Submitted', { name: 'Orphaned Spaces' });
  await sql('delete from "app_user" where "id" = ?', [submitted.ownerId]);

  // when the Platform Admin reads and approves it
  const read = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 1, ids: [submitted.id] }, auth: admin });
  const approved = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: submitted.id }, auth: admin });

  // then the application has no owner any more (not one that does not exist), and approval succeeds
  expect(read.body.data[0]).toMatchObject({ id: submitted.id, ownerId: null, status: 'Submitted' });
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ name: 'Orphaned Spaces' });
});

test('deleting a workspace takes its members, member applications and user-locations with it, and clears the link of the application it came from', async () => {
  // given an approved workspace with a member application, a member and a user-location (written as the database holds them)
  const approved = await applicationIn(server, 'Approved', { name: 'Doomed Spaces' });
  const workspaceId = approved.workspaceId as string;
  const [{ id: locationId }] = await sql<{ id: string }>('select "id" from "location" where "workspace_id" = ?', [workspaceId]);
  const rows = await givenMembershipRows(workspaceId, approved.ownerId, locationId);

  // when the workspace row is deleted
  await sql('delete from "workspace" where "id" = ?', [workspaceId]);

  // then nothing names it any more
  expect(await sql('select 1 from "member_application" where "id" = ?', [rows.memberApplicationId])).toHaveLength(0);
  expect(await sql('select 1 from "workspace_member" where "id" = ?', [rows.memberId])).toHaveLength(0);
  expect(await sql('select 1 from "user_location" where "id" = ?', [rows.userLocationId])).toHaveLength(0);
  const read = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 1, ids: [approved.id] }, auth: admin });
  expect(read.body.data[0]).toMatchObject({ status: 'Approved', workspaceId: null });
});

test('the migration cleans a database that holds references to missing records: rows that need them go, optional ones are cleared', async () => {
  // given a database as it was before the keys, holding rows that name missing records
  const migrator = server.app.db.orm.getMigrator();
  await migrator.down({ migrations: ['Migration20261124000600References'] }); // the keys' migration
  const approved = await applicationIn(server, 'Approved', { name: 'Old Data Spaces' });
  const workspaceId = approved.workspaceId as string;
  const missing = randomUUID();
  const kept = await givenMembershipRows(workspaceId, approved.ownerId, missing);
  const gone = await givenMembershipRows(missing, approved.ownerId, randomUUID());
  // a kept member came from an application that goes
  await sql('update "workspace_member" set "member_application_id" = null where "id" = ?', [gone.memberId]);
  await sql('update "workspace_member" set "member_application_id" = ? where "id" = ?', [gone.memberApplicationId, kept.memberId]);
  await sql('update "workspace_application" set "owner_id" = ?, "workspace_id" = ? where "id" = ?', [missing, missing, approved.id]);

  // when the migration runs
  await migrator.up({ migrations: ['Migration20261124000600References'] });

  // then the rows of the missing workspace are gone, and the optional links to missing records are null
  expect(await sql('select 1 from "member_application" where "id" = ?', [gone.memberApplicationId])).toHaveLength(0);
  expect(await sql('select 1 from "workspace_member" where "id" = ?', [gone.memberId])).toHaveLength(0);
  expect(await sql('select 1 from "user_location" where "id" in (?, ?)', [gone.userLocationId, kept.userLocationId])).toHaveLength(0);
  expect(await sql('select "location_id", "member_application_id" from "workspace_member" where "id" = ?', [kept.memberId])).toEqual([
    { location_id: null, member_application_id: null },
  ]);
  expect(await sql('select "location_id" from "member_application" where "id" = ?', [kept.memberApplicationId])).toEqual([
    { location_id: null },
  ]);
  expect(await sql('select "owner_id", "workspace_id" from "workspace_application" where "id" = ?', [approved.id])).toEqual([
    { owner_id: null, workspace_id: null },
  ]);
  // and the keys hold from now on
  await expect(sql('update "workspace_member" set "location_id" = ? where "id" = ?', [missing, kept.memberId])).rejects.toMatchObject({
    code: '23503',
  }); // foreign_key_violation
});

/** A member application, a member and a user-location of `userId` in `workspaceId` at `locationId`, inserted as rows. */
async function givenMembershipRows(
  workspaceId: string,
  userId: string,
  locationId: string,
): Promise<{ memberApplicationId: string; memberId: string; userLocationId: string }> {
  const ids = { memberApplicationId: randomUUID(), memberId: randomUUID(), userLocationId: randomUUID() };
  await sql(
    `insert into "member_application" ("id", "workspace_id", "user_id", "workspace_license_template_id", "location_id", "status", "requested_activation_date") values (?, ?, ?, 'desk', ?, 'Approved', now())`,
    [ids.memberApplicationId, workspaceId, userId, locationId],
  );
  await sql(
    `insert into "workspace_member" ("id", "workspace_id", "user_id", "workspace_license_template_id", "location_id", "activation_date", "status", "member_application_id") values (?, ?, ?, 'desk', ?, now(), 'Active', ?)`,
    [ids.memberId, workspaceId, userId, locationId, ids.memberApplicationId],
  );
  await sql(`insert into "user_location" ("id", "user_id", "workspace_id", "location_id") values (?, ?, ?, ?)`, [
    ids.userLocationId,
    userId,
    workspaceId,
    locationId,
  ]);
  return ids;
}
