import pino from 'pino';
import { startMailDispatcher } from '../../src/kernel/mail/mail-dispatcher';
import { enqueueMail } from '../../src/kernel/mail/outbox';
import { OutboxMail } from '../../src/kernel/mail/outbox-mail.entity';
import { aUser, mailsTo } from '../support/identity-builders';
import { startSmtp } from '../support/smtp-sink';
import { startOwnTestServer, startTestServer, type TestServer } from '../support/test-server';

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  // The file's modules: it enqueues mail itself and reads the outbox's Dates.
  server = await startOwnTestServer(
    { SMTP_URL: smtp.url, MAIL_POLL_MS: '20', MAIL_RETRY_BASE_MS: '50', MAIL_MAX_ATTEMPTS: '3', MAIL_FROM: 'desk@flexspace.test' },
    {},
    { fileModules: true },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

test('a reset mail is delivered by SMTP with its code on a line of its own, and marked Sent in the outbox', async () => {
  const user = await aUser(server);
  await server.rest('POST', '/identity/forgotPassword', { body: { email: user.email } });
  const mail = await until(async () => smtp.received.find((m) => m.to.includes(user.email)));
  expect(mail.raw).toMatch(/^From: desk@flexspace\.test/m);
  expect(mail.raw).toMatch(/^Subject: Reset your password/m);
  const code = mail.raw.match(/^Code: ([A-Z0-9]{12})\r?$/m)?.[1];
  expect(code).toBeDefined();
  const [row] = await until(async () => {
    const rows = await mailsTo(server, user.email, 'password-reset');
    return rows[0]?.status === 'Sent' ? rows : null;
  });
  expect(row).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
  expect(row.sentAt).toBeInstanceOf(Date);
  // The delivered code works.
  const reset = await server.rest('POST', '/identity/resetPassword', {
    body: { email: user.email, resetCode: code, newPassword: 'delivered passphrase' },
  });
  expect(reset.status).toBe(200);
});

test('a refused mail is retried with backoff and then delivered; after MAIL_MAX_ATTEMPTS it stays Failed in the table', async () => {
  smtp.state.refuse = 1;
  const em = server.app.db.orm.em.fork();
  const retried = enqueueMail(em, { to: 'retry@example.com', subject: 'Retry me', text: 'Hello', kind: 'test' });
  await em.flush();
  await until(async () => smtp.received.find((m) => m.to.includes('retry@example.com')));
  const row = await until(async () => {
    const found = await em.fork().findOneOrFail(OutboxMail, { id: retried.id });
    return found.status === 'Sent' ? found : null;
  });
  expect(row.attempts).toBe(2);

  smtp.state.refuse = 3;
  const doomed = enqueueMail(em, { to: 'doomed@example.com', subject: 'Never', text: 'Hello', kind: 'test' });
  await em.flush();
  const failed = await until(async () => {
    const found = await em.fork().findOneOrFail(OutboxMail, { id: doomed.id });
    return found.status === 'Failed' ? found : null;
  });
  expect(failed.attempts).toBe(3);
  expect(failed.lastError).toMatch(/451|mailbox unavailable/);
  expect(smtp.received.some((m) => m.to.includes('doomed@example.com'))).toBe(false);
});

test('several dispatchers on one database send each mail exactly once', async () => {
  const em = server.app.db.orm.em.fork();
  const to = Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`);
  for (const address of to) enqueueMail(em, { to: address, subject: 'Once', text: 'Only once', kind: 'test' });
  await em.flush();
  const settings = { ...server.app.settings, mail: { ...server.app.settings.mail, pollMs: 5 } };
  const extra = [
    startMailDispatcher(server.app.db.orm, settings, server.app.log),
    startMailDispatcher(server.app.db.orm, settings, server.app.log),
  ];
  try {
    await Promise.all(extra.map((d) => d.runOnce()));
    await until(async () => to.every((address) => smtp.received.some((m) => m.to.includes(address))));
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    await Promise.all(extra.map((d) => d.stop()));
  }
  for (const address of to) expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);
});

test('without SMTP_URL mail stays Pending in the outbox and is written to the log', async () => {
  // The shared server has no SMTP_URL; this file's dispatcher logs what it finds, apart from the server's own.
  const quiet = await startTestServer();
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const logging = startMailDispatcher(quiet.app.db.orm, { ...quiet.app.settings, mail: { ...quiet.app.settings.mail, pollMs: 10 } }, log);
  try {
    const user = await aUser(quiet);
    await quiet.rest('POST', '/identity/forgotPassword', { body: { email: user.email } });
    await until(async () => lines.some((line) => line.includes(user.email) && line.includes('Code: ')));
    const rows = await mailsTo(quiet, user.email, 'password-reset');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['Pending', 0]]);
    // Logged once, not on every round.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.filter((line) => line.includes(user.email))).toHaveLength(1);
  } finally {
    await logging.stop();
    await quiet.close();
  }
});
