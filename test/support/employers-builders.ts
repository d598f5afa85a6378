import type { GatewayClient, TestServer } from './test-server';

/** Small builders for the employers tests: everything over the documented REST paths. */
export const EMPLOYERS = '/employers';
export const PASSWORD = 'Employers-Test-Passw0rd';

let sequence = 0;
/** A unique email for this test file run. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${Date.now().toString(36)}@example.com`;
}

export interface SignedInUser {
  email: string;
  token: string;
  userId: string;
}

/** Signs up a user with a password and signs them in (one argon2 hash + one verify: use sparingly). */
export async function signedInUser(server: GatewayClient, email = uniqueEmail()): Promise<SignedInUser> {
  const signup = await server.rest('POST', '/identity/User/signup', { body: { email, password: PASSWORD } });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  const token = await server.signIn(email, PASSWORD);
  return { email: email.toLowerCase(), token, userId: signup.body.id };
}

export function applicationBody(overrides: Record<string, unknown> = {}, contactEmail = uniqueEmail('owner')): Record<string, unknown> {
  return {
    name: 'Globex Inc',
    description: 'Rents desks for its remote staff.',
    contact: { name: 'Hank Scorpio', email: contactEmail, phone: '+1 555 0100' },
    ...overrides,
  };
}

export const FULL_ADDRESS = { line1: '1 Globex Way', line2: null, state: 'OR', city: 'Cypress Creek', zipCode: '97001' };

export type ApplicationState = 'Inquiry' | 'Pending' | 'Submitted' | 'Approved' | 'Denied';

/** Creates an employer application and drives it (as the Platform Admin) into `state`; returns it. */
export async function applicationIn(
  server: GatewayClient,
  state: ApplicationState,
  options: { contactEmail?: string; name?: string } = {},
): Promise<any> {
  const admin = { token: await server.adminToken() };
  const created = await server.rest('POST', `${EMPLOYERS}/Application/create`, {
    body: applicationBody(options.name ? { name: options.name } : {}, options.contactEmail ?? uniqueEmail('owner')),
  });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${created.text}`);
  const id = created.body.id as string;
  const step = async (method: string, path: string, body: unknown) => {
    const result = await server.rest(method, `${EMPLOYERS}${path}`, { body, auth: admin });
    if (result.status !== 200) throw new Error(`${method} ${path} failed: ${result.status} ${result.text}`);
    return result.body;
  };
  if (state === 'Inquiry') return created.body;
  if (state === 'Denied') return step('PUT', '/Application/deny', { applicationId: id });
  const pending = await step('PUT', '/Application/approve-inquiry', { applicationId: id });
  if (state === 'Pending') return pending;
  await step('PUT', `/Application/${id}`, {
    name: options.name ?? 'Globex Inc',
    description: 'Rents desks for its remote staff.',
    address: FULL_ADDRESS,
  });
  const submitted = await step('PUT', '/Application/submit', { applicationId: id });
  if (state === 'Submitted') return submitted;
  await step('PUT', '/Application/approve', { applicationId: id });
  const listed = await server.rest('POST', `${EMPLOYERS}/Application`, { body: { offset: 0, limit: 1, ids: [id] }, auth: admin });
  return listed.body.data[0];
}

/** An approved employer whose Admin is `owner` (the owner signs in again to get the new role in the token). */
export async function employerOwnedBy(
  server: TestServer,
  owner: SignedInUser,
  name = 'Globex Inc',
): Promise<{ employerId: string; token: string }> {
  const application = await applicationIn(server, 'Approved', { contactEmail: owner.email, name });
  const token = await server.signIn(owner.email, PASSWORD);
  return { employerId: application.employerId, token };
}

export { mailsTo } from './identity-builders';
