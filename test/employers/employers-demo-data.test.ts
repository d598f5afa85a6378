import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO_EMPLOYER_NAME, loadEmployersDemoData } from '../../src/employers/employers.demo-data';
import { createRequestContext } from '../../src/kernel/context';
import { EMPLOYERS } from '../support/employers-builders';

let server: TestServer;
const printed: string[] = [];

beforeAll(async () => {
  const write = process.stdout.write.bind(process.stdout);
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    printed.push(String(chunk));
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
  try {
    server = await startTestServer({ DEMO_DATA: 'true' });
  } finally {
    spy.mockRestore();
  }
});
afterAll(async () => {
  await server?.close();
});

test('first start with demo data: Acme Corp, its Admin (credentials printed) and employees, one Inactive', async () => {
  const line = printed
    .join('')
    .split('\n')
    .find((l) => l.startsWith('demo employer admin: '));
  expect(line).toBeDefined();
  const [, email, password] = line!.match(/^demo employer admin: (\S+) \/ (\S+)$/)!;
  const token = await server.signIn(email, password);

  const employers = await server.rest('POST', `${EMPLOYERS}/Employer`, { body: { offset: 0, limit: 10 }, auth: { token } });
  expect(employers.body.totalCount).toBe(1);
  expect(employers.body.data[0]).toMatchObject({ name: DEMO_EMPLOYER_NAME, address: { city: 'San Francisco', state: 'CA' } });
  const employerId = employers.body.data[0].id;

  const employees = await server.rest('POST', `${EMPLOYERS}/Employee`, {
    body: { offset: 0, limit: 10, employerIds: [employerId] },
    auth: { token },
  });
  expect(employees.body.totalCount).toBeGreaterThanOrEqual(3);
  expect(employees.body.data.filter((e: any) => e.status === 'Inactive')).toHaveLength(1);
  const admins = await server.rest('GET', `${EMPLOYERS}/Admin/${employerId}/role/Admin`, { auth: { token } });
  expect(admins.body.data.map((u: any) => u.email)).toEqual([email]);
  // the employer was approved from an application its Admin owns
  const applications = await server.rest('POST', `${EMPLOYERS}/Application`, { body: { offset: 0, limit: 10 }, auth: { token } });
  expect(applications.body.data).toEqual([
    expect.objectContaining({ status: 'Approved', employerId, ownerEmail: email, name: DEMO_EMPLOYER_NAME }),
  ]);
});

test('a second start loads nothing more', async () => {
  const ctx = createRequestContext({
    em: server.app.db.orm.em.fork(),
    caller: { kind: 'anonymous' },
    settings: server.app.settings,
    services: server.app.services,
    log: server.app.log,
    requestId: 'test',
    ip: '127.0.0.1',
  });
  expect(await loadEmployersDemoData(ctx)).toBeNull();
  const employers = await server.rest('POST', `${EMPLOYERS}/Employer`, {
    body: { offset: 0, limit: 10 },
    auth: { token: await server.adminToken() },
  });
  expect(employers.body.data.filter((e: any) => e.name === DEMO_EMPLOYER_NAME)).toHaveLength(1);
});
