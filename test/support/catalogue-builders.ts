import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE } from '../../src/kernel/caller';
import { createTenant } from '../../src/identity/tenant/tenant.service';
import { usePasswordHashCost } from '../../src/identity/password/password-hasher';
import { createUserWithPassword, grantRole } from '../../src/identity/user/user.service';
import { Workspace } from '../../src/workspaces/workspace/workspace.entity';
import { TEST_PASSWORD_HASH, type TestServer } from './test-server';

// The users made here, by this file's copy of the gateway's modules, hash at the test servers' cost.
usePasswordHashCost(TEST_PASSWORD_HASH);

export const OPERATOR_PASSWORD = 'Operator-Passw0rd-42';

export interface OperatorWorkspace {
  workspaceId: string;
  email: string;
  token: string;
}

/** A workspace with its tenant and one Admin, signed in. */
export async function givenWorkspaceWithAdmin(
  server: TestServer,
  name = `Workspace ${randomUUID().slice(0, 8)}`,
): Promise<OperatorWorkspace> {
  const em = server.app.db.orm.em.fork();
  const workspace = em.create(Workspace, { name, email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`, logoUrl: '' } as never);
  em.persist(workspace);
  await createTenant(em, workspace.id, name, 'Workspace');
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createUserWithPassword(em, email, OPERATOR_PASSWORD);
  await em.flush();
  await grantRole(em, user.id, workspace.id, ADMIN_ROLE);
  await em.flush();
  return { workspaceId: workspace.id, email, token: await server.signIn(email, OPERATOR_PASSWORD) };
}

/** A signed-in user without any role. */
export async function givenPlainUser(server: TestServer): Promise<string> {
  const em = server.app.db.orm.em.fork();
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  await createUserWithPassword(em, email, OPERATOR_PASSWORD);
  await em.flush();
  return server.signIn(email, OPERATOR_PASSWORD);
}

export const scheduleDay = (isOpen: boolean, open = '09:00:00', close = '17:00:00') => ({ isOpen, open, close, maxVisitors: null });

export function weekSchedule(open = '09:00:00', close = '17:00:00', weekend = false) {
  return {
    monday: scheduleDay(true, open, close),
    tuesday: scheduleDay(true, open, close),
    wednesday: scheduleDay(true, open, close),
    thursday: scheduleDay(true, open, close),
    friday: scheduleDay(true, open, close),
    saturday: scheduleDay(weekend, open, close),
    sunday: scheduleDay(weekend, open, close),
  };
}

/** An UpsertLocation body; the address defaults to a Manhattan ZIP code. */
export function locationBody(workspaceId: string, overrides: Record<string, unknown> = {}) {
  return {
    workspaceId,
    name: `Location ${randomUUID().slice(0, 8)}`,
    address: { line1: '1 Main St', city: 'New York', state: 'NY', zipCode: '10001' },
    schedule: weekSchedule(),
    pictureUrls: [],
    amenities: ['wifi'],
    price: 2500,
    marketplacePrice: null,
    phone: '+1 212 555 0100',
    checkInInstructions: 'Ask at the desk.',
    description: null,
    waiverUrl: 'https://example.com/waiver.pdf',
    termsOfSerivceUrl: 'https://example.com/terms.pdf',
    autoApproveReservations: true,
    ...overrides,
  };
}

/** An UpsertRoom body. */
export function roomBody(locationId: string, overrides: Record<string, unknown> = {}) {
  return {
    locationId,
    name: `Room ${randomUUID().slice(0, 8)}`,
    pricePerHour: 1500,
    pricePerDay: null,
    marketplacePricePerHour: null,
    marketplacePricePerDay: null,
    quantity: 1,
    amenities: ['whiteboard'],
    capacity: 4,
    maxReservationMinutes: 120,
    pictureUrls: [],
    autoApproveReservations: false,
    ...overrides,
  };
}

/** Creates a location over REST as `token`; fails the test when it does not answer 200. */
export async function givenLocation(
  server: TestServer,
  token: string,
  workspaceId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, any>> {
  const result = await server.rest('POST', '/workspaces/Location/upsert', { body: locationBody(workspaceId, overrides), auth: { token } });
  if (result.status !== 200) throw new Error(`location not created: ${result.status} ${result.text}`);
  return result.body;
}

export async function givenRoom(
  server: TestServer,
  token: string,
  locationId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, any>> {
  const result = await server.rest('POST', '/workspaces/Room/upsert', { body: roomBody(locationId, overrides), auth: { token } });
  if (result.status !== 200) throw new Error(`room not created: ${result.status} ${result.text}`);
  return result.body;
}

/** Great-circle miles (haversine on a mean Earth radius of 3958.7613 mi), as the service computes them. */
export function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.min(1, Math.sqrt(h)));
}
