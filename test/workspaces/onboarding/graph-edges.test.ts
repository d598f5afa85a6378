import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { randomUUID } from 'node:crypto';
import {
  OnboardingGraphCountLocationsDocument,
  OnboardingGraphCountMemberApplicationsDocument,
  OnboardingGraphCountWorkspaceEdgesDocument,
  OnboardingGraphMeDocument,
  OnboardingGraphMemberApplicationDocument,
  OnboardingGraphMembersWithUsersDocument,
  OnboardingGraphUserLocationDocument,
  OnboardingGraphWorkspaceApplicationDocument,
  OnboardingGraphWorkspaceDocument,
  OnboardingGraphWorkspaceEdgesDocument,
  OnboardingGraphWorkspaceMemberDocument,
  OnboardingGraphWorkspacesMembersDocument,
  TypenameDocument,
} from '../../generated/graphql';
import { signedInUser, uniqueEmail, workspaceWithAdmin, WS, type SignedIn } from '../../support/onboarding-builders';
import { startTestServer, type Auth, type TestServer, warmCaller } from '../../support/test-server';

/**
 * The onboarding records as a graph: reads by id, the edges between workspaces, their admins,
 * members, member applications, user-location links and the application they came from; every
 * edge under the visibility of the records it reaches; one SQL statement per edge and level.
 *
 * Two workspaces, A and B, each with its Admin. M is a member of both (with a location each, so
 * also linked to both locations); N is a member of A (without a location) and has a member
 * application to B still in Request.
 */
let server: TestServer;
let platform: Auth;
let A: { id: string; locationId: string; admin: SignedIn; applicationId: string };
let B: { id: string; locationId: string; admin: SignedIn; applicationId: string };
let M: SignedIn;
let N: SignedIn;
/** M's and N's records: member applications, memberships and user-location links, by workspace. */
const records = {
  M: { A: { application: '', member: '', link: '' }, B: { application: '', member: '', link: '' } },
  N: { A: { application: '', member: '' }, B: { application: '' } },
};
/** A workspace no one but the Platform Admin may see: no location, no Admin, no member. */
const hiddenWorkspaceId = randomUUID();

async function execute(text: string, params: unknown[] = []): Promise<unknown[]> {
  return (await server.app.db.orm.em.fork().getConnection().execute(text, params)) as unknown[];
}

async function rest(method: string, path: string, auth: Auth, body?: unknown): Promise<any> {
  const result = await server.rest(method, `${WS}${path}`, { auth, body });
  if (result.status !== 200) throw new Error(`${method} ${path} failed: ${result.status} ${result.text}`);
  return result.body;
}

/** A member application driven to `to` (Request or Approved) by the applicant and the workspace's Admin. */
async function memberApplication(
  user: SignedIn,
  workspace: typeof A,
  options: { withLocation: boolean; to: 'Request' | 'Approved' },
): Promise<string> {
  const created = await rest('POST', '/MemberApplication/create', user.auth, {
    workspaceId: workspace.id,
    userId: user.userId,
    workspaceLicenseTemplateId: 'license-basic',
    requestedActivationDate: '2027-01-15T09:00:00.000Z',
    ...(options.withLocation ? { locationId: workspace.locationId } : {}),
  });
  if (options.to === 'Approved') {
    await rest('POST', `/MemberApplication/${created.id}/approve-request`, workspace.admin.auth);
    await rest('POST', `/MemberApplication/${created.id}/submit`, user.auth);
    await rest('POST', `/MemberApplication/${created.id}/approve`, workspace.admin.auth);
  }
  return created.id;
}

async function workspace(name: string): Promise<typeof A> {
  const built = await workspaceWithAdmin(server, name);
  const applications = await rest('POST', '/Application', platform, { offset: 0, limit: 5, ownerIds: [built.admin.userId] });
  return { id: built.workspace.id, locationId: built.locationId, admin: built.admin, applicationId: applications.data[0].id };
}

beforeAll(async () => {
  server = await startTestServer();
  platform = { token: await server.adminToken() };
  [A, B, M, N] = await Promise.all([
    workspace('Alpha Spaces'),
    workspace('Beta Spaces'),
    signedInUser(server, uniqueEmail('member-m')),
    signedInUser(server, uniqueEmail('member-n')),
  ]);
  records.M.A.application = await memberApplication(M, A, { withLocation: true, to: 'Approved' });
  records.M.B.application = await memberApplication(M, B, { withLocation: true, to: 'Approved' });
  records.N.A.application = await memberApplication(N, A, { withLocation: false, to: 'Approved' });
  records.N.B.application = await memberApplication(N, B, { withLocation: false, to: 'Request' });
  const members = await rest('POST', '/WorkspaceMember', platform, { offset: 0, limit: 10 });
  const links = await rest('POST', '/UserLocation', platform, { offset: 0, limit: 10 });
  const find = (rows: any[], userId: string, workspaceId: string) =>
    rows.find((row) => row.userId === userId && row.workspaceId === workspaceId).id as string;
  records.M.A.member = find(members.data, M.userId, A.id);
  records.M.B.member = find(members.data, M.userId, B.id);
  records.N.A.member = find(members.data, N.userId, A.id);
  records.M.A.link = find(links.data, M.userId, A.id);
  records.M.B.link = find(links.data, M.userId, B.id);
  await execute(`insert into "workspace" ("id", "name", "email") values (?, 'Hidden Spaces', 'hidden@example.com')`, [hiddenWorkspaceId]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('reads by id', () => {
  test('Query.workspace: the record when visible; null (no error) when hidden, missing or not a UUID; 401 for an anonymous caller', async () => {
    // a workspace is read by its Admin, by a member, and by anyone while it has an active location
    for (const auth of [A.admin.auth, N.auth, B.admin.auth, platform]) {
      const read = await server.gql(OnboardingGraphWorkspaceDocument, { id: A.id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data?.workspace).toMatchObject({ id: A.id, name: 'Alpha Spaces' });
    }
    // one without an active location, that the caller neither administers nor belongs to, is null
    for (const id of [hiddenWorkspaceId, randomUUID(), 'not-a-uuid']) {
      const read = await server.gql(OnboardingGraphWorkspaceDocument, { id }, A.admin.auth);
      expect(read.errors).toBeUndefined();
      expect(read.data?.workspace).toBeNull();
    }
    expect((await server.gql(OnboardingGraphWorkspaceDocument, { id: hiddenWorkspaceId }, platform)).data?.workspace?.id).toBe(
      hiddenWorkspaceId,
    );
    // the root policy is signed-in: an anonymous caller is refused before anything is read
    const anonymous = await server.gql(OnboardingGraphWorkspaceDocument, { id: A.id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.workspace ?? null).toBeNull();
  });

  test('Query.workspaceApplication: its owner (the Admin) and the Platform Admin; null for another tenant, a member, missing ids', async () => {
    const own = await server.gql(OnboardingGraphWorkspaceApplicationDocument, { id: A.applicationId }, A.admin.auth);
    expect(own.errors).toBeUndefined();
    expect(own.data?.workspaceApplication).toMatchObject({
      id: A.applicationId,
      status: 'Approved',
      owner: { id: A.admin.userId },
      workspace: { id: A.id },
    });
    expect(
      (await server.gql(OnboardingGraphWorkspaceApplicationDocument, { id: A.applicationId }, platform)).data?.workspaceApplication?.id,
    ).toBe(A.applicationId);
    for (const [id, auth] of [
      [A.applicationId, B.admin.auth],
      [A.applicationId, M.auth],
      [randomUUID(), A.admin.auth],
      ['not-a-uuid', A.admin.auth],
    ] as const) {
      const read = await server.gql(OnboardingGraphWorkspaceApplicationDocument, { id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data?.workspaceApplication).toBeNull();
    }
  });

  test('Query.memberApplication, workspaceMember, userLocation: the user and the workspace Admin; null for another tenant, missing ids', async () => {
    // Each document reads one record by id into the field it names.
    const cases: { document: TypedDocumentNode<Record<string, unknown>, { id: string }>; field: string; id: string }[] = [
      { document: OnboardingGraphMemberApplicationDocument, field: 'memberApplication', id: records.M.A.application },
      { document: OnboardingGraphWorkspaceMemberDocument, field: 'workspaceMember', id: records.M.A.member },
      { document: OnboardingGraphUserLocationDocument, field: 'userLocation', id: records.M.A.link },
    ];
    for (const { document, field, id } of cases) {
      for (const auth of [M.auth, A.admin.auth, platform]) {
        const read = await server.gql(document, { id }, auth);
        expect(read.errors).toBeUndefined();
        expect(read.data?.[field]).toMatchObject({
          id,
          userId: M.userId,
          workspaceId: A.id,
          user: { id: M.userId },
          workspace: { id: A.id },
          location: { id: A.locationId },
        });
      }
      for (const [readId, auth] of [
        [id, B.admin.auth],
        [id, N.auth],
        [randomUUID(), M.auth],
        ['not-a-uuid', M.auth],
      ] as const) {
        const read = await server.gql(document, { id: readId }, auth);
        expect(read.errors).toBeUndefined();
        expect(read.data?.[field]).toBeNull();
      }
    }
  });
});

describe('edges', () => {
  test('Workspace -> locations -> rooms -> location, admins, members, memberApplications, application (read by its Admin)', async () => {
    const read = await server.gql(OnboardingGraphWorkspaceEdgesDocument, { id: A.id }, A.admin.auth);
    expect(read.errors).toBeUndefined();
    const ws = read.data!.workspace!;
    expect(ws.locations.totalCount).toBe(1);
    const [location] = ws.locations.data;
    expect(location).toMatchObject({
      id: A.locationId,
      workspace: { id: A.id },
      rooms: { totalCount: 1, data: [{ name: 'Board room', location: { id: A.locationId } }] },
    });
    expect(ws.admins).toMatchObject({ totalCount: 1, data: [{ id: A.admin.userId, email: A.admin.email }] });
    expect(ws.members.totalCount).toBe(2);
    expect(ws.members.data.map((m) => m.id).sort()).toEqual([records.M.A.member, records.N.A.member].sort());
    expect(ws.memberApplications.totalCount).toBe(2);
    expect(ws.memberApplications.data.map((a) => a.id).sort()).toEqual([records.M.A.application, records.N.A.application].sort());
    expect(ws.application).toEqual({ id: A.applicationId, status: 'Approved', owner: { id: A.admin.userId }, workspace: { id: A.id } });
  });

  test('MemberApplication, WorkspaceMember and UserLocation lead to their user, workspace and location; an absent location is null', async () => {
    const applicationOfN = await server.gql(OnboardingGraphMemberApplicationDocument, { id: records.N.A.application }, A.admin.auth);
    expect(applicationOfN.data?.memberApplication).toMatchObject({ user: { id: N.userId }, workspace: { id: A.id }, location: null });
    const memberN = await server.gql(OnboardingGraphWorkspaceMemberDocument, { id: records.N.A.member }, N.auth);
    expect(memberN.data?.workspaceMember).toMatchObject({ user: { id: N.userId }, workspace: { id: A.id }, location: null });
    const linkOfM = await server.gql(OnboardingGraphUserLocationDocument, { id: records.M.B.link }, M.auth);
    expect(linkOfM.data?.userLocation).toMatchObject({ user: { id: M.userId }, workspace: { id: B.id }, location: { id: B.locationId } });
  });

  test('User.memberships and User.locations: the user sees all of theirs (through `me`)', async () => {
    const me = await server.gql(OnboardingGraphMeDocument, {}, M.auth);
    expect(me.errors).toBeUndefined();
    const user = me.data!.me;
    expect(user.memberships.totalCount).toBe(2);
    expect(user.memberships.data.map((m) => [m.id, m.workspace.id, m.location?.id]).sort()).toEqual(
      [
        [records.M.A.member, A.id, A.locationId],
        [records.M.B.member, B.id, B.locationId],
      ].sort(),
    );
    expect(user.locations.totalCount).toBe(2);
    expect(user.locations.data.map((l) => [l.id, l.workspace?.id, l.location?.id]).sort()).toEqual(
      [
        [records.M.A.link, A.id, A.locationId],
        [records.M.B.link, B.id, B.locationId],
      ].sort(),
    );
  });

  test('list edges page per parent: offset and limit, totalCount of each parent, a page past the end keeps its totalCount', async () => {
    const page = async (offset: number, limit: number) => {
      const read = await server.gql(
        OnboardingGraphWorkspacesMembersDocument,
        { ids: [A.id, B.id, hiddenWorkspaceId], offset, limit },
        platform,
      );
      expect(read.errors).toBeUndefined();
      return Object.fromEntries(read.data!.workspaces.data.map((w) => [w.id, w.members]));
    };
    const all = await page(0, 10);
    expect(all[A.id]).toMatchObject({ totalCount: 2, pagedRequest: { offset: 0, limit: 10 } });
    expect(all[B.id]).toMatchObject({ totalCount: 1, data: [{ id: records.M.B.member }] });
    expect(all[hiddenWorkspaceId]).toEqual({ totalCount: 0, pagedRequest: { offset: 0, limit: 10 }, data: [] });
    // newest first, one at a time
    const first = await page(0, 1);
    const second = await page(1, 1);
    expect(first[A.id]).toMatchObject({ totalCount: 2, data: [all[A.id].data[0]] });
    expect(second[A.id]).toMatchObject({ totalCount: 2, pagedRequest: { offset: 1, limit: 1 }, data: [all[A.id].data[1]] });
    expect(second[B.id]).toEqual({ totalCount: 1, pagedRequest: { offset: 1, limit: 1 }, data: [] });
    const past = await page(5, 1);
    expect(past[A.id]).toEqual({ totalCount: 2, pagedRequest: { offset: 5, limit: 1 }, data: [] });
    // the same bounds as the root lists
    const tooBig = await server.gql(OnboardingGraphWorkspaceEdgesDocument, { id: A.id, limit: 1000 }, A.admin.auth);
    expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('another tenant is never reached', () => {
  test('an Admin of A reads workspace B (public through its active location) but none of its admins, members, member applications or application', async () => {
    const read = await server.gql(OnboardingGraphWorkspaceEdgesDocument, { id: B.id }, A.admin.auth);
    expect(read.errors).toBeUndefined();
    const ws = read.data!.workspace!;
    expect(ws.locations).toMatchObject({ totalCount: 1, data: [{ id: B.locationId }] });
    expect(ws.admins).toMatchObject({ totalCount: 0, data: [] });
    expect(ws.members).toMatchObject({ totalCount: 0, data: [] });
    expect(ws.memberApplications).toMatchObject({ totalCount: 0, data: [] });
    expect(ws.application).toBeNull();
  });

  test("an Admin of A reading A's members' users sees only A's memberships and links of them", async () => {
    const read = await server.gql(OnboardingGraphMembersWithUsersDocument, { id: A.id }, A.admin.auth);
    expect(read.errors).toBeUndefined();
    const users = Object.fromEntries(read.data!.workspace!.members.data.map((m) => [m.user.id, m.user]));
    expect(users[M.userId].memberships).toEqual({ totalCount: 1, data: [{ id: records.M.A.member, workspaceId: A.id }] });
    expect(users[M.userId].locations).toEqual({ totalCount: 1, data: [{ id: records.M.A.link, workspaceId: A.id }] });
    expect(users[N.userId].memberships).toEqual({ totalCount: 1, data: [{ id: records.N.A.member, workspaceId: A.id }] });
    expect(users[N.userId].locations).toEqual({ totalCount: 0, data: [] });
    // and B's records of the same users are null by id
    expect(
      (await server.gql(OnboardingGraphWorkspaceMemberDocument, { id: records.M.B.member }, A.admin.auth)).data?.workspaceMember,
    ).toBeNull();
    expect((await server.gql(OnboardingGraphUserLocationDocument, { id: records.M.B.link }, A.admin.auth)).data?.userLocation).toBeNull();
    expect(
      (await server.gql(OnboardingGraphMemberApplicationDocument, { id: records.N.B.application }, A.admin.auth)).data?.memberApplication,
    ).toBeNull();
  });

  test('a plain member sees only their own membership and application through Workspace, and no admins or application', async () => {
    const read = await server.gql(OnboardingGraphWorkspaceEdgesDocument, { id: A.id }, N.auth);
    expect(read.errors).toBeUndefined();
    const ws = read.data!.workspace!;
    expect(ws.members).toMatchObject({ totalCount: 1, data: [{ id: records.N.A.member, userId: N.userId }] });
    expect(ws.memberApplications).toMatchObject({ totalCount: 1, data: [{ id: records.N.A.application }] });
    expect(ws.admins).toMatchObject({ totalCount: 0, data: [] });
    expect(ws.application).toBeNull();
    // an applicant to B (not a member) reads B by its active location and sees only their own application
    const applicant = await server.gql(OnboardingGraphWorkspaceEdgesDocument, { id: B.id }, N.auth);
    expect(applicant.data?.workspace?.memberApplications).toMatchObject({
      totalCount: 1,
      data: [{ id: records.N.B.application, status: 'Request' }],
    });
    expect(applicant.data?.workspace?.members).toMatchObject({ totalCount: 0 });
  });
});

describe('SQL statements: one per edge and level, whatever the number of parents', () => {
  const SIZES = [1, 10, 100];

  beforeAll(async () => {
    // 100 more workspaces, each with a copy of A's location, a user who is a member there (linked
    // to the location) and has a member application: inserted directly, the API would be too slow.
    await execute(
      `insert into "workspace" ("id", "name", "email") select gen_random_uuid(), 'Bulk ' || g, 'bulk-' || g || '@example.com' from generate_series(1, 100) g`,
    );
    await execute(
      `insert into "location" ("id", "workspace_id", "name", "address", "schedule", "price", "marketplace_price", "latitude", "longitude", "time_zone", "picture_urls", "amenities", "phone", "check_in_instructions", "description", "waiver_url", "terms_of_serivce_url", "auto_approve_reservations", "status", "state_code", "search_text")
       select gen_random_uuid(), w.id, 'Bulk hub', l.address, l.schedule, l.price, l.marketplace_price, l.latitude, l.longitude, l.time_zone, l.picture_urls, l.amenities, l.phone, l.check_in_instructions, l.description, l.waiver_url, l.terms_of_serivce_url, l.auto_approve_reservations, 'Active', l.state_code, l.search_text
       from "location" l cross join "workspace" w where l.id = ? and w.name like 'Bulk %'`,
      [A.locationId],
    );
    await execute(
      `insert into "app_user" ("id", "email") select gen_random_uuid(), 'bulk-user-' || g || '@example.com' from generate_series(1, 100) g`,
    );
    const pairs = `select w.id as workspace_id, u.id as user_id, l.id as location_id
      from (select id, row_number() over (order by id) as n from "workspace" where name like 'Bulk %') w
      join (select id, row_number() over (order by id) as n from "app_user" where email like 'bulk-user-%') u on u.n = w.n
      join "location" l on l.workspace_id = w.id`;
    await execute(
      `insert into "workspace_member" ("id", "workspace_id", "user_id", "workspace_license_template_id", "location_id", "activation_date", "status") select gen_random_uuid(), workspace_id, user_id, 'bulk', location_id, now(), 'Active' from (${pairs}) p`,
    );
    await execute(
      `insert into "user_location" ("id", "workspace_id", "user_id", "location_id") select gen_random_uuid(), workspace_id, user_id, location_id from (${pairs}) p`,
    );
    await execute(
      `insert into "member_application" ("id", "workspace_id", "user_id", "workspace_license_template_id", "location_id", "status", "requested_activation_date") select gen_random_uuid(), workspace_id, user_id, 'bulk', location_id, 'Request', now() from (${pairs}) p`,
    );
  });

  test('Workspace.locations and Location.rooms: the page of workspaces with its count (1) + one per edge', async () => {
    await warmCaller(server, platform);
    const base = (await server.gql(TypenameDocument, {}, platform)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    for (const limit of SIZES) {
      const read = await server.gql(OnboardingGraphCountLocationsDocument, { limit }, platform);
      expect(read.errors).toBeUndefined();
      expect(read.data!.workspaces.data).toHaveLength(limit);
      expect(read.data!.workspaces.data.every((w) => w.locations.totalCount === 1)).toBe(true);
      expect(read.statements).toBe(base + 1 + 1 + 1);
    }
  });

  test('Workspace.members (-> user), memberApplications, admins, application: one statement each', async () => {
    await warmCaller(server, platform);
    const base = (await server.gql(TypenameDocument, {}, platform)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    for (const limit of SIZES) {
      const read = await server.gql(OnboardingGraphCountWorkspaceEdgesDocument, { limit }, platform);
      expect(read.errors).toBeUndefined();
      expect(read.data!.workspaces.data).toHaveLength(limit);
      expect(
        read.data!.workspaces.data.every(
          (w) => w.members.totalCount === 1 && w.members.data[0].user.id && w.memberApplications.totalCount === 1,
        ),
      ).toBe(true);
      // the page with its count (one statement: the read path's root list), then one per edge and level
      expect(read.statements).toBe(base + 1 + 5);
    }
  });

  test('MemberApplication.user (-> memberships, locations), workspace, location: one statement each', async () => {
    await warmCaller(server, platform);
    const base = (await server.gql(TypenameDocument, {}, platform)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    for (const limit of SIZES) {
      const read = await server.gql(OnboardingGraphCountMemberApplicationsDocument, { limit }, platform);
      expect(read.errors).toBeUndefined();
      const applications = read.data!.memberApplications.data;
      expect(applications).toHaveLength(limit);
      expect(
        applications.every((a) => a.user.memberships.totalCount === 1 && a.user.locations.totalCount === 1 && a.workspace && a.location),
      ).toBe(true);
      // the page with its count (one statement: the read path's root list), then one per edge and level
      expect(read.statements).toBe(base + 1 + 5);
    }
  });

  test('under an Admin of one workspace the same query costs the same, and shows only their records', async () => {
    await warmCaller(server, A.admin.auth);
    const base = (await server.gql(TypenameDocument, {}, A.admin.auth)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    const read = await server.gql(OnboardingGraphCountMemberApplicationsDocument, { limit: 100 }, A.admin.auth);
    expect(read.errors).toBeUndefined();
    expect(read.data!.memberApplications.data.map((a) => a.id).sort()).toEqual([records.M.A.application, records.N.A.application].sort());
    expect(read.statements).toBe(base + 1 + 5);
  });

  test("under a member, the list of workspaces is their own (A), its rule inside the page's one statement; B, which they read by id, is not listed", async () => {
    await warmCaller(server, N.auth);
    const base = (await server.gql(TypenameDocument, {}, N.auth)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    const read = await server.gql(OnboardingGraphCountLocationsDocument, { limit: 100 }, N.auth);
    expect(read.errors).toBeUndefined();
    expect(read.data!.workspaces.data.map((w) => w.id)).toEqual([A.id]);
    // the page with its count and the caller's memberships (one statement), the locations, their rooms
    expect(read.statements).toBe(base + 1 + 1 + 1);
    // B: a public face and N's member application, readable by id, not one of N's workspaces
    expect((await server.gql(OnboardingGraphWorkspaceDocument, { id: B.id }, N.auth)).data?.workspace?.id).toBe(B.id);
  });
});
