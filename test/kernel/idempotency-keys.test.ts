import { randomUUID } from 'node:crypto';
import { CatalogueCreateLocationClosuresDocument, CatalogueLocationIsOpenDocument } from '../generated/graphql';
import { givenLocation, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import { startTestServer, type RestResult, type TestServer } from '../support/test-server';
import { answerBeforeBody } from '../support/upload-files';

/** docs/decisions.md#idempotency-keys: every mutation and state-changing REST call takes an Idempotency-Key. */
let server: TestServer;
let operator: OperatorWorkspace;
let rival: OperatorWorkspace;
let location: { id: string };
let rivalLocation: { id: string };

const CREATE = '/workspaces/LocationClosure/create';
let day = 0;

/** A closure of this file's own location on a day no other test uses, so that its records can be counted. */
function closureBody(locationId = location.id, workspaceId = operator.workspaceId) {
  day += 1;
  const from = new Date(Date.UTC(2031, 0, 1) + day * 86_400_000).toISOString();
  const to = new Date(Date.parse(from) + 3_600_000).toISOString();
  return { closures: [{ workspaceId, locationId, recurrence: 'None' as const, dateRange: { from, to } }] };
}

const startOf = (body: ReturnType<typeof closureBody>) => body.closures[0].dateRange.from;

/** The closures of `locationId` that start at `from` (each test's own day). */
async function closuresStartingAt(from: string, locationId = location.id, on = server): Promise<number> {
  const rows = await on.app.db.orm.em
    .fork()
    .execute<{ n: number }[]>('select count(*)::int as "n" from "location_closure" where "location_id" = ? and "date_from" = ?', [
      locationId,
      from,
    ]);
  return Number(rows[0].n);
}

function createWithKey(key: string, body: unknown, token = operator.token, on = server): Promise<RestResult<any>> {
  return on.rest('POST', CREATE, { body, auth: { token }, headers: { 'Idempotency-Key': key } });
}

const replayed = (headers: Headers) => headers.get('idempotent-replayed');

/**
 * Makes the kept answer of `key` look as if its request were still running. The answer is kept
 * just after it is sent, so this waits for it first (or the keeping would land after this).
 */
async function asIfStillRunning(key: string, on = server): Promise<void> {
  const em = on.app.db.orm.em.fork();
  for (let tries = 0; tries < 100; tries++) {
    const changed = await em.execute<unknown[]>(
      `update "idempotency_key" set "status" = null, "headers" = null, "body" = null, "lease_until" = now() + interval '1 hour'
       where "key" = ? and "status" is not null returning "key"`,
      [key],
    );
    if (changed.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the answer of ${key} was never kept`);
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server);
  rival = await givenWorkspaceWithAdmin(server);
  location = await givenLocation(server, operator.token, operator.workspaceId);
  rivalLocation = await givenLocation(server, rival.token, rival.workspaceId);
});
afterAll(async () => {
  await server?.close();
});

describe('a repeat with the same key and request gets the first answer, without a second effect', () => {
  test('REST: 20 parallel creates with one key make one closure and 20 identical answers, 19 replayed', async () => {
    const key = randomUUID();
    const body = closureBody();

    const answers = await Promise.all(Array.from({ length: 20 }, () => createWithKey(key, body)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0].body).toEqual([
      expect.objectContaining({ locationId: location.id, dateRange: { from: startOf(body), to: body.closures[0].dateRange.to } }),
    ]);
    expect(answers.filter((answer) => replayed(answer.headers) === 'true')).toHaveLength(19);
    expect(answers.filter((answer) => replayed(answer.headers) === null)).toHaveLength(1);
    expect(await closuresStartingAt(startOf(body))).toBe(1);
  });

  test('graph: 20 parallel mutations with one key make one closure and 20 identical answers, 19 replayed', async () => {
    const key = randomUUID();
    const input = closureBody();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.gql(CatalogueCreateLocationClosuresDocument, { input }, { token: operator.token, headers: { 'Idempotency-Key': key } }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers[0].errors).toBeUndefined();
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers.filter((answer) => replayed(answer.headers) === 'true')).toHaveLength(19);
    expect(await closuresStartingAt(startOf(input))).toBe(1);
  });

  test('a later repeat is replayed too, and an error answer (a 400) is kept like any other', async () => {
    const key = randomUUID();
    const body = closureBody();
    const first = await createWithKey(key, body);
    const again = await createWithKey(key, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect([replayed(first.headers), replayed(again.headers)]).toEqual([null, 'true']);

    const badKey = randomUUID();
    const backwards = { closures: [{ ...body.closures[0], dateRange: { from: body.closures[0].dateRange.to, to: startOf(body) } }] };
    const refused = await createWithKey(badKey, backwards);
    const refusedAgain = await createWithKey(badKey, backwards);
    expect([refused.status, refusedAgain.status]).toEqual([400, 400]);
    expect(refusedAgain.body).toEqual(refused.body);
    expect(refusedAgain.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(replayed(refusedAgain.headers)).toBe('true');
    expect(await closuresStartingAt(startOf(body))).toBe(1);
  });

  test('the same body with its members in another order is the same request', async () => {
    const key = randomUUID();
    const body = closureBody();
    const closure = body.closures[0];
    const reordered = {
      closures: [
        {
          dateRange: { to: closure.dateRange.to, from: closure.dateRange.from },
          recurrence: closure.recurrence,
          locationId: closure.locationId,
          workspaceId: closure.workspaceId,
        },
      ],
    };
    const first = await createWithKey(key, body);
    const again = await createWithKey(key, reordered);
    expect(again.status).toBe(200);
    expect(replayed(again.headers)).toBe('true');
    expect(again.text).toBe(first.text);
  });

  test('a key sent as a structured-field string ("...", as the draft writes it) is the same key as its bare value', async () => {
    const key = randomUUID();
    const body = closureBody();
    await createWithKey(key, body);
    const quoted = await createWithKey(`"${key}"`, body);
    expect(quoted.status).toBe(200);
    expect(replayed(quoted.headers)).toBe('true');
    expect(await closuresStartingAt(startOf(body))).toBe(1);
  });
});

describe('the same key with a different request', () => {
  test('REST: another body is a 422 IDEMPOTENCY_KEY_REUSED, and nothing is created', async () => {
    const key = randomUUID();
    const first = await createWithKey(key, closureBody());
    const other = closureBody();
    const reused = await createWithKey(key, other);
    expect(first.status).toBe(200);
    expect(reused.status).toBe(422);
    expect(reused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(reused.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', instance: CREATE });
    expect(await closuresStartingAt(startOf(other))).toBe(0);
  });

  test("REST: another operation (delete) with a create's key is a 422", async () => {
    const key = randomUUID();
    const created = await createWithKey(key, closureBody());
    const deleted = await server.rest('DELETE', `/workspaces/LocationClosure/${created.body[0].id}`, {
      auth: { token: operator.token },
      headers: { 'Idempotency-Key': key },
    });
    expect(deleted.status).toBe(422);
    expect(deleted.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('graph: other variables are a 422 with extensions.code IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    const auth = { token: operator.token, headers: { 'Idempotency-Key': key } };
    const first = await server.gql(CatalogueCreateLocationClosuresDocument, { input: closureBody() }, auth);
    const other = closureBody();
    const reused = await server.gql(CatalogueCreateLocationClosuresDocument, { input: other }, auth);
    expect(first.errors).toBeUndefined();
    expect(reused.status).toBe(422);
    expect(reused.errors?.[0].extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await closuresStartingAt(startOf(other))).toBe(0);
  });
});

test('keys of different callers are independent: the same key creates for each', async () => {
  const key = randomUUID();
  const mine = closureBody();
  const theirs = closureBody(rivalLocation.id, rival.workspaceId);

  const [first, second] = await Promise.all([createWithKey(key, mine), createWithKey(key, theirs, rival.token)]);

  expect([first.status, second.status]).toEqual([200, 200]);
  expect([replayed(first.headers), replayed(second.headers)]).toEqual([null, null]);
  expect(await closuresStartingAt(startOf(mine))).toBe(1);
  expect(await closuresStartingAt(startOf(theirs), rivalLocation.id)).toBe(1);
});

test('anonymous callers: the key alone, so an identical sign-up is replayed and a different one is a 422', async () => {
  const key = randomUUID();
  const body = { email: `idem-${randomUUID().slice(0, 8)}@example.com`, password: 'Idem-Passw0rd-Long-42' };
  const signUp = (payload: unknown) => server.rest('POST', '/identity/User/signup', { body: payload, headers: { 'Idempotency-Key': key } });

  const [first, second] = await Promise.all([signUp(body), signUp(body)]);
  const other = await signUp({ ...body, email: `other-${body.email}` });

  expect([first.status, second.status]).toEqual([200, 200]);
  expect(first.text).toBe(second.text);
  expect([replayed(first.headers), replayed(second.headers)].sort()).toEqual(['true', null].sort());
  expect(other.status).toBe(422);
});

test('a kept answer is sealed: the tokens of a sign-in are replayed, yet the table does not hold them', async () => {
  const key = randomUUID();
  const body = { email: `sealed-${randomUUID().slice(0, 8)}@example.com`, password: 'Sealed-Passw0rd-Long-42' };
  expect((await server.rest('POST', '/identity/User/signup', { body })).status).toBe(200);
  const signIn = () =>
    server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: body.email, password: body.password },
      headers: { 'Idempotency-Key': key },
    });

  const first = await signIn();
  let second = await signIn();
  for (let i = 0; i < 50 && !replayed(second.headers); i++) second = await signIn(); // the answer is kept just after it is sent

  expect(first.status).toBe(200);
  expect(replayed(second.headers)).toBe('true');
  expect(second.text).toBe(first.text);
  const [row] = await server.app.db.orm.em
    .fork()
    .execute<{ body: string }[]>('select "body" from "idempotency_key" where "key" = ?', [key]);
  expect(row.body).not.toContain(first.body.access_token);
  expect(row.body).not.toContain(first.body.refresh_token);
});

describe('reads ignore the key', () => {
  test('REST: a POST that reads (GetLocationClosures) runs each time, whatever its body', async () => {
    const key = randomUUID();
    const read = (limit: number) =>
      server.rest('POST', '/workspaces/LocationClosure', {
        body: { offset: 0, limit, locationIds: [location.id] },
        auth: { token: operator.token },
        headers: { 'Idempotency-Key': key },
      });
    const first = await read(5);
    const second = await read(6);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([replayed(first.headers), replayed(second.headers)]).toEqual([null, null]);
    expect(second.body.pagedRequest).toMatchObject({ limit: 6 });
  });

  test('graph: a query with a key, even a malformed one, just runs', async () => {
    const isOpen = (date: string, key: string) =>
      server.gql(
        CatalogueLocationIsOpenDocument,
        { id: location.id, date },
        { token: operator.token, headers: { 'Idempotency-Key': key } },
      );
    const key = randomUUID();
    const first = await isOpen('2031-06-02T15:00:00Z', key);
    const second = await isOpen('2031-06-02T03:00:00Z', key);
    const badKey = await isOpen('2031-06-02T15:00:00Z', 'x'.repeat(300));
    for (const answer of [first, second, badKey]) {
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
      expect(replayed(answer.headers)).toBeNull();
    }
    expect(first.data?.locationIsOpen).not.toEqual(second.data?.locationIsOpen);
  });
});

describe('a repeat while the first request runs', () => {
  test('waits for it IDEMPOTENCY_KEY_WAIT_SECONDS, then gets 409 IDEMPOTENCY_KEY_IN_USE with Retry-After, never a second effect', async () => {
    const quick = await startTestServer({ IDEMPOTENCY_KEY_WAIT_SECONDS: '1' });
    try {
      const owner = await givenWorkspaceWithAdmin(quick);
      const place = await givenLocation(quick, owner.token, owner.workspaceId);
      const key = randomUUID();
      const body = closureBody(place.id, owner.workspaceId);
      await createWithKey(key, body, owner.token, quick);
      await asIfStillRunning(key, quick);

      const started = Date.now();
      const repeat = await createWithKey(key, body, owner.token, quick);

      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(5_000); // the setting's second, not the default's ten
      expect(repeat.status).toBe(409);
      expect(repeat.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(repeat.headers.get('retry-after')).toBe('1');
      expect(await closuresStartingAt(startOf(body), place.id, quick)).toBe(1);
    } finally {
      await quick.close();
    }
  });

  test('a key released by a failed first attempt is taken by the waiting repeat, which runs', async () => {
    const key = randomUUID();
    const body = closureBody();
    await createWithKey(key, body);
    // The key is held as by a first attempt still running (in another process: the repeat polls the row)...
    await asIfStillRunning(key);
    const repeat = createWithKey(key, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // ...which then fails with a 5xx: its claim is released (releaseKey).
    await server.app.db.orm.em.fork().execute(`delete from "idempotency_key" where "key" = ? and "status" is null`, [key]);
    const answer = await repeat;

    expect(answer.status).toBe(200);
    expect(replayed(answer.headers)).toBeNull();
    // the set-up's own create, and the repeat's (the failed attempt, here pretended, made none)
    expect(await closuresStartingAt(startOf(body))).toBe(2);
  });
});

describe('a first attempt that died with its connection (a failover): its claim is not stranded', () => {
  /**
   * The key's row as the first attempt left it when the database went away before its answer was
   * kept, its lease over. The answer is kept just after it is sent, so this waits for it first (or
   * the keeping would land after this), as `asIfStillRunning` does.
   */
  async function answerNeverKept(key: string, { wrote }: { wrote: boolean }): Promise<void> {
    const em = server.app.db.orm.em.fork();
    for (let tries = 0; tries < 100; tries++) {
      const changed = await em.execute<unknown[]>(
        `update "idempotency_key" set "status" = null, "headers" = null, "body" = null, "lease_until" = now() - interval '1 hour'
           ${wrote ? '' : ', "ran_at" = null'} where "key" = ? and "status" is not null returning "key"`,
        [key],
      );
      if (changed.length) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the answer of ${key} was never kept`);
  }

  test('its write never committed: a repeat after the lease takes the key over and runs it, once', async () => {
    const key = randomUUID();
    const body = closureBody();
    await createWithKey(key, body);
    // As if its transaction had never committed: no closure, no mark of the claim, no answer.
    await server.app.db.orm.em
      .fork()
      .execute(`delete from "location_closure" where "location_id" = ? and "date_from" = ?`, [location.id, startOf(body)]);
    await answerNeverKept(key, { wrote: false });

    const repeat = await createWithKey(key, body);
    expect(repeat.status).toBe(200);
    expect(replayed(repeat.headers)).toBeNull();
    expect(await closuresStartingAt(startOf(body))).toBe(1);
    const again = await createWithKey(key, body);
    expect(replayed(again.headers)).toBe('true');
    expect(await closuresStartingAt(startOf(body))).toBe(1);
  });

  test('its write committed: a repeat after the lease is a 409 IDEMPOTENCY_KEY_ANSWER_LOST on both faces, never a second effect', async () => {
    const key = randomUUID();
    const body = closureBody();
    await createWithKey(key, body);
    await answerNeverKept(key, { wrote: true });
    const repeat = await createWithKey(key, body);
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe('IDEMPOTENCY_KEY_ANSWER_LOST');
    expect(repeat.headers.get('retry-after')).toBeNull();
    expect(await closuresStartingAt(startOf(body))).toBe(1);

    const graphKey = randomUUID();
    const input = closureBody();
    const auth = { token: operator.token, headers: { 'Idempotency-Key': graphKey } };
    expect((await server.gql(CatalogueCreateLocationClosuresDocument, { input }, auth)).errors).toBeUndefined();
    await answerNeverKept(graphKey, { wrote: true });
    const graphRepeat = await server.gql(CatalogueCreateLocationClosuresDocument, { input }, auth);
    expect(graphRepeat.status).toBe(409);
    expect(graphRepeat.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_ANSWER_LOST');
    expect(await closuresStartingAt(startOf(input))).toBe(1);
  });
});

describe('expiry', () => {
  test('a key is kept IDEMPOTENCY_KEY_TTL_HOURS (24 by default), then is free for a new request', async () => {
    const key = randomUUID();
    await createWithKey(key, closureBody());
    const em = server.app.db.orm.em.fork();
    const [kept] = await em.execute<{ hours: number }[]>(
      `select extract(epoch from "expires_at" - "created_at")::int / 3600 as "hours" from "idempotency_key" where "key" = ?`,
      [key],
    );
    expect(Number(kept.hours)).toBe(server.app.settings.idempotencyKeyTtlHours);
    expect(server.app.settings.idempotencyKeyTtlHours).toBe(24);

    // The clock moves past the key's time.
    await em.execute(`update "idempotency_key" set "expires_at" = now() - interval '1 second' where "key" = ?`, [key]);
    const next = closureBody();
    const reusedAfterExpiry = await createWithKey(key, next);

    expect(reusedAfterExpiry.status).toBe(200);
    expect(replayed(reusedAfterExpiry.headers)).toBeNull();
    expect(await closuresStartingAt(startOf(next))).toBe(1);
  });
});

describe('header validation: a bad key is a 400 naming the header', () => {
  test.each([
    ['longer than 255 characters', 'k'.repeat(256), 'At most 255 characters.'],
    ['empty (a quoted empty string)', '""', 'Must not be empty.'],
    ['not printable ASCII', 'clé-1', 'Only printable ASCII characters (space to ~).'],
  ])('REST: a key %s', async (_case, key, reason) => {
    const body = closureBody();
    const refused = await createWithKey(key, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'Idempotency-Key': [reason] } });
    expect(refused.body.detail).toContain('Idempotency-Key');
    expect(await closuresStartingAt(startOf(body))).toBe(0);
  });

  test('a key of exactly 255 characters is fine', async () => {
    const created = await createWithKey(`${randomUUID()}${'k'.repeat(219)}`, closureBody());
    expect(created.status).toBe(200);
  });

  test('graph: a mutation with a bad key is a 400 naming the header', async () => {
    const input = closureBody();
    const refused = await server.gql(
      CatalogueCreateLocationClosuresDocument,
      { input },
      { token: operator.token, headers: { 'Idempotency-Key': 'k'.repeat(256) } },
    );
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'Idempotency-Key': ['At most 255 characters.'] },
    });
    expect(await closuresStartingAt(startOf(input))).toBe(0);
  });

  test('an upload takes no key: refused before its body is read', async () => {
    const refused = await answerBeforeBody(`${server.url}/workspaces/Location/image`, {
      authorization: `Bearer ${operator.token}`,
      'idempotency-key': randomUUID(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors['Idempotency-Key'][0]).toMatch(/^Not accepted on an upload/);
  });
});
