import { randomBytes } from 'node:crypto';
import { OutboxMail } from '../../src/kernel/mail/outbox-mail.entity';
import type { TestServer } from './test-server';

/** Small builders for the workspace onboarding tests: everything over the documented REST paths. */
export const WS = '/workspaces';
export const PASSWORD = 'Onboarding-Test-Passw0rd';

let counter = 0;
export function uniqueEmail(name = 'user'): string {
  counter += 1;
  return `${name}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface SignedIn {
  email: string;
  userId: string;
  token: string;
  auth: { token: string };
}

/** Signs a user up with a password and in (one argon2 hash and one verify: use sparingly). */
export async function signedInUser(server: TestServer, email = uniqueEmail()): Promise<SignedIn> {
  const signup = await server.rest('POST', '/identity/User/signup', { body: { email, password: PASSWORD } });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.status} ${signup.text}`);
  const token = await server.signIn(email, PASSWORD);
  return { email: email.toLowerCase(), userId: signup.body.id, token, auth: { token } };
}

const DAY = { isOpen: true, open: '08:00:00', close: '18:00:00', maxVisitors: 20 };
const CLOSED = { isOpen: false, open: '00:00:00', close: '00:00:00' };
export const SCHEDULE = { monday: DAY, tuesday: DAY, wednesday: DAY, thursday: DAY, friday: DAY, saturday: CLOSED, sunday: CLOSED };

export function roomBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Board room',
    pricePerHour: 2500,
    pricePerDay: 15000,
    quantity: 2,
    amenities: ['Screen'],
    capacity: 8,
    maxReservationMinutes: 240,
    pictureUrls: [],
    autoApproveReservations: false,
    ...overrides,
  };
}

export function locationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Chelsea Hub',
    address: { line1: '500 W 30th St', city: 'New York', state: 'NY', zipCode: '10001' },
    schedule: SCHEDULE,
    amenities: ['Wifi', 'Coffee'],
    price: 3500,
    marketplacePrice: 4000,
    pictureUrls: ['https://example.com/chelsea.png'],
    phone: '+1 212 555 0100',
    checkInInstructions: 'Ask at the front desk.',
    description: 'Bright open space.',
    waiverUrl: 'https://example.com/waiver.pdf',
    termsOfSerivceUrl: 'https://example.com/terms.pdf',
    rooms: [roomBody()],
    autoApproveReservations: true,
    ...overrides,
  };
}

export function inquiryBody(contactEmail = uniqueEmail('owner'), name = 'Acme Spaces'): Record<string, unknown> {
  return {
    name,
    description: 'Flexible desks in Manhattan.',
    contact: { name: 'Wile E. Coyote', email: contactEmail, phone: '+1 555 0100' },
  };
}

export function contentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Acme Spaces', description: 'Flexible desks in Manhattan.', locations: [locationBody()], ...overrides };
}

export type ApplicationState = 'Inquiry' | 'Pending' | 'Submitted' | 'Approved' | 'Denied';

/** Creates a workspace application and drives it (as the Platform Admin) into `state`; returns it (or, for Approved, `{...application, workspace}`). */
export async function applicationIn(
  server: TestServer,
  state: ApplicationState,
  options: { ownerEmail?: string; name?: string } = {},
): Promise<any> {
  const admin = { token: await server.adminToken() };
  const created = await server.rest('POST', `${WS}/Application/create`, {
    body: inquiryBody(options.ownerEmail ?? uniqueEmail('owner'), options.name),
  });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${created.text}`);
  const id = created.body.id as string;
  const step = async (method: string, path: string, body: unknown) => {
    const result = await server.rest(method, `${WS}${path}`, { body, auth: admin });
    if (result.status !== 200) throw new Error(`${method} ${path} failed: ${result.status} ${result.text}`);
    return result.body;
  };
  if (state === 'Inquiry') return created.body;
  if (state === 'Denied') return step('PUT', '/Application/deny', { applicationId: id });
  const pending = await step('PUT', '/Application/approve-inquiry', { applicationId: id });
  if (state === 'Pending') return pending;
  const submitted = await step(
    'PUT',
    `/Application/${id}/submit`,
    contentBody({ name: options.name ?? 'Acme Spaces', locations: [locationBody({ name: `Hub ${id.slice(0, 8)}` })] }),
  );
  if (state === 'Submitted') return submitted;
  const workspace = await step('PUT', '/Application/approve', { applicationId: id });
  return { ...submitted, status: 'Approved', workspaceId: workspace.id, workspace };
}

/** An approved workspace whose owner (signed up with a password) is its Admin. */
export async function workspaceWithAdmin(
  server: TestServer,
  name = 'Acme Spaces',
): Promise<{ workspace: any; admin: SignedIn; locationId: string }> {
  const admin = await signedInUser(server, uniqueEmail('operator'));
  const approved = await applicationIn(server, 'Approved', { ownerEmail: admin.email, name });
  const locations = await server.rest('POST', `${WS}/Location`, {
    body: { offset: 0, limit: 10, workspaceIds: [approved.workspace.id] },
    auth: admin.auth,
  });
  if (locations.status !== 200 || !locations.body.data?.length) throw new Error(`no location: ${locations.status} ${locations.text}`);
  return { workspace: approved.workspace, admin, locationId: locations.body.data[0].id };
}

export { mailsTo } from './identity-builders';

/** The `Code: <code>` line of a mail, or null. */
export function codeIn(mail: OutboxMail): string | null {
  return mail.textBody.match(/^Code: (\S+)$/m)?.[1] ?? null;
}
